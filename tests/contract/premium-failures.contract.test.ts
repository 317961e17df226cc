import { describe, expect, it } from 'vitest';
import { premiumMapping } from '@fanverse/client';
import { taxSchema } from '@fanverse/contract';
import { expectClientCheck, expectMapped, failure } from './accounts-fixtures';
import {
  addCard,
  insertPricedProduct,
  member,
  OREGON_PLACE,
  US_PLACE,
  subscribedMember,
  type PremiumContractServer,
  withPremiumServer,
} from './premium-fixtures';

/**
 * Every failing premium reply of the real server, as the real client reads it: a declined card
 * (3006), a processor failure (FAILED_TO_SUBSCRIBE → 3034), a bad nonce (5008 on braintree_nonce),
 * a final-state product change (3017), no tax rate (3033), a tax query naming no single place
 * (5008, from the server and from the client's own check), an Idempotency-Key conflict (2999),
 * and the client checks 3000, 3001, 3015 and 5008 that stop a call before it leaves.
 */
let s: PremiumContractServer;
withPremiumServer(
  (server) => (s = server),
  async (server) => {
    await insertPricedProduct(server, 'test-declines', 200_000);
    await insertPricedProduct(server, 'test-processor-fails', 300_050);
  },
);

describe('payments that fail leave nothing behind', () => {
  it('a declined card at vault time: 3006', async () => {
    const m = await member(s);
    const e = await failure(
      m.client.premium.createPaymentMethod({
        braintree_nonce: 'fake-processor-declined-visa-nonce',
        ...US_PLACE,
      }),
    );
    expectMapped(e, { status: 400, code: 3006 }, 3006);
    expect(m.client.errors.get('createPaymentMethod').map((x) => x.code)).toEqual([3006]);
    expect(await m.client.premium.getPaymentMethods()).toEqual([]);
  });

  it('a card rejected as fraud: 3006', async () => {
    const m = await member(s);
    const e = await failure(
      m.client.premium.createPaymentMethod({
        braintree_nonce: 'fake-gateway-rejected-fraud-nonce',
        ...US_PLACE,
      }),
    );
    expectMapped(e, { status: 400, code: 3006 }, 3006);
  });

  it.each(['fake-consumed-nonce', 'fake-luhn-invalid-nonce'])(
    '%s: 400 code 8 on braintree_nonce → 5008',
    async (nonce) => {
      const m = await member(s);
      const e = await failure(m.client.premium.createPaymentMethod({ braintree_nonce: nonce, ...US_PLACE }));
      expectMapped(e, { status: 400, code: 8 }, 5008);
      expect(e.errors[0]?.field).toBe('braintree_nonce');
    },
  );

  it('a charge the processor declines at signup (amount 2000.00): 3006, no subscription', async () => {
    const m = await member(s);
    const pm = await addCard(m, 'fake-valid-nonce', OREGON_PLACE);
    const e = await failure(
      m.client.premium.subscribe({ paymentmethod_guid: pm, product_code: 'test-declines' }),
    );
    expectMapped(e, { status: 400, code: 3006 }, 3006);
    expect(await m.client.premium.getSubscriptions()).toEqual([]);
  });

  it('a charge that fails at the processor (amount 3000.50): FAILED_TO_SUBSCRIBE → 3034, no subscription', async () => {
    const m = await member(s);
    const pm = await addCard(m, 'fake-valid-nonce', OREGON_PLACE);
    const e = await failure(
      m.client.premium.subscribe({ paymentmethod_guid: pm, product_code: 'test-processor-fails' }),
    );
    expectMapped(e, { status: 400, code: 'FAILED_TO_SUBSCRIBE' }, 3034);
    expect(m.client.errors.get('subscribe').map((x) => x.code)).toEqual([3034]);
    expect(await m.client.premium.getSubscriptions()).toEqual([]);
  });
});

describe('subscription rules', () => {
  it('an expired subscription cannot change product: 3017', async () => {
    const { m, subscription } = await subscribedMember(s, 'ultra-monthly');
    await m.client.premium.cancelSubscription(subscription.guid);
    s.clock.travel({ days: 40 });
    await s.premium.renewals.runOnce();
    expect((await m.client.premium.getSubscription(subscription.guid)).state).toEqual({
      active: false,
      state: 'Expired',
    });
    const e = await failure(m.client.premium.changeProduct(subscription.guid, 'premium-annual'));
    expectMapped(e, { status: 400, code: 3017 }, 3017);
    expect(m.client.errors.get('changeProduct').map((x) => x.code)).toEqual([3017]);
  });
});

describe('tax', () => {
  it('a place without a tax rate (Canada): 3033', async () => {
    const m = await member(s);
    const e = await failure(
      m.client.premium.getTax({
        postal_code: 'M5V 3L9',
        country_code_alpha2: 'CA',
        product_code: 'premium-monthly',
      }),
    );
    expectMapped(e, { status: 400, code: 3033 }, 3033);
    expect(m.client.errors.get('getTax').map((x) => x.code)).toEqual([3033]);
  });

  it('the server refuses a query naming both a payment method and a place: 5008', async () => {
    const m = await member(s);
    const pm = await addCard(m);
    // Straight through the HTTP layer with the premium mapping: the client's own check would stop it.
    const e = await failure(
      m.client.http.request({
        method: 'GET',
        path: '/api/premium/2/tax',
        query: { paymentmethod_guid: pm, ...US_PLACE, product_code: 'premium-monthly' },
        schema: taxSchema,
        mapping: premiumMapping,
      }),
    );
    expect(e.status).toBe(400);
    expect(e.errors[0]?.code).toBe(5008);
  });

  it('the client stops a query naming no single place, or no product, before it leaves: 5008', async () => {
    const m = await member(s);
    const p = m.client.premium;
    await expectClientCheck(m, p.getTax({ product_code: 'premium-monthly' }), 5008);
    await expectClientCheck(m, p.getTax({ postal_code: '10001', product_code: 'premium-monthly' }), 5008);
    await expectClientCheck(m, p.getTax({ ...US_PLACE, product_code: '' }), 5008);
  });
});

describe('Idempotency-Key', () => {
  it('the same key and body: the first reply again, one payment method', async () => {
    const m = await member(s);
    const body = { braintree_nonce: 'fake-valid-mastercard-nonce', ...US_PLACE };
    const first = await m.client.premium.createPaymentMethod(body, { idempotencyKey: 'add-card-action-1' });
    const again = await m.client.premium.createPaymentMethod(body, { idempotencyKey: 'add-card-action-1' });
    expect(again).toEqual(first);
    expect(await m.client.premium.getPaymentMethods()).toHaveLength(1);
  });

  it('the same key with another body: IDEMPOTENCY_KEY_REUSED → 2999', async () => {
    const m = await member(s);
    const pm = await addCard(m);
    const idempotencyKey = 'subscribe-action-1';
    await m.client.premium.subscribe(
      { paymentmethod_guid: pm, product_code: 'premium-monthly' },
      { idempotencyKey },
    );
    const e = await failure(
      m.client.premium.subscribe(
        { paymentmethod_guid: pm, product_code: 'ultra-annual' },
        { idempotencyKey },
      ),
    );
    expectMapped(e, { status: 409, code: 'IDEMPOTENCY_KEY_REUSED' }, 2999);
    expect((await m.client.premium.getSubscriptions()).map((x) => x.product.code)).toEqual([
      'premium-monthly',
    ]);
  });

  it('a double submit of one action makes one subscription', async () => {
    const m = await member(s);
    const pm = await addCard(m);
    const idempotencyKey = 'subscribe-double-click';
    const body = { paymentmethod_guid: pm, product_code: 'premium-annual' };
    const results = await Promise.allSettled([
      m.client.premium.subscribe(body, { idempotencyKey }),
      m.client.premium.subscribe(body, { idempotencyKey }),
    ]);
    const guids = new Set(
      results.flatMap((r) => (r.status === 'fulfilled' ? [r.value.subscription.guid] : [])),
    );
    expect(guids.size).toBe(1);
    for (const r of results) {
      // The second either replays the first reply or, while the first still runs, is 2999.
      if (r.status === 'rejected')
        expect(await failure(Promise.reject(r.reason)).then((x) => x.errors[0]?.code)).toBe(2999);
    }
    expect(await m.client.premium.getSubscriptions()).toHaveLength(1);
  });
});

describe('client checks stop the call before it leaves', () => {
  it('3000 subscription guid, 3001 payment method guid, 3015 promo code', async () => {
    const m = await member(s);
    const p = m.client.premium;
    await expectClientCheck(m, p.getSubscription(''), 3000);
    await expectClientCheck(m, p.cancelSubscription(' '), 3000);
    await expectClientCheck(m, p.changeProduct('', 'ultra-monthly'), 3000);
    await expectClientCheck(m, p.getPaymentMethod(''), 3001);
    await expectClientCheck(m, p.subscribe({ product_code: 'premium-monthly' }), 3001);
    await expectClientCheck(m, p.changePaymentMethod('d3b07384-d9a0-4c9b-8f2e-1a2b3c4d5e6f', ''), 3001);
    await expectClientCheck(m, p.getPromo(''), 3015);
    await expectClientCheck(m, p.applyProfilePromo(''), 3015);
  });
});
