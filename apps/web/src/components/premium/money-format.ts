import type { BillingPeriod } from '@fanverse/contract';
import { numberFormat } from '../../lib/number-format';

/**
 * Money as the visitor reads it: the wire's decimal string ("7.99") or integer minor units,
 * written by Intl.NumberFormat in the page's language and the amount's own currency ("$7.99",
 * "7,99 US$", "£6.99"). Display only: arithmetic stays on the server in minor units. The
 * formatters are the shared per-language cache's (lib/number-format.ts).
 */
const unknownCurrencies = new Set<string>();
const PLAIN = { minimumFractionDigits: 2, maximumFractionDigits: 2 } as const;

function formatOf(locale: string, currency: string): Intl.NumberFormat {
  if (!unknownCurrencies.has(currency)) {
    try {
      return numberFormat(locale, { style: 'currency', currency });
    } catch {
      // Remembered: the throw, not the format, is what costs on every later call.
      unknownCurrencies.add(currency);
    }
  }
  // An unknown currency code: the plain number, never a crash.
  return numberFormat(locale, PLAIN);
}

/** A decimal string of the wire ("7.99", "-1.50") in `currency`, for `locale`. */
export function formatMoney(amount: string, currency: string, locale: string): string {
  // Two-decimal strings (the contract's money pattern) are exact as JS numbers for display.
  const value = Number(amount);
  if (!Number.isFinite(value)) return amount;
  return formatOf(locale, currency).format(value);
}

/** Integer minor units (799) in `currency` (every currency we sell in has two decimals). */
export function formatMinor(minor: number, currency: string, locale: string): string {
  return formatOf(locale, currency).format(minor / 100);
}

/** The i18n key suffix of a billing period: `month` for P1M, `year` for P1Y. */
export function periodUnit(period: BillingPeriod): 'month' | 'year' {
  return period === 'P1Y' ? 'year' : 'month';
}

/** A calendar date (YYYY-MM-DD or an ISO instant) in the visitor's words: "March 4, 2026". */
export function formatDate(value: string, locale: string): string {
  const date = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T12:00:00Z`) : new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}
