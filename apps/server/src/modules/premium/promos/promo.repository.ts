import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../../db/schema';
import type { PromoRow } from '../premium-rows';

/** Kysely queries over promo codes and their redemptions. */
export class PromoRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Codes are stored upper case; a look-up ignores the case it was typed in. */
  async byCode(code: string): Promise<PromoRow | null> {
    const row = await this.db
      .selectFrom('premium_promos')
      .selectAll()
      .where('code', '=', code.trim().toUpperCase())
      .executeTakeFirst();
    return row ?? null;
  }

  async byId(id: number): Promise<PromoRow | null> {
    const row = await this.db
      .selectFrom('premium_promos')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    return row ?? null;
  }

  /** Every retention offer (is_retention_offer), oldest first: the cancel step lists the usable ones. */
  async retentionOffers(): Promise<PromoRow[]> {
    return this.db
      .selectFrom('premium_promos')
      .selectAll()
      .where('is_retention_offer', '=', true)
      .orderBy('id')
      .execute();
  }

  async redeemedBy(promoId: number, userId: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('premium_promo_redemptions')
      .select('promo_id')
      .where('promo_id', '=', promoId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** One redemption per member and code: false when this member already has one. */
  async insertRedemption(
    trx: Transaction<Database>,
    promoId: number,
    userId: string,
    subscriptionGuid: string,
  ) {
    const row = await trx
      .insertInto('premium_promo_redemptions')
      .values({ promo_id: promoId, user_id: userId, subscription_guid: subscriptionGuid })
      .onConflict((oc) => oc.columns(['promo_id', 'user_id']).doNothing())
      .returning('promo_id')
      .executeTakeFirst();
    return row !== undefined;
  }

  /**
   * Counts one use unless the code is used up: a guarded update, so concurrent redeemers queue
   * on the row and the condition is checked again against the committed count (PostgreSQL
   * re-evaluates the WHERE after the lock). False when no use was left.
   */
  async takeUse(trx: Transaction<Database>, promoId: number): Promise<boolean> {
    const result = await trx
      .updateTable('premium_promos')
      .set({ uses: sql`uses + 1` })
      .where('id', '=', promoId)
      .where((eb) => eb.or([eb('max_uses', 'is', null), eb('uses', '<', eb.ref('max_uses'))]))
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }
}
