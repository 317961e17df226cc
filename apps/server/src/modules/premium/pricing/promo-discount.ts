import type { CurrencyCode } from '@fanverse/contract';
import { rateOf } from '../money';
import type { PromoRow } from '../premium-rows';

/**
 * What a promo takes off one charge of `baseMinor` (minor units, half-up), by type:
 * - percent: base × percent ÷ 100;
 * - amount: the amount, at most the base, and only on prices in the promo's own currency;
 * - billing_cycles: the whole charge (those cycles are free);
 * - free_trial, fixed_term: nothing off a charge (they change the trial or make it House).
 * Whether this charge is still within the promo's cycles is the caller's question
 * (PromoService.discountApplies).
 */
export function promoDiscountMinor(
  promo: PromoRow | null,
  baseMinor: number,
  currency: CurrencyCode,
): number {
  if (!promo || baseMinor <= 0) return 0;
  switch (promo.type) {
    case 'percent': {
      const off = rateOf(baseMinor, percentAsRate(promo.discount_percent), currency);
      return Math.min(off, baseMinor);
    }
    case 'amount':
      return promo.currency === currency ? Math.min(promo.discount_amount_minor, baseMinor) : 0;
    case 'billing_cycles':
      return baseMinor;
    default:
      return 0;
  }
}

/** "20.00" (a percent, as numeric(5,2) answers it) → "0.2000": the exact fraction as a decimal string. */
export function percentAsRate(percent: string | number): string {
  const text = String(percent).trim();
  const match = /^(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) throw new Error(`percent: '${text}' is not a decimal`);
  const whole = match[1]!.padStart(3, '0');
  const fraction = match[2] ?? '';
  // Dividing by 100 moves the point two places left.
  return `${String(Number(whole.slice(0, -2)))}.${whole.slice(-2)}${fraction}`;
}

/** A rate without trailing zeros ("0.20000" → "0.2", "0.00000" → "0"): the exact figure. */
export function normalRate(rate: string | number): string {
  const text = String(rate).trim();
  if (!text.includes('.')) return text;
  return text.replace(/0+$/, '').replace(/\.$/, '') || '0';
}
