import crypto from 'node:crypto';
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { subscriptionSchema } from '@fanverse/contract';
import { insertEpisode } from '../playback/playback-fixtures';
import { GB_PLACE, errorCode, premiumMember, type PremiumTestApp } from './premium-fixtures';
import {
  cardBehavesAs,
  idemKey,
  moneyOf,
  premiumClaims,
  returningMember,
  setPrice,
  START,
  withPremiumApp,
} from './subscriptions-fixtures';

let t: PremiumTestApp;
// Every test starts on 2026-03-01 12:00 UTC (the dates below are exact).
withPremiumApp((app) => (t = app), { clockAt: START });

const SUBSCRIBE = '/api/premium/2/subscriptions/subscribe';

describe('subscribe with a trial', () => {
  it('starts a 7-day Free Trial with no charge; claims say premium and premium walls open', async () => {
    const m = await premiumMember(t);
    const episode = await insertEpisode(t.database.db, { wall_type: 0 });
    const before = decodeJwt((await m.get(`/api/5/1/rights/episode/${episode.uuid}`)).json().token);
    expect(before.rights).toMatchObject({ can_watch: false });

    const sub = subscriptionSchema.parse(await m.subscribe('premium-monthly'));
    expect(sub.state).toEqual({ active: true, state: 'Free Trial' });
    expect(sub.premium_status).toBe('active');
    expect(sub.user_guid).toBe(m.guid);
    expect(sub.premium_signup_date).toBe('2026-03-01T12:00:00.000Z');
    expect(sub.premium_free_trial_end_date).toBe('2026-03-08T12:00:00.000Z');
    expect(sub.premium_next_pay_date).toBe('2026-03-08T12:00:00.000Z');
    // 7.99 + New York's 8.875% (0.709 → 0.71).
    expect(sub.premium_next_pay_amount).toBe('8.70');
    expect(sub.revenue).toBe('0.00');
    expect(sub.most_recent_transaction).toBeNull();
    expect(sub.product).toMatchObject({ code: 'premium-monthly', period: 'P1M', plan: 'premium' });
    expect(sub.currency_code).toBe('USD');
    expect(await moneyOf(t, m)).toEqual({ live: 1, settled: 0, sales: 0 });

    const claims = await premiumClaims(t, m);
    expect(claims).toMatchObject({ user_type: 'premium', plan: 'premium-monthly' });
    const after = decodeJwt((await m.get(`/api/5/1/rights/episode/${episode.uuid}`)).json().token);
    expect(after.rights).toMatchObject({ can_watch: true });

    const events = (await m.get(`/api/premium/2/subscriptions/${sub.guid}/events`)).json();
    expect(events.map((e: { kind: string }) => e.kind)).toEqual(['subscribed', 'trial_started']);
  });

  it('a second subscribe answers EXISTING_ACTIVE_SUBSCRIPTION and charges nothing', async () => {
    const m = await premiumMember(t);
    await m.subscribe('premium-monthly');
    const card = await m.addCard();
    const res = await m.post(SUBSCRIBE, { product_code: 'ultra-monthly', paymentmethod_guid: card });
    expect(res.statusCode).toBe(400);
    expect(errorCode(res)).toBe('EXISTING_ACTIVE_SUBSCRIPTION');
    expect(await moneyOf(t, m)).toEqual({ live: 1, settled: 0, sales: 0 });
  });

  it('a TRIAL30 promo gives 30 days instead', async () => {
    const m = await premiumMember(t);
    const sub = await m.subscribe('premium-monthly', { promo_code: 'trial30' });
    expect(sub.premium_free_trial_end_date).toBe('2026-03-31T12:00:00.000Z');
    expect(sub.promos).toEqual([{ code: 'TRIAL30' }]);
  });
});

describe('subscribe without a trial', () => {
  it('charges the first period at once: Active, revenue, the period a calendar month', async () => {
    const m = await premiumMember(t);
    const sub = await m.subscribe('ultra-monthly');
    expect(sub.state).toEqual({ active: true, state: 'Active' });
    expect(sub.premium_free_trial_end_date).toBeNull();
    expect(sub.premium_last_pay_date).toBe('2026-03-01T12:00:00.000Z');
    expect(sub.premium_next_pay_date).toBe('2026-04-01T12:00:00.000Z');
    // 12.99 + 8.875% (1.1528… → 1.15).
    expect(sub.revenue).toBe('14.14');
    expect(sub.premium_next_pay_amount).toBe('14.14');
    expect(sub.most_recent_transaction).toMatchObject({ merchant_type: 'Braintree' });
    expect(await moneyOf(t, m)).toEqual({ live: 1, settled: 1, sales: 1 });

    const [tx] = (await m.get('/api/premium/2/transactions')).json();
    expect(tx).toMatchObject({
      subscription_guid: sub.guid,
      kind: 'sale',
      status: 'settled',
      reason: 'signup',
      base_price: '12.99',
      tax_amount: '1.15',
      total: '14.14',
      tax_rate: 0.08875,
      tax_inclusive: false,
      currency_code: 'USD',
      period_start: '2026-03-01T12:00:00.000Z',
      period_end: '2026-04-01T12:00:00.000Z',
      payment_method: { cc_type: 'Visa', cc_last_4: '1111' },
    });
    expect(tx.transaction_id).toBe(sub.most_recent_transaction.transaction_id);
    const events = (await m.get(`/api/premium/2/subscriptions/${sub.guid}/events`)).json();
    expect(events.map((e: { kind: string }) => e.kind)).toEqual(['subscribed', 'charged']);
  });

  it('a member who had a subscription before gets no second trial', async () => {
    const m = await returningMember(t);
    const sub = await m.subscribe('premium-monthly');
    expect(sub.state.state).toBe('Active');
    expect(sub.revenue).toBe('8.70');
  });

  it('in GBP with a British card, VAT inside the price', async () => {
    const m = await returningMember(t);
    const card = await m.addCard('fake-valid-mastercard-nonce', GB_PLACE);
    const sub = await m.subscribe('premium-monthly', { paymentmethod_guid: card });
    expect(sub.currency_code).toBe('GBP');
    expect(sub.revenue).toBe('6.99');
    expect(sub.product.spec).toMatchObject({ price: '6.99', currency: 'GBP' });
  });

  it('with WELCOME20: 20% off each of the first 3 charges', async () => {
    const m = await returningMember(t);
    const sub = await m.subscribe('premium-monthly', { promo_code: 'WELCOME20' });
    // 7.99 − 1.60 = 6.39, + 8.875% (0.567… → 0.57) = 6.96.
    expect(sub.revenue).toBe('6.96');
    expect(sub.discount).toBe('1.60');
    expect(sub.premium_next_pay_amount).toBe('6.96');
    expect(sub.promos).toEqual([{ code: 'WELCOME20' }]);
    const row = await t.database.db
      .selectFrom('subscriptions')
      .select('promo_cycles_left')
      .where('guid', '=', sub.guid)
      .executeTakeFirstOrThrow();
    expect(row.promo_cycles_left).toBe(2);
  });
});

describe('failures leave nothing behind', () => {
  it('a declined card answers 3006: no subscription, no redemption', async () => {
    const m = await returningMember(t);
    const card = await m.addCard();
    await cardBehavesAs(t, card, 'fake-processor-declined-visa-nonce');
    const res = await m.post(SUBSCRIBE, {
      product_code: 'premium-monthly',
      paymentmethod_guid: card,
      promo_code: 'SAVE5',
    });
    expect(res.statusCode).toBe(400);
    expect(errorCode(res)).toBe(3006);
    expect(await moneyOf(t, m)).toEqual({ live: 0, settled: 0, sales: 0 });
    expect(
      (await m.get('/api/premium/2/subscriptions'))
        .json()
        .filter((s: { state: { state: string } }) => s.state.state !== 'Expired'),
    ).toEqual([]);
    const redemptions = await t.database.db
      .selectFrom('premium_promo_redemptions')
      .select('promo_id')
      .where('user_id', '=', m.id)
      .execute();
    expect(redemptions).toEqual([]);
    // The card works again: the same member may subscribe, and the code is still theirs to use.
    await cardBehavesAs(t, card, 'fake-valid-visa-nonce');
    const sub = await m.subscribe('premium-monthly', { paymentmethod_guid: card, promo_code: 'SAVE5' });
    expect(sub.state.state).toBe('Active');
  });

  it('a fraud rejection answers 3006 too', async () => {
    const m = await returningMember(t);
    const card = await m.addCard();
    await cardBehavesAs(t, card, 'fake-gateway-rejected-fraud-nonce');
    const res = await m.post(SUBSCRIBE, { product_code: 'premium-monthly', paymentmethod_guid: card });
    expect(errorCode(res)).toBe(3006);
    expect(await moneyOf(t, m)).toEqual({ live: 0, settled: 0, sales: 0 });
  });

  it('a total of 3000.50 fails at the processor: FAILED_TO_SUBSCRIBE', async () => {
    const m = await returningMember(t);
    const card = await m.addCard('fake-valid-visa-nonce', GB_PLACE);
    // GBP prices carry VAT inside, so the total is the price.
    const old = await setPrice(t, 'ultra-annual', 'GBP', 300050);
    try {
      const res = await m.post(SUBSCRIBE, { product_code: 'ultra-annual', paymentmethod_guid: card });
      expect(res.statusCode).toBe(400);
      expect(errorCode(res)).toBe('FAILED_TO_SUBSCRIBE');
      expect(await moneyOf(t, m)).toEqual({ live: 0, settled: 0, sales: 0 });
    } finally {
      await setPrice(t, 'ultra-annual', 'GBP', old);
    }
  });

  it('a total of 2500.00 is declined by the bank: 3006', async () => {
    const m = await returningMember(t);
    const card = await m.addCard('fake-valid-visa-nonce', GB_PLACE);
    const old = await setPrice(t, 'ultra-annual', 'GBP', 250000);
    try {
      const res = await m.post(SUBSCRIBE, { product_code: 'ultra-annual', paymentmethod_guid: card });
      expect(errorCode(res)).toBe(3006);
      expect(await moneyOf(t, m)).toEqual({ live: 0, settled: 0, sales: 0 });
    } finally {
      await setPrice(t, 'ultra-annual', 'GBP', old);
    }
  });

  it('answers the coded errors of bad requests', async () => {
    const m = await premiumMember(t);
    const card = await m.addCard();
    const noMethod = await m.post(SUBSCRIBE, { product_code: 'premium-monthly' });
    expect(noMethod.statusCode).toBe(400);
    expect(noMethod.json().errors[0]).toMatchObject({ code: 3001, field: 'paymentmethod_guid' });

    const unknown = await m.post(SUBSCRIBE, { product_code: 'platinum-monthly', paymentmethod_guid: card });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errors[0]).toMatchObject({ code: 'NOT_FOUND', field: 'product_code' });

    const otherMethod = await m.post(SUBSCRIBE, {
      product_code: 'premium-monthly',
      paymentmethod_guid: '00000000-0000-4000-8000-000000000000',
    });
    expect(otherMethod.statusCode).toBe(404);
    expect(errorCode(otherMethod)).toBe('NOT_FOUND');

    for (const [code, status, expected] of [
      ['NOSUCHCODE', 404, 'NOT_FOUND'],
      ['OLDPROMO', 400, 'EXPIRED'],
    ] as const) {
      const res = await m.post(SUBSCRIBE, {
        product_code: 'premium-monthly',
        paymentmethod_guid: card,
        promo_code: code,
      });
      expect(res.statusCode).toBe(status);
      expect(errorCode(res)).toBe(expected);
    }

    const badBody = await m.post(SUBSCRIBE, { product_code: 'Premium Monthly!' });
    expect(badBody.statusCode).toBe(400);
    expect(await moneyOf(t, m)).toEqual({ live: 0, settled: 0, sales: 0 });
  });

  it('a promo this member already redeemed answers APPLIED', async () => {
    const m = await returningMember(t);
    const sub = await m.subscribe('premium-monthly', { promo_code: 'FIRSTFREE' });
    await m.post(`/api/premium/2/subscriptions/${sub.guid}/cancel`);
    // Still live (Canceled until its end), so expire it directly to try again.
    await t.database.db
      .updateTable('subscriptions')
      .set({ state: 'Expired' })
      .where('guid', '=', sub.guid)
      .execute();
    const card = await m.addCard();
    const res = await m.post(SUBSCRIBE, {
      product_code: 'premium-monthly',
      paymentmethod_guid: card,
      promo_code: 'firstfree',
    });
    expect(res.statusCode).toBe(400);
    expect(errorCode(res)).toBe('APPLIED');
  });
});

describe('an abandoned signup', () => {
  it('one whose first charge never reported back stops blocking the member after 10 minutes', async () => {
    t.clock.set('2026-03-01T12:00:00.000Z');
    const m = await returningMember(t);
    const card = await m.addCard();
    const product = await t.database.db
      .selectFrom('premium_products')
      .select('id')
      .where('code', '=', 'premium-monthly')
      .executeTakeFirstOrThrow();
    // What a process that stopped between the insert and the charge's outcome leaves.
    await t.database.db
      .insertInto('subscriptions')
      .values({
        guid: crypto.randomUUID(),
        user_id: m.id,
        subscription_id: 'sbsub_abandoned',
        product_id: product.id,
        currency: 'USD',
        price_minor: 799,
        state: 'Active',
        merchant_type: 'Braintree',
        payment_method_guid: card,
        signup_at: t.clock.now(),
        expiration_at: t.clock.now(),
        created_at: t.clock.now(),
      })
      .execute();
    expect((await premiumClaims(t, m)).user_type).toBe('registered');
    const body = { product_code: 'premium-monthly', paymentmethod_guid: card };
    t.clock.travel({ minutes: 5 });
    expect(errorCode(await m.post(SUBSCRIBE, body))).toBe('EXISTING_ACTIVE_SUBSCRIPTION');
    t.clock.travel({ minutes: 6 });
    const res = await m.post(SUBSCRIBE, body);
    expect(res.statusCode).toBe(200);
    expect(await moneyOf(t, m)).toEqual({ live: 1, settled: 1, sales: 1 });
  });
});

describe('fixed-term promo', () => {
  it('FRIENDS3 comps the member for 3 months with no payment method (House, never charged)', async () => {
    t.clock.set('2026-03-01T12:00:00.000Z');
    const m = await premiumMember(t);
    const res = await m.post(SUBSCRIBE, { product_code: 'premium-monthly', promo_code: 'FRIENDS3' });
    expect(res.statusCode).toBe(200);
    const sub = res.json();
    expect(sub.state).toEqual({ active: true, state: 'Comped' });
    expect(sub.paymentmethod_guid).toBeNull();
    expect(sub.premium_expiration_date).toBe('2026-06-01T12:00:00.000Z');
    expect(sub.premium_next_pay_date).toBeNull();
    expect(sub.premium_next_pay_amount).toBeNull();
    expect(sub.product.merchant_product.merchant_type).toBeDefined();
    expect(sub.subscription_id).toMatch(/^house_/);
    expect((await premiumClaims(t, m)).user_type).toBe('premium');
    expect(await moneyOf(t, m)).toEqual({ live: 1, settled: 0, sales: 0 });
  });
});

describe('idempotency', () => {
  it('the same key and body replays the reply: one subscription, one charge', async () => {
    const m = await returningMember(t);
    const card = await m.addCard();
    const key = idemKey();
    const body = { product_code: 'premium-monthly', paymentmethod_guid: card };
    const first = await m.post(SUBSCRIBE, body, { 'idempotency-key': key });
    const again = await m.post(SUBSCRIBE, body, { 'idempotency-key': key });
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().guid).toBe(first.json().guid);
    expect(await moneyOf(t, m)).toEqual({ live: 1, settled: 1, sales: 1 });

    const other = await m.post(
      SUBSCRIBE,
      { ...body, product_code: 'ultra-monthly' },
      { 'idempotency-key': key },
    );
    expect(other.statusCode).toBe(409);
    expect(errorCode(other)).toBe('IDEMPOTENCY_KEY_REUSED');
  });

  it('a declined subscribe replays its failure without a second charge', async () => {
    const m = await returningMember(t);
    const card = await m.addCard();
    await cardBehavesAs(t, card, 'fake-processor-declined-visa-nonce');
    const key = idemKey();
    const body = { product_code: 'premium-monthly', paymentmethod_guid: card };
    const first = await m.post(SUBSCRIBE, body, { 'idempotency-key': key });
    const again = await m.post(SUBSCRIBE, body, { 'idempotency-key': key });
    expect(errorCode(first)).toBe(3006);
    expect(errorCode(again)).toBe(3006);
    const sandboxSales = await t.database.db
      .selectFrom('sandbox_transactions as s')
      .innerJoin('payment_methods as p', 'p.gateway_token', 's.payment_method_token')
      .select('s.id')
      .where('p.guid', '=', card)
      .execute();
    expect(sandboxSales).toHaveLength(1);
  });
});
