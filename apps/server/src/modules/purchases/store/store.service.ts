import {
  currencyForCountry,
  PurchaseCode,
  type BuyBody,
  type CurrencyCode,
  type EstOffer,
  type Locale,
  type OwnedItems,
  type PurchaseItem,
  type PurchaseModel,
  type Tax,
} from '@fanverse/contract';
import { AppError } from '../../../errors/app-error';
import { currencySymbol, decimal } from '../../premium/money';
import type { PaymentMethodRow } from '../../premium/premium-rows';
import type { PriceQuote } from '../../premium/pricing/pricing.service';
import type { PurchasesContext } from '../purchases.factory';
import { alreadyOwned, type OwnershipService } from '../ownership/ownership.service';
import type { PurchaseObjects } from '../ownership/purchase-objects';
import { objectKey } from '../ownership/purchase-objects';
import { EstCatalogRepository, type EstSkuRow } from './est-catalog.repository';
import { isOneEstOrderViolation, type OrderCharger } from './order-charger';

/** Catalogued 1800 "Product not found": an unknown item, or a sku not (or no longer) on sale. */
const notForSale = (field: string) =>
  new AppError(404, PurchaseCode.ITEM_NOT_FOR_SALE, 'This item is not for sale.', field);

const notSoldIn = (currency: CurrencyCode) =>
  AppError.badRequest(8, `This item is not sold in ${currency}.`, 'paymentmethod_guid');

const placeOf = (method: PaymentMethodRow) => ({
  countryCode: method.country_code_alpha2,
  postalCode: method.postal_code,
});

/** premium's Tax shape for an EST quote (product_code: the sku; no promo applies to EST). */
function taxOf(quote: PriceQuote, sku: string): Tax {
  const c = quote.currency;
  return {
    combined_rate: Number(quote.rate),
    postal_code: quote.place.postalCode,
    base_price: decimal(quote.baseMinor, c),
    discount_amount: decimal(quote.discountMinor, c),
    subtotal: decimal(quote.subtotalMinor, c),
    tax_amount: decimal(quote.taxMinor, c),
    total: decimal(quote.totalMinor, c),
    product_code: sku,
    promo_code: null,
    currency_symbol: currencySymbol(c),
    currency_code: c,
    tax_inclusive: quote.inclusive,
    country_code_alpha2: quote.place.countryCode,
  };
}

/** EST offers and buying: an episode's or book's price in the visitor's currency, with tax; owned afterwards. */
export class StoreService {
  private readonly catalog: EstCatalogRepository;

  constructor(
    private readonly ctx: PurchasesContext,
    private readonly parts: { objects: PurchaseObjects; ownership: OwnershipService; orders: OrderCharger },
  ) {
    this.catalog = new EstCatalogRepository(ctx.db);
  }

  async offer(
    model: PurchaseModel,
    uuid: string,
    viewer: { userId: string | null; country: string; lang: Locale; paymentMethodGuid?: string },
  ): Promise<EstOffer> {
    const [objects, skuRow] = await Promise.all([
      this.parts.objects.resolve([{ model, uuid }], viewer.lang),
      this.catalog.skuOfItem(model, uuid),
    ]);
    const object = objects.get(objectKey(model, uuid));
    // An item the catalogue does not have (or no longer has) is unknown, sku or not.
    if (!object) throw notForSale('uuid');
    const method =
      viewer.paymentMethodGuid === undefined
        ? null
        : await this.methodOf(viewer.userId, viewer.paymentMethodGuid);
    const currency = currencyForCountry(viewer.country);
    const [priceMinor, ownedSource] = await Promise.all([
      skuRow ? this.catalog.priceOf(skuRow.sku, currency) : Promise.resolve(null),
      viewer.userId ? this.parts.ownership.sourceOf(viewer.userId, model, uuid) : Promise.resolve(null),
    ]);
    return {
      model,
      object_uuid: uuid.toLowerCase(),
      sku: skuRow?.sku ?? null,
      title: object.title || skuRow?.title || '',
      price: priceMinor === null ? null : decimal(priceMinor, currency),
      price_minor: priceMinor,
      currency_code: currency,
      currency_symbol: currencySymbol(currency),
      owned: ownedSource !== null,
      owned_source: ownedSource,
      tax: method && skuRow ? taxOf(await this.quoteFor(skuRow, method), skuRow.sku) : null,
    };
  }

  /**
   * Buys an item for sale with the member's own payment method: one order, charged once
   * (`premium_orders_one_est`: a concurrent second buy answers 3023), owned afterwards.
   */
  async buy(userId: string, body: BuyBody, viewer: { country: string; lang: Locale }): Promise<PurchaseItem> {
    const method = await this.ctx.deps.premium.paymentMethods.usableRow(userId, body.paymentmethod_guid);
    const skuRow = await this.catalog.activeSku(body.sku);
    if (!skuRow) throw notForSale('sku');
    const objects = await this.parts.objects.resolve(
      [{ model: skuRow.model, uuid: skuRow.object_uuid }],
      viewer.lang,
    );
    const object = objects.get(objectKey(skuRow.model, skuRow.object_uuid));
    if (!object) throw notForSale('sku');
    if (await this.parts.ownership.sourceOf(userId, skuRow.model, skuRow.object_uuid)) throw alreadyOwned();
    const quote = await this.quoteFor(skuRow, method);

    let placed;
    try {
      placed = await this.parts.orders.placeAndCharge(
        { userId, kind: 'est', sku: skuRow.sku, quote, paymentMethod: method },
        // Money has moved: never throw for a business reason here. An item owned meanwhile (a
        // code redeemed concurrently) is kept as it is and the order refunded below.
        (trx, paid) =>
          this.parts.ownership.grant(
            trx,
            {
              userId,
              model: skuRow.model,
              objectUuid: skuRow.object_uuid,
              sku: skuRow.sku,
              source: 'Purchased',
              at: paid.paid_at ?? this.ctx.deps.premium.now(),
              orderId: paid.id,
              transactionAt: paid.paid_at,
            },
            'keep',
          ),
        // Checked again with the order's insert, which a concurrent buy's order blocks.
        async (trx) => {
          if (await this.parts.ownership.sourceOf(userId, skuRow.model, skuRow.object_uuid, trx))
            throw alreadyOwned();
        },
      );
    } catch (err) {
      if (isOneEstOrderViolation(err)) throw alreadyOwned();
      throw err;
    }
    const { order, result } = placed;
    if (!result.granted) {
      // After the paid transaction committed: the gateway gives the money back once. Should it
      // refuse, the order stays paid (owning nothing) for an operator's refund; the member is told
      // the same thing either way.
      try {
        await this.parts.orders.refund(order, async () => undefined);
      } catch (err) {
        this.ctx.deps.log.error({ err, orderId: order.id }, 'could not refund an EST order owned meanwhile');
      }
      throw alreadyOwned();
    }
    return {
      sku: skuRow.sku,
      title: object.title || skuRow.title,
      create_dt: (order.paid_at ?? order.created_at).toISOString(),
      transaction_dt: order.paid_at ? order.paid_at.toISOString() : null,
      source: 'Purchased',
      is_active: true,
      state: 'owned',
      object: { model: skuRow.model, data: object.data },
      transaction_id: order.gateway_transaction_id,
      price: decimal(order.total_minor, order.currency as CurrencyCode),
      currency_code: order.currency,
    };
  }

  /** GET /api/premium/2/purchases/owned. */
  async owned(userId: string): Promise<OwnedItems> {
    return this.parts.ownership.owned(userId);
  }

  /** The member's own active method (404 NOT_FOUND otherwise; 401 for an anonymous visitor). */
  private async methodOf(userId: string | null, guid: string): Promise<PaymentMethodRow> {
    if (!userId) throw AppError.unauthenticated('Sign in to use a saved payment method.');
    return this.ctx.deps.premium.paymentMethods.usableRow(userId, guid);
  }

  /** The sku's price in the payment method country's currency (400 code 8 if none), with its tax. */
  private async quoteFor(sku: EstSkuRow, method: PaymentMethodRow): Promise<PriceQuote> {
    const currency = currencyForCountry(method.country_code_alpha2);
    const baseMinor = await this.catalog.priceOf(sku.sku, currency);
    if (baseMinor === null) throw notSoldIn(currency);
    return this.ctx.deps.premium.pricing.quoteAmount({ baseMinor, currency, place: placeOf(method) });
  }
}
