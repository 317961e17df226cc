import {
  add,
  dinero,
  halfUp,
  multiply,
  subtract,
  toDecimal,
  toSnapshot,
  transformScale,
  type Dinero,
} from 'dinero.js';
import { EUR, GBP, MXN, USD } from 'dinero.js/currencies';
import { CURRENCIES, type CurrencyCode } from '@fanverse/contract';

/*
 * Money: integer minor units in the database and in every computation, through dinero.js
 * (2.x) so arithmetic never touches floats. Rounding is half-up, once per line (a tax line, a
 * discount line, a proration line), back to the currency's own scale.
 */

const DINERO_CURRENCIES = { USD, EUR, GBP, MXN } as const;

export type Money = Dinero<number>;

export function money(amountMinor: number, currency: CurrencyCode): Money {
  if (!Number.isSafeInteger(amountMinor)) throw new Error(`money: ${amountMinor} is not an integer`);
  return dinero({ amount: amountMinor, currency: DINERO_CURRENCIES[currency] });
}

/** The amount in minor units (after rounding half-up back to the currency's scale). */
export function minorUnits(value: Money): number {
  const snapshot = toSnapshot(value);
  const exponent = snapshot.currency.exponent;
  return toSnapshot(transformScale(value, exponent, halfUp)).amount;
}

/** "7.99": the wire's decimal string. */
export function decimal(amountMinor: number, currency: CurrencyCode): string {
  return toDecimal(money(amountMinor, currency));
}

export const currencySymbol = (currency: CurrencyCode) => CURRENCIES[currency];

/**
 * `rate` (an exact decimal string such as "0.08875" or a percent/100) of an amount, rounded
 * half-up to the currency's minor unit.
 */
export function rateOf(amountMinor: number, rate: string, currency: CurrencyCode): number {
  const { amount, scale } = scaledRate(rate);
  return minorUnits(multiply(money(amountMinor, currency), { amount, scale }));
}

/**
 * The tax inside a tax-inclusive amount: amount × rate ÷ (1 + rate), rounded half-up. dinero
 * has no division, so this one line is exact integer arithmetic on the scaled rate.
 */
export function inclusiveTaxOf(amountMinor: number, rate: string): number {
  const { amount, scale } = scaledRate(rate);
  const numerator = BigInt(amountMinor) * BigInt(amount);
  const denominator = BigInt(10 ** scale + amount);
  return Number((numerator * 2n + denominator) / (denominator * 2n));
}

/** `a − b` in minor units, never below zero. */
export function minusFloor(aMinor: number, bMinor: number, currency: CurrencyCode): number {
  return Math.max(0, minorUnits(subtract(money(aMinor, currency), money(bMinor, currency))));
}

export function sum(amountsMinor: number[], currency: CurrencyCode): number {
  return minorUnits(amountsMinor.reduce((acc, a) => add(acc, money(a, currency)), money(0, currency)));
}

/**
 * `amount × numerator ÷ denominator`, rounded half-up: proration (unused days ÷ days in the
 * period). Integers throughout.
 */
export function prorate(amountMinor: number, numerator: number, denominator: number): number {
  if (denominator <= 0) throw new Error('prorate: empty period');
  const n = BigInt(amountMinor) * BigInt(numerator);
  const d = BigInt(denominator);
  return Number((n * 2n + d) / (d * 2n));
}

/** "0.08875" → { amount: 8875, scale: 5 }: an exact decimal as dinero's scaled integer. */
function scaledRate(rate: string): { amount: number; scale: number } {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(rate.trim());
  if (!match) throw new Error(`rate: '${rate}' is not a decimal`);
  const fraction = match[2] ?? '';
  return { amount: Number(`${match[1]}${fraction}`), scale: fraction.length };
}
