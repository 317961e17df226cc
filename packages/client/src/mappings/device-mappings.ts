import { DeviceCode, GenericCode, type CatalogueCode } from '@fanverse/contract';
import type { ReplyMapping } from '../errors/reply-mapping';

// Accounts spec §8 on device linking (§4 "Device linking"; 1400–1405): the devices routes'
// codes (contract `DeviceCode`) to the catalogue's.

/** The short-code answers every device call shares (the same checks as the client's own). */
const shortCodeCodes = {
  [DeviceCode.MISSING_SHORT_CODE]: 1401,
  [DeviceCode.SHORT_CODE_TOO_LONG]: 1402,
  [DeviceCode.SHORT_CODE_NOT_FOUND]: 1403,
} as const satisfies Record<string, CatalogueCode>;

/**
 * On the TV: asking for a code. The code store unavailable is the linking failing (1400); too
 * many new codes from one address keeps the shared rate-limit code (1015).
 */
export const deviceCodeMapping: ReplyMapping = {
  codes: { [DeviceCode.DEVICE_LINK_FAILED]: 1400 },
};

/**
 * On the web: the pending look-up and the link. A refused entry (too many failed codes, per
 * member, address or overall) is the link failing, 1400, whether the limit named itself or a
 * proxy answered a bare 429.
 */
export const deviceLinkMapping: ReplyMapping = {
  codes: { ...shortCodeCodes, [DeviceCode.DEVICE_LINK_FAILED]: 1400 },
  statuses: { 429: 1400 },
};

/**
 * On the TV: device login. Not linked yet 1404 (the TV keeps polling); any refusal of the TV
 * itself (no device secret, another TV's, the code used) 1405, as is a refusal by a rate limit.
 */
export const deviceLoginMapping: ReplyMapping = {
  codes: {
    ...shortCodeCodes,
    [DeviceCode.USER_NOT_LINKED]: 1404,
    [DeviceCode.DEVICE_LOGIN_FAILED]: 1405,
  },
  statuses: { 429: 1405 },
};

/**
 * The member's signed-in devices: a session id that is not theirs (or no longer signed in) is
 * "Not found" 1724, as other look-ups answer; an unknown API path keeps its own code.
 */
export const signedInDevicesMapping: ReplyMapping = {
  codes: { [String(GenericCode.API_NOT_FOUND)]: 5001 },
  statuses: { 404: 1724 },
};
