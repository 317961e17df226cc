import { describe, expect, it } from 'vitest';
import { errorCode, type PremiumTestApp } from './premium-fixtures';
import { idemKey, moneyOf, returningMember, withPremiumApp } from './subscriptions-fixtures';

/*
 * Exactly-once subscribing: the one-live-subscription index and the invoice's unique charge key
 * decide, not timing. 1,000 concurrent calls on PostgreSQL (CI sets TEST_DATABASE_URL), 100 on
 * PGlite (one connection: the calls interleave rather than run in parallel).
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const N = onPostgres ? 1000 : 100;

let t: PremiumTestApp;
withPremiumApp((app) => (t = app));

const SUBSCRIBE = '/api/premium/2/subscriptions/subscribe';

describe(`concurrent calls (${N}, ${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it(
    `${N} concurrent subscribes of one member: one subscription, one charge`,
    { timeout: 180_000 },
    async () => {
      const m = await returningMember(t);
      const card = await m.addCard();
      const replies = await Promise.all(
        Array.from({ length: N }, () =>
          m.post(SUBSCRIBE, { product_code: 'premium-monthly', paymentmethod_guid: card }),
        ),
      );
      const ok = replies.filter((r) => r.statusCode === 200);
      const refused = replies.filter(
        (r) => r.statusCode === 400 && errorCode(r) === 'EXISTING_ACTIVE_SUBSCRIPTION',
      );
      expect(ok).toHaveLength(1);
      expect(refused).toHaveLength(N - 1);
      expect(await moneyOf(t, m)).toEqual({ live: 1, settled: 1, sales: 1 });
      const gatewaySales = await t.database.db
        .selectFrom('sandbox_transactions as s')
        .innerJoin('payment_methods as p', 'p.gateway_token', 's.payment_method_token')
        .select('s.id')
        .where('p.guid', '=', card)
        .execute();
      expect(gatewaySales).toHaveLength(1);
    },
  );

  it(
    'concurrent duplicates under one Idempotency-Key: one subscription, one charge',
    { timeout: 60_000 },
    async () => {
      const m = await returningMember(t);
      const card = await m.addCard();
      const key = idemKey();
      const replies = await Promise.all(
        Array.from({ length: 20 }, () =>
          m.post(
            SUBSCRIBE,
            { product_code: 'premium-monthly', paymentmethod_guid: card },
            { 'idempotency-key': key },
          ),
        ),
      );
      // Each one either did it, replayed it, or found it still running (409): never a second charge.
      for (const r of replies) expect([200, 409]).toContain(r.statusCode);
      expect(replies.some((r) => r.statusCode === 200)).toBe(true);
      expect(await moneyOf(t, m)).toEqual({ live: 1, settled: 1, sales: 1 });
    },
  );

  it('concurrent upgrades of one subscription charge the proration once', { timeout: 60_000 }, async () => {
    const m = await returningMember(t);
    const sub = await m.subscribe('premium-monthly');
    t.clock.travel({ days: 3 });
    const replies = await Promise.all(
      Array.from({ length: 20 }, () =>
        m.post(`/api/premium/2/subscriptions/${sub.guid}/resubscribe`, { product_code: 'ultra-monthly' }),
      ),
    );
    for (const r of replies) expect(r.statusCode).toBe(200);
    expect(await moneyOf(t, m)).toEqual({ live: 1, settled: 2, sales: 2 });
  });

  it(
    'concurrent promo applications: one applies, the others answer APPLIED',
    { timeout: 60_000 },
    async () => {
      const m = await returningMember(t);
      const sub = await m.subscribe('premium-monthly');
      const replies = await Promise.all(
        ['WELCOME20', 'STAYWITHUS', 'SAVE5', 'WELCOME20', 'STAYWITHUS'].map((code) =>
          m.post(`/api/premium/2/subscriptions/${sub.guid}/apply_promo`, { promo_code: code }),
        ),
      );
      expect(replies.filter((r) => r.statusCode === 200)).toHaveLength(1);
      for (const r of replies.filter((r) => r.statusCode !== 200)) expect(errorCode(r)).toBe('APPLIED');
      const redemptions = await t.database.db
        .selectFrom('premium_promo_redemptions')
        .select('promo_id')
        .where('user_id', '=', m.id)
        .execute();
      expect(redemptions).toHaveLength(1);
    },
  );
});
