import { describe, expect, it } from 'vitest';
import { errorCode, premiumMember, type PremiumTestApp } from './premium-fixtures';
import { moneyOf, returningMember, subUrl, withPremiumApp } from './subscriptions-fixtures';

let t: PremiumTestApp;
withPremiumApp((app) => (t = app));

describe("another member's subscription", () => {
  it('is never seen, canceled, changed or promoted by someone else: 404 NOT_FOUND, like a missing one', async () => {
    const a = await returningMember(t);
    const b = await premiumMember(t);
    const sub = await a.subscribe('premium-monthly');
    const bCard = await b.addCard();
    const missing = '00000000-0000-4000-8000-000000000000';

    for (const guid of [sub.guid, missing]) {
      const calls = [
        () => b.get(subUrl(guid)),
        () => b.get(subUrl(guid, 'events')),
        () => b.post(subUrl(guid, 'cancel')),
        () => b.post(subUrl(guid, 'resubscribe'), {}),
        () => b.post(subUrl(guid, 'resubscribe'), { product_code: 'ultra-monthly' }),
        () => b.post(subUrl(guid, 'change_paymentmethod'), { paymentmethod_guid: bCard }),
        () => b.post(subUrl(guid, 'apply_promo'), { promo_code: 'WELCOME20' }),
      ];
      for (const call of calls) {
        const res = await call();
        expect(res.statusCode).toBe(404);
        expect(errorCode(res)).toBe('NOT_FOUND');
        expect(res.json().message).toBe('This subscription does not exist.');
      }
    }
    // A's subscription is untouched and B's lists hold none of A's.
    const mine = (await a.get(subUrl(sub.guid))).json();
    expect(mine).toMatchObject({
      state: { state: 'Active' },
      promos: [],
      product: { code: 'premium-monthly' },
    });
    expect((await b.get('/api/premium/2/subscriptions')).json()).toEqual([]);
    expect((await b.get('/api/premium/2/transactions')).json()).toEqual([]);
    expect((await a.get('/api/premium/2/transactions')).json()).toHaveLength(1);
    expect(await moneyOf(t, b)).toEqual({ live: 0, settled: 0, sales: 0 });
  });

  it("no one subscribes with another member's card", async () => {
    const a = await premiumMember(t);
    const b = await returningMember(t);
    const aCard = await a.addCard();
    const res = await b.post('/api/premium/2/subscriptions/subscribe', {
      product_code: 'premium-monthly',
      paymentmethod_guid: aCard,
    });
    expect(res.statusCode).toBe(404);
    expect(errorCode(res)).toBe('NOT_FOUND');
    expect(await moneyOf(t, b)).toEqual({ live: 0, settled: 0, sales: 0 });
  });

  it('every call needs a session, and a malformed guid answers 400', async () => {
    for (const [method, url, payload] of [
      ['GET', '/api/premium/2/subscriptions', undefined],
      ['GET', '/api/premium/2/transactions', undefined],
      ['POST', '/api/premium/2/subscriptions/subscribe', { product_code: 'premium-monthly' }],
      ['POST', '/api/premium_profiles/me/apply_promo', { promo_code: 'WELCOME20' }],
    ] as const) {
      const res = await t.app.inject({ method, url, ...(payload ? { payload } : {}) });
      expect(res.statusCode).toBe(401);
    }
    const m = await premiumMember(t);
    expect((await m.get(subUrl('not-a-guid'))).statusCode).toBe(400);
  });
});
