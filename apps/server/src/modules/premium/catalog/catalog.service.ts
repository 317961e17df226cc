import { planPeriod } from '../subscriptions/billing-period';
import type { Kysely } from 'kysely';
import {
  MONTHS_OF_PERIOD,
  currencyForCountry,
  type CurrencyCode,
  type Locale,
  type PremiumCatalog,
  type PremiumGiftProduct,
  type PremiumPlan,
  type PremiumProduct,
  type SubscriptionProduct,
} from '@fanverse/contract';
import type { AppConfig } from '../../../config/config';
import type { Database } from '../../../db/schema';
import { AppError } from '../../../errors/app-error';
import { decimal } from '../money';
import type { Clock } from '../premium-clock';
import type { ProductRow, PromoRow } from '../premium-rows';
import { promoDiscountMinor } from '../pricing/promo-discount';
import { CATALOG } from './catalog-data';
import { CatalogRepository } from './catalog.repository';
import {
  annualDiscountPercent,
  inLanguage,
  planDescriptorsView,
  productView,
  type ProductViewInput,
} from './catalog-views';

/** The catalog, product look-ups and their wire views (docs/premium.md "Catalog"). */
export class CatalogService {
  private readonly repo: CatalogRepository;

  constructor(
    db: Kysely<Database>,
    private readonly deps: { config: AppConfig; now: Clock },
  ) {
    this.repo = new CatalogRepository(db);
  }

  /**
   * The catalog for a visitor from `country` (prices in its currency), texts in `lang`. With a
   * usable `promo` (checked by the caller: not expired, not used up), each plan's
   * promo_products carry the products it applies to at the discounted price.
   */
  async catalogFor(country: string, lang: Locale, promo: PromoRow | null = null): Promise<PremiumCatalog> {
    const currency = currencyForCountry(country);
    const now = this.deps.now();
    const [plans, products, gifts] = await Promise.all([
      this.repo.plansInOrder(),
      this.repo.planProducts(),
      this.repo.giftProducts(),
    ]);
    const prices = await this.repo.pricesIn(
      [...products, ...gifts].map((p) => p.id),
      currency,
    );
    const defaultProduct = products.find((p) => p.code === CATALOG.defaultProductCode) ?? products[0];
    if (!defaultProduct) throw new AppError(503, 2999, 'The premium catalog is not set up yet.');

    const planViews: PremiumPlan[] = plans.map((plan, index) => {
      // Only products with a price in this currency are on offer here.
      const own = products.filter((p) => p.plan_code === plan.code && prices.has(p.id));
      const percent = this.annualPercentOf(own, prices);
      const view = (product: ProductRow, priceMinor: number, trialDays?: number) =>
        productView({
          product,
          planCode: plan.code,
          premiumLevel: plan.premium_level,
          currency,
          priceMinor,
          lang,
          now,
          annualPercent: percent,
          ...(trialDays === undefined ? {} : { freeTrialDays: trialDays }),
        });
      const monthly = own.find((p) => p.period === 'P1M');
      const promoProducts = promo
        ? own
            .filter((p) => appliesTo(promo, p, currency))
            .map((p) => {
              const base = prices.get(p.id)!;
              return view(
                p,
                base - promoPriceCut(promo, base, currency),
                promo.type === 'free_trial' ? promo.free_trial_days : undefined,
              );
            })
        : [];
      return {
        name: plan.name,
        code: plan.code,
        products: own.map((p) => view(p, prices.get(p.id)!)),
        promo_products: promoProducts,
        descriptors: planDescriptorsView({
          texts: inLanguage(plan.descriptors, lang) ?? {},
          planOrder: index + 1,
          currency,
          lang,
          monthlyMinor: monthly ? prices.get(monthly.id)! : null,
          annualPercent: percent,
        }),
      };
    });

    return {
      catalog_guid: CATALOG.guid,
      consumer_name: CATALOG.consumerName,
      default_product_id: defaultProduct.id,
      descriptors: {
        catalog_purchase_terms: CATALOG.purchaseTerms[lang] ?? CATALOG.purchaseTerms.en,
        plan_order: plans.map((p) => p.code),
      },
      name: CATALOG.name,
      promotion: promo && planViews.some((p) => p.promo_products.length > 0) ? promo.code : null,
      template: CATALOG.template,
      plans: planViews,
      // Gift products priced in the same currency (only those sold in it).
      gift_products: gifts
        .filter((g) => prices.has(g.id))
        .map((g) => {
          const plan = plans.find((p) => p.code === g.plan_code);
          return giftProductView({
            product: g,
            planCode: g.plan_code,
            premiumLevel: plan?.premium_level ?? 0,
            currency,
            priceMinor: prices.get(g.id)!,
            lang,
            now,
            annualPercent: 0,
          });
        }),
      country_code_alpha2: country,
      currency_code: currency,
    };
  }

  /** An active product by code, or null. */
  productByCode(code: string): Promise<ProductRow | null> {
    return this.repo.productByCode(code);
  }

  productById(id: number): Promise<ProductRow | null> {
    return this.repo.productById(id);
  }

  /** The catalog's default product (what a promo look-up without `pid` is priced against). */
  async defaultProduct(): Promise<ProductRow> {
    const product = await this.repo.productByCode(CATALOG.defaultProductCode);
    if (!product) throw new AppError(503, 2999, 'The premium catalog is not set up yet.');
    return product;
  }

  /** A product's price in a currency (minor units), or null when it has none. */
  priceOf(productId: number, currency: CurrencyCode): Promise<number | null> {
    return this.repo.priceOf(productId, currency);
  }

  /** The premium level of a product's plan (plan changes compare them). */
  async premiumLevelOf(product: ProductRow): Promise<number> {
    return (await this.repo.plan(product.plan_code))?.premium_level ?? 0;
  }

  /** The spec's product entity for a product in a currency (400 code 8 when it has no price there). */
  async productView(
    product: ProductRow,
    currency: CurrencyCode,
    lang: Locale,
    options: { priceMinor?: number; freeTrialDays?: number } = {},
  ): Promise<PremiumProduct> {
    const [plan, siblings] = await Promise.all([this.repo.plan(product.plan_code), this.repo.planProducts()]);
    const own = siblings.filter((p) => p.plan_code === product.plan_code);
    const prices = await this.repo.pricesIn([...new Set([product.id, ...own.map((p) => p.id)])], currency);
    const base = prices.get(product.id);
    if (base === undefined) {
      throw AppError.badRequest(8, `${product.code} is not sold in ${currency}.`, 'product_code');
    }
    return productView({
      product,
      planCode: product.plan_code,
      premiumLevel: plan?.premium_level ?? 0,
      currency,
      priceMinor: options.priceMinor ?? base,
      lang,
      now: this.deps.now(),
      annualPercent: this.annualPercentOf(own, prices),
      ...(options.freeTrialDays === undefined ? {} : { freeTrialDays: options.freeTrialDays }),
    });
  }

  /** The product nested in a subscription (spec "Subscription": consumer, name, code, …, spec). */
  async subscriptionProductView(
    product: ProductRow,
    currency: CurrencyCode,
    priceMinor: number,
  ): Promise<SubscriptionProduct> {
    const plan = await this.repo.plan(product.plan_code);
    return {
      consumer: CATALOG.consumerName,
      name: product.name,
      code: product.code,
      id: product.id,
      period: planPeriod(product.period),
      merchant_product: {
        merchant_type: 'Braintree',
        plan_name: plan?.name ?? product.plan_code,
        merchant_product_id: product.merchant_plan_id,
      },
      spec: {
        billing_period: planPeriod(product.period),
        is_gift: product.is_gift,
        price: decimal(priceMinor, currency),
        currency,
        freetrial_duration: product.free_trial_days,
        recurring: product.recurring,
      },
      plan: product.plan_code,
      premium_level: plan?.premium_level ?? 0,
    };
  }

  /** The plan's annual saving in one currency: twelve monthly charges against one annual. */
  private annualPercentOf(products: ProductRow[], prices: Map<number, number>): number {
    const monthly = products.find((p) => p.period === 'P1M');
    const annual = products.find((p) => p.period === 'P1Y');
    const m = monthly && prices.get(monthly.id);
    const a = annual && prices.get(annual.id);
    return m !== undefined && a !== undefined ? annualDiscountPercent(m, a) : 0;
  }
}

/**
 * A gift product's view: the product view with its own period (P3M included, which no plan has)
 * and its months. The plan view is built over a monthly stand-in because plan periods cannot be
 * three months; every other field is the gift's own.
 */
export function giftProductView(input: ProductViewInput): PremiumGiftProduct {
  const { product } = input;
  const base = productView({ ...input, product: { ...product, period: 'P1M' } });
  return { ...base, period: product.period, months: MONTHS_OF_PERIOD[product.period] ?? 1 };
}

/** Whether a promo applies to a product priced in `currency` (its product, its currency). */
export function appliesTo(promo: PromoRow, product: ProductRow, currency: CurrencyCode): boolean {
  if (promo.product_id !== null && promo.product_id !== product.id) return false;
  if (promo.type === 'amount' && promo.currency !== currency) return false;
  return true;
}

/**
 * How much lower a promo shows a product's price: its discount on a charge, or the whole price
 * for a fixed-term code (that term is free: no charge at all).
 */
export function promoPriceCut(promo: PromoRow, baseMinor: number, currency: CurrencyCode): number {
  return promo.type === 'fixed_term' ? baseMinor : promoDiscountMinor(promo, baseMinor, currency);
}
