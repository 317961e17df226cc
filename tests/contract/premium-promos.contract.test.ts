import { describe, expect, it } from 'vitest';
import { expectMapped, failure } from './accounts-fixtures';
import {
  addCard,
  member,
  subscribedMember,
  type PremiumContractServer,
  withPremiumServer,
} from './premium-fixtures';

/**
 * Promo codes of the real server through the real client: the look-up priced against a product,
 * and the spec §8 promo rows end to end: NOT_FOUND → 3012, MAX_USAGE → 3013, EXPIRED → 3014,
 * APPLIED → 3020, on the look-up, on apply_promo and on the profile's apply_promo.
 */
let s: PremiumContractServer;
withPremiumServer((server) => (s = server));

/** A member with a trial subscription to premium-monthly. */
const subscriber = (promo_code?: string) => subscribedMember(s, 'premium-monthly', promo_code);

describe('promo look-up', () => {
  it('a code in any case, priced against the product asked for', async () => {
    const m = await member(s);
    const catalog = await m.client.premium.getCatalog();
    const monthly = catalog.plans[0]!.products.find((p) => p.code === 'premium-monthly')!;
    const promo = await m.client.premium.getPromo('welcome20', monthly.id);
    expect(promo).toMatchObject({
      code: 'WELCOME20',
      type: 'percent',
      base_price: '7.99',
      discounted_price: '6.39',
      is_applicable: true,
    });
  });

  it('an unknown code: NOT_FOUND → 3012', async () => {
    const m = await member(s);
    const e = await failure(m.client.premium.getPromo('NOSUCHCODE'));
    expectMapped(e, { status: 404, code: 'NOT_FOUND' }, 3012);
    expect(m.client.errors.get('getPromo').map((x) => x.code)).toEqual([3012]);
  });

  it('an expired code: EXPIRED → 3014', async () => {
    const m = await member(s);
    expectMapped(
      await failure(m.client.premium.getPromo('OLDPROMO')),
      { status: 400, code: 'EXPIRED' },
      3014,
    );
  });
});

describe('applying a promo', () => {
  it('to a subscription: the promo shows on it and in the reloaded list', async () => {
    const { m, subscription } = await subscriber();
    // A signup discount during the trial (a retention offer would answer 3025 here: docs/purchases.md).
    const change = await m.client.premium.applyPromo(subscription.guid, 'welcome20');
    expect(change.subscription.promos).toEqual([{ code: 'WELCOME20' }]);
    expect(change.subscriptions[0]?.promos).toEqual([{ code: 'WELCOME20' }]);
  });

  it('a second promo on the same subscription: APPLIED → 3020', async () => {
    const { m, subscription } = await subscriber('WELCOME20');
    const e = await failure(m.client.premium.applyPromo(subscription.guid, 'SAVE5'));
    expectMapped(e, { status: 400, code: 'APPLIED' }, 3020);
    expect(m.client.errors.get('applyPromo').map((x) => x.code)).toEqual([3020]);
  });

  it('an unknown code on apply_promo and on the profile: 3012; an expired one 3014', async () => {
    const { m, subscription } = await subscriber();
    expectMapped(
      await failure(m.client.premium.applyPromo(subscription.guid, 'NOSUCHCODE')),
      { status: 404, code: 'NOT_FOUND' },
      3012,
    );
    expectMapped(
      await failure(m.client.premium.applyProfilePromo('NOSUCHCODE')),
      { status: 404, code: 'NOT_FOUND' },
      3012,
    );
    expectMapped(
      await failure(m.client.premium.applyProfilePromo('OLDPROMO')),
      { status: 400, code: 'EXPIRED' },
      3014,
    );
  });

  it('a code used its maximum number of times: MAX_USAGE → 3013', async () => {
    const first = await subscriber();
    await first.m.client.premium.applyPromo(first.subscription.guid, 'LIMITED1');
    const second = await subscriber();
    const e = await failure(second.m.client.premium.applyPromo(second.subscription.guid, 'LIMITED1'));
    expectMapped(e, { status: 400, code: 'MAX_USAGE' }, 3013);
  });

  it('a refused promo at subscribe reads as on the promo calls, and leaves no subscription', async () => {
    const m = await member(s);
    const pm = await addCard(m);
    const subscribe = (promo_code: string) =>
      m.client.premium.subscribe({ paymentmethod_guid: pm, product_code: 'premium-monthly', promo_code });
    expectMapped(await failure(subscribe('OLDPROMO')), { status: 400, code: 'EXPIRED' }, 3014);
    expectMapped(await failure(subscribe('LIMITED1')), { status: 400, code: 'MAX_USAGE' }, 3013);
    const unknown = await failure(subscribe('NOSUCHCODE'));
    expect(unknown.errors[0]?.code).toBe(3012);
    expect(await m.client.premium.getSubscriptions()).toEqual([]);
  });

  it('a fixed-term promo needs no payment method; another promo without one is refused by the server', async () => {
    const m = await member(s);
    const comped = await m.client.premium.subscribe({
      product_code: 'premium-monthly',
      promo_code: 'friends3',
    });
    expect(comped.subscription.paymentmethod_guid).toBeNull();
    expect(comped.subscription.state.active).toBe(true);
    const other = await member(s);
    const e = await failure(
      other.client.premium.subscribe({ product_code: 'premium-monthly', promo_code: 'WELCOME20' }),
    );
    expectMapped(e, { status: 400, code: 3001 }, 3001);
    expect(other.sent).toContain('POST /api/premium/2/subscriptions/subscribe');
    expect(await other.client.premium.getSubscriptions()).toEqual([]);
  });

  it('the profile call applies to the member’s current subscription', async () => {
    const { m } = await subscriber();
    const applied = await m.client.premium.applyProfilePromo('save5');
    expect(applied.promos).toEqual([{ code: 'SAVE5' }]);
  });
});
