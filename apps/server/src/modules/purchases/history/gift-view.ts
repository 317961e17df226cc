import type { Kysely, Selectable } from 'kysely';
import { MONTHS_OF_PERIOD, type CurrencyCode, type Gift } from '@fanverse/contract';
import type { Database } from '../../../db/schema';
import { decimal } from '../../premium/money';
import type { GiftsTable, OrderStatus } from '../purchases.schema';

/** A gift row with what its entity needs from its order and product (giftViewQuery selects it). */
export type GiftViewRow = Selectable<GiftsTable> & {
  order_status: OrderStatus;
  order_transaction_id: string | null;
  order_total_minor: number;
  order_currency: string;
  order_paid_at: Date | null;
  product_code: string;
  product_name: string;
  product_period: string;
};

/**
 * The gifts with their order and product, as `toGift` reads them; narrow it with `where` on the
 * `g.` columns (always by owner: `g.sender_id`, or the claim token's hash).
 */
export function giftViewQuery(db: Kysely<Database>) {
  return db
    .selectFrom('gifts as g')
    .innerJoin('premium_orders as o', 'o.id', 'g.order_id')
    .innerJoin('premium_products as p', 'p.id', 'g.product_id')
    .selectAll('g')
    .select([
      'o.status as order_status',
      'o.gateway_transaction_id as order_transaction_id',
      'o.total_minor as order_total_minor',
      'o.currency as order_currency',
      'o.paid_at as order_paid_at',
      'p.code as product_code',
      'p.name as product_name',
      'p.period as product_period',
    ]);
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * YYYY-MM-DD of a `date` column: db/database.ts's type parsers answer date columns as text,
 * whatever purchases.schema.ts's DateColumn says, so both are read.
 */
export const dateText = (d: Date | string) => (typeof d === 'string' ? d : d.toISOString()).slice(0, 10);

/** The sale's status as the Gift entity names it: the order refunded, else settled once paid. */
function transactionStatus(status: OrderStatus): string {
  if (status === 'refunded') return 'refunded';
  if (status === 'paid') return 'settled';
  return status;
}

/** Spec "Gift" from a giftViewQuery row (shared by purchase history and the gifts part). */
export function toGift(row: GiftViewRow): Gift {
  return {
    guid: row.guid,
    personal_message: row.personal_message,
    premium_start_date: dateText(row.premium_start_date),
    product_currency: row.product_currency,
    product_id: row.product_id,
    product_price: decimal(row.product_price_minor, row.product_currency as CurrencyCode),
    receiver_email: row.receiver_email,
    receiver_name: row.receiver_name,
    sender_email: row.sender_email,
    sender_name: row.sender_name,
    transaction_id: row.order_transaction_id ?? '',
    transaction_status: transactionStatus(row.order_status),
    state: row.state,
    product_name: row.product_name,
    months: MONTHS_OF_PERIOD[row.product_period] ?? 1,
    claim_expires_at: iso(row.claim_expires_at),
    claimed_at: iso(row.claimed_at),
    created_at: row.created_at.toISOString(),
  };
}
