/** The count and the lowest and highest value of a list's numbering column (null: empty). */
export interface NumberedBounds {
  count: number;
  first: number | null;
  last: number | null;
}

/**
 * Episodes are numbered without gaps in practice (1..n in a series, 1..n in a season), and then
 * page k is simply the numbers ((k-1)·size, k·size] counted from the first (or, descending,
 * down from the last): an index range read of one page, however deep the page, fetched in the
 * same statement as the count. An OFFSET would read and discard every row before the page
 * (milliseconds at page 2,500 of a 100,000-episode series). When the numbers have gaps
 * (count ≠ last − first + 1) the range is not the page, and the page is read again by OFFSET,
 * which is always correct.
 */
export function isGapless({ count, first, last }: NumberedBounds): boolean {
  return count === 0 || (first !== null && last !== null && last - first + 1 === count);
}
