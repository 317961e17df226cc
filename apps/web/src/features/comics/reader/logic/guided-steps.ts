/**
 * Stepping through a book panel by panel (guided view). A position is a page and a panel on it;
 * a page without stored panels is one step showing the whole page (panel null). Stepping past a
 * page's last panel goes to the first panel of the next page, back past the first to the last
 * panel of the previous page.
 */
export interface GuidedPosition {
  page: number;
  panel: number | null;
}

export function guidedEnter(
  page: number,
  panelCounts: readonly number[],
  panel: number | null = 0,
): GuidedPosition {
  const count = panelCounts[page] ?? 0;
  if (count === 0) return { page, panel: null };
  return { page, panel: Math.min(Math.max(0, panel ?? 0), count - 1) };
}

export function guidedNext(position: GuidedPosition, panelCounts: readonly number[]): GuidedPosition | 'end' {
  const count = panelCounts[position.page] ?? 0;
  if (position.panel !== null && position.panel + 1 < count)
    return { page: position.page, panel: position.panel + 1 };
  if (position.page + 1 >= panelCounts.length) return 'end';
  return guidedEnter(position.page + 1, panelCounts, 0);
}

export function guidedPrev(
  position: GuidedPosition,
  panelCounts: readonly number[],
): GuidedPosition | 'start' {
  if (position.panel !== null && position.panel > 0)
    return { page: position.page, panel: position.panel - 1 };
  if (position.page <= 0) return 'start';
  const previous = position.page - 1;
  const count = panelCounts[previous] ?? 0;
  return { page: previous, panel: count > 0 ? count - 1 : null };
}
