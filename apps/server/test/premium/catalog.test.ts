import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogSchema, type PremiumCatalog, type PremiumProduct } from '@fanverse/contract';
import { seedPremium } from '../../src/modules/premium/catalog/premium.seed';
import { buildPremiumTestApp, errorCode, type PremiumTestApp } from './premium-fixtures';

let t: PremiumTestApp;
const START = new Date('2026-03-01T12:00:00.000Z');

beforeAll(async () => {
  t = await buildPremiumTestApp({ start: START });
});
afterAll(async () => {
  await t.app.close();
});

async function catalog(query = '', headers: Record<string, string> = {}) {
  const res = await t.app.inject({ method: 'GET', url: `/api/premium/2/catalog/${query}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return { body: catalogSchema.parse(res.json()) as PremiumCatalog, res };
}
const geo = (country: string) => ({ [t.config.GEO_COUNTRY_HEADER]: country });
const product = (c: PremiumCatalog, code: string): PremiumProduct => {
  const found = c.plans.flatMap((p) => p.products).find((p) => p.code === code);
  if (!found) throw new Error(`no product ${code}`);
  return found;
};

describe('GET /api/premium/2/catalog/', () => {
  it('answers every field of the spec, plans in order, priced in USD for the default country', async () => {
    const { body, res } = await catalog();
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(body).toMatchObject({
      consumer_name: 'fanverse',
      name: 'Fanverse Premium',
      promotion: null,
      country_code_alpha2: 'US',
      currency_code: 'USD',
      descriptors: { plan_order: ['premium', 'ultra'] },
    });
    expect(body.catalog_guid).toMatch(/^[0-9a-f-]{36}$/);
    expect(body.descriptors.catalog_purchase_terms).toContain('renew automatically');
    expect(body.plans.map((p) => p.code)).toEqual(['premium', 'ultra']);
    expect(body.plans.map((p) => p.products.map((x) => x.code))).toEqual([
      ['premium-monthly', 'premium-annual'],
      ['ultra-monthly', 'ultra-annual'],
    ]);
    expect(body.plans.every((p) => p.promo_products.length === 0)).toBe(true);

    const monthly = product(body, 'premium-monthly');
    expect(body.default_product_id).toBe(monthly.id);
    expect(monthly).toMatchObject({
      consumer_name: 'fanverse',
      currency_code: 'USD',
      currency_symbol: '$',
      price: '7.99',
      price_minor: 799,
      period: 'P1M',
      plan: 'premium',
      premium_level: 1,
      free_trial_days: 7,
      is_gift: false,
      market_type: 'subscription',
      merchant_type: 'Braintree',
      merchant_plan_id: 'fanverse-premium-monthly',
      prorated_refund: false,
      recurring: true,
      // A trial begun now (2026-03-01) ends 7 days later; the first charge falls then.
      predicted_free_trial_end_date: '2026-03-08',
      next_billing_date: '2026-03-08',
    });
    expect(monthly.descriptors.title).toBe('Premium Monthly');
    expect(monthly.descriptors.price_label).toBe('$7.99/month');
    expect(monthly.descriptors.purchase_terms).toContain('2026-03-08');

    expect(product(body, 'premium-annual')).toMatchObject({
      price: '79.99',
      period: 'P1Y',
      free_trial_days: 7,
    });
    const ultra = product(body, 'ultra-monthly');
    expect(ultra).toMatchObject({
      price: '12.99',
      premium_level: 2,
      free_trial_days: 0,
      predicted_free_trial_end_date: null,
      next_billing_date: '2026-03-01',
    });
    expect(product(body, 'ultra-annual').price).toBe('129.99');
  });

  it('computes the annual saving from the real prices of the currency', async () => {
    const us = (await catalog()).body;
    const [premium, ultra] = us.plans;
    // 12 × 7.99 = 95.88 against 79.99: 16.57% → 17. 12 × 12.99 = 155.88 against 129.99: 16.61% → 17.
    expect(premium!.descriptors.annual_discount_percentage).toBe(17);
    expect(ultra!.descriptors.annual_discount_percentage).toBe(17);
    expect(premium!.descriptors.discount_badge_large).toBe('Save 17% a year');
    expect(premium!.descriptors.display_price).toBe('$7.99/month');
    expect(premium!.descriptors.plan_order).toBe(1);
    expect(ultra!.descriptors.plan_order).toBe(2);
    expect(product(us, 'premium-annual').descriptors.badge).toBe('Save 17%');
    expect(product(us, 'premium-monthly').descriptors.badge).toBe('');
    // MXN: 12 × 149 = 1788 against 1499: 16.16% → 16.
    const mx = (await catalog('', geo('MX'))).body;
    expect(mx.plans[0]!.descriptors.annual_discount_percentage).toBe(16);
  });

  it.each([
    ['US', 'USD', '$', '7.99', '79.99'],
    ['DE', 'EUR', '€', '7.99', '79.99'],
    ['GB', 'GBP', '£', '6.99', '69.99'],
    ['MX', 'MXN', 'MX$', '149.00', '1499.00'],
    ['CA', 'USD', '$', '7.99', '79.99'],
  ])('a visitor from %s sees prices in %s', async (country, currency, symbol, monthly, annual) => {
    const { body } = await catalog('', geo(country));
    expect(body.country_code_alpha2).toBe(country);
    expect(body.currency_code).toBe(currency);
    const all = body.plans.flatMap((p) => p.products);
    expect(all.every((p) => p.currency_code === currency && p.currency_symbol === symbol)).toBe(true);
    expect(product(body, 'premium-monthly').price).toBe(monthly);
    expect(product(body, 'premium-annual').price).toBe(annual);
  });

  it('previews another country with country_code_alpha2 and refuses a malformed one', async () => {
    const { body } = await catalog('?country_code_alpha2=GB', geo('US'));
    expect(body.currency_code).toBe('GBP');
    expect(product(body, 'ultra-monthly').price).toBe('10.99');
    const bad = await t.app.inject({ method: 'GET', url: '/api/premium/2/catalog/?country_code_alpha2=usa' });
    expect(bad.statusCode).toBe(400);
  });

  it('answers the path without its trailing slash too', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/premium/2/catalog' });
    expect(res.statusCode).toBe(200);
  });

  it('speaks Spanish with ?trans=es', async () => {
    const { body } = await catalog('?trans=es', geo('ES'));
    const premium = body.plans[0]!;
    expect(premium.descriptors.subtitle).toBe('Todas las historias, sin interrupciones');
    expect(premium.descriptors.available_perks).toContain('Sin anuncios');
    expect(premium.descriptors.discount_badge_large).toBe('Ahorra un 17% al año');
    expect(premium.descriptors.display_price).toMatch(/^7,99\s€\/mes$/);
    expect(product(body, 'premium-monthly').descriptors.title).toBe('Premium mensual');
    expect(body.descriptors.catalog_purchase_terms).toContain('se renuevan');
  });

  it('dates the trial from the injected clock', async () => {
    t.clock.set('2026-01-28T23:30:00.000Z');
    try {
      const { body } = await catalog();
      expect(product(body, 'premium-monthly').predicted_free_trial_end_date).toBe('2026-02-04');
      expect(product(body, 'ultra-annual').next_billing_date).toBe('2026-01-28');
    } finally {
      t.clock.set(START);
    }
  });

  it('lists the products a valid ?promo applies to at the discounted price', async () => {
    const welcome = (await catalog('?promo=welcome20')).body;
    expect(welcome.promotion).toBe('WELCOME20');
    // 20% of 7.99 = 1.598 → 1.60 off.
    expect(product(welcome, 'premium-monthly').price).toBe('7.99');
    const promoMonthly = welcome.plans[0]!.promo_products.find((p) => p.code === 'premium-monthly');
    expect(promoMonthly).toMatchObject({ price: '6.39', price_minor: 639 });
    expect(welcome.plans[1]!.promo_products.map((p) => p.code)).toEqual(['ultra-monthly', 'ultra-annual']);

    const trial = (await catalog('?promo=TRIAL30')).body;
    const trialMonthly = trial.plans[0]!.promo_products[0]!;
    expect(trialMonthly).toMatchObject({
      price: '7.99',
      free_trial_days: 30,
      next_billing_date: '2026-03-31',
    });

    // Expired, unknown, or (an amount in USD) shown in GBP: nothing on offer, and no error.
    for (const [query, headers] of [
      ['?promo=OLDPROMO', {}],
      ['?promo=NOSUCHCODE', {}],
      ['?promo=SAVE5', geo('GB')],
    ] as const) {
      const { body } = await catalog(query, headers);
      expect(body.promotion).toBeNull();
      expect(body.plans.every((p) => p.promo_products.length === 0)).toBe(true);
    }
  });

  it('keeps gift products out of the plans', async () => {
    await t.database.db
      .insertInto('premium_products')
      .values({
        code: 'premium-gift-annual',
        plan_code: 'premium',
        name: 'Premium Gift',
        period: 'P1Y',
        is_gift: true,
        recurring: false,
        merchant_plan_id: 'gift',
      })
      .execute();
    const { body } = await catalog();
    expect(body.plans.flatMap((p) => p.products).some((p) => p.code === 'premium-gift-annual')).toBe(false);
  });

  it('refuses a malformed promo parameter with a coded error', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/premium/2/catalog/?promo=bad%20code' });
    expect(res.statusCode).toBe(400);
    expect(errorCode(res)).toBeDefined();
  });

  it('seeds idempotently: ids kept, prices restored, promo use counts untouched', async () => {
    const db = t.database.db;
    const before = await db.selectFrom('premium_products').select(['id', 'code']).orderBy('id').execute();
    const monthly = before.find((p) => p.code === 'premium-monthly')!;
    await db
      .updateTable('premium_product_prices')
      .set({ amount_minor: 1 })
      .where('product_id', '=', monthly.id)
      .where('currency', '=', 'USD')
      .execute();
    await db.updateTable('premium_promos').set({ uses: 1 }).where('code', '=', 'LIMITED1').execute();

    await seedPremium(db, t.config);
    await seedPremium(db, t.config);

    expect(await db.selectFrom('premium_products').select(['id', 'code']).orderBy('id').execute()).toEqual(
      before,
    );
    expect(await t.premium.catalog.priceOf(monthly.id, 'USD')).toBe(799);
    const limited = await db
      .selectFrom('premium_promos')
      .select('uses')
      .where('code', '=', 'LIMITED1')
      .executeTakeFirstOrThrow();
    expect(limited.uses).toBe(1);
    const taxRows = await db
      .selectFrom('premium_tax_rates')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    // 10 ZIP digits + 5 NYC + LA + SF + 10 Oregon + 11 VAT countries (+ none added by this file).
    expect(Number(taxRows.n)).toBe(38);
  });
});
