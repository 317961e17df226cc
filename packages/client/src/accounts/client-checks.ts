import { DOB_PATTERN, HEX_TOKEN_PATTERN, type CatalogueCode } from '@fanverse/contract';
import { ApiError } from '../errors/api-error';
import { codedError } from '../errors/coded-error';

/**
 * Spec §5 client checks: they run before any request, and fail exactly like a server reply
 * would (an ApiError with the catalogue code and the field), so a form handles both alike.
 */
export function checkFailure(code: CatalogueCode, field: string, lang: string): ApiError {
  return new ApiError({
    errors: [codedError(code, lang, { field })],
    sessionExpired: false,
    networkError: false,
  });
}

/** Missing, or only blanks. */
export function isBlank(value: string | null | undefined): boolean {
  return typeof value !== 'string' || value.trim() === '';
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const DOB = new RegExp(DOB_PATTERN);
const HEX = new RegExp(HEX_TOKEN_PATTERN);

/** Forgot password takes one box: an address that looks like an email is sent as one. */
export function looksLikeEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value);
}

export function isDob(value: string): boolean {
  return DOB.test(value);
}

export function isHexToken(value: string): boolean {
  return HEX.test(value);
}
