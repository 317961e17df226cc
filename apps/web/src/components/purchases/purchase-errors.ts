import { toApiError, type CodedError } from '@fanverse/client';
import { outcomeUnknown } from '../premium/outcome-unknown';

// Shared with checkout: one rule for when a keyed attempt may be retried.
export { outcomeUnknown };

/**
 * The coded errors of the purchases screens in our own words (what happened and what to do), by
 * their i18n key; any other code shows its catalogue message in the member's language. The
 * client reads the server's NOT_FOUND / MAX_USAGE / EXPIRED / APPLIED as 3012 / 3013 / 3014 / 3020.
 */
const TEXTS: Record<number, string> = {
  1800: 'purchases.errors.notForSale',
  2999: 'purchases.errors.inProgress',
  3006: 'purchases.errors.declined',
  3012: 'purchases.errors.codeNotFound',
  3013: 'purchases.errors.codeUsedUp',
  3014: 'purchases.errors.codeExpired',
  3015: 'purchases.errors.codeMissing',
  3020: 'purchases.errors.codeApplied',
  3021: 'purchases.errors.wrongCountry',
  3022: 'purchases.errors.notActive',
  3023: 'purchases.errors.alreadyOwned',
  3033: 'purchases.errors.noTax',
  3050: 'purchases.errors.noPreviews',
  9998: 'purchases.errors.network',
};

export interface PurchaseProblem {
  code: number;
  /** An i18n key of ours, or null: show the coded error's own (catalogue) message. */
  key: string | null;
  error: CodedError;
}

/** The first coded error of a failed call, with our words for it when we have them. */
export function purchaseProblem(error: unknown, lang: string): PurchaseProblem {
  const first = toApiError(error, lang).errors[0] ?? { code: 9999, message: '' };
  return { code: first.code, key: TEXTS[first.code] ?? null, error: first };
}

/** Whether a failed call carries this code. */
export function hasCode(error: unknown, code: number): boolean {
  return toApiError(error).errors.some((item) => item.code === code);
}
