/**
 * Text the server's render wrote with Intl formatters (prices), handed to the browser with the
 * page (SsrState `formats`) so that the hydrating render writes the same text without building
 * a formatter. The first currency NumberFormat a page builds loads ICU's currency data: 14 ms on
 * a desktop CPU, four times that on Lighthouse's phone, all of it inside the hydration's task
 * (docs/first-view.md "Formatted text").
 */
const seeded = new Map<string, string>();
/** The texts formatted by the render in progress on the server (renders are synchronous). */
let recording: Map<string, string> | null = null;

/** `format()`'s text for `key` (everything the text depends on), or the page's own copy of it. */
export function firstViewFormat(key: string, format: () => string): string {
  const text = seeded.get(key) ?? format();
  recording?.set(key, text);
  return text;
}

/** Runs a (synchronous) server render and answers what it formatted, for the page's state. */
export function recordFirstViewFormats<T>(render: () => T): { result: T; formats: Record<string, string> } {
  const formats = new Map<string, string>();
  recording = formats;
  try {
    return { result: render(), formats: Object.fromEntries(formats) };
  } finally {
    recording = null;
  }
}

/** The browser, before hydrating: the texts the server's render wrote. */
export function seedFirstViewFormats(formats: Record<string, string> | undefined): void {
  for (const [key, text] of Object.entries(formats ?? {})) {
    if (typeof text === 'string') seeded.set(key, text);
  }
}
