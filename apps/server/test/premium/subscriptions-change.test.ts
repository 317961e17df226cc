import { describe, expect, it } from 'vitest';
import { DISCUSSION_ERROR } from '@fanverse/contract';
import { ProductChange } from '../../src/modules/premium/subscriptions/product-change';
import { errorCode, premiumMember, type PremiumTestApp } from './premium-fixtures';
import {
  cardBehavesAs,
  eventKinds,
  moneyOf,
  premiumClaims,
  returningMember,
  START,
  subUrl,
  withPremiumApp,
} from './subscriptions-fixtures';

let t: PremiumTestApp;
// Every test starts on 2026-03-01 12:00 UTC (the dates below are exact).
withPremiumApp((app) => (t = app), { clockAt: START });

describe('change product', () => {
  it('upgrade premium-monthly → ultra-monthly half-way: a prorated charge, the period end unchanged', async () => {
    t.clock.set(START);
    const m = await returningMember(t);
    const sub = await m.subscribe('premium-monthly');
    t.clock.set('2026-03-16T12:00:00.000Z');
    const res = await m.post(subUrl(sub.guid, 'resubscribe'), { product_code: 'ultra-monthly' });
    expect(res.statusCode).toBe(200);
    const upgraded = res.json();
    expect(upgraded.product.code).toBe('ultra-monthly');
    expect(upgraded.premium_next_pay_date).toBe('2026-04-01T12:00:00.000Z');
    // 16 of 31 days left: 12.99 × 16/31 = 6.7045… → 6.70, minus 7.99 × 16/31 = 4.1239… → 4.12,
    // is 2.58; New York's 8.875% of it is 0.228975 → 0.23; 2.81 charged.
    const [tx] = (await m.get('/api/premium/2/transactions')).json();
    expect(tx).toMatchObject({
      reason: 'upgrade',
      status: 'settled',
      base_price: '2.58',
      discount_amount: '0.00',
      subtotal: '2.58',
      tax_amount: '0.23',
      total: '2.81',
      period_start: '2026-03-16T12:00:00.000Z',
      period_end: '2026-04-01T12:00:00.000Z',
    });
    expect(upgraded.revenue).toBe('11.51');
    // The next renewal is the new product's full price.
    expect(upgraded.premium_next_pay_amount).toBe('14.14');
    expect((await premiumClaims(t, m)).plan).toBe('ultra-monthly');
    expect(await eventKinds(m, sub.guid)).toEqual(['subscribed', 'charged', 'product_changed']);

    // Asked again (a retry of the same change): nothing more is charged.
    const again = await m.post(subUrl(sub.guid, 'resubscribe'), { product_code: 'ultra-monthly' });
    expect(again.statusCode).toBe(200);
    expect(await moneyOf(t, m)).toEqual({ live: 1, settled: 2, sales: 2 });
  });

  it('monthly → annual of the same plan: the annual period starts now, less the unused month', async () => {
    t.clock.set(START);
    const m = await returningMember(t);
    const sub = await m.subscribe('premium-monthly');
    t.clock.set('2026-03-16T12:00:00.000Z');
    const res = await m.post(subUrl(sub.guid, 'resubscribe'), { product_code: 'premium-annual' });
    expect(res.statusCode).toBe(200);
    const upgraded = res.json();
    expect(upgraded.product.code).toBe('premium-annual');
    // Credit: 7.99 × 16/31 = 4.1239… → 4.12; charge 79.99 − 4.12 = 75.87; New York's 8.875% of it
    // is 6.7334… → 6.73; 82.60 charged. The year runs from now.
    const [tx] = (await m.get('/api/premium/2/transactions')).json();
    expect(tx).toMatchObject({
      reason: 'upgrade',
      status: 'settled',
      base_price: '75.87',
      subtotal: '75.87',
      tax_amount: '6.73',
      total: '82.60',
      period_start: '2026-03-16T12:00:00.000Z',
      period_end: '2027-03-16T12:00:00.000Z',
    });
    expect(upgraded.premium_next_pay_date).toBe('2027-03-16T12:00:00.000Z');
    // 79.99 + 7.0991… → 7.10.
    expect(upgraded.premium_next_pay_amount).toBe('87.09');
    expect(upgraded.revenue).toBe('91.30');
    const events = (await m.get(subUrl(sub.guid, 'events'))).json();
    expect(events.map((e: { kind: string }) => e.kind)).toEqual(['subscribed', 'charged', 'product_changed']);
    expect(events[2].detail).toMatchObject({
      charge_key: 'upgrade:1:premium-annual',
      new_period: true,
      credit_minor: 412,
      charge_minor: 7587,
      total_minor: 8260,
    });
    const row = await t.database.db
      .selectFrom('subscriptions')
      .select(['period_no', 'current_period_start', 'current_period_end', 'due_at'])
      .where('guid', '=', sub.guid)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      period_no: 2,
      current_period_start: new Date('2026-03-16T12:00:00.000Z'),
      current_period_end: new Date('2027-03-16T12:00:00.000Z'),
      due_at: new Date('2027-03-16T12:00:00.000Z'),
    });

    // Asked again: nothing more is charged; and the old month's end renews nothing.
    await m.post(subUrl(sub.guid, 'resubscribe'), { product_code: 'premium-annual' });
    t.clock.set('2026-04-02T12:00:00.000Z');
    await t.premium.renewals.runOnce();
    expect(await moneyOf(t, m)).toEqual({ live: 1, settled: 2, sales: 2 });
    // A year after the upgrade the annual renewal is the next period.
    t.clock.set('2027-03-16T12:00:01.000Z');
    await t.premium.renewals.runOnce();
    const renewed = (await m.get(subUrl(sub.guid))).json();
    expect(renewed.premium_next_pay_date).toBe('2028-03-16T12:00:00.000Z');
    const [renewal] = (await m.get('/api/premium/2/transactions')).json();
    expect(renewal).toMatchObject({ reason: 'renewal', total: '87.09' });
  });

  it('monthly → a higher tier’s annual: the full annual price less the unused month', async () => {
    t.clock.set(START);
    const m = await returningMember(t);
    const sub = await m.subscribe('premium-monthly');
    t.clock.set('2026-03-16T12:00:00.000Z');
    const upgraded = (await m.post(subUrl(sub.guid, 'resubscribe'), { product_code: 'ultra-annual' })).json();
    // 129.99 − 4.12 = 125.87; tax 11.1709… → 11.17; 137.04.
    const [tx] = (await m.get('/api/premium/2/transactions')).json();
    expect(tx).toMatchObject({ base_price: '125.87', tax_amount: '11.17', total: '137.04' });
    expect(upgraded).toMatchObject({
      product: { code: 'ultra-annual' },
      premium_next_pay_date: '2027-03-16T12:00:00.000Z',
    });
  });

  it('annual → a higher tier’s monthly waits for the end of the paid year: nothing charged now', async () => {
    t.clock.set(START);
    const m = await returningMember(t);
    const sub = await m.subscribe('premium-annual');
    t.clock.set('2026-03-16T12:00:00.000Z');
    const res = await m.post(subUrl(sub.guid, 'resubscribe'), { product_code: 'ultra-monthly' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      product: { code: 'premium-annual' },
      pending_product: { code: 'ultra-monthly' },
      premium_next_pay_date: '2027-03-01T12:00:00.000Z',
    });
    const reasons = (await m.get('/api/premium/2/transactions'))
      .json()
      .map((tx: { reason: string }) => tx.reason);
    expect(reasons).not.toContain('upgrade');
    const events = (await m.get(subUrl(sub.guid, 'events'))).json();
    expect(events.at(-1)).toMatchObject({
      kind: 'product_change_scheduled',
      detail: { from: 'premium-annual', to: 'ultra-monthly', applies_at: '2027-03-01T12:00:00.000Z' },
    });
  });

  it('the cross-period figures: credit half-up, never a negative charge', () => {
    const start = new Date('2026-03-01T12:00:00.000Z');
    const end = new Date('2026-04-01T12:00:00.000Z');
    const at = new Date('2026-03-16T12:00:00.000Z');
    expect(ProductChange.crossPeriod(799, 7999, start, end, at)).toEqual({
      creditMinor: 412,
      chargeMinor: 7587,
      unusedCreditMinor: 0,
    });
    // At the start the whole month is credited; at the end nothing is.
    expect(ProductChange.crossPeriod(799, 7999, start, end, start).chargeMinor).toBe(7200);
    expect(ProductChange.crossPeriod(799, 7999, start, end, end).chargeMinor).toBe(7999);
    const yearEnd = new Date('2027-03-01T12:00:00.000Z');
    expect(ProductChange.crossPeriod(7999, 1299, start, yearEnd, at)).toEqual({
      creditMinor: 7670,
      chargeMinor: 0,
      unusedCreditMinor: 6371,
    });
  });

  it('the proration rounds each line half-up', () => {
    const start = new Date('2026-03-01T12:00:00.000Z');
    const end = new Date('2026-04-01T12:00:00.000Z');
    expect(ProductChange.prorated(799, 1299, start, end, new Date('2026-03-16T12:00:00.000Z'))).toBe(258);
    // At the start: the whole difference; at the end: nothing.
    expect(ProductChange.prorated(799, 1299, start, end, start)).toBe(500);
    expect(ProductChange.prorated(799, 1299, start, end, end)).toBe(0);
    // Never negative.
    expect(ProductChange.prorated(1299, 799, start, end, start)).toBe(0);
  });

  it('during a trial an upgrade just switches the product', async () => {
    t.clock.set(START);
    const m = await premiumMember(t);
    const sub = await m.subscribe('premium-monthly');
    const upgraded = (
      await m.post(subUrl(sub.guid, 'resubscribe'), { product_code: 'ultra-monthly' })
    ).json();
    expect(upgraded).toMatchObject({ state: { state: 'Free Trial' }, product: { code: 'ultra-monthly' } });
    expect(upgraded.premium_next_pay_amount).toBe('14.14');
    expect(await moneyOf(t, m)).toEqual({ live: 1, settled: 0, sales: 0 });
  });

  it('a downgrade waits for the next renewal, and resubscribing to the current product drops it', async () => {
    t.clock.set(START);
    const m = await returningMember(t);
    const sub = await m.subscribe('ultra-monthly');
    const scheduled = (
      await m.post(subUrl(sub.guid, 'resubscribe'), { product_code: 'premium-monthly' })
    ).json();
    expect(scheduled.product.code).toBe('ultra-monthly');
    expect(scheduled.pending_product).toMatchObject({ code: 'premium-monthly' });
    // The next charge is the downgraded price.
    expect(scheduled.premium_next_pay_amount).toBe('8.70');
    expect(await moneyOf(t, m)).toEqual({ live: 1, settled: 1, sales: 1 });

    const kept = (await m.post(subUrl(sub.guid, 'resubscribe'), { product_code: 'ultra-monthly' })).json();
    expect(kept.pending_product).toBeNull();
    expect(await eventKinds(m, sub.guid)).toEqual([
      'subscribed',
      'charged',
      'product_change_scheduled',
      'product_change_cancelled',
    ]);
  });

  it('a declined upgrade charge answers 3006 and keeps the product', async () => {
    t.clock.set(START);
    const m = await returningMember(t);
    const sub = await m.subscribe('premium-monthly');
    await cardBehavesAs(t, sub.paymentmethod_guid, 'fake-processor-declined-visa-nonce');
    const res = await m.post(subUrl(sub.guid, 'resubscribe'), { product_code: 'ultra-monthly' });
    expect(res.statusCode).toBe(400);
    expect(errorCode(res)).toBe(3006);
    expect((await m.get(subUrl(sub.guid))).json().product.code).toBe('premium-monthly');
    expect(await eventKinds(m, sub.guid)).toEqual(['subscribed', 'charged', 'charge_failed']);
  });

  it('an unknown product answers 404 NOT_FOUND field product_code', async () => {
    const m = await premiumMember(t);
    const sub = await m.subscribe('premium-monthly');
    const res = await m.post(subUrl(sub.guid, 'resubscribe'), { product_code: 'nothing-monthly' });
    expect(res.statusCode).toBe(404);
    expect(res.json().errors[0]).toMatchObject({ code: 'NOT_FOUND', field: 'product_code' });
  });
});

describe('change payment method', () => {
  it('switches the card, with an event', async () => {
    const m = await premiumMember(t);
    const sub = await m.subscribe('premium-monthly');
    const card = await m.addCard('fake-valid-mastercard-nonce');
    const res = await m.post(subUrl(sub.guid, 'change_paymentmethod'), { paymentmethod_guid: card });
    expect(res.statusCode).toBe(200);
    expect(res.json().paymentmethod_guid).toBe(card);
    expect(await eventKinds(m, sub.guid)).toContain('payment_method_changed');
  });

  it('a Past Due subscription retries at once with the new card and is Active again', async () => {
    t.clock.set(START);
    const m = await premiumMember(t);
    const sub = await m.subscribe('premium-monthly');
    await cardBehavesAs(t, sub.paymentmethod_guid, 'fake-processor-declined-visa-nonce');
    t.clock.set('2026-03-08T12:00:01.000Z');
    await t.premium.renewals.runOnce();
    const pastDue = (await m.get(subUrl(sub.guid))).json();
    expect(pastDue.state).toEqual({ active: true, state: 'Past Due' });
    expect(pastDue.next_retry_date).toBe('2026-03-09T12:00:01.000Z');
    expect(pastDue.premium_next_pay_amount).toBe('8.70');

    t.clock.travel({ hours: 2 });
    const card = await m.addCard('fake-valid-mastercard-nonce');
    const fixed = (
      await m.post(subUrl(sub.guid, 'change_paymentmethod'), { paymentmethod_guid: card })
    ).json();
    expect(fixed).toMatchObject({
      state: { active: true, state: 'Active' },
      revenue: '8.70',
      next_retry_date: null,
    });
    expect(fixed.premium_next_pay_date).not.toBeNull();
    expect(await moneyOf(t, m)).toEqual({ live: 1, settled: 1, sales: 2 });
    expect(await eventKinds(m, sub.guid)).toEqual(
      expect.arrayContaining(['payment_method_changed', 'retried', 'charged']),
    );
    const txs = (await m.get('/api/premium/2/transactions')).json();
    expect(txs.map((x: { reason: string; status: string }) => [x.reason, x.status])).toEqual([
      ['retry', 'settled'],
      ['renewal', 'declined'],
    ]);
    expect(txs[0].payment_method).toEqual({ cc_type: 'MasterCard', cc_last_4: '4444' });
    // The sweep finds nothing more to charge for that period.
    await t.premium.renewals.runOnce();
    expect(await moneyOf(t, m)).toEqual({ live: 1, settled: 1, sales: 2 });
  });

  it("another member's or an unknown card answers 404 NOT_FOUND", async () => {
    const a = await premiumMember(t);
    const b = await premiumMember(t);
    const sub = await a.subscribe('premium-monthly');
    const bCard = await b.addCard();
    const res = await a.post(subUrl(sub.guid, 'change_paymentmethod'), { paymentmethod_guid: bCard });
    expect(res.statusCode).toBe(404);
    expect(errorCode(res)).toBe('NOT_FOUND');
  });
});

describe('apply promo', () => {
  it('to a subscription: the discount from the next charge; a second code answers APPLIED', async () => {
    t.clock.set(START);
    const m = await returningMember(t);
    const sub = await m.subscribe('premium-monthly');
    const res = await m.post(subUrl(sub.guid, 'apply_promo'), { promo_code: 'staywithus' });
    expect(res.statusCode).toBe(200);
    // 7.99 − 30% (2.397 → 2.40) = 5.59, + 8.875% (0.496… → 0.50) = 6.09.
    expect(res.json()).toMatchObject({
      promos: [{ code: 'STAYWITHUS' }],
      discount: '2.40',
      premium_next_pay_amount: '6.09',
    });
    const second = await m.post(subUrl(sub.guid, 'apply_promo'), { promo_code: 'WELCOME20' });
    expect(second.statusCode).toBe(400);
    expect(errorCode(second)).toBe('APPLIED');
    expect(await eventKinds(m, sub.guid)).toContain('promo_applied');
  });

  it('the promo replies: NOT_FOUND, EXPIRED', async () => {
    const m = await premiumMember(t);
    const sub = await m.subscribe('premium-monthly');
    const unknown = await m.post(subUrl(sub.guid, 'apply_promo'), { promo_code: 'NOPE' });
    expect(unknown.statusCode).toBe(404);
    expect(errorCode(unknown)).toBe('NOT_FOUND');
    const old = await m.post(subUrl(sub.guid, 'apply_promo'), { promo_code: 'OLDPROMO' });
    expect(errorCode(old)).toBe('EXPIRED');
  });

  it('a canceled subscription answers 3025, an expired one 3017', async () => {
    t.clock.set(START);
    const m = await returningMember(t);
    const sub = await m.subscribe('premium-monthly');
    await m.post(subUrl(sub.guid, 'cancel'));
    expect(errorCode(await m.post(subUrl(sub.guid, 'apply_promo'), { promo_code: 'WELCOME20' }))).toBe(3025);
    t.clock.set('2026-04-02T12:00:00.000Z');
    await t.premium.renewals.runOnce();
    expect(errorCode(await m.post(subUrl(sub.guid, 'apply_promo'), { promo_code: 'WELCOME20' }))).toBe(3017);
    expect(
      errorCode(
        await m.post(subUrl(sub.guid, 'change_paymentmethod'), {
          paymentmethod_guid: sub.paymentmethod_guid,
        }),
      ),
    ).toBe(3017);
  });

  it('the profile variant: to the live subscription; without one a fixed-term code comps, any other answers 3025', async () => {
    t.clock.set(START);
    const m = await premiumMember(t);
    const none = await m.post('/api/premium_profiles/me/apply_promo', { promo_code: 'WELCOME20' });
    expect(none.statusCode).toBe(400);
    expect(errorCode(none)).toBe(3025);

    const comped = await m.post('/api/premium_profiles/me/apply_promo', { promo_code: 'friends3' });
    expect(comped.statusCode).toBe(200);
    expect(comped.json()).toMatchObject({
      state: { active: true, state: 'Comped' },
      premium_expiration_date: '2026-06-01T12:00:00.000Z',
      promos: [{ code: 'FRIENDS3' }],
    });
    // The comped one is not paying: another code answers 3025.
    expect(errorCode(await m.post('/api/premium_profiles/me/apply_promo', { promo_code: 'WELCOME20' }))).toBe(
      3025,
    );

    const other = await premiumMember(t);
    const sub = await other.subscribe('premium-monthly');
    const applied = (
      await other.post('/api/premium_profiles/me/apply_promo', { promo_code: 'WELCOME20' })
    ).json();
    expect(applied).toMatchObject({ guid: sub.guid, promos: [{ code: 'WELCOME20' }] });
  });
});

describe('staff comps', () => {
  it('a staff member comps another: their live subscription is expired first', async () => {
    t.clock.set(START);
    const staff = await premiumMember(t);
    await t.database.db.updateTable('users').set({ is_staff: true }).where('id', '=', staff.id).execute();
    const member = await premiumMember(t);
    const old = await member.subscribe('premium-monthly');

    const res = await staff.post('/api/premium/2/admin/comp', {
      user_guid: member.guid,
      product_code: 'ultra-annual',
      months: 6,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      user_guid: member.guid,
      state: { active: true, state: 'Comped' },
      product: { code: 'ultra-annual' },
      premium_expiration_date: '2026-09-01T12:00:00.000Z',
      paymentmethod_guid: null,
    });
    expect((await member.get(subUrl(old.guid))).json().state.state).toBe('Expired');
    expect(await eventKinds(member, old.guid)).toContain('expired');
    expect((await premiumClaims(t, member)).plan).toBe('ultra-annual');
    expect(await moneyOf(t, member)).toEqual({ live: 1, settled: 0, sales: 0 });

    // Open-ended without months.
    const open = await staff.post('/api/premium/2/admin/comp', {
      user_guid: member.guid,
      product_code: 'premium-monthly',
    });
    expect(open.json().premium_expiration_date).toBeNull();
  });

  it('a member who is not staff gets 403; an unknown member 404', async () => {
    const m = await premiumMember(t);
    const res = await m.post('/api/premium/2/admin/comp', {
      user_guid: m.guid,
      product_code: 'premium-monthly',
    });
    expect(res.statusCode).toBe(403);
    expect(errorCode(res)).toBe(DISCUSSION_ERROR.STAFF_ONLY);
    expect(await moneyOf(t, m)).toEqual({ live: 0, settled: 0, sales: 0 });
    await t.database.db.updateTable('users').set({ is_staff: true }).where('id', '=', m.id).execute();
    const unknown = await m.post('/api/premium/2/admin/comp', {
      user_guid: '0'.repeat(32),
      product_code: 'premium-monthly',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errors[0]).toMatchObject({ code: 'NOT_FOUND', field: 'user_guid' });
  });
});
