/** A page number to link, or a gap standing for the pages left out. */
export type PagerEntry = number | 'gap';

/**
 * The page numbers a pager shows: always the first and last, the current one with `around`
 * neighbours each side, and a gap wherever pages are left out. A gap never hides a single page
 * (that page is shown instead), so the pager never offers "1 … 3".
 */
export function pagerEntries(current: number, total: number, around = 1): PagerEntry[] {
  if (total < 1) return [];
  const page = Math.min(Math.max(1, current), total);
  const shown = new Set<number>([1, total]);
  for (let n = page - around; n <= page + around; n += 1) if (n >= 1 && n <= total) shown.add(n);
  const sorted = [...shown].sort((a, b) => a - b);
  const entries: PagerEntry[] = [];
  sorted.forEach((n, index) => {
    const previous = sorted[index - 1];
    if (previous !== undefined && n - previous === 2) entries.push(previous + 1);
    else if (previous !== undefined && n - previous > 2) entries.push('gap');
    entries.push(n);
  });
  return entries;
}

/**
 * The `page` query parameter read from a URL: a whole number from 1, else page 1. The server
 * refuses a bad page (5004) or one past the end (5005); a hand-edited address should simply
 * land on the first page instead.
 */
export function readPageParam(search: URLSearchParams, name = 'page'): number {
  const raw = search.get(name);
  if (raw === null || !/^\d{1,6}$/.test(raw)) return 1;
  const page = Number(raw);
  return page >= 1 ? page : 1;
}

/** The same search string with another page: page 1 is the address without `page`. */
export function searchWithPage(search: URLSearchParams, page: number, name = 'page'): string {
  const next = new URLSearchParams(search);
  if (page <= 1) next.delete(name);
  else next.set(name, String(page));
  const text = next.toString();
  return text ? `?${text}` : '';
}
