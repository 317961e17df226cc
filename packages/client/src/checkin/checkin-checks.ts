import { MEMBER_CARD_MAX_LENGTH } from '@fanverse/contract';
import { isBlank } from '../accounts/client-checks';
import { segment } from '../discussions/path-parts';
import type { CheckFail } from '../viewer/viewer-checks';

/**
 * The check-in desk's checks before sending (catalogue spec §5): each throws an ApiError with the
 * code and the field, as a server reply would, and answers the value as it goes in the path
 * (escaped, so it can never reach another route). Without them a blank part would send the
 * request to another route (`/events//x` or the events list itself).
 */
export function checkinChecks(fail: CheckFail) {
  const part = (value: unknown, field: string, code: 7751 | 7752): string => {
    if (typeof value !== 'string' || isBlank(value)) throw fail(code, field);
    return segment(value);
  };
  return {
    /** Spec §5: check-in calls need guid and event uuid (7752). */
    guid: (guid: unknown) => part(guid, 'guid', 7752),
    eventUuid: (eventUuid: unknown) => part(eventUuid, 'eventUuid', 7752),
    /** Spec §5: user details with the guid missing is Not Found (7751), not Invalid Data. */
    userGuid: (guid: unknown) => part(guid, 'guid', 7751),
    /**
     * An item's id: a whole number, or its digits as a string (the path's form). Missing, blank or
     * anything else is 7752, since no item could have it.
     */
    itemId: (id: unknown): string => {
      const text = typeof id === 'number' ? String(id) : typeof id === 'string' ? id.trim() : '';
      if (!/^\d+$/.test(text)) throw fail(7752, 'id');
      return text;
    },
    /**
     * A scanned member card: nothing scanned, or a string longer than any card's token, is not a
     * valid card (7757, as the server answers CARD_INVALID), and is not sent.
     */
    cardToken: (token: unknown): string => {
      if (typeof token !== 'string' || isBlank(token) || token.length > MEMBER_CARD_MAX_LENGTH) {
        throw fail(7757, 'token');
      }
      return token.trim();
    },
  };
}
