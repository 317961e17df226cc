import { toApiError, type CodedError } from '@fanverse/client';

/** Codes checkout explains in its own words (with what to do), by their i18n key. */
const CHECKOUT_TEXTS: Record<number, string> = {
  2999: 'premium.checkout.errors.inProgress',
  3003: 'premium.checkout.errors.existing',
  3006: 'premium.checkout.errors.declined',
  3017: 'premium.checkout.errors.finalState',
  3033: 'premium.checkout.errors.noTax',
  3034: 'premium.checkout.errors.failed',
  9998: 'premium.checkout.errors.network',
};

/** The promo field's refusals (spec §8 mappings of NOT_FOUND, MAX_USAGE, EXPIRED, APPLIED; 3015 empty). */
const PROMO_TEXTS: Record<number, string> = {
  3012: 'premium.promo.errors.notFound',
  3013: 'premium.promo.errors.maxUsage',
  3014: 'premium.promo.errors.expired',
  3015: 'premium.promo.errors.missing',
  3020: 'premium.promo.errors.applied',
};

export interface CheckoutProblem {
  code: number;
  /** An i18n key of ours, or null: show the coded error's own (catalogue) message. */
  key: string | null;
  error: CodedError;
}

/** The first error of a failed checkout call, with our words for it when we have them. */
export function checkoutProblem(error: unknown, lang: string): CheckoutProblem {
  const first = toApiError(error, lang).errors[0] ?? { code: 9999, message: '' };
  const key = CHECKOUT_TEXTS[first.code] ?? PROMO_TEXTS[first.code] ?? null;
  return { code: first.code, key, error: first };
}

/** A promo look-up's refusal: our words for the promo codes, else the coded message. */
export function promoProblem(error: unknown, lang: string): CheckoutProblem {
  const first = toApiError(error, lang).errors[0] ?? { code: 9999, message: '' };
  return { code: first.code, key: PROMO_TEXTS[first.code] ?? null, error: first };
}
