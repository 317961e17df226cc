import { describe, expect, it } from 'vitest';
import { insertSubscriptionRow } from '../premium/premium-fixtures';
import { premiumClaims } from '../premium/subscriptions-fixtures';
import { premiumMember, purchasesTestApp, START } from './purchases-fixtures';

/*
 * CompService.grantMonths (prepaid premium from a claimed gift or a comp code): a new comped
 * subscription for a member with none, else their live subscription extended by the months.
 */

const t = purchasesTestApp();

const at = (iso: string) => new Date(iso);

const grant = (userId: string, months: number, productCode?: string) =>
  t.database.db.transaction().execute((trx) =>
    t.premium.comps.grantMonths(trx, userId, {
      months,
      reason: 'gift',
      ref: 'gift-ref',
      ...(productCode ? { productCode } : {}),
    }),
  );

const subscription = (guid: string) =>
  t.database.db.selectFrom('subscriptions').selectAll().where('guid', '=', guid).executeTakeFirstOrThrow();

const eventsOf = (guid: string) =>
  t.database.db
    .selectFrom('subscription_events')
    .select(['kind', 'detail'])
    .where('subscription_guid', '=', guid)
    .orderBy('id')
    .execute();

describe('grantMonths: a member without a subscription', () => {
  it('gets a comped House subscription to the default monthly product that ends after the months', async () => {
    const m = await premiumMember(t);
    const result = await grant(m.id, 3);
    expect(result.outcome).toBe('comped');
    const row = await subscription(result.guid);
    expect(row).toMatchObject({ state: 'Comped', merchant_type: 'House', payment_method_guid: null });
    expect(row.expiration_at).toEqual(at('2026-06-01T12:00:00.000Z'));
    expect(row.due_at).toEqual(at('2026-06-01T12:00:00.000Z'));
    const product = await t.database.db
      .selectFrom('premium_products')
      .select('code')
      .where('id', '=', row.product_id)
      .executeTakeFirstOrThrow();
    expect(product.code).toBe('premium-monthly');
    expect((await eventsOf(result.guid)).map((e) => e.kind)).toEqual(['comped', 'granted']);
  });

  it('is premium until the new end and not after (the renewal sweep expires it)', async () => {
    const m = await premiumMember(t);
    const { guid } = await grant(m.id, 1);
    expect(await premiumClaims(t, m)).toMatchObject({ user_type: 'premium', plan: 'premium-monthly' });
    t.clock.set('2026-04-01T11:59:00.000Z');
    expect((await t.premium.premiumStateOf(m.id)).isPremium).toBe(true);
    t.clock.set('2026-04-01T12:00:00.000Z');
    expect((await t.premium.premiumStateOf(m.id)).isPremium).toBe(false);
    await t.premium.renewals.runOnce();
    expect((await subscription(guid)).state).toBe('Expired');
    expect((await premiumClaims(t, m)).user_type).toBe('registered');
  });

  it('uses the product code it is given', async () => {
    const m = await premiumMember(t);
    const { guid } = await grant(m.id, 1, 'premium-annual');
    const row = await subscription(guid);
    const product = await t.database.db
      .selectFrom('premium_products')
      .select('code')
      .where('id', '=', row.product_id)
      .executeTakeFirstOrThrow();
    expect(product.code).toBe('premium-annual');
  });

  it('rolls back with the caller: a failed claim leaves no premium behind', async () => {
    const m = await premiumMember(t);
    await expect(
      t.database.db.transaction().execute(async (trx) => {
        await t.premium.comps.grantMonths(trx, m.id, { months: 2, reason: 'code', ref: 'x' });
        throw new Error('the claim failed after the grant');
      }),
    ).rejects.toThrow('the claim failed');
    expect((await t.premium.premiumStateOf(m.id)).isPremium).toBe(false);
  });

  it('replaces a canceled subscription that has ended but was not swept yet, counting from now', async () => {
    const m = await premiumMember(t);
    const old = await insertSubscriptionRow(t, m.id, {
      state: 'Canceled',
      signup_at: at('2026-01-01T12:00:00.000Z'),
      expiration_at: at('2026-02-01T12:00:00.000Z'),
      due_at: at('2026-02-01T12:00:00.000Z'),
    });
    const result = await grant(m.id, 2);
    expect(result.outcome).toBe('comped');
    expect((await subscription(old)).state).toBe('Expired');
    expect((await subscription(result.guid)).expiration_at).toEqual(at('2026-05-01T12:00:00.000Z'));
  });
});

describe('grantMonths: a member with a live subscription', () => {
  it('moves an Active one’s period end and next charge by the months, with an extended event', async () => {
    const m = await premiumMember(t);
    const guid = await insertSubscriptionRow(t, m.id, {
      state: 'Active',
      period_no: 1,
      current_period_start: at(START),
      current_period_end: at('2026-04-01T12:00:00.000Z'),
      due_at: at('2026-04-01T12:00:00.000Z'),
    });
    const result = await grant(m.id, 3);
    expect(result).toEqual({ guid, outcome: 'extended' });
    const row = await subscription(guid);
    expect(row.state).toBe('Active');
    expect(row.current_period_end).toEqual(at('2026-07-01T12:00:00.000Z'));
    expect(row.due_at).toEqual(at('2026-07-01T12:00:00.000Z'));
    expect(row.expiration_at).toBeNull();
    const events = await eventsOf(guid);
    expect(events.at(-1)).toEqual({
      kind: 'extended',
      detail: { months: 3, reason: 'gift', ref: 'gift-ref' },
    });
    // Nothing is charged before the new date.
    t.clock.set('2026-06-30T12:00:00.000Z');
    await t.premium.renewals.runOnce();
    expect((await subscription(guid)).period_no).toBe(1);
    expect((await t.premium.premiumStateOf(m.id)).isPremium).toBe(true);
  });

  it('moves a Free Trial’s end (the first charge) by the months', async () => {
    const m = await premiumMember(t);
    const guid = await insertSubscriptionRow(t, m.id, {
      state: 'Free Trial',
      trial_end_at: at('2026-03-08T12:00:00.000Z'),
      due_at: at('2026-03-08T12:00:00.000Z'),
    });
    await grant(m.id, 1);
    const row = await subscription(guid);
    expect(row.state).toBe('Free Trial');
    expect(row.trial_end_at).toEqual(at('2026-04-08T12:00:00.000Z'));
    expect(row.due_at).toEqual(at('2026-04-08T12:00:00.000Z'));
  });

  it('moves a Past Due one’s next retry by the months', async () => {
    const m = await premiumMember(t);
    const guid = await insertSubscriptionRow(t, m.id, {
      state: 'Past Due',
      period_no: 1,
      current_period_end: at('2026-02-28T12:00:00.000Z'),
      due_at: at('2026-03-02T12:00:00.000Z'),
      retry_count: 1,
    });
    const result = await grant(m.id, 1);
    expect(result.outcome).toBe('extended');
    const row = await subscription(guid);
    expect(row.state).toBe('Past Due');
    expect(row.due_at).toEqual(at('2026-04-02T12:00:00.000Z'));
  });

  it('makes a Canceled one end the months later (premium until then, not after)', async () => {
    const m = await premiumMember(t);
    const guid = await insertSubscriptionRow(t, m.id, {
      state: 'Canceled',
      period_no: 1,
      current_period_end: at('2026-03-20T12:00:00.000Z'),
      expiration_at: at('2026-03-20T12:00:00.000Z'),
      due_at: at('2026-03-20T12:00:00.000Z'),
      cancelled_at: at(START),
    });
    await grant(m.id, 2);
    const row = await subscription(guid);
    expect(row.state).toBe('Canceled');
    expect(row.expiration_at).toEqual(at('2026-05-20T12:00:00.000Z'));
    t.clock.set('2026-05-20T11:00:00.000Z');
    await t.premium.renewals.runOnce();
    expect((await t.premium.premiumStateOf(m.id)).isPremium).toBe(true);
    t.clock.set('2026-05-20T12:00:00.000Z');
    await t.premium.renewals.runOnce();
    expect((await subscription(guid)).state).toBe('Expired');
    expect((await t.premium.premiumStateOf(m.id)).isPremium).toBe(false);
  });

  it('moves a comp’s end by the months', async () => {
    const m = await premiumMember(t);
    const first = await grant(m.id, 1);
    const second = await grant(m.id, 2);
    expect(second).toEqual({ guid: first.guid, outcome: 'extended' });
    const row = await subscription(first.guid);
    // One month, then two more: three months from now.
    expect(row.expiration_at).toEqual(at('2026-06-01T12:00:00.000Z'));
    expect(row.due_at).toEqual(at('2026-06-01T12:00:00.000Z'));
    t.clock.set('2026-05-31T12:00:00.000Z');
    await t.premium.renewals.runOnce();
    expect((await t.premium.premiumStateOf(m.id)).isPremium).toBe(true);
    t.clock.set('2026-06-01T12:00:00.000Z');
    await t.premium.renewals.runOnce();
    expect((await t.premium.premiumStateOf(m.id)).isPremium).toBe(false);
  });

  it('leaves an open-ended comp as it is (nothing to extend)', async () => {
    const m = await premiumMember(t);
    const guid = await insertSubscriptionRow(t, m.id, {
      state: 'Comped',
      merchant_type: 'House',
      expiration_at: null,
    });
    const result = await grant(m.id, 6);
    expect(result).toEqual({ guid, outcome: 'extended' });
    const row = await subscription(guid);
    expect(row.expiration_at).toBeNull();
    expect(row.due_at).toBeNull();
    expect((await eventsOf(guid)).map((e) => e.kind)).toEqual([]);
  });
});
