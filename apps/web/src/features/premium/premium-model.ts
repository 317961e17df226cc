import type { BillingPeriod, PremiumCatalog, PremiumPlan, PremiumProduct } from '@fanverse/contract';

/**
 * What the Premium page and checkout read from the catalog, kept apart from the screens so the
 * rules (plan order, which product a period shows, the annual saving) are tested on their own.
 */

/** The plans in the catalog's order (its `plan_order` codes), then any others by their own order. */
export function plansInOrder(catalog: PremiumCatalog): PremiumPlan[] {
  const order = catalog.descriptors.plan_order;
  const rank = (plan: PremiumPlan) => {
    const index = order.indexOf(plan.code);
    return index === -1 ? order.length + plan.descriptors.plan_order : index;
  };
  return [...catalog.plans].sort((a, b) => rank(a) - rank(b));
}

/** The plan's product billed every `period` (not a gift), if it sells one. */
export function productFor(plan: PremiumPlan, period: BillingPeriod): PremiumProduct | undefined {
  return plan.products
    .filter((product) => product.period === period && !product.is_gift)
    .sort((a, b) => a.display_order - b.display_order)[0];
}

/** The billing periods the catalog sells, monthly first. */
export function periodsOf(catalog: PremiumCatalog): BillingPeriod[] {
  const periods = new Set(catalog.plans.flatMap((plan) => plan.products.map((product) => product.period)));
  return (['P1M', 'P1Y'] as const).filter((period) => periods.has(period));
}

/** The period the page opens on: the catalog's default product's, else monthly. */
export function defaultPeriod(catalog: PremiumCatalog): BillingPeriod {
  for (const plan of catalog.plans) {
    const product = plan.products.find((item) => item.id === catalog.default_product_id);
    if (product) return product.period;
  }
  return periodsOf(catalog)[0] ?? 'P1M';
}

/**
 * How much cheaper a year is than twelve months, in whole percent: the plan's descriptor says it
 * (the merchant's figure); a catalog without one gets it worked out from the two prices.
 */
export function annualSaving(plan: PremiumPlan): number {
  if (plan.descriptors.annual_discount_percentage > 0) return plan.descriptors.annual_discount_percentage;
  const monthly = productFor(plan, 'P1M');
  const annual = productFor(plan, 'P1Y');
  if (!monthly || !annual || monthly.price_minor <= 0) return 0;
  const saving = Math.round((1 - annual.price_minor / (monthly.price_minor * 12)) * 100);
  return saving > 0 ? saving : 0;
}

/** The largest annual saving of any plan (the switch's "save up to" badge). */
export function bestAnnualSaving(catalog: PremiumCatalog): number {
  return Math.max(0, ...catalog.plans.map(annualSaving));
}

/** A product by its code, with its plan. */
export function findProduct(
  catalog: PremiumCatalog,
  code: string,
): { plan: PremiumPlan; product: PremiumProduct } | null {
  for (const plan of catalog.plans) {
    const product = plan.products.find((item) => item.code === code);
    if (product) return { plan, product };
  }
  return null;
}

/** An annual price as a month of it, in minor units, for "≈ $6.67/month" (display only). */
export function monthlyEquivalentMinor(product: PremiumProduct): number {
  return product.period === 'P1Y' ? Math.round(product.price_minor / 12) : product.price_minor;
}
