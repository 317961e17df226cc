import type { VideoHistoryItem } from '@fanverse/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshActivity } from '../../../components/activity';
import { apiClient } from '../../../lib/api-client';
import { cachedWatched, updateVideo } from './history-cache';
import { historyKeys } from './history-keys';

export interface MarkVideoInput {
  item: VideoHistoryItem;
  watched: boolean;
}

/**
 * POST /api/5/1/user/history/video/{series}.{episode}/{watched|unwatched}: the tick changes at
 * once; the server's answer (the episode's history item after the mark) replaces the guess, and a
 * refusal puts back the state the episode had. Only that episode is put back: another mark made
 * meanwhile keeps its own outcome. Afterwards every other activity answer (the Continue rail,
 * progress on tiles) is asked again, since a mark moves a series on to its next episode.
 */
export function useMarkVideo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ item, watched }: MarkVideoInput) =>
      apiClient.activity.markVideo(item.series_id, item.number, watched ? 'watched' : 'unwatched'),
    onMutate: async ({ item, watched }) => {
      await queryClient.cancelQueries({ queryKey: historyKeys.all() });
      const before = cachedWatched(queryClient, item.uuid) ?? item.is_watched;
      updateVideo(queryClient, item.uuid, (entry) => ({ ...entry, is_watched: watched }));
      return { before };
    },
    onSuccess: (reply, { item }) => updateVideo(queryClient, item.uuid, () => reply),
    onError: (_error, { item }, context) => {
      const before = context?.before ?? item.is_watched;
      updateVideo(queryClient, item.uuid, (entry) => ({ ...entry, is_watched: before }));
    },
    // The history's own answers hold the server's reply already; likes are not touched.
    onSettled: () => refreshActivity(queryClient, { except: ['history', 'likes'] }),
  });
}
