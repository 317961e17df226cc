import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildPremiumTestApp,
  insertSubscriptionRow,
  premiumMember,
  type PremiumTestApp,
} from './premium-fixtures';
import { eventKinds, gatewaySettledSales, invoicesOf, salesOf, subscriptionRow } from './billing-fixtures';

/*
 * The renewal sweep on the happy paths, through the real routes and the sandbox gateway, with the
 * injected clock: trial end → first charge → renewals; the receipt; the trial-ending reminder
 * once; promo cycles; a pending downgrade; cancel → access until the end → Expired; and a paid
 * period never charged twice.
 */
let t: PremiumTestApp;
beforeAll(async () => {
  t = await buildPremiumTestApp({ start: new Date('2026-03-01T12:00:00.000Z') });
});
afterAll(async () => {
  await t?.app.close();
});

const sweep = () => t.premium.renewals.runOnce();
const db = () => t.database.db;

describe('renewals', () => {
  it('ends a trial with the first charge, then renews each month with a receipt', async () => {
    t.clock.set('2026-03-01T12:00:00.000Z');
    const member = await premiumMember(t);
    const sub = await member.subscribe('premium-monthly');
    expect(sub.state.state).toBe('Free Trial');
    expect(await salesOf(db(), sub.guid)).toHaveLength(0);

    // Nothing is due during the trial.
    t.clock.travel({ days: 6 });
    await sweep();
    expect((await subscriptionRow(db(), sub.guid)).state).toBe('Free Trial');

    t.clock.travel({ days: 1, minutes: 1 }); // 8 March 12:01: the trial ended at 12:00.
    await sweep();
    let row = await subscriptionRow(db(), sub.guid);
    expect(row.state).toBe('Active');
    expect(row.period_no).toBe(1);
    expect(row.current_period_start?.toISOString()).toBe('2026-03-08T12:00:00.000Z');
    expect(row.current_period_end?.toISOString()).toBe('2026-04-08T12:00:00.000Z');
    expect(row.due_at?.toISOString()).toBe('2026-04-08T12:00:00.000Z');
    expect(row.lease_until).toBeNull();
    // US 10001 (NYC): 7.99 + 8.875 % = 0.709 → 0.71, total 8.70.
    let sales = await salesOf(db(), sub.guid);
    expect(sales.map((s) => [s.status, String(s.amount_minor), String(s.tax_minor), s.tax_rate])).toEqual([
      ['settled', '870', '71', '0.08875'],
    ]);
    expect(String(row.revenue_minor)).toBe('870');
    expect(await eventKinds(db(), sub.guid)).toEqual(expect.arrayContaining(['trial_ended', 'charged']));
    const receipt = t.mail.to(member.email).filter((m) => m.template === 'premium_receipt');
    expect(receipt).toHaveLength(1);
    expect(receipt[0]!.vars.amount).toBe('$8.70');
    expect(receipt[0]!.vars.period_end).toBe('April 8, 2026');

    t.clock.set('2026-04-08T13:00:00.000Z');
    await sweep();
    row = await subscriptionRow(db(), sub.guid);
    expect([row.state, row.period_no, row.current_period_end?.toISOString()]).toEqual([
      'Active',
      2,
      '2026-05-08T12:00:00.000Z',
    ]);
    sales = await salesOf(db(), sub.guid);
    expect(sales.filter((s) => s.status === 'settled')).toHaveLength(2);
    expect(String(row.revenue_minor)).toBe('1740');
    expect(t.mail.to(member.email).filter((m) => m.template === 'premium_receipt')).toHaveLength(2);
    expect((await invoicesOf(db(), sub.guid)).map((i) => [i.charge_key, i.reason, i.status])).toEqual([
      ['period:1', 'renewal', 'paid'],
      ['period:2', 'renewal', 'paid'],
    ]);
    expect(await t.premium.premiumStateOf(member.id)).toEqual({
      isPremium: true,
      plan: 'premium-monthly',
      status: 'active',
    });
  });

  it('never charges a paid period twice: a second sweep, and collect on a paid invoice', async () => {
    t.clock.set('2026-03-01T12:00:00.000Z');
    const member = await premiumMember(t);
    const sub = await member.subscribe('premium-monthly');
    t.clock.set('2026-03-08T12:00:00.000Z');
    await sweep();
    await sweep();
    await Promise.all([sweep(), sweep()]);
    expect((await salesOf(db(), sub.guid)).filter((s) => s.status === 'settled')).toHaveLength(1);
    expect(await gatewaySettledSales(db(), sub.guid)).toBe(1);

    const [invoice] = await invoicesOf(db(), sub.guid);
    const again = await t.premium.charger.collect(
      invoice!,
      (await subscriptionRow(db(), sub.guid)).payment_method_guid,
    );
    expect(again.status).toBe('paid');
    expect(again.settledNow).toBe(false);
    expect(again.transaction?.status).toBe('settled');
    expect(await gatewaySettledSales(db(), sub.guid)).toBe(1);
    expect(String((await subscriptionRow(db(), sub.guid)).revenue_minor)).toBe('870');
  });

  it('mails trial_ending once, three days before the trial ends', async () => {
    t.clock.set('2026-03-01T12:00:00.000Z');
    const member = await premiumMember(t);
    const sub = await member.subscribe('premium-monthly');
    const reminders = () => t.mail.to(member.email).filter((m) => m.template === 'premium_trial_ending');
    t.clock.set('2026-03-05T11:59:00.000Z'); // trial ends 8 March 12:00: more than 3 days away.
    await sweep();
    expect(reminders()).toHaveLength(0);
    t.clock.set('2026-03-05T12:00:00.000Z');
    await sweep();
    await sweep();
    t.clock.travel({ days: 1 });
    await sweep();
    expect(reminders()).toHaveLength(1);
    expect(reminders()[0]!.vars.date).toBe('March 8, 2026');
    expect(reminders()[0]!.vars.amount).toBe('$7.99');
    expect((await subscriptionRow(db(), sub.guid)).state).toBe('Free Trial');
  });

  it('discounts only the promo’s cycles, counting them down on paid charges', async () => {
    t.clock.set('2026-03-01T12:00:00.000Z');
    const member = await premiumMember(t);
    // WELCOME20: 20 % off 3 charges. No trial on ultra-monthly: the first charge is at signup.
    const sub = await member.subscribe('ultra-monthly', { promo_code: 'WELCOME20' });
    let row = await subscriptionRow(db(), sub.guid);
    expect(row.promo_cycles_left).toBe(2);
    for (const [month, left] of [
      ['2026-04-01T12:00:00.000Z', 1],
      ['2026-05-01T12:00:00.000Z', 0],
      ['2026-06-01T12:00:00.000Z', 0],
    ] as const) {
      t.clock.set(month);
      await sweep();
      row = await subscriptionRow(db(), sub.guid);
      expect(row.promo_cycles_left).toBe(left);
    }
    const invoices = await invoicesOf(db(), sub.guid);
    // 12.99 − 20 % = 10.39 (2.598 → 2.60 off) for three charges, then the full price.
    expect(invoices.map((i) => [i.charge_key, i.discount_minor, i.subtotal_minor])).toEqual([
      ['period:1', 260, 1039],
      ['period:2', 260, 1039],
      ['period:3', 260, 1039],
      ['period:4', 0, 1299],
    ]);
  });

  it('applies a pending downgrade at the renewal', async () => {
    t.clock.set('2026-03-01T12:00:00.000Z');
    const member = await premiumMember(t);
    const sub = await member.subscribe('ultra-monthly');
    const res = await member.post(`/api/premium/2/subscriptions/${sub.guid}/resubscribe`, {
      product_code: 'premium-monthly',
    });
    expect(res.statusCode).toBe(200);
    let row = await subscriptionRow(db(), sub.guid);
    expect(row.pending_product_id).not.toBeNull();
    const premiumMonthly = row.pending_product_id;
    t.clock.set('2026-04-01T12:00:00.000Z');
    await sweep();
    row = await subscriptionRow(db(), sub.guid);
    expect(row.product_id).toBe(premiumMonthly);
    expect(row.pending_product_id).toBeNull();
    expect(row.price_minor).toBe(799);
    const invoices = await invoicesOf(db(), sub.guid);
    expect(invoices.at(-1)).toMatchObject({
      charge_key: 'period:2',
      product_id: premiumMonthly,
      base_minor: 799,
      status: 'paid',
    });
    expect(await eventKinds(db(), sub.guid)).toContain('product_changed');
  });

  it('cancel keeps access until the period ends, then the sweep expires it', async () => {
    t.clock.set('2026-03-01T12:00:00.000Z');
    const member = await premiumMember(t);
    const sub = await member.subscribe('ultra-monthly');
    const res = await member.post(`/api/premium/2/subscriptions/${sub.guid}/cancel`);
    expect(res.statusCode).toBe(200);
    expect((await subscriptionRow(db(), sub.guid)).state).toBe('Canceled');

    t.clock.set('2026-03-31T12:00:00.000Z');
    await sweep();
    expect((await subscriptionRow(db(), sub.guid)).state).toBe('Canceled');
    expect((await t.premium.premiumStateOf(member.id)).isPremium).toBe(true);

    t.clock.set('2026-04-01T12:00:01.000Z');
    await sweep();
    const row = await subscriptionRow(db(), sub.guid);
    expect(row.state).toBe('Expired');
    expect(row.due_at).toBeNull();
    expect((await t.premium.premiumStateOf(member.id)).isPremium).toBe(false);
    // Only the signup was charged: a cancelled subscription never renews.
    expect((await salesOf(db(), sub.guid)).filter((s) => s.status === 'settled')).toHaveLength(1);
    expect(t.mail.to(member.email).filter((m) => m.template === 'premium_subscription_expired')).toHaveLength(
      1,
    );
    expect(await eventKinds(db(), sub.guid)).toContain('expired');
  });

  it('expires a comped subscription at its end, never charging it', async () => {
    t.clock.set('2026-03-01T12:00:00.000Z');
    const member = await premiumMember(t);
    const end = new Date('2026-04-01T12:00:00.000Z');
    const guid = await insertSubscriptionRow(t, member.id, {
      subscription_id: 'house_test',
      state: 'Comped',
      merchant_type: 'House',
      expiration_at: end,
      due_at: end,
    });
    t.clock.set('2026-03-31T12:00:00.000Z');
    await sweep();
    expect((await subscriptionRow(db(), guid)).state).toBe('Comped');
    t.clock.set('2026-04-01T12:00:00.000Z');
    await sweep();
    expect((await subscriptionRow(db(), guid)).state).toBe('Expired');
    expect(await salesOf(db(), guid)).toHaveLength(0);
    expect(await eventKinds(db(), guid)).toEqual(['expired']);
    expect(t.mail.to(member.email).filter((m) => m.template === 'premium_subscription_expired')).toHaveLength(
      1,
    );
  });
});
