import type { Kysely, Transaction } from 'kysely';
import { currencyForCountry, type CurrencyCode, type Locale, type PromoCode } from '@fanverse/contract';
import type { Database } from '../../../db/schema';
import { AppError } from '../../../errors/app-error';
import { appliesTo, promoPriceCut, type CatalogService } from '../catalog/catalog.service';
import { inLanguage } from '../catalog/catalog-views';
import { decimal } from '../money';
import type { PricingService } from '../pricing/pricing.service';
import type { Clock } from '../premium-clock';
import type { ProductRow, PromoRow } from '../premium-rows';
import { PromoRepository } from './promo.repository';
import { checkedPromo, isExpired, isUsedUp, promoApplied, promoUsedUp } from './promo-rules';

/** Promo look-up, applicability, and exact-count redemption (docs/premium.md "Promo codes"). */
export class PromoService {
  private readonly repo: PromoRepository;

  constructor(
    db: Kysely<Database>,
    private readonly deps: { now: Clock; catalog: CatalogService; pricing: PricingService },
  ) {
    this.repo = new PromoRepository(db);
  }

  /**
   * GET /api/premium/2/promos/{code}: the promo priced against product `productId` (else the
   * promo's own product, else the catalog's default) in the visitor's currency. Unknown: 404
   * NOT_FOUND; expired: 400 EXPIRED; used up: 400 MAX_USAGE.
   */
  async describe(code: string, productId: number | null, country: string, lang: Locale): Promise<PromoCode> {
    const promo = checkedPromo(await this.repo.byCode(code), this.deps.now(), 'code');
    const product = await this.productFor(promo, productId);
    return this.view(promo, product, currencyForCountry(country), lang);
  }

  /**
   * The retention offers a member may take on a paying subscription to `product` in `currency`
   * (docs/premium.md "Retention offers"): not expired, uses left, not redeemed by this member
   * before, fitting the product and currency; each priced against that product (the Promo view).
   */
  async retentionOffers(
    userId: string,
    product: ProductRow,
    currency: CurrencyCode,
    lang: Locale,
  ): Promise<PromoCode[]> {
    const offers: PromoCode[] = [];
    for (const promo of await this.repo.retentionOffers()) {
      if (!this.isApplicable(promo, product, currency)) continue;
      if (await this.repo.redeemedBy(promo.id, userId)) continue;
      // Only charge discounts fit a subscription that is already paying (not trials, not comps).
      if (promo.type === 'free_trial' || promo.type === 'fixed_term') continue;
      offers.push(await this.view(promo, product, currency, lang));
    }
    return offers;
  }

  private async view(
    promo: PromoRow,
    product: ProductRow,
    currency: CurrencyCode,
    lang: Locale,
  ): Promise<PromoCode> {
    const baseMinor = await this.deps.catalog.priceOf(product.id, currency);
    if (baseMinor === null)
      throw AppError.badRequest(8, `${product.code} is not sold in ${currency}.`, 'pid');
    const applicable = this.isApplicable(promo, product, currency);
    // A promo that does not fit this product shows its full price (is_applicable false).
    const cut = applicable ? promoPriceCut(promo, baseMinor, currency) : 0;
    const productView = await this.deps.catalog.productView(product, currency, lang, {
      ...(applicable && promo.type === 'free_trial' ? { freeTrialDays: promo.free_trial_days } : {}),
    });
    return {
      base_price: decimal(baseMinor, currency),
      code: promo.code,
      comp_duration: promo.comp_duration,
      descriptors: inLanguage(promo.descriptors, lang) ?? {},
      discount_amount: decimal(cut, currency),
      discount_percent: Number(promo.discount_percent),
      discounted_price: decimal(baseMinor - cut, currency),
      fixed_term: promo.type === 'fixed_term',
      free_trial_days: promo.free_trial_days,
      marketing_description: inLanguage(promo.marketing_description, lang) ?? '',
      number_of_billing_cycles: promo.number_of_billing_cycles,
      product_id: promo.product_id,
      requires_paymentmethod: promo.requires_paymentmethod,
      type: promo.type,
      is_retention_offer: promo.is_retention_offer,
      is_applicable: applicable,
      product: productView,
      expires_at: promo.expires_at?.toISOString() ?? null,
    };
  }

  /** The promo by code, checked as the catalog needs it (exists, not expired, uses left); else null. */
  async offered(code: string): Promise<PromoRow | null> {
    const promo = await this.repo.byCode(code);
    const now = this.deps.now();
    return promo && !isExpired(promo, now) && !isUsedUp(promo) ? promo : null;
  }

  async byId(id: number): Promise<PromoRow | null> {
    return this.repo.byId(id);
  }

  /**
   * The promo a member may apply to a product, checked: NOT_FOUND (404), EXPIRED, MAX_USAGE,
   * APPLIED (this member redeemed it before), and 400 code 8 on `promo_code` when it is for
   * another product or (an amount) another currency.
   */
  async usable(code: string, userId: string, product: ProductRow, currency: CurrencyCode): Promise<PromoRow> {
    const promo = checkedPromo(await this.repo.byCode(code), this.deps.now(), 'promo_code');
    if (await this.repo.redeemedBy(promo.id, userId)) throw promoApplied('promo_code');
    if (!appliesTo(promo, product, currency)) {
      throw AppError.badRequest(
        8,
        promo.product_id !== null && promo.product_id !== product.id
          ? 'This promo code is for another product.'
          : 'This promo code is for prices in another currency.',
        'promo_code',
      );
    }
    return promo;
  }

  /**
   * Redeems inside the caller's transaction: one redemption per member and code, `uses` moved
   * with a guarded update so max_uses holds under concurrency (throws MAX_USAGE / APPLIED; the
   * caller's transaction then rolls back, so a refused redemption leaves nothing behind).
   */
  async redeem(
    trx: Transaction<Database>,
    promo: PromoRow,
    userId: string,
    subscriptionGuid: string,
  ): Promise<void> {
    if (!(await this.repo.insertRedemption(trx, promo.id, userId, subscriptionGuid)))
      throw promoApplied('promo_code');
    if (!(await this.repo.takeUse(trx, promo.id))) throw promoUsedUp('promo_code');
  }

  /**
   * Whether the promo discounts a charge made with `cyclesLeft` discounted charges left (null:
   * no limit). Only percent, amount and billing_cycles promos discount charges.
   */
  discountApplies(promo: PromoRow | null, cyclesLeft: number | null): boolean {
    if (!promo) return false;
    if (promo.type !== 'percent' && promo.type !== 'amount' && promo.type !== 'billing_cycles') return false;
    return cyclesLeft === null || cyclesLeft > 0;
  }

  private isApplicable(promo: PromoRow, product: ProductRow, currency: CurrencyCode): boolean {
    const now = this.deps.now();
    return appliesTo(promo, product, currency) && !isExpired(promo, now) && !isUsedUp(promo);
  }

  private async productFor(promo: PromoRow, productId: number | null): Promise<ProductRow> {
    if (productId !== null) {
      const product = await this.deps.catalog.productById(productId);
      if (!product || !product.is_active)
        throw new AppError(404, 'NOT_FOUND', 'No product by that id.', 'pid');
      return product;
    }
    if (promo.product_id !== null) {
      const own = await this.deps.catalog.productById(promo.product_id);
      if (own?.is_active) return own;
    }
    return this.deps.catalog.defaultProduct();
  }
}
