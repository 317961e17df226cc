import type { CatalogueCode } from './catalogue';

/**
 * Codes the client's own rules produce, by name, so code reads `ClientCode.NETWORK_ERROR`
 * rather than a bare 9998. `satisfies` keeps every value a catalogued code.
 */
export const ClientCode = {
  INVALID_USER_TOKEN: 1003,
  TOO_MANY_REQUESTS: 1015,
  SERVER_ERROR: 1502,
  API_NOT_FOUND: 5001,
  FIELD_REQUIRED: 6000,
  FIELD_MISMATCH: 6001,
  FIELD_WRONG_VALUE: 6002,
  FIELD_TOO_SHORT: 6003,
  FIELD_TOO_LONG: 6004,
  FIELD_WRONG_TYPE: 6005,
  INVALID_OR_MISSING_USER_TOKEN: 9002,
  NETWORK_ERROR: 9998,
  UNKNOWN: 9999,
} as const satisfies Record<string, CatalogueCode>;
export type ClientCode = (typeof ClientCode)[keyof typeof ClientCode];

/** Small numeric server codes (4, 5, 8, 9, 10) become this offset plus the code (spec §8). */
export const GENERIC_CODE_OFFSET = 5000;
