/**
 * Where a book opens again: the reader's own browser keeps the last page and panel (it works
 * offline), a signed-in member's comic history knows it from any device. The newer wins, so a
 * book read offline resumes where the reader stopped here, and one read on a phone resumes there.
 */
export interface ReadingPoint {
  /** Zero-based page index. */
  page: number;
  /** Zero-based panel in guided view, null when the whole page was shown. */
  panel: number | null;
  /** When it was recorded, epoch ms. */
  at: number;
  /** The book was finished: it opens from the start next time. */
  done?: boolean;
}

export function chooseResume(
  local: ReadingPoint | null,
  server: ReadingPoint | null,
  numPages: number,
): { page: number; panel: number | null } | null {
  const newest = !server ? local : !local ? server : local.at >= server.at ? local : server;
  if (!newest || newest.done || numPages <= 0) return null;
  const page = Math.min(Math.max(0, Math.trunc(newest.page)), numPages - 1);
  const panel = newest.panel === null || newest.panel < 0 ? null : Math.trunc(newest.panel);
  if (page === 0 && panel === null) return null; // nothing to resume
  return { page, panel };
}
