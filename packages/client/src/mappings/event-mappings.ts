import { EventCode, GenericCode, type CatalogueCode } from '@fanverse/contract';
import type { ReplyMapping } from '../errors/reply-mapping';

// Catalogue spec §6 and §8 on check-in (7750–7752) and the product's own event codes (7753–7758;
// contract errors/catalogue-events.ts): the events routes' codes (contract `EventCode`) to the
// catalogue's. Codes are read before statuses (errors/reply-mapping.ts), so a named code wins
// over the status it came with; an unknown API path keeps 5001 on every call.

const unknownPath = { [String(GenericCode.API_NOT_FOUND)]: 5001 } as const satisfies Record<
  string,
  CatalogueCode
>;

/**
 * The check-in desk (spec §6): 403 Must Be Admin 7750, 404 Not Found 7751, 400 Invalid Data 7752,
 * by status whatever code the server named, because the spec keys these on the status alone. Two
 * answers are the product's own and named by code: a desk that lost to another (409
 * STALE_MODDATE, 7753; the error item, with the item as it is now in `current`, stays the coded
 * error's `cause`, which `checkinConflict` reads) and a scanned card that is not valid (400
 * CARD_INVALID, 7757, not "Invalid Data": the desk asks the member to open the card again).
 */
export const checkinMapping: ReplyMapping = {
  codes: {
    ...unknownPath,
    [EventCode.STALE_MODDATE]: 7753,
    [EventCode.CARD_INVALID]: 7757,
  },
  statuses: { 403: 7750, 404: 7751, 400: 7752 },
};

/**
 * A member's events and card: a full event 7754, sign-up closed 7755, cancel without a sign-up
 * 7756 (a 404 of its own, so named before the status), cancel after check-in 7758; an event that
 * does not exist (NOT_FOUND, or any other 404) 7751.
 */
export const memberEventsMapping: ReplyMapping = {
  codes: {
    ...unknownPath,
    [EventCode.EVENT_FULL]: 7754,
    [EventCode.SIGNUP_CLOSED]: 7755,
    [EventCode.NOT_SIGNED_UP]: 7756,
    [EventCode.ALREADY_CHECKED_IN]: 7758,
    [EventCode.NOT_FOUND]: 7751,
  },
  statuses: { 404: 7751 },
};
