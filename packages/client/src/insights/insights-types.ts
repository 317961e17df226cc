import type {
  InsightsBookStops,
  InsightsBooks,
  InsightsEpisodes,
  InsightsExperiments,
  InsightsFunnel,
  InsightsOverview,
  InsightsQuiz,
  InsightsRangeQuery,
} from '@fanverse/contract';
import type { CallOptions } from '../area/area-context';

/**
 * `client.insights`: the staff dashboard's reads (issue 25; contract analytics/insights-calls.ts).
 * Failures: INSIGHTS_STAFF_ONLY or any 403 → 7763, INVALID_INSIGHTS_RANGE → 7762; 401 is the
 * session rule of spec §8. All rethrow and store nothing. Client checks (before any request):
 * `from`/`to` not `YYYY-MM-DD`, or `from` after `to` → 7762 (field `from`); a blank book id → 7751.
 *
 * - `overview(range)`          GET /api/insights/1/overview
 * - `episodes(range)`          GET /api/insights/1/episodes
 * - `books(range)`             GET /api/insights/1/books
 * - `bookStops(bookId, range)` GET /api/insights/1/books/{bookId}/stops
 * - `quiz(range)`              GET /api/insights/1/quiz
 * - `funnel(range)`            GET /api/insights/1/funnel
 * - `experiments(range)`       GET /api/insights/1/experiments
 */
export interface InsightsCalls {
  overview(range?: InsightsRangeQuery, options?: CallOptions): Promise<InsightsOverview>;
  episodes(range?: InsightsRangeQuery, options?: CallOptions): Promise<InsightsEpisodes>;
  books(range?: InsightsRangeQuery, options?: CallOptions): Promise<InsightsBooks>;
  bookStops(bookId: string, range?: InsightsRangeQuery, options?: CallOptions): Promise<InsightsBookStops>;
  quiz(range?: InsightsRangeQuery, options?: CallOptions): Promise<InsightsQuiz>;
  funnel(range?: InsightsRangeQuery, options?: CallOptions): Promise<InsightsFunnel>;
  experiments(range?: InsightsRangeQuery, options?: CallOptions): Promise<InsightsExperiments>;
}
