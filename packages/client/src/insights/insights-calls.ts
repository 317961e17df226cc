import {
  insightsBookStopsSchema,
  insightsBooksSchema,
  insightsEpisodesSchema,
  insightsExperimentsSchema,
  insightsFunnelSchema,
  insightsOverviewSchema,
  insightsQuizSchema,
  type InsightsRangeQuery,
} from '@fanverse/contract';
import type { ZodType } from 'zod';
import { isBlank } from '../accounts/client-checks';
import type { Area, CallOptions } from '../area/area-context';
import { areaTools } from '../area/area-tools';
import { query, segment } from '../discussions/path-parts';
import { insightsMapping } from '../mappings/analytics-mappings';
import type { InsightsCalls } from './insights-types';

const INSIGHTS = '/api/insights/1';
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** `client.insights`; see `InsightsCalls` (insights-types.ts). */
export const createInsightsCalls: Area<InsightsCalls> = (context) => {
  const tools = areaTools(context);

  /** The range's query, checked: dates as the server reads them, in order (7762 otherwise). */
  const range = (r: InsightsRangeQuery | undefined, options: CallOptions) => {
    const { from, to, limit } = r ?? {};
    for (const [field, value] of [
      ['from', from],
      ['to', to],
    ] as const) {
      if (value !== undefined && !DAY.test(value)) throw tools.fail(7762, field, options);
    }
    if (from !== undefined && to !== undefined && from > to) throw tools.fail(7762, 'from', options);
    return query({ from, to, limit });
  };

  const read =
    <T>(path: string, schema: ZodType<T>) =>
    (r: InsightsRangeQuery | undefined, options: CallOptions) =>
      tools.get(
        `${INSIGHTS}/${path}`,
        { query: range(r, options), schema, mapping: insightsMapping },
        options,
      );

  return {
    overview: async (r, options = {}) => read('overview', insightsOverviewSchema)(r, options),
    episodes: async (r, options = {}) => read('episodes', insightsEpisodesSchema)(r, options),
    books: async (r, options = {}) => read('books', insightsBooksSchema)(r, options),
    bookStops: async (bookId, r, options = {}) => {
      if (typeof bookId !== 'string' || isBlank(bookId)) throw tools.fail(7751, 'bookId', options);
      return read(`books/${segment(bookId)}/stops`, insightsBookStopsSchema)(r, options);
    },
    quiz: async (r, options = {}) => read('quiz', insightsQuizSchema)(r, options),
    funnel: async (r, options = {}) => read('funnel', insightsFunnelSchema)(r, options),
    experiments: async (r, options = {}) => read('experiments', insightsExperimentsSchema)(r, options),
  };
};
