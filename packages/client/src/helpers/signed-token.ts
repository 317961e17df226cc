import { ClientCode } from '@fanverse/contract';
import { decodeJwt } from 'jose';
import type { ZodType } from 'zod';
import { ApiError } from '../errors/api-error';
import { codedError } from '../errors/coded-error';

/** A signed token's payload: checked against its contract schema, and as it was signed. */
export interface DecodedToken<T> {
  payload: T;
  /** The payload before parsing, with any claims this client does not know yet. */
  raw: unknown;
}

/**
 * Reads the payload of a JWT the API signed (claims, rights). The signature is the server's to
 * check (the client holds no key and trusts its own API over TLS); a token that does not decode
 * or breaks the contract fails the call with 9999, like any reply of the wrong shape.
 */
export function decodeSignedToken<T>(token: string, schema: ZodType<T>, lang: string): DecodedToken<T> {
  let raw: unknown;
  try {
    raw = decodeJwt(token);
  } catch (error) {
    throw unknownFailure(error, lang);
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw unknownFailure(parsed.error, lang);
  return { payload: parsed.data, raw };
}

function unknownFailure(cause: unknown, lang: string): ApiError {
  const errors = [codedError(ClientCode.UNKNOWN, lang, { cause })];
  return new ApiError({ errors, sessionExpired: false, networkError: false });
}
