import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildPremiumTestApp,
  premiumMember,
  type PremiumMember,
  type PremiumTestApp,
} from './premium-fixtures';
import {
  DECLINING,
  cardBehavesAs,
  eventKinds,
  invoicesOf,
  salesOf,
  subscriptionRow,
} from './billing-fixtures';

/*
 * Dunning with the injected clock: a renewal declines → Past Due (payment_failed mail, still
 * premium) → retries 1, 3 and 7 days after the first failure → Expired (mail, claims no longer
 * premium). And the ways back: a new payment method retries at once; a card that works again
 * at a scheduled retry. A method that is disabled fails like a decline.
 */
let t: PremiumTestApp;
beforeAll(async () => {
  t = await buildPremiumTestApp();
});
afterAll(async () => {
  await t?.app.close();
});

const db = () => t.database.db;
const sweep = () => t.premium.renewals.runOnce();
const mails = (member: PremiumMember, template: string) =>
  t.mail.to(member.email).filter((m) => m.template === template);
const userType = async (member: PremiumMember) => {
  const res = await member.get('/api/claims/');
  expect(res.statusCode).toBe(200);
  // The claims are a signed JWT: its payload says what the member is now.
  const jwt = Object.values(res.json() as Record<string, unknown>).find(
    (v) => typeof v === 'string' && v.split('.').length === 3,
  );
  const payload = JSON.parse(Buffer.from(String(jwt).split('.')[1]!, 'base64url').toString('utf8'));
  return payload.premium.user_type === 'premium';
};

/** A member on premium-monthly past its trial (8 March) and first renewal (8 April). */
async function payingMember() {
  t.clock.set('2026-03-01T12:00:00.000Z');
  const member = await premiumMember(t);
  const card = await member.addCard();
  const sub = await member.subscribe('premium-monthly', { paymentmethod_guid: card });
  t.clock.set('2026-03-08T12:00:00.000Z');
  await sweep();
  t.clock.set('2026-04-08T12:00:00.000Z');
  await sweep();
  const row = await subscriptionRow(db(), sub.guid);
  expect([row.state, row.period_no]).toEqual(['Active', 2]);
  return { member, card, guid: sub.guid as string };
}

describe('dunning', () => {
  it('declines → Past Due → retries at +1, +3, +7 days → Expired', async () => {
    const { member, card, guid } = await payingMember();
    await cardBehavesAs(db(), card, DECLINING);

    t.clock.set('2026-05-08T12:00:00.000Z');
    await sweep();
    let row = await subscriptionRow(db(), guid);
    expect([row.state, row.retry_count, row.period_no]).toEqual(['Past Due', 1, 2]);
    expect(row.due_at?.toISOString()).toBe('2026-05-09T12:00:00.000Z');
    expect(mails(member, 'premium_payment_failed')).toHaveLength(1);
    expect(mails(member, 'premium_payment_failed')[0]!.vars.retry_date).toBe('May 9, 2026');
    // Past Due still entitles during the retries.
    expect(await userType(member)).toBe(true);

    // Not before the retry time.
    t.clock.set('2026-05-09T11:00:00.000Z');
    await sweep();
    expect((await subscriptionRow(db(), guid)).retry_count).toBe(1);

    for (const [at, retries, next] of [
      ['2026-05-09T12:00:00.000Z', 2, '2026-05-11T12:00:00.000Z'],
      ['2026-05-11T12:00:00.000Z', 3, '2026-05-15T12:00:00.000Z'],
    ] as const) {
      t.clock.set(at);
      await sweep();
      row = await subscriptionRow(db(), guid);
      expect([row.state, row.retry_count, row.due_at?.toISOString()]).toEqual(['Past Due', retries, next]);
    }
    expect(mails(member, 'premium_payment_failed')).toHaveLength(3);

    t.clock.set('2026-05-15T12:00:00.000Z');
    await sweep();
    row = await subscriptionRow(db(), guid);
    expect(row.state).toBe('Expired');
    expect(row.expiration_at?.toISOString()).toBe('2026-05-15T12:00:00.000Z');
    expect(row.due_at).toBeNull();
    expect(mails(member, 'premium_payment_failed')).toHaveLength(3);
    expect(mails(member, 'premium_subscription_expired')).toHaveLength(1);
    expect(await userType(member)).toBe(false);

    // One invoice for the period, four attempts, all declined, given up.
    const invoice = (await invoicesOf(db(), guid)).find((i) => i.charge_key === 'period:3')!;
    expect([invoice.status, invoice.attempts]).toEqual(['failed', 4]);
    const sales = (await salesOf(db(), guid)).filter((s) => s.invoice_id === invoice.id);
    expect(sales.map((s) => s.status)).toEqual(['declined', 'declined', 'declined', 'declined']);
    expect(await eventKinds(db(), guid)).toEqual(
      expect.arrayContaining(['charge_failed', 'past_due', 'retried', 'expired']),
    );
    // An Expired subscription is never worked again.
    const before = (await salesOf(db(), guid)).length;
    t.clock.set('2026-07-01T12:00:00.000Z');
    await sweep();
    expect((await salesOf(db(), guid)).length).toBe(before);
  });

  it('recovers at once when the member gives a Past Due subscription another card', async () => {
    const { member, card, guid } = await payingMember();
    await cardBehavesAs(db(), card, DECLINING);
    t.clock.set('2026-05-08T12:00:00.000Z');
    await sweep();
    expect((await subscriptionRow(db(), guid)).state).toBe('Past Due');

    t.clock.set('2026-05-08T18:00:00.000Z');
    const fresh = await member.addCard('fake-valid-mastercard-nonce');
    const res = await member.post(`/api/premium/2/subscriptions/${guid}/change_paymentmethod`, {
      paymentmethod_guid: fresh,
    });
    expect(res.statusCode).toBe(200);
    const row = await subscriptionRow(db(), guid);
    expect([row.state, row.retry_count, row.period_no]).toEqual(['Active', 0, 3]);
    // The period stays on its calendar: 8 May to 8 June.
    expect(row.current_period_end?.toISOString()).toBe('2026-06-08T12:00:00.000Z');
    const invoice = (await invoicesOf(db(), guid)).find((i) => i.charge_key === 'period:3')!;
    expect([invoice.status, invoice.attempts]).toEqual(['paid', 2]);

    // The scheduled retry finds nothing to do; the next renewal is charged once, to the new card.
    t.clock.set('2026-05-09T12:00:00.000Z');
    await sweep();
    t.clock.set('2026-06-08T12:00:00.000Z');
    await sweep();
    const settled = (await salesOf(db(), guid)).filter((s) => s.status === 'settled');
    expect(settled.map((s) => s.payment_method_guid)).toEqual([card, card, fresh, fresh]);
  });

  it('recovers at a scheduled retry when the card works again', async () => {
    const { card, guid } = await payingMember();
    await cardBehavesAs(db(), card, DECLINING);
    t.clock.set('2026-05-08T12:00:00.000Z');
    await sweep();
    await cardBehavesAs(db(), card, 'fake-valid-visa-nonce');
    t.clock.set('2026-05-09T12:00:00.000Z');
    await sweep();
    const row = await subscriptionRow(db(), guid);
    expect([row.state, row.retry_count, row.period_no, row.due_at?.toISOString()]).toEqual([
      'Active',
      0,
      3,
      '2026-06-08T12:00:00.000Z',
    ]);
  });

  it('treats a disabled payment method like a decline, without asking the gateway', async () => {
    const { member, card, guid } = await payingMember();
    await db().updateTable('payment_methods').set({ status: 'disabled' }).where('guid', '=', card).execute();
    t.clock.set('2026-05-08T12:00:00.000Z');
    await sweep();
    const row = await subscriptionRow(db(), guid);
    expect(row.state).toBe('Past Due');
    const last = (await salesOf(db(), guid)).at(-1)!;
    expect([last.status, last.gateway_transaction_id, last.response_text]).toEqual([
      'declined',
      null,
      'Payment method unavailable',
    ]);
    expect(mails(member, 'premium_payment_failed')).toHaveLength(1);
  });
});
