/**
 * The metric names of insights_daily and insights_daily_subjects (docs/insights.md lists what
 * each counts). Day-level metrics have the key ''; the others are keyed by an episode's or a
 * book's uuid, a quiz family, `<experiment>:<variant>` or `<book uuid>:<page>`.
 */
export const METRIC = {
  // Day level (key '').
  ACTIVE_MEMBERS: 'active_members',
  VISITORS: 'visitors',
  SIGN_UPS: 'sign_ups',
  PREMIUM_STARTS: 'premium_starts',
  PLAYS: 'plays',
  MINUTES_WATCHED: 'minutes_watched',
  COMICS_OPENED: 'comics_opened',
  PAGES_READ: 'pages_read',
  QUIZ_COMPLETIONS: 'quiz_completions',
  // Per episode (key: the episode's uuid).
  EPISODE_PLAYS: 'episode_plays',
  EPISODE_VIEWERS: 'episode_viewers',
  EPISODE_MINUTES: 'episode_minutes',
  EPISODE_COMPLETIONS: 'episode_completions',
  // Per book (key: the book's uuid).
  BOOK_OPENED: 'book_opened',
  BOOK_PAGES: 'book_pages',
  BOOK_READERS: 'book_readers',
  BOOK_COMPLETERS: 'book_completers',
  /** Readers whose furthest page is this one, by the day they reached it (key `<book>:<page>`). */
  BOOK_STOP: 'book_stop',
  // Per quiz family (key: the family id).
  QUIZ_FAMILY: 'quiz_family',
  // Per experiment variant (key `<experiment>:<variant>`), by the UTC day of the exposure.
  EXPERIMENT_EXPOSED: 'exp_exposed',
  EXPERIMENT_CONVERTED: 'exp_converted',
} as const;
export type Metric = (typeof METRIC)[keyof typeof METRIC];

/**
 * Day-level distinct counts that are also asked for over a whole range (the totals and the
 * funnel). For these the rollup keeps, per day, how many of that day's subjects were last seen
 * how many days before (`<metric>_gap`, key: the gap in days, or `new` for never or at least
 * GAP_CAP days before): a subject is counted once over a range on the first day of the range
 * it was seen, the one whose previous day lies before the range (docs/insights.md "Distinct
 * over a range").
 */
export const GAP_METRICS = [METRIC.ACTIVE_MEMBERS, METRIC.VISITORS] as const;
export const gapMetric = (metric: string) => `${metric}_gap`;
/** Gaps this long or longer count as `new`: a range never spans more (INSIGHTS_MAX_RANGE_DAYS). */
export const GAP_CAP = 400;
export const GAP_NEW = 'new';

/** The overview's daily series: one day-level metric per field of InsightsDay. */
export const DAY_FIELDS = {
  active_members: METRIC.ACTIVE_MEMBERS,
  sign_ups: METRIC.SIGN_UPS,
  visitors: METRIC.VISITORS,
  plays: METRIC.PLAYS,
  minutes_watched: METRIC.MINUTES_WATCHED,
  comics_opened: METRIC.COMICS_OPENED,
  pages_read: METRIC.PAGES_READ,
  quiz_completions: METRIC.QUIZ_COMPLETIONS,
  premium_starts: METRIC.PREMIUM_STARTS,
} as const;

/** insights_daily's key of an experiment's variant. */
export const variantKey = (experiment: string, variant: string) => `${experiment}:${variant}`;

/** insights_daily's key of a page of a book ("where readers stop"). */
export const stopKey = (bookId: string, page: number) => `${bookId}:${page}`;

/** An episode play that reached this share of the episode's length is a completion. */
export const EPISODE_COMPLETION_SHARE = 0.9;
