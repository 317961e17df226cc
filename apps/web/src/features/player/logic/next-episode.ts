import type { Episode } from '@fanverse/contract';

/**
 * The episode that follows `current` in the series' order (episode `number`, across seasons).
 * Episodes nobody can watch (not approved, geoblocked) are passed over: playing on into a
 * "not available" notice is worse than ending. A wall is left to the next page to show.
 */
export function nextEpisodeOf(
  episodes: readonly Episode[],
  current: Pick<Episode, 'number' | 'uuid'>,
): Episode | null {
  const later = episodes
    .filter(
      (episode) =>
        episode.uuid !== current.uuid &&
        episode.number > current.number &&
        episode.video.status === 'approved',
    )
    .sort((a, b) => a.number - b.number);
  return later[0] ?? null;
}
