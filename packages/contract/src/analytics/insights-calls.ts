import { z } from 'zod';
import { lazySchema } from '../common/lazy-schema';

/**
 * The staff insights dashboard's calls (issue 25; access `staff`: 401 without a session, 403
 * INSIGHTS_STAFF_ONLY for a member who is not staff). Every one reads the daily aggregates
 * (rolled up as events arrive, see docs/insights.md), never the raw events, so each answers in
 * milliseconds at 10 million events. Days are UTC calendar days, `YYYY-MM-DD`, both ends included.
 *
 * - GET /api/insights/1/overview       daily series and totals
 * - GET /api/insights/1/episodes       plays, minutes and completion per episode (top `limit`)
 * - GET /api/insights/1/books          comics opened and pages read per book (top `limit`)
 * - GET /api/insights/1/books/{bookId}/stops   where readers stop in one book
 * - GET /api/insights/1/quiz           quiz completions per family
 * - GET /api/insights/1/funnel         visit → register → premium
 * - GET /api/insights/1/experiments    each experiment's conversion per variant
 */

/** A range is at most this many days. */
export const INSIGHTS_MAX_RANGE_DAYS = 400;
/** The dashboard's default range: the last 30 days. */
export const INSIGHTS_DEFAULT_RANGE_DAYS = 30;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const day = () => z.string().regex(DAY);

/** Query of every insights call: defaults to the last 30 days through today. */
export const insightsRangeQuerySchema = lazySchema(() =>
  z.object({
    from: day().optional(),
    to: day().optional(),
    /** For the per-episode and per-book lists: how many (default 20). */
    limit: z.coerce.number().int().min(1).max(100).optional(),
  }),
);
export type InsightsRangeQuery = z.infer<typeof insightsRangeQuerySchema>;

const count = () => z.number().int().nonnegative();
const ratio = () => z.number().min(0).max(1);

/** Every reply says which range it covers and when the aggregates were last brought up to date. */
const rangeFields = () => ({ from: day(), to: day(), rolled_up_at: z.string().nullable() });

export const insightsDaySchema = lazySchema(
  () =>
    z.object({
      day: day(),
      /** Members with any call, play or reading that day. */
      active_members: count(),
      sign_ups: count(),
      /** Distinct browsers (anonymousId) with a page call. */
      visitors: count(),
      plays: count(),
      minutes_watched: z.number().nonnegative(),
      comics_opened: count(),
      pages_read: count(),
      quiz_completions: count(),
      premium_starts: count(),
    }),
  { id: 'InsightsDay' },
);
export type InsightsDay = z.infer<typeof insightsDaySchema>;

export const insightsOverviewSchema = lazySchema(
  () =>
    z.object({
      ...rangeFields(),
      days: z.array(insightsDaySchema),
      /** Sums over the range, except `active_members` and `visitors`: distinct over the range. */
      totals: insightsDaySchema.omit({ day: true }),
    }),
  { id: 'InsightsOverview' },
);
export type InsightsOverview = z.infer<typeof insightsOverviewSchema>;

export const insightsEpisodeSchema = lazySchema(
  () =>
    z.object({
      content_id: z.string(),
      title: z.string(),
      series_title: z.string().nullable(),
      plays: count(),
      viewers: count(),
      minutes_watched: z.number().nonnegative(),
      /** Plays that reached 90 % of the episode, over plays. */
      completion_rate: ratio(),
    }),
  { id: 'InsightsEpisode' },
);
export const insightsEpisodesSchema = lazySchema(
  () => z.object({ ...rangeFields(), items: z.array(insightsEpisodeSchema) }),
  { id: 'InsightsEpisodes' },
);
export type InsightsEpisodes = z.infer<typeof insightsEpisodesSchema>;

export const insightsBookSchema = lazySchema(
  () =>
    z.object({
      book_id: z.string(),
      title: z.string(),
      series_title: z.string().nullable(),
      opened: count(),
      readers: count(),
      pages_read: count(),
      /** Readers who reached the last page, over readers. */
      completion_rate: ratio(),
    }),
  { id: 'InsightsBook' },
);
export const insightsBooksSchema = lazySchema(
  () => z.object({ ...rangeFields(), items: z.array(insightsBookSchema) }),
  { id: 'InsightsBooks' },
);
export type InsightsBooks = z.infer<typeof insightsBooksSchema>;

/** Where readers stop: per page, readers whose furthest page was this one. */
export const insightsBookStopsSchema = lazySchema(
  () =>
    z.object({
      ...rangeFields(),
      book_id: z.string(),
      title: z.string(),
      page_count: count(),
      pages: z.array(z.object({ page: count(), reached: count(), stopped: count() })),
    }),
  { id: 'InsightsBookStops' },
);
export type InsightsBookStops = z.infer<typeof insightsBookStopsSchema>;

export const insightsQuizSchema = lazySchema(
  () =>
    z.object({
      ...rangeFields(),
      families: z.array(z.object({ family: z.string(), title: z.string(), completions: count() })),
    }),
  { id: 'InsightsQuiz' },
);
export type InsightsQuiz = z.infer<typeof insightsQuizSchema>;

export const INSIGHTS_FUNNEL_STEPS = ['visit', 'register', 'premium'] as const;
export type InsightsFunnelStep = (typeof INSIGHTS_FUNNEL_STEPS)[number];

export const insightsFunnelSchema = lazySchema(
  () =>
    z.object({
      ...rangeFields(),
      steps: z.array(z.object({ step: z.enum(INSIGHTS_FUNNEL_STEPS), count: count() })),
    }),
  { id: 'InsightsFunnel' },
);
export type InsightsFunnel = z.infer<typeof insightsFunnelSchema>;

/** One variant's conversion with its 95 % Wilson score interval. */
export const insightsVariantSchema = lazySchema(
  () =>
    z.object({
      key: z.string(),
      weight: count(),
      /** Subjects (members or browsers) first exposed in the range. */
      exposed: count(),
      /** Of those, subjects with the experiment's goal event after their exposure. */
      converted: count(),
      rate: ratio(),
      ci_low: ratio(),
      ci_high: ratio(),
    }),
  { id: 'InsightsVariant' },
);
export const insightsExperimentsSchema = lazySchema(
  () =>
    z.object({
      ...rangeFields(),
      experiments: z.array(
        z.object({
          name: z.string(),
          description: z.string(),
          enabled: z.boolean(),
          goal_event: z.string(),
          variants: z.array(insightsVariantSchema),
        }),
      ),
    }),
  { id: 'InsightsExperiments' },
);
export type InsightsExperiments = z.infer<typeof insightsExperimentsSchema>;
