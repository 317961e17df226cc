import { useQuery } from '@tanstack/react-query';
import type { InsightsRangeQuery } from '@fanverse/contract';
import { apiClient } from '../../../lib/api-client';
import { callOptions, useContentLang } from '../../../lib/content-query';
import { useSessionManager } from '../../../lib/session';
import { insightsKeys } from './insights-keys';
import { insightsQueryOptions } from './insights-query';

/** GET /api/insights/1/overview: daily series and totals. */
export function useInsightsOverview(range: InsightsRangeQuery) {
  const session = useSessionManager();
  const lang = useContentLang();
  return useQuery({
    queryKey: insightsKeys.read('overview', lang, range),
    queryFn: ({ signal }) =>
      session.call(() => apiClient.insights.overview(range, callOptions(lang, signal))),
    ...insightsQueryOptions,
  });
}
