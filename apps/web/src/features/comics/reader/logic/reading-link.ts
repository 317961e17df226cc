/**
 * `?page=<index>&panel=<index>` on a reader address (zero-based, as the consume-next feed writes
 * them: server feed.mapper.ts feedPaths.read): where a link (the Continue rail's tile) opens the
 * book. The link wins over the resume choice (logic/resume-choice.ts): it says where the reader
 * chose to go. A page that is not a plain whole number ≥ 0 (or given twice) makes the link
 * count for nothing; a bad panel only drops the panel (the whole page is shown).
 */
export const PAGE_PARAM = 'page';
export const PANEL_PARAM = 'panel';

export interface ReadingLink {
  page: number;
  panel: number | null;
}

const INDEX = /^\d+$/;

function indexOf(params: URLSearchParams, name: string): number | null {
  const values = params.getAll(name);
  if (values.length !== 1) return null;
  const raw = values[0]!.trim();
  if (!INDEX.test(raw)) return null;
  const index = Number(raw);
  return Number.isSafeInteger(index) ? index : null;
}

/** The linked point, or null when the address has no (good) page. */
export function readingLink(search: string | URLSearchParams): ReadingLink | null {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const page = indexOf(params, PAGE_PARAM);
  if (page === null) return null;
  return { page, panel: indexOf(params, PANEL_PARAM) };
}

/**
 * Where the book opens for a link, in chooseResume's terms: the page clamped to the book (the
 * panel is clamped to its page's panels when guided view starts, logic/guided-steps.ts), null
 * for the very start (page 0, whole).
 */
export function linkedStart(
  link: ReadingLink,
  numPages: number,
): { page: number; panel: number | null } | null {
  if (numPages <= 0) return null;
  const page = Math.min(link.page, numPages - 1);
  if (page === 0 && link.panel === null) return null;
  return { page, panel: link.panel };
}
