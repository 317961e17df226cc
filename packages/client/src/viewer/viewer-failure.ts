import { isRecord, type CatalogueCode } from '@fanverse/contract';
import { ApiError } from '../errors/api-error';
import { codedError } from '../errors/coded-error';

/**
 * A failure the client decides without a field to name (no session to send, or a success reply
 * that falls short of what the spec requires): the same ApiError shape as a server reply's.
 * `status` is the reply's, when there was one.
 */
export function clientFailure(code: CatalogueCode, lang: string, status?: number): ApiError {
  return new ApiError(
    { errors: [codedError(code, lang)], sessionExpired: false, networkError: false },
    status,
  );
}

/** What a parental-controls refusal says beside its code (contract `ErrorDetails`). */
export interface ParentalDetails {
  /** PARENTAL_LOCK (1410): the rating of the locked title. */
  rating?: string;
  /** PIN_INCORRECT (1411): wrong pins left before unlocking locks. */
  remaining?: number;
  /** PIN_LOCKED (1412): when unlocking opens again (ISO 8601 UTC). */
  locked_until?: string;
}

/**
 * The details of a failed pin prompt or a locked title, read from the server's error item (the
 * error's `cause`), for the pin prompt to say how many tries are left or when to try again.
 */
export function parentalDetails(error: ApiError): ParentalDetails {
  const cause = error.errors[0]?.cause;
  if (!isRecord(cause)) return {};
  const { rating, remaining, locked_until } = cause;
  return {
    ...(typeof rating === 'string' ? { rating } : {}),
    ...(typeof remaining === 'number' ? { remaining } : {}),
    ...(typeof locked_until === 'string' ? { locked_until } : {}),
  };
}
