import { describe, expect, it } from 'vitest';
import { premiumMember, type PremiumMember, type PremiumTestApp } from './premium-fixtures';
import { moneyOf, returningMember, withPremiumApp } from './subscriptions-fixtures';

/*
 * The renewal sweep after it has not run for a while (docs/premium.md "Catching up"): late by
 * less than a period, the next period still starts where the last one ended (no drift); late
 * by more than a whole period, one charge for a period starting now, never one per missed period.
 */
let t: PremiumTestApp;
withPremiumApp((app) => (t = app));

const sweep = () => t.premium.renewals.runOnce();
const subUrl = (guid: string) => `/api/premium/2/subscriptions/${guid}`;

async function invoicesOf(guid: string) {
  return t.database.db
    .selectFrom('subscription_invoices')
    .select(['charge_key', 'status', 'period_start', 'period_end', 'total_minor'])
    .where('subscription_guid', '=', guid)
    .orderBy('charge_key')
    .execute();
}

async function monthly(): Promise<{ m: PremiumMember; guid: string }> {
  t.clock.set('2026-03-01T12:00:00.000Z');
  const m = await returningMember(t);
  const sub = await m.subscribe('premium-monthly');
  return { m, guid: sub.guid };
}

describe('the sweep catching up', () => {
  it('off for three months: one charge, for a month starting now', async () => {
    const { m, guid } = await monthly();
    // The renewals of 1 April, 1 May and 1 June were never swept.
    t.clock.set('2026-06-15T12:00:00.000Z');
    await sweep();
    expect(await moneyOf(t, m)).toEqual({ live: 1, settled: 2, sales: 2 });
    const invoices = await invoicesOf(guid);
    expect(invoices.map((i) => i.charge_key)).toEqual(['period:1', 'period:2']);
    expect(invoices[1]).toMatchObject({
      status: 'paid',
      period_start: new Date('2026-06-15T12:00:00.000Z'),
      period_end: new Date('2026-07-15T12:00:00.000Z'),
      // 7.99 + New York's 8.875% (0.71): one month, not three.
      total_minor: 870,
    });
    const after = (await m.get(subUrl(guid))).json();
    expect(after).toMatchObject({
      state: { state: 'Active' },
      premium_next_pay_date: '2026-07-15T12:00:00.000Z',
    });
    // Sweeping again at once (or a second instance catching up too) charges nothing more.
    await Promise.all([sweep(), sweep()]);
    expect(await moneyOf(t, m)).toEqual({ live: 1, settled: 2, sales: 2 });
    // And the month after, the renewal is on the new date.
    t.clock.set('2026-07-15T12:00:01.000Z');
    await sweep();
    const renewal = (await invoicesOf(guid))[2];
    expect(renewal).toMatchObject({
      charge_key: 'period:3',
      period_start: new Date('2026-07-15T12:00:00.000Z'),
      period_end: new Date('2026-08-15T12:00:00.000Z'),
    });
  });

  it('late by less than a period: the next period starts where the last ended (no drift)', async () => {
    const { m, guid } = await monthly();
    t.clock.set('2026-04-20T12:00:00.000Z');
    await sweep();
    expect(await moneyOf(t, m)).toEqual({ live: 1, settled: 2, sales: 2 });
    expect((await invoicesOf(guid))[1]).toMatchObject({
      charge_key: 'period:2',
      period_start: new Date('2026-04-01T12:00:00.000Z'),
      period_end: new Date('2026-05-01T12:00:00.000Z'),
    });
  });

  it('exactly one period late: the period that would start at the old end is over, so it starts now', async () => {
    const { guid } = await monthly();
    t.clock.set('2026-05-01T12:00:00.000Z');
    await sweep();
    expect((await invoicesOf(guid))[1]).toMatchObject({
      period_start: new Date('2026-05-01T12:00:00.000Z'),
      period_end: new Date('2026-06-01T12:00:00.000Z'),
    });
  });

  it('a trial that ended months ago: its first charge is for a period starting now', async () => {
    t.clock.set('2026-03-01T12:00:00.000Z');
    const m = await premiumMember(t);
    const sub = await m.subscribe('premium-monthly');
    expect(sub.state.state).toBe('Free Trial');
    t.clock.set('2026-05-20T12:00:00.000Z');
    await sweep();
    expect(await moneyOf(t, m)).toEqual({ live: 1, settled: 1, sales: 1 });
    expect(await invoicesOf(sub.guid)).toMatchObject([
      {
        charge_key: 'period:1',
        status: 'paid',
        period_start: new Date('2026-05-20T12:00:00.000Z'),
        period_end: new Date('2026-06-20T12:00:00.000Z'),
      },
    ]);
  });
});
