import { describe, expect, it } from 'vitest';
import type { TaxQuery } from '@fanverse/contract';
import type { FanverseClient } from '../src';
import { refused } from './coded-failures';
import { json, rejection, testClient } from './fake-fetch';
import { PM_GUID, SUB_GUID } from './premium-fixtures';

/**
 * Spec §5 checks of `client.premium`: a subscription guid (3000), a payment method guid (3001), a
 * promo code (3015), and the tax query's one place (5008), refused before any request is sent,
 * in the call's language, stored under the call's operation when it has one.
 */
const blanks = ['', '   ', undefined as unknown as string, null as unknown as string];

describe('3000: subscription guid', () => {
  it.each([
    ['getSubscription', (g: string) => (c: FanverseClient) => c.premium.getSubscription(g)],
    ['getSubscriptionEvents', (g: string) => (c: FanverseClient) => c.premium.getSubscriptionEvents(g)],
    ['cancelSubscription', (g: string) => (c: FanverseClient) => c.premium.cancelSubscription(g)],
    ['resubscribe', (g: string) => (c: FanverseClient) => c.premium.resubscribe(g)],
    ['changeProduct', (g: string) => (c: FanverseClient) => c.premium.changeProduct(g, 'ultra-monthly')],
    ['changePaymentMethod', (g: string) => (c: FanverseClient) => c.premium.changePaymentMethod(g, PM_GUID)],
    ['applyPromo', (g: string) => (c: FanverseClient) => c.premium.applyPromo(g, 'SAVE5')],
  ])('%s without a guid is 3000', async (_, build) => {
    for (const blank of blanks) {
      const { code, field } = await refused(build(blank));
      expect(code).toBe(3000);
      expect(field).toBe('guid');
    }
  });

  it('the subscription guid is checked before the payment method guid and the promo code', async () => {
    expect((await refused((c) => c.premium.changePaymentMethod('', ''))).code).toBe(3000);
    expect((await refused((c) => c.premium.applyPromo('', ''))).code).toBe(3000);
  });

  it('a refused check is stored under the operation, in the client’s language', async () => {
    const { client, message } = await refused((c) => c.premium.cancelSubscription(''), 'es');
    expect(message).toBe('Falta el guid de la suscripción');
    expect(client.errors.get('cancelSubscription').map((e) => e.code)).toEqual([3000]);
  });
});

describe('3001: payment method guid', () => {
  it.each([
    ['getPaymentMethod', (g: string) => (c: FanverseClient) => c.premium.getPaymentMethod(g)],
    ['disablePaymentMethod', (g: string) => (c: FanverseClient) => c.premium.disablePaymentMethod(g)],
    ['changePaymentMethod', (g: string) => (c: FanverseClient) => c.premium.changePaymentMethod(SUB_GUID, g)],
    [
      'subscribe',
      (g: string) => (c: FanverseClient) =>
        c.premium.subscribe({ paymentmethod_guid: g, product_code: 'premium-monthly' }),
    ],
  ])('%s without a payment method guid is 3001', async (_, build) => {
    for (const blank of ['', '  ']) {
      const { code, field } = await refused(build(blank));
      expect(code).toBe(3001);
      expect(field).toBe('paymentmethod_guid');
    }
  });

  it('subscribe with neither a payment method nor a promo is 3001, stored under subscribe', async () => {
    const { code, client } = await refused((c) => c.premium.subscribe({ product_code: 'premium-monthly' }));
    expect(code).toBe(3001);
    expect(client.errors.get('subscribe').map((e) => e.code)).toEqual([3001]);
  });

  it('subscribe with a promo and no payment method is the server’s to judge (a fixed-term code needs none)', async () => {
    const { client, calls } = testClient((call) =>
      json(
        call.method === 'GET' ? [] : { message: 'x', errors: [{ code: 3001 }] },
        call.method === 'GET' ? 200 : 400,
      ),
    );
    await rejection(client.premium.subscribe({ product_code: 'premium-monthly', promo_code: 'FRIENDS3' }));
    expect(calls).toHaveLength(1);
    expect(JSON.parse(String(calls[0]!.body))).toEqual({
      product_code: 'premium-monthly',
      promo_code: 'FRIENDS3',
    });
  });
});

describe('3015: promo code', () => {
  it.each([
    ['getPromo', (p: string) => (c: FanverseClient) => c.premium.getPromo(p)],
    ['applyPromo', (p: string) => (c: FanverseClient) => c.premium.applyPromo(SUB_GUID, p)],
    ['applyProfilePromo', (p: string) => (c: FanverseClient) => c.premium.applyProfilePromo(p)],
  ])('%s without a code is 3015', async (_, build) => {
    for (const blank of blanks) {
      const { code, field } = await refused(build(blank));
      expect(code).toBe(3015);
      expect(field).toBe('promo_code');
    }
  });
});

describe('5008: the tax query names exactly one place, and a product', () => {
  const product_code = 'premium-monthly';
  it.each<[string, TaxQuery, string]>([
    ['no place at all', { product_code }, 'paymentmethod_guid'],
    [
      'a payment method and a postal code',
      { paymentmethod_guid: PM_GUID, postal_code: '10001', country_code_alpha2: 'US', product_code },
      'paymentmethod_guid',
    ],
    [
      'a payment method and a country',
      { paymentmethod_guid: PM_GUID, country_code_alpha2: 'US', product_code },
      'paymentmethod_guid',
    ],
    ['a postal code without its country', { postal_code: '10001', product_code }, 'country_code_alpha2'],
    ['a country without a postal code', { country_code_alpha2: 'US', product_code }, 'postal_code'],
    ['blank values', { paymentmethod_guid: ' ', postal_code: '', product_code }, 'paymentmethod_guid'],
    ['no product', { paymentmethod_guid: PM_GUID } as TaxQuery, 'product_code'],
    [
      'a blank product',
      { postal_code: '10001', country_code_alpha2: 'US', product_code: ' ' },
      'product_code',
    ],
  ])('%s: 5008', async (_, query, field) => {
    const result = await refused((c) => c.premium.getTax(query));
    expect(result.code).toBe(5008);
    expect(result.field).toBe(field);
    expect(result.client.errors.get('getTax').map((e) => e.code)).toEqual([5008]);
  });

  it('no query at all: 5008', async () => {
    expect((await refused((c) => c.premium.getTax(undefined as unknown as TaxQuery))).code).toBe(5008);
  });
});
