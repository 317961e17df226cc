import { sql, type Kysely } from 'kysely';
import { ENTITLED_STATES } from '@fanverse/contract';
import type { Database } from '../../db/schema';
import type { PremiumState, PremiumStateOf } from '../claims/premium-state';
import type { Clock } from './premium-clock';

/**
 * A member's premium state from their subscriptions: what the claims, the walls (video and comic
 * rights) and the activity feed follow. Entitled while the live subscription is in an entitled
 * state (trial, active, past due during its retries, cancelled until the paid-up date, comped)
 * and, if it has an expiration date, before it: access ends on time even if the scheduler that
 * marks it Expired has not run yet. `lapsed` once every subscription has ended.
 */
export function createPremiumStateOf(db: Kysely<Database>, now: Clock): PremiumStateOf {
  return async (userId: string): Promise<PremiumState> => {
    const row = await db
      .selectFrom('subscriptions as s')
      .innerJoin('premium_products as p', 'p.id', 's.product_id')
      .select(['s.state', 's.expiration_at', 'p.code'])
      .where('s.user_id', '=', userId)
      // The live one (at most one, by index) first, else the latest.
      .orderBy(sql`s.state <> 'Expired'`, 'desc')
      .orderBy('s.signup_at', 'desc')
      .limit(1)
      .executeTakeFirst();
    if (!row) return { isPremium: false, plan: null, status: 'none' };
    const entitled =
      (ENTITLED_STATES as readonly string[]).includes(row.state) &&
      (row.expiration_at === null || row.expiration_at.getTime() > now().getTime());
    return entitled
      ? { isPremium: true, plan: row.code, status: 'active' }
      : { isPremium: false, plan: null, status: 'lapsed' };
  };
}
