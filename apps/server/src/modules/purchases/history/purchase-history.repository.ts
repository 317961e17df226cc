import { sql, type Kysely } from 'kysely';
import type { PurchaseModel, PurchaseOrder, PurchaseSource } from '@fanverse/contract';
import type { Database } from '../../../db/schema';
import { giftViewQuery, type GiftViewRow } from './gift-view';

export interface HistoryFilter {
  userId: string;
  /** false: active rows only (owned items `owned`; gifts not refunded or expired). */
  inactive: boolean;
  /** Owned items of this model only (gifts excluded); null: everything. */
  model: PurchaseModel | null;
  /** Only this source (gifts are `Purchased`); null: every source. */
  source: PurchaseSource | null;
}

/** One line of the merged history: an owned item or a gift, with what it is ordered by. */
export interface HistoryKey {
  kind: 'owned' | 'gift';
  id: string;
}

/** The owned item with its sku's stored title and the order that paid for it (if any). */
export interface OwnedHistoryRow {
  id: string;
  model: PurchaseModel;
  object_uuid: string;
  sku: string;
  title: string;
  source: PurchaseSource;
  state: 'owned' | 'refunded' | 'revoked';
  create_dt: Date;
  transaction_dt: Date | null;
  order_transaction_id: string | null;
  order_total_minor: number | null;
  order_currency: string | null;
}

const ORDER_COLUMN: Record<string, 'title' | 'create_dt'> = { title: 'title', purchase_date: 'create_dt' };

/**
 * The caller's purchase history: owned items and the gifts they bought, merged in one ordered,
 * paged query (a union), then each page's rows read in full. Every query is by owner.
 */
export class PurchaseHistoryRepository {
  constructor(private readonly db: Kysely<Database>) {}

  private merged(filter: HistoryFilter) {
    let owned = this.db
      .selectFrom('owned_items as oi')
      .innerJoin('est_skus as s', 's.sku', 'oi.sku')
      .select([
        sql<'owned' | 'gift'>`'owned'::text`.as('kind'),
        sql<string>`oi.id::text`.as('id'),
        's.title as title',
        'oi.create_dt as create_dt',
      ])
      .where('oi.user_id', '=', filter.userId);
    if (!filter.inactive) owned = owned.where('oi.state', '=', 'owned');
    if (filter.model) owned = owned.where('oi.model', '=', filter.model);
    if (filter.source) owned = owned.where('oi.source', '=', filter.source);

    let gifts = this.db
      .selectFrom('gifts as g')
      .innerJoin('premium_products as p', 'p.id', 'g.product_id')
      .select([
        sql<'owned' | 'gift'>`'gift'::text`.as('kind'),
        sql<string>`g.guid::text`.as('id'),
        'p.name as title',
        'g.created_at as create_dt',
      ])
      .where('g.sender_id', '=', filter.userId);
    if (!filter.inactive) gifts = gifts.where('g.state', 'not in', ['refunded', 'expired']);
    // Gifts are bought (source Purchased) and have no episode or book model.
    const withGifts = filter.model === null && (filter.source === null || filter.source === 'Purchased');
    return withGifts ? owned.unionAll(gifts) : owned;
  }

  async count(filter: HistoryFilter): Promise<number> {
    const row = await this.db
      .selectFrom(this.merged(filter).as('h'))
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async page(
    filter: HistoryFilter,
    order: PurchaseOrder,
    offset: number,
    limit: number,
  ): Promise<HistoryKey[]> {
    const desc = order.startsWith('-');
    const column = ORDER_COLUMN[desc ? order.slice(1) : order] ?? 'create_dt';
    return (
      this.db
        .selectFrom(this.merged(filter).as('h'))
        .select(['h.kind', 'h.id'])
        .orderBy(`h.${column}`, desc ? 'desc' : 'asc')
        // Ties by id, so a page boundary never repeats or skips a row.
        .orderBy('h.id', 'asc')
        .offset(offset)
        .limit(limit)
        .execute()
    );
  }

  async ownedRows(userId: string, ids: string[]): Promise<OwnedHistoryRow[]> {
    if (ids.length === 0) return [];
    return ownedItemRows(this.db).where('oi.user_id', '=', userId).where('oi.id', 'in', ids).execute();
  }

  async giftRows(userId: string, guids: string[]): Promise<GiftViewRow[]> {
    if (guids.length === 0) return [];
    return giftViewQuery(this.db).where('g.sender_id', '=', userId).where('g.guid', 'in', guids).execute();
  }
}

/**
 * Owned items (`oi`) as OwnedHistoryRow: with their sku's stored title and the order that paid for
 * them, if any. The caller filters: by owner for the history, by id for the operator's grant.
 */
export function ownedItemRows(db: Kysely<Database>) {
  return db
    .selectFrom('owned_items as oi')
    .innerJoin('est_skus as s', 's.sku', 'oi.sku')
    .leftJoin('premium_orders as o', 'o.id', 'oi.order_id')
    .select([
      'oi.id',
      'oi.model',
      'oi.object_uuid',
      'oi.sku',
      's.title',
      'oi.source',
      'oi.state',
      'oi.create_dt',
      'oi.transaction_dt',
      'o.gateway_transaction_id as order_transaction_id',
      'o.total_minor as order_total_minor',
      'o.currency as order_currency',
    ]);
}
