import {
  currencyForCountry,
  SOURCE_OF_FILTER,
  type CurrencyCode,
  type EstHistoryPage,
  type EstHistoryParams,
  type Locale,
  type PurchaseHistory,
  type PurchaseItem,
  type PurchasesParams,
  type Subscription,
} from '@fanverse/contract';
import { toDefaultPage } from '../../catalogue/page';
import { decimal } from '../../premium/money';
import type { PurchasesContext } from '../purchases.factory';
import { OwnedItemsRepository } from '../ownership/owned-items.repository';
import { objectKey, type PurchaseObjects } from '../ownership/purchase-objects';
import { EstHistoryRepository } from './est-history.repository';
import { toEstAsset, toEstRedemption } from './est-redemption-view';
import { toGift, type GiftViewRow } from './gift-view';
import { PurchaseHistoryRepository, type OwnedHistoryRow } from './purchase-history.repository';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** `url` (path and query) with the query's `page` set to `page`. */
export function withPage(url: string, page: number): string {
  const parsed = new URL(url, 'http://local');
  parsed.searchParams.set('page', String(page));
  return `${parsed.pathname}${parsed.search}`;
}

/** The member's purchase history (owned items and gifts bought) and EST history (codes redeemed). */
export class PurchaseHistoryService {
  private readonly purchasesRepo: PurchaseHistoryRepository;
  private readonly estRepo: EstHistoryRepository;
  private readonly owned: OwnedItemsRepository;

  constructor(
    private readonly ctx: PurchasesContext,
    private readonly parts: { objects: PurchaseObjects },
  ) {
    this.purchasesRepo = new PurchaseHistoryRepository(ctx.db);
    this.estRepo = new EstHistoryRepository(ctx.db);
    this.owned = new OwnedItemsRepository(ctx.db);
  }

  /** GET /api/premium/2/purchases/est/me; `url` is the request's path and query (paging links). */
  async purchases(
    user: { userId: string; userGuid: string },
    params: PurchasesParams,
    lang: Locale,
    url: string,
  ): Promise<PurchaseHistory> {
    const filter = {
      userId: user.userId,
      inactive: params.inactive,
      model: params.model,
      source: params.source === 'all' ? null : SOURCE_OF_FILTER[params.source],
    };
    const [total, keys] = await Promise.all([
      this.purchasesRepo.count(filter),
      this.purchasesRepo.page(filter, params.order, (params.page - 1) * params.size, params.size),
    ]);
    const [ownedRows, giftRows] = await Promise.all([
      this.purchasesRepo.ownedRows(
        user.userId,
        keys.filter((k) => k.kind === 'owned').map((k) => k.id),
      ),
      this.purchasesRepo.giftRows(
        user.userId,
        keys.filter((k) => k.kind === 'gift').map((k) => k.id),
      ),
    ]);
    const objects = await this.parts.objects.resolve(
      ownedRows.map((r) => ({ model: r.model, uuid: r.object_uuid })),
      lang,
    );
    const ownedById = new Map(ownedRows.map((r) => [r.id, r]));
    const giftsByGuid = new Map(giftRows.map((r) => [r.guid, r]));
    const items: PurchaseItem[] = [];
    for (const key of keys) {
      const owned = key.kind === 'owned' ? ownedById.get(key.id) : undefined;
      const gift = key.kind === 'gift' ? giftsByGuid.get(key.id) : undefined;
      if (owned) items.push(this.ownedItem(owned, objects));
      else if (gift) items.push(giftItem(gift));
    }
    const totalPages = Math.max(1, Math.ceil(total / params.size));
    return {
      paging: {
        total_items: total,
        total_pages: totalPages,
        requested_page: params.page,
        items_per_page: params.size,
        previous_page_url: params.page > 1 ? withPage(url, Math.min(params.page - 1, totalPages)) : null,
        next_page_url: params.page < totalPages ? withPage(url, params.page + 1) : null,
      },
      user_guid: user.userGuid,
      items,
    };
  }

  private ownedItem(
    row: OwnedHistoryRow,
    objects: Awaited<ReturnType<PurchaseObjects['resolve']>>,
  ): PurchaseItem {
    const found = objects.get(objectKey(row.model, row.object_uuid));
    const currency = row.order_currency as CurrencyCode | null;
    return {
      sku: row.sku,
      // The catalogue's title in the request's language; the stored one once the item is gone.
      title: found?.title || row.title,
      create_dt: row.create_dt.toISOString(),
      transaction_dt: iso(row.transaction_dt),
      source: row.source,
      is_active: row.state === 'owned',
      state: row.state,
      object: { model: row.model, data: found?.data ?? {} },
      transaction_id: row.order_transaction_id,
      price: currency && row.order_total_minor !== null ? decimal(row.order_total_minor, currency) : '0.00',
      currency_code: currency,
    };
  }

  /**
   * GET /api/premium/2/est/history. `country` (the visitor's) prices the codes' assets; default
   * the configured DEFAULT_COUNTRY.
   */
  async estHistory(
    userId: string,
    params: EstHistoryParams,
    lang: Locale,
    url: string,
    country: string = this.ctx.config.DEFAULT_COUNTRY,
  ): Promise<EstHistoryPage> {
    const currency = currencyForCountry(country);
    const [count, rows] = await Promise.all([
      this.estRepo.count(userId),
      this.estRepo.page(userId, params.order, (params.page - 1) * params.page_size, params.page_size),
    ]);
    const campaigns = [...new Set(rows.map((r) => r.uuid))];
    const withSubscription = rows.some((r) => r.subscription_guid);
    const [assetRows, ownedRows, subscriptions] = await Promise.all([
      this.estRepo.assets(campaigns, currency),
      this.owned.activeOf(userId),
      withSubscription
        ? this.ctx.deps.premium.subscriptions.list(userId)
        : Promise.resolve([] as Subscription[]),
    ]);
    const objects = await this.parts.objects.resolve(
      assetRows.map((a) => ({ model: a.model, uuid: a.object_uuid })),
      lang,
    );
    const owned = new Set(ownedRows.map((r) => objectKey(r.model, r.object_uuid)));
    const subscriptionByGuid = new Map(subscriptions.map((s) => [s.guid, s]));
    const values = rows.map((row) =>
      toEstRedemption(
        row,
        assetRows
          .filter((a) => a.campaign_uuid === row.uuid)
          .map((a) => toEstAsset(a, currency, objects, owned)),
        lang,
        (row.subscription_guid && subscriptionByGuid.get(row.subscription_guid)) || null,
      ),
    );
    const path = new URL(url, 'http://local').pathname;
    return toDefaultPage(values, count, { page: params.page, pageSize: params.page_size }, path, {
      order: params.order,
      trans: new URL(url, 'http://local').searchParams.get('trans') ?? undefined,
    });
  }
}

/** A gift the member bought, as a purchase history item (object.model `gift`, data the Gift). */
function giftItem(row: GiftViewRow): PurchaseItem {
  const gift = toGift(row);
  return {
    sku: row.product_code,
    title: row.product_name,
    create_dt: row.created_at.toISOString(),
    transaction_dt: iso(row.order_paid_at),
    source: 'Purchased',
    is_active: row.state !== 'refunded' && row.state !== 'expired',
    state: row.state,
    object: { model: 'gift', data: gift },
    transaction_id: row.order_transaction_id,
    price: decimal(row.order_total_minor, row.order_currency as CurrencyCode),
    currency_code: row.order_currency,
  };
}
