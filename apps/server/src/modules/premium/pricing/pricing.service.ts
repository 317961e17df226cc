import type { Kysely } from 'kysely';
import { currencyForCountry, type CurrencyCode, type Tax, type TaxQuery } from '@fanverse/contract';
import type { AppConfig } from '../../../config/config';
import type { Database } from '../../../db/schema';
import { AppError } from '../../../errors/app-error';
import { appliesTo, type CatalogService } from '../catalog/catalog.service';
import { currencySymbol, decimal, inclusiveTaxOf, minusFloor, rateOf, sum } from '../money';
import type { Clock } from '../premium-clock';
import type { Place, ProductRow, PromoRow } from '../premium-rows';
import { PromoRepository } from '../promos/promo.repository';
import { checkedPromo } from '../promos/promo-rules';
import { normalRate, promoDiscountMinor } from './promo-discount';
import { paymentMethodPlaceOf, TaxRepository } from './tax.repository';

/** One charge's amounts, all in minor units of `currency`, with the tax rate used. */
export interface PriceQuote {
  currency: CurrencyCode;
  baseMinor: number;
  discountMinor: number;
  subtotalMinor: number;
  taxMinor: number;
  totalMinor: number;
  /** Exact decimal ("0.08875"). */
  rate: string;
  inclusive: boolean;
  place: Place;
}

export interface QuoteInput {
  product: ProductRow;
  currency: CurrencyCode;
  /** The promo whose discount applies to this charge (null: none). */
  promo: PromoRow | null;
  place: Place;
  /** A base other than the product's price (a proration); default: the product's price. */
  baseMinor?: number;
}

/** The postal code as the tax table matches it: upper case, no spaces or dashes. */
export const normalPostal = (postal: string) => postal.toUpperCase().replace(/[\s-]/g, '');

/** Prices with promo discount and tax (docs/premium.md "Tax"); GET /api/premium/2/tax. */
export class PricingService {
  private readonly tax: TaxRepository;
  private readonly promos: PromoRepository;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly deps: { config: AppConfig; now: Clock; catalog: CatalogService },
  ) {
    this.tax = new TaxRepository(db);
    this.promos = new PromoRepository(db);
  }

  /**
   * One charge: base (the product's price in `currency`, or the given base), less the promo's
   * discount, and the tax of the place's most specific row. Exclusive (US sales tax): added on
   * top. Inclusive (VAT): inside the subtotal. Each line rounded half-up once.
   * Throws 3033 (TAX_RATE_NOT_FOUND) when no tax row covers the place.
   */
  async quote(input: QuoteInput): Promise<PriceQuote> {
    const { product, currency, promo, place } = input;
    const baseMinor = input.baseMinor ?? (await this.deps.catalog.priceOf(product.id, currency));
    if (baseMinor === null) {
      throw AppError.badRequest(8, `${product.code} is not sold in ${currency}.`, 'product_code');
    }
    return this.taxed(baseMinor, promoDiscountMinor(promo, baseMinor, currency), currency, place);
  }

  /**
   * Tax on an amount that is no plan's price (an EST item's, a gift's): no promo, the same rule.
   * Throws 3033 as `quote` does.
   */
  async quoteAmount(input: { baseMinor: number; currency: CurrencyCode; place: Place }): Promise<PriceQuote> {
    return this.taxed(input.baseMinor, 0, input.currency, input.place);
  }

  private async taxed(
    baseMinor: number,
    discountMinor: number,
    currency: CurrencyCode,
    place: Place,
  ): Promise<PriceQuote> {
    const row = await this.tax.rateFor(place.countryCode.toUpperCase(), normalPostal(place.postalCode));
    if (!row) {
      throw AppError.badRequest(
        3033,
        `No tax rate is known for postal code ${place.postalCode} in ${place.countryCode}.`,
        'postal_code',
      );
    }
    const rate = normalRate(row.rate);
    const subtotalMinor = minusFloor(baseMinor, discountMinor, currency);
    const taxMinor = row.inclusive
      ? inclusiveTaxOf(subtotalMinor, rate)
      : rateOf(subtotalMinor, rate, currency);
    const totalMinor = row.inclusive ? subtotalMinor : sum([subtotalMinor, taxMinor], currency);
    return {
      currency,
      baseMinor,
      discountMinor,
      subtotalMinor,
      taxMinor,
      totalMinor,
      rate,
      inclusive: row.inclusive,
      place,
    };
  }

  /**
   * GET /api/premium/2/tax for a member (payment method by owner) or a visitor (place given):
   * exactly one of paymentmethod_guid, or postal_code with country_code_alpha2 (else 400 code 8,
   * which the client reads as 5008). Prices are in the place's currency. A promo that exists but
   * does not fit the product (or, for an amount, the currency) takes nothing off.
   */
  async taxFor(userId: string | null, query: TaxQuery, _visitorCountry: string): Promise<Tax> {
    const place = await this.placeOf(userId, query);
    const product = await this.deps.catalog.productByCode(query.product_code);
    if (!product) throw new AppError(404, 'NOT_FOUND', 'No product by that code.', 'product_code');
    const currency = currencyForCountry(place.countryCode);
    const promo = query.promo_code
      ? checkedPromo(await this.promos.byCode(query.promo_code), this.deps.now(), 'promo_code')
      : null;
    const quote = await this.quote({
      product,
      currency,
      promo: promo && appliesTo(promo, product, currency) ? promo : null,
      place,
    });
    return {
      combined_rate: Number(quote.rate),
      postal_code: place.postalCode,
      base_price: decimal(quote.baseMinor, currency),
      discount_amount: decimal(quote.discountMinor, currency),
      subtotal: decimal(quote.subtotalMinor, currency),
      tax_amount: decimal(quote.taxMinor, currency),
      total: decimal(quote.totalMinor, currency),
      product_code: product.code,
      promo_code: promo?.code ?? null,
      currency_symbol: currencySymbol(currency),
      currency_code: currency,
      tax_inclusive: quote.inclusive,
      country_code_alpha2: place.countryCode,
    };
  }

  private async placeOf(userId: string | null, query: TaxQuery): Promise<Place> {
    const byPlace = query.postal_code !== undefined || query.country_code_alpha2 !== undefined;
    if (query.paymentmethod_guid !== undefined && !byPlace) {
      if (!userId) throw AppError.unauthenticated('Sign in to use a saved payment method.');
      const method = await paymentMethodPlaceOf(this.db, query.paymentmethod_guid, userId);
      if (!method) throw new AppError(404, 'NOT_FOUND', 'No such payment method.', 'paymentmethod_guid');
      return { countryCode: method.country_code_alpha2, postalCode: method.postal_code };
    }
    if (query.paymentmethod_guid === undefined && query.postal_code && query.country_code_alpha2) {
      return { countryCode: query.country_code_alpha2, postalCode: query.postal_code };
    }
    throw AppError.badRequest(
      8,
      'Give either paymentmethod_guid, or postal_code together with country_code_alpha2 (not both).',
    );
  }
}
