import type { ContentLimits } from '../parental/content-limits';
import type { ListItemsRepository } from './list-items.repository';
import type { ListRow } from './user-lists.repository';

/**
 * List rows as a caller with parental limits sees them (issue 23): the counters count only the
 * items within the limits, as the list's own page does, so a list never says it holds items the
 * caller cannot see. The stored counters stay the truth for everyone else (one query, and only
 * for a limited caller).
 */
export async function withVisibleCounts(
  items: ListItemsRepository,
  rows: readonly ListRow[],
  limits: ContentLimits,
): Promise<ListRow[]> {
  if (!limits.active || rows.length === 0) return [...rows];
  const counts = await items.countsByList(
    rows.map((row) => row.uuid),
    limits,
  );
  return rows.map((row) => {
    const c = counts.get(row.uuid);
    if (!c) return row;
    return {
      ...row,
      items_count: Object.values(c).reduce((sum, n) => sum + n, 0),
      series_count: c.series,
      episode_count: c.episode,
      clip_count: c.clip,
      comicseries_count: c.comicseries,
      book_count: c.book,
      collection_count: c.collection,
    };
  });
}
