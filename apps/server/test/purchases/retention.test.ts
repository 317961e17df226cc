import { describe, expect, it } from 'vitest';
import {
  errorCode,
  insertSubscriptionRow,
  premiumMember,
  type PremiumMember,
} from '../premium/premium-fixtures';
import { returningMember, subUrl } from '../premium/subscriptions-fixtures';
import { START, purchasesTestApp } from './purchases-fixtures';

/*
 * Retention offers (docs/premium.md "Retention offers"): what the cancel step offers a paying
 * member instead, and the apply rules around them (3024, 3025).
 */

const t = purchasesTestApp();

const offersOf = async (m: PremiumMember, guid: string, query = '') => {
  const res = await m.get(`${subUrl(guid, 'retention_offers')}${query}`);
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toBe('private, no-store');
  return res.json().offers as { code: string; [key: string]: unknown }[];
};
const codesOf = async (m: PremiumMember, guid: string) => (await offersOf(m, guid)).map((o) => o.code);

/** A member with an Active, paid premium-monthly subscription (charged at once: no trial). */
async function payingMember() {
  const m = await returningMember(t);
  const sub = await m.subscribe('premium-monthly');
  expect(sub.state.state).toBe('Active');
  return { m, sub };
}

describe('retention offers', () => {
  it('a paying subscription is offered the retention promos, priced against its product', async () => {
    const { m, sub } = await payingMember();
    const offers = await offersOf(m, sub.guid);
    expect(offers.map((o) => o.code)).toEqual(expect.arrayContaining(['STAYWITHUS']));
    // Only retention offers: not the signup codes.
    expect(offers.every((o) => o.is_retention_offer === true)).toBe(true);
    expect(offers.find((o) => o.code === 'STAYWITHUS')).toMatchObject({
      type: 'percent',
      number_of_billing_cycles: 3,
      is_applicable: true,
      base_price: '7.99',
      // 7.99 × 30% = 2.397 → 2.40.
      discount_amount: '2.40',
      discounted_price: '5.59',
      marketing_description: 'Stay and take 30% off your next three payments.',
      product: { code: 'premium-monthly' },
    });
    const es = await offersOf(m, sub.guid, '?trans=es');
    expect(es.find((o) => o.code === 'STAYWITHUS')?.marketing_description).toBe(
      'Quédate y llévate un 30% de descuento en tus tres próximos pagos.',
    );
  });

  it('none for a subscription that is not paying: in its trial, canceled, comped', async () => {
    t.clock.set(START);
    const trial = await premiumMember(t);
    const inTrial = await trial.subscribe('premium-monthly');
    expect(inTrial.state.state).toBe('Free Trial');
    expect(await offersOf(trial, inTrial.guid)).toEqual([]);

    const { m, sub } = await payingMember();
    await m.post(subUrl(sub.guid, 'cancel'));
    expect(await offersOf(m, sub.guid)).toEqual([]);

    const comped = await premiumMember(t);
    const house = (
      await comped.post('/api/premium_profiles/me/apply_promo', { promo_code: 'FRIENDS3' })
    ).json();
    expect(house.state.state).toBe('Comped');
    expect(await offersOf(comped, house.guid)).toEqual([]);
  });

  it('leaves out offers this member redeemed before, used-up, expired and other-currency ones', async () => {
    const db = t.database.db;
    const insertOffer = (code: string, values: Record<string, unknown>) =>
      db
        .insertInto('premium_promos')
        .values({
          code,
          type: 'percent',
          discount_percent: 10,
          number_of_billing_cycles: 1,
          is_retention_offer: true,
          ...values,
        })
        .onConflict((oc) => oc.column('code').doNothing())
        .execute();
    await insertOffer('RETUSEDUP', { max_uses: 1, uses: 1 });
    await insertOffer('RETEXPIRED', { expires_at: new Date('2026-01-01T00:00:00.000Z') });
    await insertOffer('RETEUROS', { type: 'amount', discount_amount_minor: 100, currency: 'EUR' });
    await insertOffer('RETUSD', { type: 'amount', discount_amount_minor: 100, currency: 'USD' });

    const { m, sub } = await payingMember();
    const stayWithUs = await db
      .selectFrom('premium_promos')
      .select('id')
      .where('code', '=', 'STAYWITHUS')
      .executeTakeFirstOrThrow();
    // STAYWITHUS was redeemed by this member on an earlier subscription.
    const earlier = await insertSubscriptionRow(t, m.id, {
      state: 'Expired',
      expiration_at: new Date(START),
    });
    await db
      .insertInto('premium_promo_redemptions')
      .values({ promo_id: stayWithUs.id, user_id: m.id, subscription_guid: earlier })
      .execute();

    const codes = await codesOf(m, sub.guid);
    expect(codes).toContain('RETUSD');
    for (const gone of ['STAYWITHUS', 'RETUSEDUP', 'RETEXPIRED', 'RETEUROS'])
      expect(codes).not.toContain(gone);
  });

  it("another member's subscription answers 404 NOT_FOUND", async () => {
    const { sub } = await payingMember();
    const other = await premiumMember(t);
    const res = await other.get(subUrl(sub.guid, 'retention_offers'));
    expect(res.statusCode).toBe(404);
    expect(errorCode(res)).toBe('NOT_FOUND');
  });

  it('accepting keeps the subscription Active and discounts the next renewal charge', async () => {
    t.clock.set(START);
    const { m, sub } = await payingMember();
    const accepted = await m.post(subUrl(sub.guid, 'apply_promo'), { promo_code: 'staywithus' });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({
      state: { state: 'Active' },
      promos: [{ code: 'STAYWITHUS' }],
      discount: '2.40',
      // 5.59 + 8.875% New York tax (0.496… → 0.50).
      premium_next_pay_amount: '6.09',
    });
    // Taken: nothing more to offer (another code would answer APPLIED).
    expect(await offersOf(m, sub.guid)).toEqual([]);

    t.clock.set('2026-04-01T12:00:01.000Z');
    await t.premium.renewals.runOnce();
    const renewed = (await m.get(subUrl(sub.guid))).json();
    expect(renewed.state.state).toBe('Active');
    const charges = (await m.get('/api/premium/2/transactions')).json() as {
      reason: string;
      discount_amount: string;
      total: string;
      status: string;
    }[];
    const renewal = charges.find((c) => c.reason === 'renewal');
    expect(renewal).toMatchObject({ status: 'settled', discount_amount: '2.40', total: '6.09' });
  });
});

describe('apply rules', () => {
  it('a retention offer on a subscription in its trial answers 3025 and applies nothing', async () => {
    t.clock.set(START);
    const m = await premiumMember(t);
    const sub = await m.subscribe('premium-monthly');
    expect(sub.state.state).toBe('Free Trial');
    const res = await m.post(subUrl(sub.guid, 'apply_promo'), { promo_code: 'STAYWITHUS' });
    expect(res.statusCode).toBe(400);
    expect(errorCode(res)).toBe(3025);
    expect((await m.get(subUrl(sub.guid))).json().promos).toEqual([]);
  });

  it('a retention offer on a canceled or comped subscription answers 3025', async () => {
    const { m, sub } = await payingMember();
    await m.post(subUrl(sub.guid, 'cancel'));
    expect(errorCode(await m.post(subUrl(sub.guid, 'apply_promo'), { promo_code: 'STAYWITHUS' }))).toBe(3025);

    const comped = await premiumMember(t);
    const house = (
      await comped.post('/api/premium_profiles/me/apply_promo', { promo_code: 'FRIENDS3' })
    ).json();
    expect(
      errorCode(await comped.post(subUrl(house.guid, 'apply_promo'), { promo_code: 'STAYWITHUS' })),
    ).toBe(3025);
  });

  it('a signup-only code (free trial, fixed term) on a paying subscription answers 3024', async () => {
    const { m, sub } = await payingMember();
    for (const code of ['TRIAL30', 'FRIENDS3']) {
      const res = await m.post(subUrl(sub.guid, 'apply_promo'), { promo_code: code });
      expect(res.statusCode).toBe(400);
      expect(errorCode(res)).toBe(3024);
      expect(res.json().errors[0].field).toBe('promo_code');
    }
    // Nothing was applied: a retention offer still goes through.
    expect((await m.post(subUrl(sub.guid, 'apply_promo'), { promo_code: 'STAYWITHUS' })).statusCode).toBe(
      200,
    );
  });

  it('a free-trial code during the trial still lengthens it', async () => {
    t.clock.set(START);
    const m = await premiumMember(t);
    const sub = await m.subscribe('premium-monthly');
    const res = await m.post(subUrl(sub.guid, 'apply_promo'), { promo_code: 'TRIAL30' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ state: { state: 'Free Trial' }, promos: [{ code: 'TRIAL30' }] });
  });
});
