import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/schema';

/** The most specific tax row of a place: its country, then the longest postal prefix matching. */
export class TaxRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async rateFor(country: string, normalisedPostal: string) {
    const row = await this.db
      .selectFrom('premium_tax_rates')
      .select(['country', 'postal_prefix', 'region', 'rate', 'inclusive'])
      .where('country', '=', country)
      // starts_with, not LIKE: a prefix is data, never a pattern.
      .where(sql<boolean>`starts_with(${normalisedPostal}, postal_prefix)`)
      .orderBy(sql`length(postal_prefix)`, 'desc')
      .limit(1)
      .executeTakeFirst();
    return row ?? null;
  }
}

/** A member's payment method's place, looked up by owner only (another's is as good as none). */
export async function paymentMethodPlaceOf(db: Kysely<Database>, guid: string, userId: string) {
  const row = await db
    .selectFrom('payment_methods')
    .select(['postal_code', 'country_code_alpha2'])
    .where('guid', '=', guid)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row ?? null;
}
