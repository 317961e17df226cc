import type { Episode } from '@fanverse/contract';
import { NEXT_EPISODE_PAGE_SIZE, useSeriesEpisodes } from '../api/get-series-episodes';
import { nextEpisodeOf } from '../logic/next-episode';

/**
 * The episode after `current` in its series: episode numbers run 1, 2, 3… across seasons, so the
 * page of the series' episodes (in order) that holds number + 1 is asked for, and the page after
 * it when nothing there can be watched. Null after the last one, and while unknown.
 */
export function useNextEpisode(current: Episode | null): Episode | null {
  const seriesId = current?.series_id ?? null;
  const page = current ? Math.max(1, Math.ceil((current.number + 1) / NEXT_EPISODE_PAGE_SIZE)) : 1;
  const first = useSeriesEpisodes(seriesId, page);
  const fromFirst = current && first.data ? nextEpisodeOf(first.data.values, current) : null;
  const needSecond = Boolean(current && first.data && !fromFirst && first.data.num_pages > page);
  const second = useSeriesEpisodes(seriesId, page + 1, { enabled: needSecond });
  if (!current) return null;
  if (fromFirst) return fromFirst;
  return second.data ? nextEpisodeOf(second.data.values, current) : null;
}
