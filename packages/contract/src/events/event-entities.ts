import { z } from 'zod';
import { lazySchema } from '../common/lazy-schema';
import { PRODUCT_PERIODS } from '../premium/constants';
import { EVENT_ITEM_KINDS, EVENT_ITEM_STATUSES } from './event-codes';

/** Times are ISO 8601 UTC (DESIGN.md); an event also names the time zone it is held in. */
const instant = () => z.string();

/** Spec "Check-in": an event's address (city, country code, lines 1 and 2, postal code). */
export const eventAddressSchema = lazySchema(
  () =>
    z.object({
      line_1: z.string(),
      line_2: z.string(),
      city: z.string(),
      postal_code: z.string(),
      /** ISO 3166-1 alpha-2. */
      country_code: z.string(),
    }),
  { id: 'EventAddress' },
);

/** Spec "Check-in": Event (id, description, end_date, name, note, start_date, address), and ours. */
export const eventSchema = lazySchema(
  () =>
    z.object({
      id: z.string(),
      name: z.string(),
      description: z.string(),
      start_date: instant(),
      end_date: instant(),
      /** IANA zone the event is held in (its times are shown in it): `Europe/Madrid`. */
      time_zone: z.string(),
      address: eventAddressSchema,
      note: z.string(),
      /** Places in all; `seats_left` of them are free. */
      capacity: z.number().int(),
      seats_left: z.number().int(),
    }),
  { id: 'Event' },
);

/** What an item is (spec: "event_item name and description"), with its kind. */
export const eventItemKindSchema = lazySchema(
  () =>
    z.object({
      name: z.string(),
      description: z.string(),
      kind: z.enum(EVENT_ITEM_KINDS),
      /** Only premium members get it when they sign up. */
      premium_only: z.boolean(),
    }),
  { id: 'EventItemKind' },
);

/**
 * Spec "Check-in": Event item (id, moddate, note, status, user_uuid, event_item name and
 * description), and what a desk needs to say "already checked in by … at …".
 */
export const eventItemSchema = lazySchema(
  () =>
    z.object({
      id: z.number().int(),
      /** When it last changed: an update carries the one it saw (a stale one answers 409). */
      moddate: instant(),
      note: z.string(),
      status: z.enum(EVENT_ITEM_STATUSES),
      user_uuid: z.string(),
      /** The attendee's username. */
      username: z.string(),
      event_uuid: z.string(),
      event_item: eventItemKindSchema,
      /** The last change: who made it (a desk's username; null for the member's own sign-up). */
      changed_by: z.string().nullable(),
      /** Set once checked in: when and by whom (kept if the status moves on to collected). */
      checked_in_at: instant().nullable(),
      checked_in_by: z.string().nullable(),
    }),
  { id: 'EventItem' },
);

/** Spec "Check-in": Event user details, with the member's guid. */
export const eventUserDetailsSchema = lazySchema(
  () =>
    z.object({
      guid: z.string(),
      username: z.string(),
      in_free_trial: z.boolean(),
      is_premium: z.boolean(),
      /** `active`, `lapsed` or `none` (never subscribed), as the claims say. */
      premium_status: z.string(),
      /** `YYYY-MM-DD`: the day the account was made. */
      member_since: z.string(),
      /** The plan's period while premium (`P1M`, `P3M`, `P1Y`), else null. */
      premium_plan_period: z.enum(PRODUCT_PERIODS).nullable(),
    }),
  { id: 'EventUserDetails' },
);

/** An event as a member sees it: whether they are signed up, and the items they hold. */
export const memberEventSchema = lazySchema(
  () =>
    eventSchema.extend({
      signed_up: z.boolean(),
      /** Sign-up and cancel are open until the event starts. */
      signup_open: z.boolean(),
      items: z.array(eventItemSchema),
    }),
  { id: 'MemberEvent' },
);

/** The member card: show `token` as a QR code; ask again before `expires_at`. */
export const memberCardSchema = lazySchema(
  () =>
    z.object({
      token: z.string(),
      expires_at: instant(),
      rotates_every_seconds: z.number().int(),
      username: z.string(),
    }),
  { id: 'MemberCard' },
);

/** A scanned card, resolved at the desk. */
export const scannedCardSchema = lazySchema(() => z.object({ guid: z.string(), username: z.string() }), {
  id: 'ScannedCard',
});

/** One change of an item, as the audit trail keeps it. */
export const eventItemChangeSchema = lazySchema(
  () =>
    z.object({
      at: instant(),
      /** Who made it: a desk's username, or the attendee's own (sign-up, cancel). */
      by: z.string(),
      from_status: z.enum(EVENT_ITEM_STATUSES).nullable(),
      to_status: z.enum(EVENT_ITEM_STATUSES),
      note: z.string(),
    }),
  { id: 'EventItemChange' },
);

export type EventAddress = z.infer<typeof eventAddressSchema>;
/** Named so it never shadows the DOM's `Event` in the web app. */
export type FanEvent = z.infer<typeof eventSchema>;
export type EventItemKindView = z.infer<typeof eventItemKindSchema>;
export type EventItem = z.infer<typeof eventItemSchema>;
export type EventUserDetails = z.infer<typeof eventUserDetailsSchema>;
export type MemberEvent = z.infer<typeof memberEventSchema>;
export type MemberCard = z.infer<typeof memberCardSchema>;
export type ScannedCard = z.infer<typeof scannedCardSchema>;
export type EventItemChange = z.infer<typeof eventItemChangeSchema>;
