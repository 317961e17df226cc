import { planPeriod } from '../subscriptions/billing-period';
import type { CurrencyCode, Locale, PlanDescriptors, PremiumProduct } from '@fanverse/contract';
import { currencySymbol, decimal } from '../money';
import type { ProductRow } from '../premium-rows';
import { CATALOG } from './catalog-data';

/** Pure builders of the catalog's wire views (no queries): the service hands them rows. */

const DAY_MS = 86_400_000;

/** YYYY-MM-DD of an instant (UTC): the catalog's dates are days, not instants. */
export const isoDay = (at: Date) => at.toISOString().slice(0, 10);

export const addDays = (at: Date, days: number) => new Date(at.getTime() + days * DAY_MS);

/** "$7.99" / "7,99 €": a price as the language writes it (descriptors only; the wire has decimals). */
export function formatPrice(amountMinor: number, currency: CurrencyCode, lang: Locale): string {
  return new Intl.NumberFormat(lang === 'es' ? 'es-ES' : 'en-US', { style: 'currency', currency }).format(
    Number(decimal(amountMinor, currency)),
  );
}

/**
 * The saving of paying annually over twelve monthly charges, in whole percent rounded half-up,
 * from the real prices of one currency (integers only). 0 when the annual price saves nothing.
 */
export function annualDiscountPercent(monthlyMinor: number, annualMinor: number): number {
  const twelve = monthlyMinor * 12;
  if (twelve <= 0 || annualMinor >= twelve) return 0;
  const saved = twelve - annualMinor;
  return Math.floor((saved * 200 + twelve) / (twelve * 2));
}

/** Fills `{name}` placeholders; unknown names stay as they are (a visible slip, not a crash). */
export function fillTemplate(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** Texts of one language, falling back to English where the row has none. */
export function inLanguage<T>(
  perLanguage: Record<string, T> | null | undefined,
  lang: Locale,
): T | undefined {
  return perLanguage?.[lang] ?? perLanguage?.en;
}

export interface ProductViewInput {
  product: ProductRow;
  planCode: string;
  premiumLevel: number;
  currency: CurrencyCode;
  /** The price shown (after a promo's discount in promo_products). */
  priceMinor: number;
  lang: Locale;
  now: Date;
  /** The plan's annual saving in this currency (for badges). */
  annualPercent: number;
  /** A promo's trial in place of the product's own. */
  freeTrialDays?: number;
}

/** Spec "Product (plan item)" in the visitor's currency and language. */
export function productView(input: ProductViewInput): PremiumProduct {
  const { product, currency, priceMinor, lang, now } = input;
  const trialDays = input.freeTrialDays ?? product.free_trial_days;
  const trialEnd = trialDays > 0 ? isoDay(addDays(now, trialDays)) : null;
  const values = {
    price: formatPrice(priceMinor, currency, lang),
    trial_days: trialDays,
    trial_end: trialEnd ?? '',
    percent: input.annualPercent,
  };
  const texts = inLanguage(product.descriptors, lang) ?? {};
  const descriptors = Object.fromEntries(
    Object.entries(texts).map(([key, text]) =>
      // No saving, no badge: an empty text rather than "Save 0%".
      [key, key === 'badge' && input.annualPercent <= 0 ? '' : fillTemplate(String(text), values)],
    ),
  );
  return {
    consumer_name: CATALOG.consumerName,
    currency_code: currency,
    currency_symbol: currencySymbol(currency),
    descriptors,
    display_order: product.display_order,
    free_trial_days: trialDays,
    id: product.id,
    is_gift: product.is_gift,
    market_type: 'subscription',
    merchant_plan_id: product.merchant_plan_id,
    merchant_type: 'Braintree',
    name: product.name,
    // The first charge falls when the trial ends, or today without one.
    next_billing_date: trialEnd ?? isoDay(now),
    period: planPeriod(product.period),
    plan: input.planCode,
    prorated_refund: false,
    predicted_free_trial_end_date: trialEnd,
    premium_level: input.premiumLevel,
    price: decimal(priceMinor, currency),
    recurring: product.recurring,
    code: product.code,
    price_minor: priceMinor,
  };
}

export interface PlanDescriptorsInput {
  texts: Record<string, unknown>;
  planOrder: number;
  currency: CurrencyCode;
  lang: Locale;
  monthlyMinor: number | null;
  annualPercent: number;
}

/** Spec "Plan" descriptors: the stored texts with prices and the computed annual saving filled in. */
export function planDescriptorsView(input: PlanDescriptorsInput): PlanDescriptors {
  const { texts, currency, lang } = input;
  const values = {
    monthly_price: input.monthlyMinor === null ? '' : formatPrice(input.monthlyMinor, currency, lang),
    percent: input.annualPercent,
  };
  const str = (key: string) =>
    fillTemplate(typeof texts[key] === 'string' ? (texts[key] as string) : '', values);
  const list = (key: string) => (Array.isArray(texts[key]) ? (texts[key] as unknown[]).map(String) : []);
  // Without a saving there is nothing to badge: empty texts rather than "Save 0%".
  const saving = (key: string) => (input.annualPercent > 0 ? str(key) : '');
  return {
    annual_billing_period: str('annual_billing_period'),
    annual_discount: saving('annual_discount'),
    annual_discount_percentage: input.annualPercent,
    available_perks: list('available_perks'),
    background_color: str('background_color'),
    billing_period: str('billing_period'),
    button_title: str('button_title'),
    discount: saving('discount'),
    display_price: str('display_price'),
    monthly_billing_period: str('monthly_billing_period'),
    plan_order: input.planOrder,
    purchase_terms: str('purchase_terms'),
    short_description: str('short_description'),
    subtitle: str('subtitle'),
    title: str('title'),
    unavailable_perks: list('unavailable_perks'),
    discount_badge_large: saving('discount_badge_large'),
    discount_badge_small: saving('discount_badge_small'),
    highlight_color: str('highlight_color'),
  };
}
