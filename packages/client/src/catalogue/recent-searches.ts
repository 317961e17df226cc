import { RECENT_SEARCHES } from '@fanverse/contract';

const key = (term: string) => term.trim().toLowerCase();

/**
 * The recent-searches list after searching `term`: newest first, unique ignoring case and
 * surrounding blanks (the newest spelling is kept), at most `max` entries. A blank term leaves
 * the list as it was. Returns a new array; the given one is not changed.
 */
export function addRecentSearch(
  list: readonly string[],
  term: string,
  max: number = RECENT_SEARCHES,
): string[] {
  const trimmed = term.trim();
  const entries = trimmed === '' ? list : [trimmed, ...list];
  const seen = new Set<string>();
  const out: string[] = [];
  for (const entry of entries) {
    if (out.length >= max) break;
    const k = key(entry);
    if (k === '' || seen.has(k)) continue;
    seen.add(k);
    out.push(entry.trim());
  }
  return out;
}
