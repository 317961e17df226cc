import { HISTORY_SEARCH_MAX_IDS, type ComicHistoryItem, type ComicSeries } from '@fanverse/contract';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { userKey } from '../../../lib/query-keys';
import { useSignedIn } from '../../../lib/session';

/** The series' books, every type, once each (the history search takes at most so many a call). */
function bookUuidsOf(series: Pick<ComicSeries, 'book_uuids'>): string[] {
  return [...new Set(Object.values(series.book_uuids).flat())];
}

/**
 * The book of this series the member read last, and where they are in it, from the activity
 * model: POST /api/5/1/user/history/search with the series' books (in calls of at most
 * HISTORY_SEARCH_MAX_IDS), the newest answer wins. page_index/panel_index are the resume point;
 * a book cleared from the history is not offered. Null when they read none of it.
 */
export async function lastReadBook(
  series: Pick<ComicSeries, 'uuid' | 'book_uuids'>,
  signal?: AbortSignal,
): Promise<ComicHistoryItem | null> {
  const uuids = bookUuidsOf(series);
  const calls: Promise<ComicHistoryItem[]>[] = [];
  for (let at = 0; at < uuids.length; at += HISTORY_SEARCH_MAX_IDS) {
    const comicUuids = uuids.slice(at, at + HISTORY_SEARCH_MAX_IDS);
    calls.push(
      apiClient.activity.searchHistory({ comic_uuids: comicUuids }, { signal }).then((reply) => reply.comics),
    );
  }
  const read = (await Promise.all(calls)).flat().filter((item) => item.book.series_uuid === series.uuid);
  return read.reduce<ComicHistoryItem | null>(
    (newest, item) => (newest === null || item.timestamp > newest.timestamp ? item : newest),
    null,
  );
}

/** Under the activity's keys: the member's activity refreshed (they just read) asks again. */
export function seriesReadingQueryOptions(series: Pick<ComicSeries, 'uuid' | 'book_uuids'>) {
  return {
    queryKey: userKey('activity', 'series-reading', series.uuid),
    queryFn: ({ signal }: { signal: AbortSignal }) => lastReadBook(series, signal),
    staleTime: 30_000,
    retry: false,
  } as const;
}

/**
 * Members only: a visitor has no history, and the server never renders it (the session is the
 * browser's). Waits for the series (its books), which its page has already asked for.
 */
export function useSeriesReading(series: Pick<ComicSeries, 'uuid' | 'book_uuids'> | undefined) {
  const signedIn = useSignedIn();
  const asking = signedIn && series !== undefined && bookUuidsOf(series).length > 0;
  return useQuery({
    ...seriesReadingQueryOptions(series ?? { uuid: '', book_uuids: {} }),
    enabled: asking,
  });
}
