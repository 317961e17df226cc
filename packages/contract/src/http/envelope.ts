import { z } from 'zod';
import { lazySchema } from '../common/lazy-schema';

/**
 * The one failure shape every server reply uses (DESIGN.md, "Errors").
 * `errors[0].code` is what the client's mapping tables read, so it is either one of the
 * server's string codes or a small numeric generic code.
 */
export const errorItemSchema = lazySchema(() =>
  z.object({
    code: z.union([z.string(), z.number().int()]),
    message: z.string(),
    field: z.string().optional(),
    /** PARENTAL_LOCK: the rating of the locked title. */
    rating: z.string().optional(),
    /** PIN_INCORRECT: wrong pins left before unlocking locks. */
    remaining: z.number().int().optional(),
    /** PIN_LOCKED: when unlocking opens again (ISO 8601 UTC). */
    locked_until: z.string().optional(),
    /** STALE_MODDATE: the check-in item as it is now (an `EventItem`; the client parses it). */
    current: z.unknown().optional(),
  }),
);
export type ErrorItem = z.infer<typeof errorItemSchema>;
/** What a failure may say beside its code, message and field (parental controls, check-in). */
export type ErrorDetails = Pick<ErrorItem, 'rating' | 'remaining' | 'locked_until' | 'current'>;

export const errorEnvelopeSchema = lazySchema(
  () =>
    z.object({
      message: z.string(),
      errors: z.array(errorItemSchema).min(1),
    }),
  { id: 'ErrorEnvelope' },
);
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

/** Generic numeric codes; the client turns each into 5000 + code (spec §8). */
export const GenericCode = {
  PAGE_NOT_INT: 4,
  PAGE_NOT_FOUND: 5,
  INVALID_PARAMETER: 8,
  SEASON_NUMBER: 9,
  SORT_ORDER: 10,
  API_NOT_FOUND: 11,
} as const;

/** String codes the server answers; each one is mapped by the client (spec §8, DESIGN.md). */
export const ServerCode = {
  UNAUTHENTICATED: 'UNAUTHENTICATED',
  SESSION_EXPIRED: 'SESSION_EXPIRED',
  NOT_FOUND: 'NOT_FOUND',
  TOO_MANY_REQUESTS: 'TOO_MANY_REQUESTS',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  INVALID_VALUE: 'INVALID_VALUE',
  MISSING_REQUIRED_VALUE: 'MISSING_REQUIRED_VALUE',
  INTERNAL: 'INTERNAL',
  /** 503: the database was lost or refused the connection; the same request may be sent again. */
  DATABASE_UNAVAILABLE: 'DATABASE_UNAVAILABLE',
  CONSUMER_NOT_FOUND: 'CONSUMER_NOT_FOUND',
  INVALID_COUNTRY_CODE: 'INVALID_COUNTRY_CODE',
  SHOP_DESTINATION_NOT_FOUND: 'SHOP_DESTINATION_NOT_FOUND',
  EXPERIMENT_NOT_FOUND: 'EXPERIMENT_NOT_FOUND',
  INVALID_EXPERIMENT_NAME: 'INVALID_EXPERIMENT_NAME',
} as const;
export type ServerCode = (typeof ServerCode)[keyof typeof ServerCode];

/** Messages the spec fixes for 401 replies that mark a session as expired (spec §6). */
export const SESSION_EXPIRED_MESSAGES = [
  'Invalid Session',
  'Unable to authenticate. Please login and try again.',
] as const;
