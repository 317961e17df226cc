import { Glyph } from '../../../components/ui/Icon';

const PATHS = {
  play: 'M8 5.5v13a1 1 0 0 0 1.5.9l10.2-6.5a1 1 0 0 0 0-1.7L9.5 4.6A1 1 0 0 0 8 5.5Z',
  pause: 'M6.5 5h4v14h-4V5Zm7 0h4v14h-4V5Z',
  replay: 'M12 5V2L7 6l5 4V7a6 6 0 1 1-6 6H4a8 8 0 1 0 8-8Z',
  back: 'M12 5V2L7 6l5 4V7a6 6 0 1 1-6 6H4a8 8 0 1 0 8-8Zm-2.6 5.2h1.5v5.6H9.6v-4l-.9.3v-1.1l.7-.8Zm4.6 0a1.9 1.9 0 0 1 1.9 1.9v1.8a1.9 1.9 0 0 1-3.8 0v-1.8a1.9 1.9 0 0 1 1.9-1.9Zm0 1.3a.6.6 0 0 0-.6.6v1.8a.6.6 0 0 0 1.2 0v-1.8a.6.6 0 0 0-.6-.6Z',
  forward:
    'M12 5V2l5 4-5 4V7a6 6 0 1 0 6 6h2a8 8 0 1 1-8-8Zm-2.6 5.2h1.5v5.6H9.6v-4l-.9.3v-1.1l.7-.8Zm4.6 0a1.9 1.9 0 0 1 1.9 1.9v1.8a1.9 1.9 0 0 1-3.8 0v-1.8a1.9 1.9 0 0 1 1.9-1.9Zm0 1.3a.6.6 0 0 0-.6.6v1.8a.6.6 0 0 0 1.2 0v-1.8a.6.6 0 0 0-.6-.6Z',
  volume:
    'M3 9h4l5-4v14l-5-4H3V9Zm12.5-.9a5 5 0 0 1 0 7.8l-1.3-1.5a3 3 0 0 0 0-4.8l1.3-1.5Zm2.6-3a9 9 0 0 1 0 13.8l-1.3-1.5a7 7 0 0 0 0-10.8l1.3-1.5Z',
  muted:
    'M3 9h4l5-4v14l-5-4H3V9Zm12.4.1 1.4-1.4 2.1 2.1 2.1-2.1 1.4 1.4-2.1 2.1 2.1 2.1-1.4 1.4-2.1-2.1-2.1 2.1-1.4-1.4 2.1-2.1-2.1-2.1Z',
  fullscreen: 'M4 4h6v2H6v4H4V4Zm10 0h6v6h-2V6h-4V4ZM4 14h2v4h4v2H4v-6Zm14 0h2v6h-6v-2h4v-4Z',
  exitFullscreen: 'M8 4h2v6H4V8h4V4Zm6 0h2v4h4v2h-6V4ZM4 14h6v6H8v-4H4v-2Zm10 0h6v2h-4v4h-2v-6Z',
  captions:
    'M4 5h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2Zm0 2v10h16V7H4Zm2.5 3H11v1.5H8v1h3V14H6.5v-4Zm6.5 0h4.5v1.5h-3v1h3V14H13v-4Z',
  quality: 'M4 7h9v2H4V7Zm12-1.5h2V7h2v2h-2v1.5h-2v-5ZM4 15h3v2H4v-2Zm6-1.5h2V15h8v2h-8v1.5h-2v-5Z',
  next: 'M5 6.2v11.6a1 1 0 0 0 1.5.8l8.4-5.8a1 1 0 0 0 0-1.6L6.5 5.4A1 1 0 0 0 5 6.2ZM17 5h2v14h-2V5Z',
  keyboard:
    'M3 6h18a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1Zm1 2v8h16V8H4Zm1 1h2v2H5V9Zm3 0h2v2H8V9Zm3 0h2v2h-2V9Zm3 0h2v2h-2V9Zm3 0h2v2h-2V9ZM7 13h10v2H7v-2Z',
  close: 'm6.4 5 5.6 5.6L17.6 5 19 6.4 13.4 12l5.6 5.6-1.4 1.4-5.6-5.6L6.4 19 5 17.6l5.6-5.6L5 6.4 6.4 5Z',
  check: 'M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4L9 16.2Z',
} as const;

export type PlayerIconName = keyof typeof PATHS;

/** The player's own decorative icons; the control around one carries the accessible name. */
export function PlayerIcon({ name, className }: { name: PlayerIconName; className?: string }) {
  return <Glyph d={PATHS[name]} className={className} evenOdd />;
}
