import { ServerCode, ViewerCode, type CatalogueCode } from '@fanverse/contract';
import { applyMapping, type MappingContext, type ReplyMapping } from '../errors/reply-mapping';
import { pinUpdateMapping } from './account-mappings';

// Accounts spec §8 on the viewer controls (parental controls, issue 23): the pin update's
// messages (1070–1072), the pin read's 401 (9002), and the product's unlock codes (1411–1413).
// PARENTAL_LOCK (a title above the limits, 1410) is in the default mapping: every content call
// can answer it (shell-mappings.ts).

/** What each field of the pin update is about, for a refusal without one of the spec's messages. */
const PIN_FIELDS: Readonly<Record<string, CatalogueCode>> = {
  tv_rating: 1072,
  age_rating: 1071,
  country: 1201,
  // Longer pins never leave the client (1070); on the server the other refusals of a pin are of
  // its form (not 4 digits).
  pin: 6001,
};

/**
 * The spec's messages first ('Invalid TV rating.' 1072, 'Invalid age rating.' 1071, 'Ensure this
 * field has no more than 4 characters.' 1070); any other refusal of a field reads by the field
 * it names (a rating over the body's length bound is still an invalid rating, not 5008).
 */
function pinField(context: MappingContext): CatalogueCode | undefined {
  const byMessage = applyMapping(pinUpdateMapping, context);
  if (byMessage !== undefined) return byMessage;
  const { field } = context.item;
  return context.status === 400 && field !== undefined && Object.hasOwn(PIN_FIELDS, field)
    ? PIN_FIELDS[field]
    : undefined;
}

/** The account password changing or removing limits was wrong (or missing): 1009. */
const passwordCodes = { [ViewerCode.INVALID_LOGIN]: 1009 } as const satisfies Record<string, CatalogueCode>;

/** POST /api/5/viewer/pin. */
export const viewerPinUpdateMapping: ReplyMapping = {
  resolve: pinField,
  codes: passwordCodes,
};

/** DELETE /api/5/viewer/pin. */
export const viewerPinRemoveMapping: ReplyMapping = {
  codes: passwordCodes,
};

/**
 * GET /api/5/viewer/pin: spec §6 "Viewer pin read answers 401 with 9002", whatever the 401 says
 * (`sessionExpired` still flags a lost session, so the app signs out all the same).
 */
export const viewerPinReadMapping: ReplyMapping = {
  statuses: { 401: 9002 },
};

/**
 * POST /api/5/viewer/pin/unlock. A pin that is not 4 digits (the server does not count it as a
 * try) is of the wrong form, 6001; longer and empty ones never leave the client.
 */
export const viewerUnlockMapping: ReplyMapping = {
  codes: {
    [ViewerCode.PIN_INCORRECT]: 1411,
    [ViewerCode.PIN_LOCKED]: 1412,
    [ViewerCode.PIN_NOT_SET]: 1413,
    [ViewerCode.INVALID_VALUE]: 6001,
  },
};

/** GET /api/5/tvrating: a country that is no country code. */
export const ratingLadderMapping: ReplyMapping = {
  resolve: ({ item }) => (item.field === 'country' ? 1201 : undefined),
  codes: { [ServerCode.INVALID_COUNTRY_CODE]: 1201 },
};
