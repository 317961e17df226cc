import { describe, expect, it } from 'vitest';
import { premiumMember, type PremiumMember, type PremiumTestApp } from './premium-fixtures';
import { returningMember, withPremiumApp } from './subscriptions-fixtures';

/*
 * A card disabled while a subscription is being pointed at it (subscribe, resubscribe, change
 * payment method, all at once with the disable): the subscription paths read the card locked
 * FOR SHARE in their own transaction, so either the disable lands first (the subscription call
 * answers a coded 4xx) or it waits and then refuses (3001), never a live subscription on a
 * disabled card. Real parallelism on PostgreSQL (CI sets TEST_DATABASE_URL); on PGlite (one
 * connection) the calls interleave.
 */
const PAIRS = 50;

let t: PremiumTestApp;
withPremiumApp((app) => (t = app));

const BASE = '/api/premium/2/subscriptions';
/**
 * The disable of pair i starts i × 3 ms after its partner, so across the pairs it lands at
 * every point of the other call's work (before its read of the card, between the read and its
 * write, after the commit), not only at the start.
 */
const disable = async (m: PremiumMember, card: string, i: number) => {
  await new Promise((resolve) => setTimeout(resolve, i * 3));
  return m.post(`/api/premium/2/paymentmethods/${card}/disable`);
};

/** Subscriptions that would still charge (any state but Canceled, Comped, Expired) a disabled card. */
async function liveOnDisabledCards(members: PremiumMember[]): Promise<number> {
  const rows = await t.database.db
    .selectFrom('subscriptions as s')
    .innerJoin('payment_methods as p', 'p.guid', 's.payment_method_guid')
    .select('s.guid')
    .where(
      's.user_id',
      'in',
      members.map((m) => m.id),
    )
    .where('s.state', 'not in', ['Canceled', 'Comped', 'Expired'])
    .where('p.status', '=', 'disabled')
    .execute();
  return rows.length;
}

/** Every reply is a success or a coded 4xx: never a 5xx. */
function expectCoded(replies: { statusCode: number; json: () => { errors?: { code: unknown }[] } }[]) {
  for (const r of replies) {
    if (r.statusCode === 200) continue;
    expect(r.statusCode).toBeGreaterThanOrEqual(400);
    expect(r.statusCode).toBeLessThan(500);
    expect(r.json().errors?.[0]?.code).toBeDefined();
  }
}

const members = (n: number, make: (t: PremiumTestApp) => Promise<PremiumMember>) =>
  Promise.all(Array.from({ length: n }, () => make(t)));

describe(`a disable racing the subscription paths (${PAIRS} pairs each)`, () => {
  it(
    'subscribe and disable at once: never a live subscription on a disabled card',
    { timeout: 120_000 },
    async () => {
      const ms = await members(PAIRS, premiumMember);
      const cards = await Promise.all(ms.map((m) => m.addCard()));
      const replies = await Promise.all(
        ms.flatMap((m, i) => [
          m.post(`${BASE}/subscribe`, { product_code: 'premium-monthly', paymentmethod_guid: cards[i] }),
          disable(m, cards[i]!, i),
        ]),
      );
      expectCoded(replies);
      expect(await liveOnDisabledCards(ms)).toBe(0);
      // Each pair ended one way or the other: a subscription on a live card, or a disabled card.
      for (let i = 0; i < PAIRS; i++) {
        const [sub, off] = [replies[2 * i]!, replies[2 * i + 1]!];
        expect(sub.statusCode === 200 || off.statusCode === 200).toBe(true);
        expect(sub.statusCode === 200 && off.statusCode === 200).toBe(false);
      }
    },
  );

  it('change_paymentmethod and disable of the new card at once', { timeout: 120_000 }, async () => {
    const ms = await members(PAIRS, premiumMember);
    const subs = await Promise.all(ms.map((m) => m.subscribe('premium-monthly')));
    const cards = await Promise.all(ms.map((m) => m.addCard('fake-valid-mastercard-nonce')));
    const replies = await Promise.all(
      ms.flatMap((m, i) => [
        m.post(`${BASE}/${subs[i].guid}/change_paymentmethod`, { paymentmethod_guid: cards[i] }),
        disable(m, cards[i]!, i),
      ]),
    );
    expectCoded(replies);
    expect(await liveOnDisabledCards(ms)).toBe(0);
  });

  it(
    'resubscribe of a Canceled subscription and disable of its card at once',
    { timeout: 120_000 },
    async () => {
      const ms = await members(PAIRS, returningMember);
      const subs = await Promise.all(ms.map((m) => m.subscribe('premium-monthly')));
      await Promise.all(ms.map((m, i) => m.post(`${BASE}/${subs[i].guid}/cancel`)));
      const replies = await Promise.all(
        ms.flatMap((m, i) => [
          m.post(`${BASE}/${subs[i].guid}/resubscribe`, {}),
          disable(m, subs[i].paymentmethod_guid as string, i),
        ]),
      );
      expectCoded(replies);
      expect(await liveOnDisabledCards(ms)).toBe(0);
      // A reactivation that came second found its card gone: 400 code 3001, still Canceled.
      const refused = replies.filter((r, i) => i % 2 === 0 && r.statusCode !== 200);
      for (const r of refused) expect(r.json().errors[0].code).toBe(3001);
    },
  );
});
