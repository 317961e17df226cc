import { useQuery } from '@tanstack/react-query';
import type { InsightsRangeQuery } from '@fanverse/contract';
import { apiClient } from '../../../lib/api-client';
import { callOptions, useContentLang } from '../../../lib/content-query';
import { useSessionManager } from '../../../lib/session';
import { insightsKeys } from './insights-keys';
import { insightsQueryOptions } from './insights-query';

/** GET /api/insights/1/books/{bookId}/stops: where readers stop in one book (none chosen: idle). */
export function useInsightsBookStops(bookId: string | null, range: InsightsRangeQuery) {
  const session = useSessionManager();
  const lang = useContentLang();
  return useQuery({
    queryKey: insightsKeys.read('book-stops', lang, range, bookId ?? ''),
    queryFn: ({ signal }) =>
      session.call(() => apiClient.insights.bookStops(bookId ?? '', range, callOptions(lang, signal))),
    enabled: bookId !== null,
    ...insightsQueryOptions,
  });
}
