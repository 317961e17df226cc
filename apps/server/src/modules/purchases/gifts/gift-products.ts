import type { CurrencyCode, ProductPeriod } from '@fanverse/contract';

/**
 * The gift products on sale (docs/purchases.md "Gifts"): prepaid premium for one, three or twelve
 * months, bought once for someone else. Rows of premium_products with `is_gift` true and
 * `recurring` false in the `premium` plan, so a claimed gift gives that plan's premium; the
 * premium subscribe call refuses them (400 code 8). Descriptors are the gift page's texts.
 */
export interface SeedGiftProduct {
  code: string;
  name: string;
  period: ProductPeriod;
  displayOrder: number;
  prices: Record<CurrencyCode, number>;
  descriptors: Record<'en' | 'es', Record<string, string>>;
}

const texts = (en: string, es: string, months: number) => ({
  en: {
    title: en,
    button_title: `Give ${en}`,
    purchase_terms: `{price} once, plus any tax. The receiver gets ${months === 1 ? 'one month' : `${months} months`} of Premium from the start date; nothing renews.`,
  },
  es: {
    title: es,
    button_title: `Regalar ${es}`,
    purchase_terms: `{price} una sola vez, más impuestos. Quien lo recibe tiene ${months === 1 ? 'un mes' : `${months} meses`} de Premium desde la fecha de inicio; no se renueva.`,
  },
});

export const GIFT_PLAN_CODE = 'premium';

export const SEED_GIFT_PRODUCTS: SeedGiftProduct[] = [
  {
    code: 'gift-premium-1m',
    name: 'Premium gift: 1 month',
    period: 'P1M',
    displayOrder: 11,
    prices: { USD: 799, EUR: 799, GBP: 699, MXN: 14900 },
    descriptors: texts('1 month of Premium', '1 mes de Premium', 1),
  },
  {
    code: 'gift-premium-3m',
    name: 'Premium gift: 3 months',
    period: 'P3M',
    displayOrder: 12,
    prices: { USD: 2199, EUR: 2199, GBP: 1899, MXN: 39900 },
    descriptors: texts('3 months of Premium', '3 meses de Premium', 3),
  },
  {
    code: 'gift-premium-12m',
    name: 'Premium gift: 12 months',
    period: 'P1Y',
    displayOrder: 13,
    prices: { USD: 7999, EUR: 7999, GBP: 6999, MXN: 139900 },
    descriptors: texts('12 months of Premium', '12 meses de Premium', 12),
  },
];
