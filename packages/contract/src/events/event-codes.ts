/**
 * Events and check-in (catalogue spec "Check-in", §4, §5, §6 7750–7752, §7; issue 24). Members sign
 * up for events and hold event items (an entry, a premium members' perk, a signing slot); staff
 * with the `checkin_admin` claim check them in at the door. The admin calls answer 403, 404 and 400
 * which the client maps to 7750, 7751 and 7752; the other codes are the product's (7753–7758).
 */

/** What an attendee's item can be: its status moves on at the door. */
export const EVENT_ITEM_STATUSES = ['reserved', 'checked_in', 'collected', 'cancelled'] as const;
export type EventItemStatus = (typeof EVENT_ITEM_STATUSES)[number];

/** What kind of thing an item is: every sign-up holds one entry; perks and slots come with it. */
export const EVENT_ITEM_KINDS = ['entry', 'perk', 'signing'] as const;
export type EventItemKind = (typeof EVENT_ITEM_KINDS)[number];

/** An item's note (the desk's, or the operator's): at most this many characters. */
export const EVENT_NOTE_MAX_LENGTH = 500;
/** Free-text event search at the desk. */
export const EVENT_SEARCH_MAX_LENGTH = 100;
/**
 * A desk's update carries a nonce it made (a UUID or any 8–64 URL-safe characters): the same
 * nonce on the same item applies once, so a retry after a lost reply changes nothing twice.
 */
export const EVENT_NONCE_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

/**
 * The member card: a QR code of an opaque token naming the member's card (never their guid),
 * signed by the server, that changes every `MEMBER_CARD_ROTATE_SECONDS`; a token of the current
 * or the previous period is accepted (a screenshot is good for at most two periods), and a
 * member who rotates their card ends every earlier token at once.
 */
export const MEMBER_CARD_ROTATE_SECONDS = 60;
/** Periods accepted besides the current one (the previous: a card shown just before it turned). */
export const MEMBER_CARD_GRACE_PERIODS = 1;
/** Every token starts with this: a scanner tells a member card from any other QR code. */
export const MEMBER_CARD_PREFIX = 'FVC1.';
/** A token is never longer (a scanned string longer than this is refused unread). */
export const MEMBER_CARD_MAX_LENGTH = 200;

/** Codes the events and check-in calls answer in `errors[0].code`. */
export const EventCode = {
  /** A check-in call by a member without the `checkin_admin` claim (403 → 7750). */
  MUST_BE_ADMIN: 'MUST_BE_ADMIN',
  /** An event, member or item that does not exist (404 → 7751). */
  NOT_FOUND: 'NOT_FOUND',
  /** An update that is not one (400 → 7752): unknown status, note too long, bad moddate or nonce. */
  INVALID_DATA: 'INVALID_DATA',
  /**
   * The item changed since the `moddate` the desk saw (409 → 7753): `details.current` is the item
   * as it is now (who changed it, when), never overwritten silently.
   */
  STALE_MODDATE: 'STALE_MODDATE',
  /** Sign-up when every place is taken (409 → 7754). */
  EVENT_FULL: 'EVENT_FULL',
  /** Sign-up or cancel after the event started (409 → 7755). */
  SIGNUP_CLOSED: 'SIGNUP_CLOSED',
  /** Cancel without a sign-up (404 → 7756). */
  NOT_SIGNED_UP: 'NOT_SIGNED_UP',
  /** A scanned member card that is forged, expired or rotated away (400 → 7757). */
  CARD_INVALID: 'CARD_INVALID',
  /** Cancel after the entry was checked in (409 → 7758). */
  ALREADY_CHECKED_IN: 'ALREADY_CHECKED_IN',
} as const;
export type EventCode = (typeof EventCode)[keyof typeof EventCode];
