import { z } from 'zod';
import { lazySchema } from '../common/lazy-schema';
import { pageQuerySchema } from '../http/paging';
import {
  EVENT_ITEM_STATUSES,
  EVENT_NOTE_MAX_LENGTH,
  EVENT_SEARCH_MAX_LENGTH,
  MEMBER_CARD_MAX_LENGTH,
} from './event-codes';

/**
 * Events and check-in calls (catalogue spec §7 "Check-in"; issue 24). Lists answer the default
 * page envelope of DESIGN.md (`pageSchema(...)`).
 *
 * Check-in (spec; `checkin_admin` only: 401 without a session, else 403 MUST_BE_ADMIN):
 * - GET  /api/checkin/1/events                       events: upcoming, from, to, q, page, page_size
 * - GET  /api/checkin/1/events/{guid}                the events a member holds items for (paged)
 * - GET  /api/checkin/1/events/{guid}/{eventUuid}    that member's items at that event (paged)
 * - GET  /api/checkin/1/event_items/{eventUuid}/     attendees' items (paged; q: username)
 * - GET  /api/checkin/1/users/{guid}/                Event user details
 * - POST /api/checkin/1/events/{guid}/{eventUuid}/{id}   status, note (JSON); moddate, nonce
 * Ours, at the desk:
 * - POST /api/checkin/1/cards/                       a scanned member card → the member's guid
 * - GET  /api/checkin/1/event_items/{eventUuid}/{id}/changes/   an item's audit trail
 * Ours, for members (signed in, except the list and one event, which anyone may read):
 * - GET    /api/events/1/events                      upcoming events (paged)
 * - GET    /api/events/1/events/{eventUuid}          one event
 * - POST   /api/events/1/events/{eventUuid}/signup   sign up (idempotent)
 * - DELETE /api/events/1/events/{eventUuid}/signup   cancel
 * - GET    /api/events/1/mine                        the events the member signed up for (paged)
 * - GET    /api/events/1/card                        the member card's current token
 * - POST   /api/events/1/card/rotate                 a new card: every earlier token ends
 */

const bool = () =>
  z
    .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
    .transform((v) => v === true || v === 'true' || v === '1');

/** GET /api/checkin/1/events. Without `upcoming`, past events are listed too (newest first). */
export const checkinEventsQuerySchema = lazySchema(() =>
  pageQuerySchema.extend({
    upcoming: bool().optional(),
    /** Events ending on or after this instant or `YYYY-MM-DD`. */
    from: z.string().max(40).optional(),
    /** Events starting before this instant or on or before `YYYY-MM-DD`. */
    to: z.string().max(40).optional(),
    /** Words of the name, city or description. */
    q: z.string().max(EVENT_SEARCH_MAX_LENGTH).optional(),
  }),
);

/** GET /api/checkin/1/event_items/{eventUuid}/: `q` matches the attendee's username. */
export const eventItemsQuerySchema = lazySchema(() =>
  pageQuerySchema.extend({
    q: z.string().max(EVENT_SEARCH_MAX_LENGTH).optional(),
    status: z.enum(EVENT_ITEM_STATUSES).optional(),
  }),
);

export const memberPathSchema = lazySchema(() => z.object({ guid: z.string().max(64) }));
export const eventPathSchema = lazySchema(() => z.object({ eventUuid: z.string().max(64) }));
export const memberEventPathSchema = lazySchema(() =>
  z.object({ guid: z.string().max(64), eventUuid: z.string().max(64) }),
);
export const eventItemPathSchema = lazySchema(() =>
  z.object({ guid: z.string().max(64), eventUuid: z.string().max(64), id: z.string().max(20) }),
);
export const eventItemChangesPathSchema = lazySchema(() =>
  z.object({ eventUuid: z.string().max(64), id: z.string().max(20) }),
);

/**
 * POST /api/checkin/1/events/{guid}/{eventUuid}/{id} (spec: status, note). `moddate` is the one
 * the desk saw: a later change answers 409 STALE_MODDATE with the item as it is. Without it (the
 * spec's own call carries none) the update applies to the item as it is. `nonce` makes a retry
 * apply once. Checked by the service, answering 400 INVALID_DATA (→ 7752) with the field.
 */
export const eventItemUpdateBodySchema = lazySchema(() =>
  z.object({
    status: z.string().max(40).optional(),
    note: z.string().max(EVENT_NOTE_MAX_LENGTH).optional(),
    moddate: z.string().max(40).optional(),
    nonce: z.string().max(64).optional(),
  }),
);

/** POST /api/checkin/1/cards/. */
export const scanCardBodySchema = lazySchema(() =>
  z.object({ token: z.string().max(MEMBER_CARD_MAX_LENGTH) }),
);
