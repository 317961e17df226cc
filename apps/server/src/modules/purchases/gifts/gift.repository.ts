import { sql, type Insertable, type Kysely, type Selectable } from 'kysely';
import type { Database } from '../../../db/schema';
import { giftViewQuery, type GiftViewRow } from '../history/gift-view';
import type { GiftsTable } from '../purchases.schema';

export type GiftRow = Selectable<GiftsTable>;
export type NewGift = Insertable<GiftsTable>;
/** A gift with its order and product, and the product's plan (what the claim page names). */
export type GiftFullRow = GiftViewRow & { plan_code: string };

/** The gifts' SQL: typed queries only, no rules. A member's gifts are read by sender. */
export class GiftRepository {
  constructor(private readonly db: Kysely<Database>) {}

  private full(db: Kysely<Database> = this.db) {
    return giftViewQuery(db).select('p.plan_code');
  }

  async insert(trx: Kysely<Database>, row: NewGift): Promise<GiftRow> {
    return trx.insertInto('gifts').values(row).returningAll().executeTakeFirstOrThrow();
  }

  async viewByGuid(guid: string): Promise<GiftFullRow | undefined> {
    return this.full().where('g.guid', '=', guid).executeTakeFirst();
  }

  /** The sender's gifts, newest first. */
  async sentBy(senderId: string): Promise<GiftFullRow[]> {
    return this.full()
      .where('g.sender_id', '=', senderId)
      .orderBy('g.created_at', 'desc')
      .orderBy('g.guid', 'desc')
      .execute();
  }

  /** A gift by its claim link's token hash; locked FOR UPDATE when a transaction is given. */
  async byTokenHash(hash: string, trx?: Kysely<Database>): Promise<GiftFullRow | undefined> {
    let query = this.full(trx).where('g.claim_token_hash', '=', hash);
    if (trx) query = query.forUpdate('g');
    return query.executeTakeFirst();
  }

  /**
   * Claims up to `limit` gifts whose mail is due (or only `guid`) and nobody holds, until
   * `leaseUntil`. `for update skip locked` lets two sweepers claim at once without taking the same
   * gifts; the lease keeps them theirs until the mail is marked sent.
   */
  async claimDue(
    now: Date,
    leaseUntil: Date,
    limit: number,
    guid?: string,
  ): Promise<(GiftRow & { product_period: string })[]> {
    const only = guid ? sql`and guid = ${guid}` : sql``;
    const { rows } = await sql<GiftRow & { product_period: string }>`
      update gifts set lease_until = ${leaseUntil}
       where guid in (
         select guid from gifts
          where state = 'scheduled' and mail_due_at <= ${now}
            and (lease_until is null or lease_until < ${now}) ${only}
          order by mail_due_at
          limit ${limit}
          for update skip locked)
      returning *, (select p.period from premium_products p where p.id = gifts.product_id) as product_period`.execute(
      this.db,
    );
    return rows;
  }

  /** Marks a claimed gift mailed with its link, if this sweeper still holds it (answers whether it did). */
  async markSent(
    guid: string,
    lease: Date,
    link: { tokenHash: string; expiresAt: Date; sentAt: Date },
  ): Promise<boolean> {
    const row = await this.db
      .updateTable('gifts')
      .set({
        state: 'sent',
        claim_token_hash: link.tokenHash,
        claim_expires_at: link.expiresAt,
        mail_sent_at: link.sentAt,
        lease_until: null,
      })
      .where('guid', '=', guid)
      .where('state', '=', 'scheduled')
      .where('lease_until', '=', lease)
      .returning('guid')
      .executeTakeFirst();
    return row !== undefined;
  }

  /** A mail that could not be sent: the gift is due again (its link never reached anybody). */
  async unsend(guid: string, tokenHash: string): Promise<void> {
    await this.db
      .updateTable('gifts')
      .set({ state: 'scheduled', claim_token_hash: null, claim_expires_at: null, mail_sent_at: null })
      .where('guid', '=', guid)
      .where('state', '=', 'sent')
      .where('claim_token_hash', '=', tokenHash)
      .execute();
  }

  /** Lets go of gifts this sweeper claimed but did not mark (another changed them meanwhile). */
  async release(guids: string[], lease: Date): Promise<void> {
    if (guids.length === 0) return;
    await this.db
      .updateTable('gifts')
      .set({ lease_until: null })
      .where('guid', 'in', guids)
      .where('lease_until', '=', lease)
      .execute();
  }

  /** Sent gifts whose link has run out, unclaimed: expired. Answers how many. */
  async expireLinks(now: Date): Promise<number> {
    const result = await this.db
      .updateTable('gifts')
      .set({ state: 'expired' })
      .where('state', '=', 'sent')
      .where('claim_expires_at', '<=', now)
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  /** sent → claimed, guarded on the state (answers whether this call claimed it). */
  async markClaimed(trx: Kysely<Database>, guid: string, receiverId: string, at: Date): Promise<boolean> {
    const row = await trx
      .updateTable('gifts')
      .set({ state: 'claimed', claimed_by: receiverId, claimed_at: at })
      .where('guid', '=', guid)
      .where('state', '=', 'sent')
      .returning('guid')
      .executeTakeFirst();
    return row !== undefined;
  }

  async setSubscription(trx: Kysely<Database>, guid: string, subscriptionGuid: string): Promise<void> {
    await trx
      .updateTable('gifts')
      .set({ subscription_guid: subscriptionGuid })
      .where('guid', '=', guid)
      .execute();
  }

  /** `{productCode}` of a plan's monthly (P1M, not gift) product, or null (read in `trx`). */
  async monthlyProductCode(trx: Kysely<Database>, planCode: string): Promise<{ productCode: string } | null> {
    const row = await trx
      .selectFrom('premium_products')
      .select('code')
      .where('plan_code', '=', planCode)
      .where('period', '=', 'P1M')
      .where('is_gift', '=', false)
      .where('is_active', '=', true)
      .orderBy('display_order')
      .orderBy('id')
      .executeTakeFirst();
    return row ? { productCode: row.code } : null;
  }

  async account(userId: string) {
    return this.db
      .selectFrom('users')
      .select(['id', 'guid', 'email', 'username', 'locale'])
      .where('id', '=', userId)
      .executeTakeFirst();
  }
}
