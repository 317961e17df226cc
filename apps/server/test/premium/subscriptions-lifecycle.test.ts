import { describe, expect, it } from 'vitest';
import { errorCode, premiumMember, type PremiumMember, type PremiumTestApp } from './premium-fixtures';
import {
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

const mailsTo = (m: PremiumMember) => t.mail.to(m.email);

describe('cancel and resubscribe during a trial', () => {
  it('keeps access until the trial ends, then reactivates with no charge', async () => {
    t.clock.set(START);
    const m = await premiumMember(t);
    const sub = await m.subscribe('premium-monthly');
    t.clock.travel({ days: 2 });

    const canceled = await m.post(subUrl(sub.guid, 'cancel'));
    expect(canceled.statusCode).toBe(200);
    expect(canceled.json()).toMatchObject({
      state: { active: true, state: 'Canceled' },
      premium_status: 'active',
      premium_expiration_date: '2026-03-08T12:00:00.000Z',
      premium_next_pay_date: null,
      premium_next_pay_amount: null,
    });
    expect((await premiumClaims(t, m)).user_type).toBe('premium');

    // Canceling again answers it unchanged.
    const again = await m.post(subUrl(sub.guid, 'cancel'));
    expect(again.json()).toEqual(canceled.json());

    const back = await m.post(subUrl(sub.guid, 'resubscribe'), {});
    expect(back.statusCode).toBe(200);
    expect(back.json()).toMatchObject({
      state: { active: true, state: 'Free Trial' },
      premium_expiration_date: null,
      premium_next_pay_date: '2026-03-08T12:00:00.000Z',
      premium_free_trial_end_date: '2026-03-08T12:00:00.000Z',
    });
    expect(await moneyOf(t, m)).toEqual({ live: 1, settled: 0, sales: 0 });
    expect(await eventKinds(m, sub.guid)).toEqual([
      'subscribed',
      'trial_started',
      'canceled',
      'resubscribed',
    ]);
  });

  it('sends the cancellation mail once per cancel', async () => {
    t.clock.set(START);
    const m = await premiumMember(t);
    const sub = await m.subscribe('premium-monthly');
    await m.post(subUrl(sub.guid, 'cancel'));
    await m.post(subUrl(sub.guid, 'cancel'));
    const cancelled = mailsTo(m).filter((mail) => mail.template === 'premium_subscription_cancelled');
    expect(cancelled).toHaveLength(1);
    // Canceled, resubscribed, canceled again: a new occasion, a new mail.
    await m.post(subUrl(sub.guid, 'resubscribe'), {});
    t.clock.travel({ minutes: 1 });
    await m.post(subUrl(sub.guid, 'cancel'));
    expect(mailsTo(m).filter((mail) => mail.template === 'premium_subscription_cancelled')).toHaveLength(2);
  });
});

describe('cancel and resubscribe a paid subscription', () => {
  it('access until the period end; resubscribing before then charges nothing', async () => {
    t.clock.set(START);
    const m = await returningMember(t);
    const sub = await m.subscribe('premium-monthly');
    t.clock.travel({ days: 10 });
    const canceled = (await m.post(subUrl(sub.guid, 'cancel'))).json();
    expect(canceled.state.state).toBe('Canceled');
    expect(canceled.premium_expiration_date).toBe('2026-04-01T12:00:00.000Z');
    expect(canceled.revenue).toBe('8.70');

    t.clock.travel({ days: 10 });
    const back = (await m.post(subUrl(sub.guid, 'resubscribe'), {})).json();
    expect(back).toMatchObject({
      state: { active: true, state: 'Active' },
      premium_next_pay_date: '2026-04-01T12:00:00.000Z',
      premium_expiration_date: null,
      revenue: '8.70',
    });
    expect(await moneyOf(t, m)).toEqual({ live: 1, settled: 1, sales: 1 });
  });

  it('after the expiry a resubscribe starts a new subscription, charged at once, no second trial', async () => {
    t.clock.set(START);
    const m = await premiumMember(t);
    const sub = await m.subscribe('premium-monthly');
    await m.post(subUrl(sub.guid, 'cancel'));
    // Past the trial's end: the sweep expires it.
    t.clock.set('2026-03-09T12:00:00.000Z');
    await t.premium.renewals.runOnce();
    const expired = (await m.get(subUrl(sub.guid))).json();
    expect(expired).toMatchObject({ state: { active: false, state: 'Expired' }, premium_status: 'lapsed' });
    expect((await premiumClaims(t, m)).user_type).toBe('registered');

    // Expired is final: no cancel, no product change.
    expect(errorCode(await m.post(subUrl(sub.guid, 'cancel')))).toBe(3017);
    expect(errorCode(await m.post(subUrl(sub.guid, 'resubscribe'), { product_code: 'ultra-monthly' }))).toBe(
      3017,
    );

    const renewed = await m.post(subUrl(sub.guid, 'resubscribe'), {});
    expect(renewed.statusCode).toBe(200);
    const fresh = renewed.json();
    expect(fresh.guid).not.toBe(sub.guid);
    expect(fresh).toMatchObject({
      state: { active: true, state: 'Active' },
      premium_free_trial_end_date: null,
      premium_signup_date: '2026-03-09T12:00:00.000Z',
      premium_next_pay_date: '2026-04-09T12:00:00.000Z',
      revenue: '8.70',
    });
    expect(await moneyOf(t, m)).toEqual({ live: 1, settled: 1, sales: 1 });
    expect((await premiumClaims(t, m)).user_type).toBe('premium');
    // Both are listed, newest first.
    const list = (await m.get('/api/premium/2/subscriptions')).json();
    expect(list.map((s: { guid: string }) => s.guid)).toEqual([fresh.guid, sub.guid]);
  });

  it('a canceled subscription whose end has passed (sweep not run yet) counts as ended', async () => {
    t.clock.set(START);
    const m = await returningMember(t);
    const sub = await m.subscribe('premium-monthly');
    await m.post(subUrl(sub.guid, 'cancel'));
    t.clock.set('2026-04-02T12:00:00.000Z');
    expect((await premiumClaims(t, m)).user_type).toBe('registered');
    const fresh = (await m.post(subUrl(sub.guid, 'resubscribe'), {})).json();
    expect(fresh.guid).not.toBe(sub.guid);
    expect((await m.get(subUrl(sub.guid))).json().state.state).toBe('Expired');
    expect(await eventKinds(m, sub.guid)).toEqual(['subscribed', 'charged', 'canceled', 'expired']);
  });
});

describe('resubscribe with a retention offer and a new card', () => {
  it('reactivates, switches the card and applies the code, with no charge', async () => {
    const m = await returningMember(t);
    const sub = await m.subscribe('premium-monthly');
    await m.post(subUrl(sub.guid, 'cancel'));
    const card = await m.addCard('fake-valid-amex-nonce');
    const res = await m.post(subUrl(sub.guid, 'resubscribe'), {
      promo_code: 'STAYWITHUS',
      paymentmethod_guid: card,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      state: { active: true, state: 'Active' },
      paymentmethod_guid: card,
      promos: [{ code: 'STAYWITHUS' }],
      discount: '2.40',
    });
    expect(await moneyOf(t, m)).toEqual({ live: 1, settled: 1, sales: 1 });
    expect(await eventKinds(m, sub.guid)).toEqual([
      'subscribed',
      'charged',
      'canceled',
      'resubscribed',
      'payment_method_changed',
      'promo_applied',
    ]);
  });
});

describe('trial to renewal (the sweep) and the subscription view', () => {
  it('the first charge falls at the trial end and the view follows', async () => {
    t.clock.set(START);
    const m = await premiumMember(t);
    const sub = await m.subscribe('premium-monthly');
    t.clock.set('2026-03-08T12:00:01.000Z');
    await t.premium.renewals.runOnce();
    const renewed = (await m.get(subUrl(sub.guid))).json();
    expect(renewed).toMatchObject({ state: { state: 'Active' }, revenue: '8.70' });
    expect(renewed.premium_last_pay_date).not.toBeNull();
    expect(renewed.most_recent_transaction).not.toBeNull();
    const [tx] = (await m.get('/api/premium/2/transactions')).json();
    expect(tx).toMatchObject({ reason: 'renewal', total: '8.70', status: 'settled' });
  });
});
