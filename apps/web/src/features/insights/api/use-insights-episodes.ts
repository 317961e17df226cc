import { useQuery } from '@tanstack/react-query';
import type { InsightsRangeQuery } from '@fanverse/contract';
import { apiClient } from '../../../lib/api-client';
import { callOptions, useContentLang } from '../../../lib/content-query';
import { useSessionManager } from '../../../lib/session';
import { insightsKeys } from './insights-keys';
import { TOP_LIMIT, insightsQueryOptions } from './insights-query';

/** GET /api/insights/1/episodes: plays, minutes and completion per episode. */
export function useInsightsEpisodes(range: InsightsRangeQuery) {
  const session = useSessionManager();
  const lang = useContentLang();
  return useQuery({
    queryKey: insightsKeys.read('episodes', lang, range, String(TOP_LIMIT)),
    queryFn: ({ signal }) =>
      session.call(() =>
        apiClient.insights.episodes({ ...range, limit: TOP_LIMIT }, callOptions(lang, signal)),
      ),
    ...insightsQueryOptions,
  });
}
