import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { promoSchema } from '@fanverse/contract';
import { createTestUser } from '../helpers/test-user';
import type { ProductRow, PromoRow } from '../../src/modules/premium/premium-rows';
import {
  buildPremiumTestApp,
  errorCode,
  insertSubscriptionRow,
  type PremiumTestApp,
} from './premium-fixtures';

let t: PremiumTestApp;
let monthly: ProductRow;
let ultraAnnual: ProductRow;

beforeAll(async () => {
  t = await buildPremiumTestApp();
  monthly = (await t.premium.catalog.productByCode('premium-monthly'))!;
  ultraAnnual = (await t.premium.catalog.productByCode('ultra-annual'))!;
});
afterAll(async () => {
  await t.app.close();
});

const geo = (country: string) => ({ [t.config.GEO_COUNTRY_HEADER]: country });
const lookUp = (code: string, query = '', headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/api/premium/2/promos/${code}${query}`, headers });

async function describeOk(code: string, query = '', headers: Record<string, string> = {}) {
  const res = await lookUp(code, query, headers);
  expect(res.statusCode, res.body).toBe(200);
  return promoSchema.parse(res.json());
}

let codeSeq = 0;
/** A promo of the test's own (unique code), with overrides. */
async function newPromo(values: Partial<Record<string, unknown>> = {}): Promise<PromoRow> {
  codeSeq += 1;
  const code = `T${process.pid}X${codeSeq}${crypto.randomInt(1e6)}`;
  return t.database.db
    .insertInto('premium_promos')
    .values({ code, type: 'percent', discount_percent: 10, ...values })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** How many times a promo has been redeemed, as stored. */
async function usesOf(promo: PromoRow): Promise<number> {
  const row = await t.database.db
    .selectFrom('premium_promos')
    .select('uses')
    .where('id', '=', promo.id)
    .executeTakeFirstOrThrow();
  return row.uses;
}

const seededPromo = (code: string) =>
  t.database.db.selectFrom('premium_promos').selectAll().where('code', '=', code).executeTakeFirstOrThrow();

/** A subscription row for a member (what redemptions point at). */
const subscriptionOf = (userId: string) => insertSubscriptionRow(t, userId, { product_id: monthly.id });

describe('GET /api/premium/2/promos/{code}', () => {
  it('prices a percent code against the default product in the visitor’s currency', async () => {
    const res = await lookUp('WELCOME20');
    expect(res.headers['cache-control']).toBe('private, no-store');
    const body = promoSchema.parse(res.json());
    expect(body).toMatchObject({
      code: 'WELCOME20',
      type: 'percent',
      discount_percent: 20,
      base_price: '7.99',
      discount_amount: '1.60', // 1.598 → 1.60
      discounted_price: '6.39',
      number_of_billing_cycles: 3,
      is_applicable: true,
      fixed_term: false,
      requires_paymentmethod: true,
      is_retention_offer: false,
      product_id: null,
      comp_duration: 0,
      expires_at: null,
      marketing_description: '20% off your first three payments.',
      descriptors: { title: 'Welcome offer' },
    });
    expect(body.product).toMatchObject({ code: 'premium-monthly', price: '7.99', currency_code: 'USD' });
  });

  it.each([
    // code, country, discount, discounted price, applicable
    ['SAVE5', 'US', '5.00', '2.99', true],
    ['SAVE5', 'GB', '0.00', '6.99', false], // a USD amount does not apply to GBP prices
    ['FIRSTFREE', 'US', '7.99', '0.00', true],
    ['FRIENDS3', 'US', '7.99', '0.00', true], // three months free, no card
    ['TRIAL30', 'US', '0.00', '7.99', true],
    ['STAYWITHUS', 'DE', '2.40', '5.59', true], // 30% of 7.99 = 2.397 → 2.40
    ['WELCOME20', 'MX', '29.80', '119.20', true],
  ])('%s for a visitor from %s: %s off, %s', async (code, country, discount, price, applicable) => {
    const body = await describeOk(code, '', geo(country));
    expect(body).toMatchObject({
      discount_amount: discount,
      discounted_price: price,
      is_applicable: applicable,
    });
  });

  it('describes each type’s own fields', async () => {
    expect(await describeOk('FRIENDS3')).toMatchObject({
      type: 'fixed_term',
      fixed_term: true,
      comp_duration: 3,
      requires_paymentmethod: false,
    });
    const trial = await describeOk('TRIAL30');
    expect(trial).toMatchObject({ type: 'free_trial', free_trial_days: 30 });
    expect(trial.product.free_trial_days).toBe(30);
    expect(await describeOk('STAYWITHUS')).toMatchObject({
      is_retention_offer: true,
      number_of_billing_cycles: 3,
    });
    expect(await describeOk('FIRSTFREE')).toMatchObject({
      type: 'billing_cycles',
      number_of_billing_cycles: 1,
    });
  });

  it('prices against product pid, and says when the code is for another product', async () => {
    const ultra = await describeOk('WELCOME20', `?pid=${ultraAnnual.id}`);
    // 20% of 129.99 = 25.998 → 26.00
    expect(ultra).toMatchObject({
      base_price: '129.99',
      discount_amount: '26.00',
      discounted_price: '103.99',
    });
    expect(ultra.product.code).toBe('ultra-annual');

    const only = await newPromo({ product_id: ultraAnnual.id, discount_percent: 50 });
    // 50% of 129.99 = 64.995 → 65.00 off (half-up).
    const own = await describeOk(only.code);
    expect(own).toMatchObject({
      is_applicable: true,
      product_id: ultraAnnual.id,
      discount_amount: '65.00',
      discounted_price: '64.99',
    });
    const other = await describeOk(only.code, `?pid=${monthly.id}`);
    expect(other).toMatchObject({ is_applicable: false, discount_amount: '0.00', discounted_price: '7.99' });

    const unknown = await lookUp('WELCOME20', '?pid=999999');
    expect(unknown.statusCode).toBe(404);
    expect(errorCode(unknown)).toBe('NOT_FOUND');
    expect((await lookUp('WELCOME20', '?pid=abc')).statusCode).toBe(400);
  });

  it('matches codes without regard to case', async () => {
    for (const typed of ['welcome20', 'Welcome20', 'WELCOME20']) {
      expect((await describeOk(typed)).code).toBe('WELCOME20');
    }
  });

  it('speaks Spanish with ?trans=es', async () => {
    const body = await describeOk('TRIAL30', '?trans=es');
    expect(body.marketing_description).toBe('Prueba premium gratis durante 30 días.');
    expect(body.descriptors.title).toBe('Un mes de regalo');
    expect(body.product.descriptors.title).toBe('Premium mensual');
  });

  it('answers NOT_FOUND, EXPIRED and MAX_USAGE', async () => {
    const usedUp = await newPromo({ max_uses: 2, uses: 2 });
    const future = await newPromo({ expires_at: new Date(t.clock.now().getTime() + 60_000) });
    const cases: [string, number, string][] = [
      ['NOSUCHPROMO', 404, 'NOT_FOUND'],
      ['OLDPROMO', 400, 'EXPIRED'],
      [usedUp.code.toLowerCase(), 400, 'MAX_USAGE'],
    ];
    for (const [code, status, reply] of cases) {
      const res = await lookUp(code);
      expect(res.statusCode, code).toBe(status);
      expect(errorCode(res)).toBe(reply);
    }
    expect((await lookUp('bad code!')).statusCode).toBe(400);
    // Expiry follows the injected clock.
    expect((await lookUp(future.code)).statusCode).toBe(200);
    t.clock.travel({ minutes: 2 });
    expect(errorCode(await lookUp(future.code))).toBe('EXPIRED');
  });
});

describe('PromoService: usable, redeem, discountApplies', () => {
  it('checks a code for a member: APPLIED once they redeemed it', async () => {
    const member = await createTestUser(t);
    const promo = await t.premium.promos.usable('welcome20', member.id, monthly, 'USD');
    expect(promo.code).toBe('WELCOME20');
    const sub = await subscriptionOf(member.id);
    await t.database.db.transaction().execute((trx) => t.premium.promos.redeem(trx, promo, member.id, sub));
    await expect(t.premium.promos.usable('WELCOME20', member.id, monthly, 'USD')).rejects.toMatchObject({
      status: 400,
      code: 'APPLIED',
    });
    // Redeeming again (a race past the check) is refused by the database.
    await expect(
      t.database.db.transaction().execute((trx) => t.premium.promos.redeem(trx, promo, member.id, sub)),
    ).rejects.toMatchObject({ code: 'APPLIED' });
  });

  it('answers the promo replies, and code 8 for another product or currency', async () => {
    const member = await createTestUser(t);
    const usedUp = await newPromo({ max_uses: 1, uses: 1 });
    const forUltra = await newPromo({ product_id: ultraAnnual.id });
    const expect400 = (code: string, product: ProductRow, currency: 'USD' | 'GBP', reply: string | number) =>
      expect(t.premium.promos.usable(code, member.id, product, currency)).rejects.toMatchObject({
        code: reply,
        field: 'promo_code',
      });
    await expect400('NOPE', monthly, 'USD', 'NOT_FOUND');
    await expect400('OLDPROMO', monthly, 'USD', 'EXPIRED');
    await expect400(usedUp.code, monthly, 'USD', 'MAX_USAGE');
    await expect400(forUltra.code, monthly, 'USD', 8);
    await expect400('SAVE5', monthly, 'GBP', 8);
    expect((await t.premium.promos.usable(forUltra.code, member.id, ultraAnnual, 'USD')).id).toBe(
      forUltra.id,
    );
  });

  it('counts uses in the redeeming transaction: a rolled-back redemption leaves none', async () => {
    const promo = await newPromo({ max_uses: 5 });
    const member = await createTestUser(t);
    const sub = await subscriptionOf(member.id);
    await expect(
      t.database.db.transaction().execute(async (trx) => {
        await t.premium.promos.redeem(trx, promo, member.id, sub);
        throw new Error('the charge failed');
      }),
    ).rejects.toThrow('the charge failed');
    expect(await usesOf(promo)).toBe(0);
    await t.database.db.transaction().execute((trx) => t.premium.promos.redeem(trx, promo, member.id, sub));
    expect(await usesOf(promo)).toBe(1);
  });

  it('lets exactly max_uses of 50 members redeem a limited code at once', async () => {
    const promo = await newPromo({ max_uses: 10, discount_percent: 50 });
    const members: { id: string; sub: string }[] = [];
    for (let i = 0; i < 50; i += 10) {
      const batch = await Promise.all(Array.from({ length: 10 }, () => createTestUser(t)));
      for (const m of batch) members.push({ id: m.id, sub: await subscriptionOf(m.id) });
    }
    const results = await Promise.allSettled(
      members.map((m) =>
        t.database.db.transaction().execute((trx) => t.premium.promos.redeem(trx, promo, m.id, m.sub)),
      ),
    );
    const ok = results.filter((r) => r.status === 'fulfilled').length;
    const refused = results
      .filter((r) => r.status === 'rejected')
      .map((r) => (r as PromiseRejectedResult).reason.code);
    expect(ok).toBe(10);
    expect(refused).toHaveLength(40);
    expect(new Set(refused)).toEqual(new Set(['MAX_USAGE']));
    expect(await usesOf(promo)).toBe(10);
    const redemptions = await t.database.db
      .selectFrom('premium_promo_redemptions')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('promo_id', '=', promo.id)
      .executeTakeFirstOrThrow();
    expect(Number(redemptions.n)).toBe(10);
    // Now used up: the look-up says so.
    expect(errorCode(await lookUp(promo.code))).toBe('MAX_USAGE');
  });

  it('says which charges a promo discounts', async () => {
    const promos = t.premium.promos;
    const welcome = await seededPromo('WELCOME20');
    const trial = await seededPromo('TRIAL30');
    const friends = await seededPromo('FRIENDS3');
    expect(promos.discountApplies(null, null)).toBe(false);
    expect(promos.discountApplies(welcome, 3)).toBe(true);
    expect(promos.discountApplies(welcome, 1)).toBe(true);
    expect(promos.discountApplies(welcome, 0)).toBe(false);
    expect(promos.discountApplies(welcome, null)).toBe(true);
    expect(promos.discountApplies(trial, 1)).toBe(false);
    expect(promos.discountApplies(friends, null)).toBe(false);
  });
});
