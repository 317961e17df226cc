import type { BillingPeriod, ProductPeriod } from '@fanverse/contract';

/*
 * Calendar arithmetic for billing periods (shared brief "Subscription timeline"): a month or a
 * year later on the same day and time, clamped to the end of a shorter month (31 January + 1
 * month = 28/29 February), in UTC so a period never depends on the server's zone.
 */

export function addMonths(from: Date, months: number): Date {
  const year = from.getUTCFullYear();
  const month = from.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const day = Math.min(from.getUTCDate(), lastDay);
  return new Date(
    Date.UTC(
      year,
      month,
      day,
      from.getUTCHours(),
      from.getUTCMinutes(),
      from.getUTCSeconds(),
      from.getUTCMilliseconds(),
    ),
  );
}

/** The end of a period that starts at `from`. */
export function periodEnd(from: Date, period: ProductPeriod): Date {
  return addMonths(from, period === 'P1Y' ? 12 : period === 'P3M' ? 3 : 1);
}

export function addDays(from: Date, days: number): Date {
  return new Date(from.getTime() + days * 86_400_000);
}

/** Whole seconds from `a` to `b` (never negative): what proration divides. */
export function secondsBetween(a: Date, b: Date): number {
  return Math.max(0, Math.floor((b.getTime() - a.getTime()) / 1000));
}

/**
 * A plan product's billing period. Only gift products last three months, and gifts are never
 * subscribed to (subscribe refuses them; a claimed gift comps a plan product), so a subscription
 * or a plan never meets one.
 */
export function planPeriod(period: ProductPeriod): BillingPeriod {
  if (period === 'P3M') throw new Error('A gift product (P3M) has no billing period');
  return period;
}
