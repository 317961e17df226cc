import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { taxSchema } from '@fanverse/contract';
import { createTestUser } from '../helpers/test-user';
import { buildPremiumTestApp, errorCode, type PremiumTestApp } from './premium-fixtures';

let t: PremiumTestApp;

beforeAll(async () => {
  t = await buildPremiumTestApp();
  // A test-only country with a 50% exclusive rate, for the half-up vector on one cent.
  await t.database.db
    .insertInto('premium_tax_rates')
    .values({ country: 'ZZ', postal_prefix: '', region: 'test', rate: '0.5', inclusive: false })
    .execute();
});
afterAll(async () => {
  await t.app.close();
});

const tax = (query: Record<string, string>, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: '/api/premium/2/tax', query, headers });

async function taxOk(query: Record<string, string>, headers: Record<string, string> = {}) {
  const res = await tax(query, headers);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['cache-control']).toBe('private, no-store');
  return taxSchema.parse(res.json());
}

const place = (postal_code: string, country_code_alpha2: string, product_code = 'premium-monthly') => ({
  postal_code,
  country_code_alpha2,
  product_code,
});

/** A payment method row owned by `userId` (what the payment-method part vaults), at a place. */
async function methodOf(userId: string, postal_code: string, country_code_alpha2: string) {
  const guid = crypto.randomUUID();
  await t.database.db
    .insertInto('payment_methods')
    .values({
      guid,
      user_id: userId,
      gateway_token: `tok_${guid}`,
      description: 'Payment Method',
      cc_first_6: '411111',
      cc_last_4: '1111',
      cc_type: 'Visa',
      exp_month: 12,
      exp_year: 2030,
      postal_code,
      country_code_alpha2,
    })
    .execute();
  return guid;
}

describe('GET /api/premium/2/tax: rows', () => {
  it.each([
    // postal, product, rate, tax, total (USD, exclusive: added on top)
    ['10001', 'premium-monthly', 0.08875, '0.71', '8.70'], // NYC: 7.99 × 8.875% = 0.7091 → 0.71
    ['10451', 'premium-monthly', 0.08875, '0.71', '8.70'], // '104' (the Bronx) is NYC too
    ['10501', 'premium-monthly', 0.08, '0.64', '8.63'], // '105' is not NYC: the ZIP digit '1' (8%)
    ['90001', 'premium-monthly', 0.095, '0.76', '8.75'], // LA: 0.75905 → 0.76
    ['94105', 'premium-monthly', 0.08625, '0.69', '8.68'], // SF: 0.68914 → 0.69
    ['97201', 'premium-monthly', 0, '0.00', '7.99'], // Oregon: the '972' row (0%) over the digit '9' (9%)
    ['95814', 'premium-monthly', 0.09, '0.72', '8.71'], // digit '9': 0.7191 → 0.72
    ['02139', 'premium-monthly', 0.0625, '0.50', '8.49'], // digit '0': 0.499375 → 0.50
    ['30301', 'ultra-annual', 0.07, '9.10', '139.09'], // 129.99 × 7% = 9.0993 → 9.10
    ['75201-1234', 'premium-annual', 0.0825, '6.60', '86.59'], // ZIP+4; 79.99 × 8.25% = 6.599 → 6.60
  ])('US %s, %s: rate %s, tax %s, total %s', async (postal, product, rate, taxAmount, total) => {
    const body = await taxOk(place(postal, 'US', product));
    expect(body).toMatchObject({
      combined_rate: rate,
      tax_amount: taxAmount,
      total,
      tax_inclusive: false,
      currency_code: 'USD',
      currency_symbol: '$',
      discount_amount: '0.00',
      promo_code: null,
      product_code: product,
      postal_code: postal,
      country_code_alpha2: 'US',
    });
    expect(body.subtotal).toBe(body.base_price);
  });

  it.each([
    // VAT inside the price: total = subtotal, tax = subtotal × rate ÷ (1 + rate), half-up.
    ['SW1A 1AA', 'GB', 'premium-annual', 'GBP', '£', 0.2, '69.99', '11.67'], // 6999 / 6 = 1166.5 → 1167
    ['EC1A 1BB', 'GB', 'premium-monthly', 'GBP', '£', 0.2, '6.99', '1.17'], // 116.5 → 117
    ['10115', 'DE', 'premium-monthly', 'EUR', '€', 0.19, '7.99', '1.28'], // 127.57 → 128
    ['28001', 'ES', 'ultra-monthly', 'EUR', '€', 0.21, '12.99', '2.25'], // 225.45 → 225
    ['D02 X285', 'IE', 'premium-monthly', 'EUR', '€', 0.23, '7.99', '1.49'], // 149.41 → 149
    ['06600', 'MX', 'premium-monthly', 'MXN', 'MX$', 0.16, '149.00', '20.55'], // 2055.17 → 2055
  ])('%s %s: inclusive VAT', async (postal, country, product, currency, symbol, rate, total, taxAmount) => {
    const body = await taxOk(place(postal, country, product));
    expect(body).toMatchObject({
      combined_rate: rate,
      tax_inclusive: true,
      currency_code: currency,
      currency_symbol: symbol,
      base_price: total,
      subtotal: total,
      total,
      tax_amount: taxAmount,
    });
  });

  it('answers 3033 on postal_code where no row covers the place', async () => {
    for (const [postal, country] of [
      ['M5V 3L9', 'CA'],
      ['ABCDE', 'US'],
    ]) {
      const res = await tax(place(postal!, country!));
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0]).toMatchObject({ code: 3033, field: 'postal_code' });
    }
  });
});

describe('GET /api/premium/2/tax: what to give (5008)', () => {
  it.each([
    [{ product_code: 'premium-monthly' }],
    [{ product_code: 'premium-monthly', postal_code: '10001' }],
    [{ product_code: 'premium-monthly', country_code_alpha2: 'US' }],
    [
      {
        product_code: 'premium-monthly',
        postal_code: '10001',
        country_code_alpha2: 'US',
        paymentmethod_guid: crypto.randomUUID(),
      },
    ],
    [{ product_code: 'premium-monthly', country_code_alpha2: 'US', paymentmethod_guid: crypto.randomUUID() }],
  ])('answers 400 code 8 for %j', async (query) => {
    const member = await createTestUser(t);
    const res = await tax(query, member.headers);
    expect(res.statusCode).toBe(400);
    expect(errorCode(res)).toBe(8);
  });

  it('prices by the caller’s own payment method, and never by another’s', async () => {
    const owner = await createTestUser(t);
    const other = await createTestUser(t);
    const guid = await methodOf(owner.id, 'SW1A 1AA', 'GB');
    const own = await taxOk({ paymentmethod_guid: guid, product_code: 'premium-monthly' }, owner.headers);
    expect(own).toMatchObject({
      currency_code: 'GBP',
      total: '6.99',
      tax_amount: '1.17',
      postal_code: 'SW1A 1AA',
    });

    const theirs = await tax({ paymentmethod_guid: guid, product_code: 'premium-monthly' }, other.headers);
    expect(theirs.statusCode).toBe(404);
    expect(errorCode(theirs)).toBe('NOT_FOUND');
    const unknown = await tax(
      { paymentmethod_guid: crypto.randomUUID(), product_code: 'premium-monthly' },
      owner.headers,
    );
    expect(unknown.statusCode).toBe(404);
    expect(errorCode(unknown)).toBe('NOT_FOUND');
    const anonymous = await tax({ paymentmethod_guid: guid, product_code: 'premium-monthly' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('answers 404 NOT_FOUND on product_code for an unknown product, 400 for a malformed one', async () => {
    const res = await tax(place('10001', 'US', 'platinum-weekly'));
    expect(res.statusCode).toBe(404);
    expect(res.json().errors[0]).toMatchObject({ code: 'NOT_FOUND', field: 'product_code' });
    expect((await tax(place('10001', 'US', 'Not A Code'))).statusCode).toBe(400);
    expect((await tax(place('!', 'US'))).statusCode).toBe(400);
  });
});

describe('GET /api/premium/2/tax: with a promo', () => {
  it.each([
    // promo, place, discount, subtotal, tax, total
    ['welcome20', '10001', 'US', '1.60', '6.39', '0.57', '6.96'], // 20% of 7.99 = 1.598 → 1.60; 6.39 × 8.875% = 0.567 → 0.57
    ['SAVE5', '10001', 'US', '5.00', '2.99', '0.27', '3.26'], // 2.99 × 8.875% = 0.2654 → 0.27
    ['FIRSTFREE', '10001', 'US', '7.99', '0.00', '0.00', '0.00'],
    ['TRIAL30', '10001', 'US', '0.00', '7.99', '0.71', '8.70'], // a longer trial, not a discount
    ['SAVE5', 'SW1A 1AA', 'GB', '0.00', '6.99', '1.17', '6.99'], // a USD amount takes nothing off GBP
    ['WELCOME20', 'SW1A 1AA', 'GB', '1.40', '5.59', '0.93', '5.59'], // 1.398 → 1.40; 559 / 6 = 93.17 → 93
  ])('%s at %s %s', async (promo, postal, country, discount, subtotal, taxAmount, total) => {
    const body = await taxOk({ ...place(postal, country), promo_code: promo });
    expect(body).toMatchObject({
      promo_code: promo.toUpperCase(),
      discount_amount: discount,
      subtotal,
      tax_amount: taxAmount,
      total,
    });
  });

  it('answers the promo replies for a code that cannot be used', async () => {
    await t.database.db
      .insertInto('premium_promos')
      .values({ code: 'TAXGONE', type: 'percent', discount_percent: 10, max_uses: 1, uses: 1 })
      .execute();
    const cases: [string, number, string][] = [
      ['NOSUCH', 404, 'NOT_FOUND'],
      ['oldpromo', 400, 'EXPIRED'],
      ['TAXGONE', 400, 'MAX_USAGE'],
    ];
    for (const [code, status, reply] of cases) {
      const res = await tax({ ...place('10001', 'US'), promo_code: code });
      expect(res.statusCode).toBe(status);
      expect(res.json().errors[0]).toMatchObject({ code: reply, field: 'promo_code' });
    }
  });
});

describe('PricingService.quote', () => {
  it('rounds each line half-up and keeps the exact rate', async () => {
    const product = (await t.premium.catalog.productByCode('premium-monthly'))!;
    const nyc = await t.premium.pricing.quote({
      product,
      currency: 'USD',
      promo: null,
      place: { countryCode: 'US', postalCode: '10001' },
    });
    expect(nyc).toMatchObject({
      baseMinor: 799,
      discountMinor: 0,
      subtotalMinor: 799,
      taxMinor: 71,
      totalMinor: 870,
    });
    expect(nyc.rate).toBe('0.08875');
    expect(nyc.inclusive).toBe(false);

    // 1 × 0.5 = 0.5 → 1 (half-up, not half-even).
    const cent = await t.premium.pricing.quote({
      product,
      currency: 'USD',
      promo: null,
      place: { countryCode: 'ZZ', postalCode: 'anything' },
      baseMinor: 1,
    });
    expect(cent).toMatchObject({ taxMinor: 1, totalMinor: 2, rate: '0.5' });

    // A proration base replaces the price; VAT stays inside it.
    const gb = await t.premium.pricing.quote({
      product,
      currency: 'GBP',
      promo: null,
      place: { countryCode: 'GB', postalCode: 'SW1A1AA' },
      baseMinor: 6999,
    });
    expect(gb).toMatchObject({ taxMinor: 1167, totalMinor: 6999, rate: '0.2', inclusive: true });
  });

  it('throws 3033 for a place without a row', async () => {
    const product = (await t.premium.catalog.productByCode('premium-monthly'))!;
    await expect(
      t.premium.pricing.quote({
        product,
        currency: 'USD',
        promo: null,
        place: { countryCode: 'CA', postalCode: 'M5V3L9' },
      }),
    ).rejects.toMatchObject({ status: 400, code: 3033, field: 'postal_code' });
  });
});
