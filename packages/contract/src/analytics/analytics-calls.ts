import { z } from 'zod';
import { lazySchema } from '../common/lazy-schema';
import {
  ANALYTICS_EVENT_TYPES,
  ANALYTICS_MAX_BATCH_EVENTS,
  ANALYTICS_MESSAGE_ID_MAX_LENGTH,
  AD_TARGETING_SITE_SECTIONS,
} from './analytics-codes';

/**
 * POST /api/analytics/1/batch (access `optional`: anonymous visitors send too; a member's calls
 * carry their session, and a `userId` that is not the session's member is dropped from the event).
 * Body: `{ batch: AnalyticsEvent[], sentAt }` as JSON (`text/plain` accepted too: `sendBeacon`
 * sends a string). Reply 200 `AnalyticsBatchReply`. A batch is checked whole: one bad event
 * refuses the batch (400 INVALID_ANALYTICS_EVENT naming it), an oversized one answers 413.
 */

const shortText = (max = 200) => z.string().max(max);
const properties = () => z.record(z.string().max(200), z.unknown());

/** Segment's `context` (the fields the pipeline keeps; others are dropped). */
export const analyticsContextSchema = lazySchema(
  () =>
    z.object({
      page: z
        .object({
          path: shortText(2000).optional(),
          referrer: shortText(2000).optional(),
          search: shortText(2000).optional(),
          title: shortText(500).optional(),
          url: shortText(2000).optional(),
        })
        .optional(),
      locale: shortText(35).optional(),
      userAgent: shortText(1000).optional(),
      /** From the landing URL's `utm_*` parameters (kept in utm_* cookies with performance consent). */
      campaign: z
        .object({
          name: shortText().optional(),
          source: shortText().optional(),
          medium: shortText().optional(),
          term: shortText().optional(),
          content: shortText().optional(),
        })
        .optional(),
      /** The consent the browser sent under: the groups string (the server re-checks the cookie). */
      consent: z.object({ groups: shortText(200) }).optional(),
      library: z.object({ name: shortText(100), version: shortText(50) }).optional(),
    }),
  { id: 'AnalyticsContext' },
);

/** One call. `timestamp` is when it happened in the browser (ISO 8601). */
export const analyticsEventSchema = lazySchema(
  () =>
    z.object({
      type: z.enum(ANALYTICS_EVENT_TYPES),
      messageId: z.string().min(1).max(ANALYTICS_MESSAGE_ID_MAX_LENGTH),
      /** The browser's persistent id (the app config's `persistentUserId`). */
      anonymousId: z.string().min(1).max(100).optional(),
      /** The member's guid once known. */
      userId: z.string().min(1).max(100).optional(),
      timestamp: z.iso.datetime({ offset: true }),
      /** track: the event's name. */
      event: shortText().optional(),
      /** page: the page name (segment name plus included queries) and its category. */
      name: shortText(500).optional(),
      category: shortText().optional(),
      properties: properties().optional(),
      /** identify: the member's traits. */
      traits: properties().optional(),
      /** alias: the id the visitor had before. */
      previousId: z.string().min(1).max(100).optional(),
      /** targeting: spec §7's site section and member status (the user type). */
      siteSection: z.enum(AD_TARGETING_SITE_SECTIONS).optional(),
      memberStatus: shortText(50).optional(),
      context: analyticsContextSchema.optional(),
    }),
  { id: 'AnalyticsEvent' },
);
export type AnalyticsEvent = z.infer<typeof analyticsEventSchema>;

export const analyticsBatchSchema = lazySchema(
  () =>
    z.object({
      batch: z.array(analyticsEventSchema).min(1).max(ANALYTICS_MAX_BATCH_EVENTS),
      sentAt: z.iso.datetime({ offset: true }).optional(),
    }),
  { id: 'AnalyticsBatch' },
);
export type AnalyticsBatch = z.infer<typeof analyticsBatchSchema>;

/**
 * What became of a batch: `accepted` stored; `duplicates` dropped as already seen (by
 * messageId); `refused` dropped because the request's consent does not allow their category
 * (no performance consent, or targeting under GPC or without targeting consent).
 */
export const analyticsBatchReplySchema = lazySchema(
  () =>
    z.object({
      accepted: z.number().int().nonnegative(),
      duplicates: z.number().int().nonnegative(),
      refused: z.number().int().nonnegative(),
    }),
  { id: 'AnalyticsBatchReply' },
);
export type AnalyticsBatchReply = z.infer<typeof analyticsBatchReplySchema>;
