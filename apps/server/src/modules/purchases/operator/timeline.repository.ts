import type { Kysely } from 'kysely';
import type { BillingTimelineEntry, CurrencyCode } from '@fanverse/contract';
import type { Database } from '../../../db/schema';
import { decimal } from '../../premium/money';

type Entry = BillingTimelineEntry;

const amount = (minor: number | string | null, currency: string | null) =>
  minor === null || currency === null ? null : decimal(Number(minor), currency as CurrencyCode);

const entry = (
  at: Date,
  kind: string,
  summary: string,
  extra: Partial<Omit<Entry, 'at' | 'kind' | 'summary'>> = {},
): Entry => ({
  at: at.toISOString(),
  kind,
  summary,
  amount: null,
  currency_code: null,
  transaction_id: null,
  detail: {},
  ...extra,
});

/**
 * A member's billing timeline (the operator's view): subscription events and transactions,
 * orders (purchases and gifts, with their refunds), ownership grants and their ends, EST code
 * redemptions, gifts sent and claimed. Newest first; entries of one instant keep the order they
 * were read in, reversed (so a subscription's `subscribed` stays below its first `charged`).
 */
export class TimelineRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async entriesOf(userId: string): Promise<Entry[]> {
    const entries = [
      ...(await this.subscriptionEvents(userId)),
      ...(await this.subscriptionTransactions(userId)),
      ...(await this.orders(userId)),
      ...(await this.ownership(userId)),
      ...(await this.redemptions(userId)),
      ...(await this.gifts(userId)),
    ];
    return entries
      .map((e, i) => ({ e, i }))
      .sort((a, b) => b.e.at.localeCompare(a.e.at) || b.i - a.i)
      .map(({ e }) => e);
  }

  private async subscriptionEvents(userId: string): Promise<Entry[]> {
    const rows = await this.db
      .selectFrom('subscription_events as e')
      .innerJoin('subscriptions as s', 's.guid', 'e.subscription_guid')
      .innerJoin('premium_products as p', 'p.id', 's.product_id')
      .select(['e.kind', 'e.detail', 'e.created_at', 'e.id', 's.guid', 'p.code'])
      .where('s.user_id', '=', userId)
      .orderBy('e.created_at')
      .orderBy('e.id')
      .execute();
    return rows.map((r) =>
      entry(r.created_at, r.kind, `Subscription ${r.code}: ${r.kind.replace(/_/g, ' ')}`, {
        detail: { ...r.detail, subscription_guid: r.guid },
      }),
    );
  }

  private async subscriptionTransactions(userId: string): Promise<Entry[]> {
    const rows = await this.db
      .selectFrom('subscription_transactions')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    return rows.map((r) => {
      const kind = r.kind === 'refund' ? 'refund' : r.status === 'settled' ? 'charge' : 'charge_failed';
      const money = amount(r.amount_minor, r.currency);
      const summary =
        kind === 'refund'
          ? `Subscription charge refunded: ${money} ${r.currency}`
          : kind === 'charge'
            ? `Subscription charged: ${money} ${r.currency}`
            : `Subscription charge ${r.status}: ${r.response_text}`;
      return entry(r.created_at, kind, summary, {
        amount: money,
        currency_code: r.currency,
        transaction_id: r.gateway_transaction_id,
        detail: { subscription_guid: r.subscription_guid, invoice_id: r.invoice_id, status: r.status },
      });
    });
  }

  private async orders(userId: string): Promise<Entry[]> {
    const rows = await this.db
      .selectFrom('premium_orders as o')
      .leftJoin('est_skus as s', 's.sku', 'o.sku')
      .leftJoin('premium_products as p', 'p.id', 'o.product_id')
      .select([
        'o.id',
        'o.kind',
        'o.sku',
        'o.status',
        'o.currency',
        'o.total_minor',
        'o.gateway_transaction_id',
        'o.refund_transaction_id',
        'o.response_text',
        'o.created_at',
        'o.paid_at',
        'o.refunded_at',
        's.title',
        'p.name as product_name',
      ])
      .where('o.user_id', '=', userId)
      .orderBy('o.created_at')
      .orderBy('o.id')
      .execute();
    const entries: Entry[] = [];
    for (const r of rows) {
      const what = r.kind === 'est' ? `"${r.title ?? r.sku}"` : `a gift of ${r.product_name ?? 'premium'}`;
      const money = amount(r.total_minor, r.currency);
      const base = {
        amount: money,
        currency_code: r.currency,
        transaction_id: r.gateway_transaction_id,
        detail: { order_id: r.id, order_kind: r.kind, sku: r.sku, status: r.status },
      };
      if (r.paid_at) {
        entries.push(
          entry(
            r.paid_at,
            r.kind === 'est' ? 'purchase' : 'gift_purchase',
            `Bought ${what}: ${money} ${r.currency}`,
            base,
          ),
        );
      } else if (r.status === 'failed') {
        entries.push(
          entry(r.created_at, 'purchase_failed', `Payment for ${what} failed: ${r.response_text}`, base),
        );
      }
      if (r.refunded_at) {
        entries.push(
          entry(r.refunded_at, 'refund', `Refunded ${what}: ${money} ${r.currency}`, {
            ...base,
            transaction_id: r.refund_transaction_id,
            detail: { ...base.detail, sale_transaction_id: r.gateway_transaction_id },
          }),
        );
      }
    }
    return entries;
  }

  private async ownership(userId: string): Promise<Entry[]> {
    const rows = await this.db
      .selectFrom('owned_items as o')
      .innerJoin('est_skus as s', 's.sku', 'o.sku')
      .leftJoin('users as g', 'g.id', 'o.granted_by')
      .select([
        'o.id',
        'o.sku',
        'o.model',
        'o.object_uuid',
        'o.source',
        'o.state',
        'o.est_code',
        'o.create_dt',
        'o.ended_at',
        's.title',
        'g.email as granted_by_email',
      ])
      .where('o.user_id', '=', userId)
      .orderBy('o.create_dt')
      .orderBy('o.id')
      .execute();
    const entries: Entry[] = [];
    for (const r of rows) {
      const detail = {
        sku: r.sku,
        model: r.model,
        uuid: r.object_uuid,
        source: r.source,
        est_code: r.est_code,
        granted_by: r.granted_by_email,
      };
      // A purchase's ownership is its order's entry; grants are entries of their own.
      if (r.source !== 'Purchased') {
        entries.push(entry(r.create_dt, 'grant', `Granted "${r.title}" (${r.source})`, { detail }));
      }
      if (r.ended_at) {
        entries.push(
          entry(r.ended_at, 'ownership_ended', `No longer owns "${r.title}" (${r.state})`, { detail }),
        );
      }
    }
    return entries;
  }

  private async redemptions(userId: string): Promise<Entry[]> {
    const rows = await this.db
      .selectFrom('est_redemptions as r')
      .innerJoin('est_campaigns as c', 'c.uuid', 'r.campaign_uuid')
      .select(['r.code', 'r.redeemed_at', 'r.subscription_guid', 'c.name', 'c.slug', 'c.type'])
      .where('r.user_id', '=', userId)
      .orderBy('r.redeemed_at')
      .execute();
    return rows.map((r) =>
      entry(r.redeemed_at, 'redemption', `Redeemed code ${r.code} (${r.name})`, {
        detail: { code: r.code, campaign: r.slug, type: r.type, subscription_guid: r.subscription_guid },
      }),
    );
  }

  private async gifts(userId: string): Promise<Entry[]> {
    const rows = await this.db
      .selectFrom('gifts as g')
      .innerJoin('premium_products as p', 'p.id', 'g.product_id')
      .selectAll('g')
      .select('p.name as product_name')
      .where((eb) => eb.or([eb('g.sender_id', '=', userId), eb('g.claimed_by', '=', userId)]))
      .orderBy('g.created_at')
      .orderBy('g.guid')
      .execute();
    const entries: Entry[] = [];
    for (const g of rows) {
      const detail = {
        gift_guid: g.guid,
        state: g.state,
        receiver_email: g.receiver_email,
        premium_start_date: g.premium_start_date,
        subscription_guid: g.subscription_guid,
      };
      if (g.sender_id === userId) {
        entries.push(
          entry(g.created_at, 'gift_sent', `Gift of ${g.product_name} to ${g.receiver_email}`, { detail }),
        );
      }
      if (g.claimed_at) {
        const mine = g.claimed_by === userId;
        entries.push(
          entry(
            g.claimed_at,
            'gift_claimed',
            mine
              ? `Claimed a gift of ${g.product_name} from ${g.sender_email}`
              : `${g.receiver_email} claimed the gift`,
            { detail: { ...detail, claimed_by_member: mine } },
          ),
        );
      }
    }
    return entries;
  }
}
