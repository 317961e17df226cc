const PATHS = {
  play: 'M8 5.5v13a1 1 0 0 0 1.5.9l10.2-6.5a1 1 0 0 0 0-1.7L9.5 4.6A1 1 0 0 0 8 5.5Z',
  book: 'M4 5a2 2 0 0 1 2-2h5v17H6a2 2 0 0 0-2 1V5Zm9-2h5a2 2 0 0 1 2 2v16a2 2 0 0 0-2-1h-5V3Z',
  list: 'M4 6h2v2H4V6Zm4 0h12v2H8V6Zm-4 5h2v2H4v-2Zm4 0h12v2H8v-2Zm-4 5h2v2H4v-2Zm4 0h12v2H8v-2Z',
  spark:
    'M12 2l2.2 6.3L20.5 10l-6.3 2.2L12 18.5l-2.2-6.3L3.5 10l6.3-1.7L12 2Zm6 13 1 2.8 2.8 1-2.8 1L18 22.8l-1-3-2.8-1 2.8-1L18 15Z',
  bag: 'M7 7V6a5 5 0 0 1 10 0v1h3l-1 14H5L4 7h3Zm2 0h6V6a3 3 0 0 0-6 0v1Z',
  star: 'm12 2.5 2.9 6 6.6.9-4.8 4.6 1.2 6.5L12 17.4l-5.9 3.1 1.2-6.5-4.8-4.6 6.6-.9 2.9-6Z',
  menu: 'M3 6h18v2H3V6Zm0 5h18v2H3v-2Zm0 5h18v2H3v-2Z',
  close: 'm6.4 5 5.6 5.6L17.6 5 19 6.4 13.4 12l5.6 5.6-1.4 1.4-5.6-5.6L6.4 19 5 17.6l5.6-5.6L5 6.4 6.4 5Z',
  arrow: 'M13 5l7 7-7 7-1.4-1.4 4.6-4.6H4v-2h12.2l-4.6-4.6L13 5Z',
  chevronLeft: 'M15.4 5.4 14 4l-8 8 8 8 1.4-1.4L8.8 12l6.6-6.6Z',
  chevronRight: 'M8.6 5.4 10 4l8 8-8 8-1.4-1.4 6.6-6.6-6.6-6.6Z',
  search:
    'M10.5 3a7.5 7.5 0 0 1 6 12l4.7 4.6-1.5 1.5-4.6-4.7A7.5 7.5 0 1 1 10.5 3Zm0 2a5.5 5.5 0 1 0 0 11 5.5 5.5 0 0 0 0-11Z',
  lock: 'M7 10V8a5 5 0 0 1 10 0v2h1a1 1 0 0 1 1 1v9a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1v-9a1 1 0 0 1 1-1h1Zm2 0h6V8a3 3 0 0 0-6 0v2Z',
  globe:
    'M12 2a10 10 0 1 1 0 20 10 10 0 0 1 0-20Zm-1.8 2.2A8 8 0 0 0 4.1 11h3.4c.1-2.5.9-4.9 2.7-6.8Zm3.6 0c1.8 1.9 2.6 4.3 2.7 6.8h3.4a8 8 0 0 0-6.1-6.8ZM12 4.6C10.5 6.3 9.7 8.5 9.5 11h5c-.2-2.5-1-4.7-2.5-6.4ZM4.1 13a8 8 0 0 0 6.1 6.8c-1.8-1.9-2.6-4.3-2.7-6.8H4.1Zm5.4 0c.2 2.5 1 4.7 2.5 6.4 1.5-1.7 2.3-3.9 2.5-6.4h-5Zm7 0c-.1 2.5-.9 4.9-2.7 6.8a8 8 0 0 0 6.1-6.8h-3.4Z',
} as const;

export type IconName = keyof typeof PATHS;

/**
 * A decorative 24×24 glyph drawn from one SVG path (even-odd filling for paths with holes); the
 * control around it carries the accessible name. The app's icons and the player's are drawn
 * with it.
 */
export function Glyph({
  d,
  className,
  evenOdd = false,
}: {
  d: string;
  className?: string;
  evenOdd?: boolean;
}) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width="24"
      height="24"
      aria-hidden="true"
      focusable="false"
    >
      <path d={d} fill="currentColor" fillRule={evenOdd ? 'evenodd' : undefined} />
    </svg>
  );
}

/** Decorative icon; give the surrounding control its accessible name. */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  return <Glyph d={PATHS[name]} className={className} />;
}
