import { CONSENT_CATEGORY, type ConsentCategory } from './consent';

/**
 * The first-party analytics pipeline (spec accounts §3 analytics page payload, §4 page naming and
 * do-not-sell, §5 error-reporting sample rate, §7 analytics calls; issue 25; ANCHORS "Segment
 * spec"). The web app sends Segment-shaped calls in batches to `POST /api/analytics/1/batch`;
 * the server validates them, drops messageIds it has seen, re-checks consent (the request's
 * `OptanonConsent` cookie and `Sec-GPC`), and stores them with one COPY per batch.
 */

/**
 * Segment's page, track, identify and alias, plus `targeting`: the ad-targeting call (site
 * section and member status), which needs the targeting category.
 */
export const ANALYTICS_EVENT_TYPES = ['page', 'track', 'identify', 'alias', 'targeting'] as const;
export type AnalyticsEventType = (typeof ANALYTICS_EVENT_TYPES)[number];

/** The consent category each call needs, in the browser before sending and again on the server. */
export const ANALYTICS_CATEGORY_OF: Readonly<Record<AnalyticsEventType, ConsentCategory>> = {
  page: CONSENT_CATEGORY.PERFORMANCE,
  track: CONSENT_CATEGORY.PERFORMANCE,
  identify: CONSENT_CATEGORY.PERFORMANCE,
  alias: CONSENT_CATEGORY.PERFORMANCE,
  targeting: CONSENT_CATEGORY.TARGETING,
};

/** Segment's limits: 32 KB an event, 500 KB a batch (bytes of the JSON text). */
export const ANALYTICS_MAX_EVENT_BYTES = 32 * 1024;
export const ANALYTICS_MAX_BATCH_BYTES = 500 * 1024;
/** Events in one batch at most (the browser sends every 20 or on page hide). */
export const ANALYTICS_MAX_BATCH_EVENTS = 500;
/** A messageId is 1–100 characters (the browser's are UUIDs). */
export const ANALYTICS_MESSAGE_ID_MAX_LENGTH = 100;
/**
 * A messageId seen within this window is a duplicate (Segment's window is 24 hours): the sender
 * retries a batch whose reply it did not get, and the copy is dropped.
 */
export const ANALYTICS_DEDUP_WINDOW_SECONDS = 24 * 60 * 60;

/** The track event a client error report is (spec §5 sample rate decides which are sent). */
export const CLIENT_ERROR_EVENT = 'Client Error';
/** The track event of an experiment's exposure: properties `experiment`, `variant`. */
export const EXPERIMENT_VIEWED_EVENT = 'Experiment Viewed';
/** The sign-up conversion: tracked once when an account is created (the funnel's second step). */
export const SIGNED_UP_EVENT = 'Signed Up';
/** A finished quiz (properties `family`): quiz completions per family on the dashboard. */
export const QUIZ_COMPLETED_EVENT = 'Quiz Completed';
/** Spec §4 do-not-sell (the client's DO_NOT_SELL_EVENT). */
export const DO_NOT_SELL_TOGGLED_EVENT = 'Do Not Sell Toggled';

/** Spec §7: the ad-targeting call's site sections. */
export const AD_TARGETING_SITE_SECTIONS = ['HomeHub', 'Register'] as const;
export type AdTargetingSiteSection = (typeof AD_TARGETING_SITE_SECTIONS)[number];

/** Spec §7: the cross-domain linker is retried this often until the analytics object exists. */
export const LINKER_RETRY_MS = 500;

/** Codes the analytics and insights calls answer in `errors[0].code`. */
export const AnalyticsCode = {
  /** A batch over 500 KB or 500 events, or an event over 32 KB (413 → 7760). */
  BATCH_TOO_LARGE: 'ANALYTICS_BATCH_TOO_LARGE',
  /** A batch or event that is not one (400 → 7761); `errors[0].field` names the first bad field. */
  INVALID_EVENT: 'INVALID_ANALYTICS_EVENT',
  /** An insights date range that is not one: bad dates, `from` after `to`, over 400 days (400 → 7762). */
  INVALID_RANGE: 'INVALID_INSIGHTS_RANGE',
  /** An insights call by a member who is not staff (403 → 7763). */
  STAFF_ONLY: 'INSIGHTS_STAFF_ONLY',
  /** An experiment definition that is not one: no variants, weights not positive (400 → 7764). */
  INVALID_EXPERIMENT: 'INVALID_EXPERIMENT_DEFINITION',
} as const;
export type AnalyticsCode = (typeof AnalyticsCode)[keyof typeof AnalyticsCode];
