import { useQuery } from '@tanstack/react-query';
import type { InsightsRangeQuery } from '@fanverse/contract';
import { apiClient } from '../../../lib/api-client';
import { callOptions, useContentLang } from '../../../lib/content-query';
import { useSessionManager } from '../../../lib/session';
import { insightsKeys } from './insights-keys';
import { insightsQueryOptions } from './insights-query';

/** GET /api/insights/1/quiz: quiz completions per family. */
export function useInsightsQuiz(range: InsightsRangeQuery) {
  const session = useSessionManager();
  const lang = useContentLang();
  return useQuery({
    queryKey: insightsKeys.read('quiz', lang, range),
    queryFn: ({ signal }) => session.call(() => apiClient.insights.quiz(range, callOptions(lang, signal))),
    ...insightsQueryOptions,
  });
}
