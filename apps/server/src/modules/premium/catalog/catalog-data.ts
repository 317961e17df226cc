import type { BillingPeriod, CurrencyCode } from '@fanverse/contract';

/*
 * The demo catalog (docs/premium.md "Catalog"): two plans, each paid monthly or annually, priced
 * in USD, EUR, GBP and MXN (minor units). Texts are ours, in English and Spanish. Placeholders
 * in braces are filled when a view is built, from the real prices of the visitor's currency:
 * {price} (the product's price), {monthly_price}, {percent} (the annual saving), {trial_days},
 * {trial_end} (the date a trial begun today would end).
 */

export interface SeedPlan {
  code: string;
  name: string;
  premiumLevel: number;
  displayOrder: number;
  descriptors: Record<'en' | 'es', Record<string, unknown>>;
}

export interface SeedProduct {
  code: string;
  planCode: string;
  name: string;
  period: BillingPeriod;
  freeTrialDays: number;
  displayOrder: number;
  merchantPlanId: string;
  prices: Record<CurrencyCode, number>;
  descriptors: Record<'en' | 'es', Record<string, string>>;
}

/** What the catalog answers as its own name and texts. */
export const CATALOG = {
  guid: '6f1c1c7e-5b0a-4c55-9a1e-2f7d3c9b8a01',
  consumerName: 'fanverse',
  name: 'Fanverse Premium',
  template: 'plans_side_by_side',
  defaultProductCode: 'premium-monthly',
  purchaseTerms: {
    en:
      'Subscriptions renew automatically at the price shown, plus any sales tax, until you cancel. ' +
      'Cancel any time in Account › Premium; you keep access until the end of the period you paid for. ' +
      'No refunds for partial periods.',
    es:
      'Las suscripciones se renuevan automáticamente al precio indicado, más los impuestos aplicables, ' +
      'hasta que las canceles. Cancela cuando quieras en Cuenta › Premium; conservas el acceso hasta el ' +
      'final del periodo pagado. No se reembolsan periodos parciales.',
  },
} as const;

const PREMIUM_PERKS = {
  en: ['No ads', 'Every premium series and comic', 'HD video', 'Cast to your TV'],
  es: ['Sin anuncios', 'Todas las series y cómics premium', 'Vídeo en HD', 'Envía a tu televisor'],
};
const ULTRA_EXTRA_PERKS = {
  en: ['Offline downloads', 'Early access to new episodes'],
  es: ['Descargas sin conexión', 'Acceso anticipado a nuevos episodios'],
};

const planTexts = {
  en: {
    annual_billing_period: 'per year',
    monthly_billing_period: 'per month',
    billing_period: 'per month',
    annual_discount: '{percent}% off with annual billing',
    discount: 'Save {percent}%',
    discount_badge_large: 'Save {percent}% a year',
    discount_badge_small: '-{percent}%',
    display_price: '{monthly_price}/month',
  },
  es: {
    annual_billing_period: 'al año',
    monthly_billing_period: 'al mes',
    billing_period: 'al mes',
    annual_discount: '{percent}% menos con el pago anual',
    discount: 'Ahorra un {percent}%',
    discount_badge_large: 'Ahorra un {percent}% al año',
    discount_badge_small: '-{percent}%',
    display_price: '{monthly_price}/mes',
  },
};

export const SEED_PLANS: SeedPlan[] = [
  {
    code: 'premium',
    name: 'Premium',
    premiumLevel: 1,
    displayOrder: 1,
    descriptors: {
      en: {
        ...planTexts.en,
        title: 'Premium',
        subtitle: 'Every story, no interruptions',
        short_description: 'Watch and read everything on Fanverse without ads, in HD.',
        button_title: 'Start your free week',
        purchase_terms: '7 days free, then billed until you cancel.',
        available_perks: PREMIUM_PERKS.en,
        unavailable_perks: ULTRA_EXTRA_PERKS.en,
        background_color: '#1E1B4B',
        highlight_color: '#F59E0B',
      },
      es: {
        ...planTexts.es,
        title: 'Premium',
        subtitle: 'Todas las historias, sin interrupciones',
        short_description: 'Mira y lee todo Fanverse sin anuncios y en HD.',
        button_title: 'Empieza tu semana gratis',
        purchase_terms: '7 días gratis; después se cobra hasta que canceles.',
        available_perks: PREMIUM_PERKS.es,
        unavailable_perks: ULTRA_EXTRA_PERKS.es,
        background_color: '#1E1B4B',
        highlight_color: '#F59E0B',
      },
    },
  },
  {
    code: 'ultra',
    name: 'Ultra',
    premiumLevel: 2,
    displayOrder: 2,
    descriptors: {
      en: {
        ...planTexts.en,
        title: 'Ultra',
        subtitle: 'Premium, offline and first in line',
        short_description: 'Everything in Premium, plus downloads to watch offline and new episodes early.',
        button_title: 'Go Ultra',
        purchase_terms: 'Billed today, then until you cancel.',
        available_perks: [...PREMIUM_PERKS.en, ...ULTRA_EXTRA_PERKS.en],
        unavailable_perks: [],
        background_color: '#3B0764',
        highlight_color: '#22D3EE',
      },
      es: {
        ...planTexts.es,
        title: 'Ultra',
        subtitle: 'Premium, sin conexión y antes que nadie',
        short_description:
          'Todo lo de Premium, más descargas para ver sin conexión y nuevos episodios antes.',
        button_title: 'Hazte Ultra',
        purchase_terms: 'Se cobra hoy y después hasta que canceles.',
        available_perks: [...PREMIUM_PERKS.es, ...ULTRA_EXTRA_PERKS.es],
        unavailable_perks: [],
        background_color: '#3B0764',
        highlight_color: '#22D3EE',
      },
    },
  },
];

/** The words that differ between a monthly and an annual product; the sentences are shared. */
const PERIOD_WORDS = {
  P1M: {
    en: {
      title: 'Monthly',
      billed: 'every month',
      every: 'every month',
      unit: 'month',
      each: 'a month',
      badge: '',
    },
    es: { title: 'mensual', billed: 'cada mes', every: 'cada mes', unit: 'mes', each: 'al mes', badge: '' },
  },
  P1Y: {
    en: {
      title: 'Annual',
      billed: 'once a year',
      every: 'every year',
      unit: 'year',
      each: 'a year',
      badge: 'Save {percent}%',
    },
    es: {
      title: 'anual',
      billed: 'una vez al año',
      every: 'cada año',
      unit: 'año',
      each: 'al año',
      badge: 'Ahorra un {percent}%',
    },
  },
} as const;

function productTexts(plan: string, period: BillingPeriod, trial: boolean) {
  const en = PERIOD_WORDS[period].en;
  const es = PERIOD_WORDS[period].es;
  return {
    en: {
      title: `${plan} ${en.title}`,
      billing_label: `Billed ${en.billed}`,
      price_label: `{price}/${en.unit}`,
      trial_label: trial ? '{trial_days}-day free trial' : '',
      badge: en.badge,
      purchase_terms: trial
        ? `Free until {trial_end}, then {price} ${en.each} plus any tax, renewing until you cancel. Cancel before {trial_end} and you pay nothing.`
        : `{price} today, then ${en.every} plus any tax, renewing until you cancel.`,
    },
    es: {
      title: `${plan} ${es.title}`,
      billing_label: `Se cobra ${es.billed}`,
      price_label: `{price}/${es.unit}`,
      trial_label: trial ? 'Prueba gratis de {trial_days} días' : '',
      badge: es.badge,
      purchase_terms: trial
        ? `Gratis hasta el {trial_end}; después {price} ${es.each} más impuestos, con renovación hasta que canceles. Si cancelas antes del {trial_end}, no pagas nada.`
        : `{price} hoy y después ${es.every} más impuestos, con renovación hasta que canceles.`,
    },
  };
}

/** One product of a plan: its code, name, merchant plan id and texts follow from plan and period. */
function seedProduct(
  plan: { code: string; name: string },
  period: BillingPeriod,
  freeTrialDays: number,
  displayOrder: number,
  prices: Record<CurrencyCode, number>,
): SeedProduct {
  const code = `${plan.code}-${period === 'P1M' ? 'monthly' : 'annual'}`;
  return {
    code,
    planCode: plan.code,
    name: `${plan.name} ${PERIOD_WORDS[period].en.title}`,
    period,
    freeTrialDays,
    displayOrder,
    merchantPlanId: `fanverse-${code}`,
    prices,
    descriptors: productTexts(plan.name, period, freeTrialDays > 0),
  };
}

const PREMIUM = { code: 'premium', name: 'Premium' };
const ULTRA = { code: 'ultra', name: 'Ultra' };

export const SEED_PRODUCTS: SeedProduct[] = [
  seedProduct(PREMIUM, 'P1M', 7, 1, { USD: 799, EUR: 799, GBP: 699, MXN: 14900 }),
  seedProduct(PREMIUM, 'P1Y', 7, 2, { USD: 7999, EUR: 7999, GBP: 6999, MXN: 149900 }),
  seedProduct(ULTRA, 'P1M', 0, 3, { USD: 1299, EUR: 1299, GBP: 1099, MXN: 22900 }),
  seedProduct(ULTRA, 'P1Y', 0, 4, { USD: 12999, EUR: 12999, GBP: 10999, MXN: 229900 }),
];
