import { describe, expect, it } from 'vitest';
import type { ApiError } from '../src';
import { codeFor, type ClientCall as Call } from './coded-failures';
import { envelope, json, rejection, testClient } from './fake-fetch';
import { PM_GUID, SUB_GUID } from './premium-fixtures';

/**
 * Spec §8 premium reply mappings, from a server reply to the client code: subscribe
 * EXISTING_ACTIVE_SUBSCRIPTION 3003 and FAILED_TO_SUBSCRIBE 3034 (also on resubscribe and a
 * product change, the same call); promo NOT_FOUND 3012, MAX_USAGE 3013, EXPIRED 3014, APPLIED
 * 3020; Idempotency-Key conflicts 2999 on every premium call; a premium 401 9002 unless the
 * session is lost (1003); an unknown or someone else's guid 1724; catalogued codes as they are.
 */
const subscribe: Call = (c) =>
  c.premium.subscribe({ paymentmethod_guid: PM_GUID, product_code: 'premium-monthly' });
const resubscribe: Call = (c) => c.premium.resubscribe(SUB_GUID);
const changeProduct: Call = (c) => c.premium.changeProduct(SUB_GUID, 'ultra-monthly');

describe('subscribe mapping', () => {
  it.each([
    ['subscribe', subscribe],
    ['resubscribe', resubscribe],
    ['changeProduct', changeProduct],
  ])('%s: EXISTING_ACTIVE_SUBSCRIPTION 3003, FAILED_TO_SUBSCRIBE 3034', async (_, call) => {
    expect(await codeFor(envelope(400, { code: 'EXISTING_ACTIVE_SUBSCRIPTION', message: 'x' }), call)).toBe(
      3003,
    );
    expect(await codeFor(envelope(400, { code: 'FAILED_TO_SUBSCRIBE', message: 'x' }), call)).toBe(3034);
  });

  it.each([
    ['subscribe', subscribe],
    ['resubscribe', resubscribe],
  ])(
    '%s with a promo: MAX_USAGE 3013, EXPIRED 3014, APPLIED 3020; NOT_FOUND 3012 only on promo_code',
    async (_, call) => {
      expect(await codeFor(envelope(400, { code: 'MAX_USAGE', message: 'x' }), call)).toBe(3013);
      expect(await codeFor(envelope(400, { code: 'EXPIRED', message: 'x' }), call)).toBe(3014);
      expect(await codeFor(envelope(400, { code: 'APPLIED', message: 'x' }), call)).toBe(3020);
      expect(
        await codeFor(envelope(404, { code: 'NOT_FOUND', message: 'x', field: 'promo_code' }), call),
      ).toBe(3012);
      expect(
        await codeFor(envelope(404, { code: 'NOT_FOUND', message: 'x', field: 'paymentmethod_guid' }), call),
      ).toBe(1724);
      expect(await codeFor(envelope(404, { code: 'NOT_FOUND', message: 'x' }), call)).toBe(1724);
    },
  );

  it('catalogued codes are kept: 3006 declined, 3017 final state, 3033 no tax rate', async () => {
    expect(await codeFor(envelope(400, { code: 3006, message: 'Declined' }), subscribe)).toBe(3006);
    expect(await codeFor(envelope(400, { code: 3017, message: 'Final' }), changeProduct)).toBe(3017);
    expect(await codeFor(envelope(400, { code: 3033, message: 'No rate' }), subscribe)).toBe(3033);
  });

  it('the subscribe rows are the subscribe calls’ own: cancel reads them as unknown', async () => {
    const cancel: Call = (c) => c.premium.cancelSubscription(SUB_GUID);
    expect(await codeFor(envelope(400, { code: 'EXISTING_ACTIVE_SUBSCRIPTION', message: 'x' }), cancel)).toBe(
      9999,
    );
  });

  it('a bad nonce (code 8 on braintree_nonce) is 5008 with its field', async () => {
    const { client } = testClient(() =>
      envelope(400, { code: 8, message: 'Unknown or used nonce', field: 'braintree_nonce' }),
    );
    const error = (await rejection(
      client.premium.createPaymentMethod({
        braintree_nonce: 'fake-consumed-nonce',
        postal_code: '10001',
        country_code_alpha2: 'US',
      }),
    )) as ApiError;
    expect(error.errors[0]).toMatchObject({ code: 5008, field: 'braintree_nonce' });
  });
});

describe('promo mapping', () => {
  const getPromo: Call = (c) => c.premium.getPromo('NOPE');
  const applyPromo: Call = (c) => c.premium.applyPromo(SUB_GUID, 'NOPE');
  const applyProfilePromo: Call = (c) => c.premium.applyProfilePromo('NOPE');
  const notFound = (field?: string) =>
    envelope(404, { code: 'NOT_FOUND', message: 'x', ...(field === undefined ? {} : { field }) });

  it.each([
    ['getPromo', getPromo],
    ['applyPromo', applyPromo],
    ['applyProfilePromo', applyProfilePromo],
  ])('%s: NOT_FOUND on the promo 3012, MAX_USAGE 3013, EXPIRED 3014, APPLIED 3020', async (_, call) => {
    expect(await codeFor(notFound('promo_code'), call)).toBe(3012);
    expect(await codeFor(notFound('code'), call)).toBe(3012);
    expect(await codeFor(envelope(400, { code: 'MAX_USAGE', message: 'x' }), call)).toBe(3013);
    expect(await codeFor(envelope(400, { code: 'EXPIRED', message: 'x' }), call)).toBe(3014);
    expect(await codeFor(envelope(400, { code: 'APPLIED', message: 'x' }), call)).toBe(3020);
  });

  it('the look-up and the profile call: NOT_FOUND naming no field is the promo too (3012)', async () => {
    expect(await codeFor(notFound(), getPromo)).toBe(3012);
    expect(await codeFor(notFound(), applyProfilePromo)).toBe(3012);
  });

  it('NOT_FOUND naming something else is not the promo: 1724', async () => {
    expect(await codeFor(notFound('pid'), getPromo)).toBe(1724);
    // On a subscription's apply_promo a NOT_FOUND without the promo's field is the subscription.
    expect(await codeFor(notFound(), applyPromo)).toBe(1724);
  });

  it('outside the promo calls NOT_FOUND is "Not found" (1724)', async () => {
    const subscribeWithPromo: Call = (c) =>
      c.premium.subscribe({
        paymentmethod_guid: PM_GUID,
        product_code: 'premium-monthly',
        promo_code: 'NOPE',
      });
    expect(await codeFor(notFound(), subscribeWithPromo)).toBe(1724);
    expect(await codeFor(notFound(), (c) => c.premium.getSubscription(SUB_GUID))).toBe(1724);
    expect(await codeFor(notFound(), (c) => c.premium.getPaymentMethod(PM_GUID))).toBe(1724);
  });

  it('an unknown API path keeps 5001 despite the 404 rule', async () => {
    expect(
      await codeFor(envelope(404, { code: 11, message: 'API Not Found' }), (c) =>
        c.premium.getTransactions(),
      ),
    ).toBe(5001);
  });
});

describe('shared premium rows', () => {
  const every: Array<[string, Call]> = [
    [
      'createPaymentMethod',
      (c) => c.premium.createPaymentMethod({ postal_code: '10001', country_code_alpha2: 'US' }),
    ],
    ['disablePaymentMethod', (c) => c.premium.disablePaymentMethod(PM_GUID)],
    ['subscribe', subscribe],
    ['cancelSubscription', (c) => c.premium.cancelSubscription(SUB_GUID)],
    ['resubscribe', resubscribe],
    ['changeProduct', changeProduct],
    ['changePaymentMethod', (c) => c.premium.changePaymentMethod(SUB_GUID, PM_GUID)],
    ['applyPromo', (c) => c.premium.applyPromo(SUB_GUID, 'SAVE5')],
    ['applyProfilePromo', (c) => c.premium.applyProfilePromo('SAVE5')],
  ];
  it.each(every)('%s: IDEMPOTENCY_KEY_REUSED and IDEMPOTENCY_KEY_IN_USE are 2999', async (_, call) => {
    expect(await codeFor(envelope(409, { code: 'IDEMPOTENCY_KEY_REUSED', message: 'x' }), call)).toBe(2999);
    expect(await codeFor(envelope(409, { code: 'IDEMPOTENCY_KEY_IN_USE', message: 'x' }), call)).toBe(2999);
  });

  const reads: Array<[string, Call]> = [
    ['getCatalog', (c) => c.premium.getCatalog()],
    ['getSubscriptions', (c) => c.premium.getSubscriptions()],
    ['getTransactions', (c) => c.premium.getTransactions()],
    ...every,
  ];
  it.each(reads)('%s: a lost session is 1003 (flagged); any other 401 is 9002', async (_, call) => {
    expect(await codeFor(envelope(401, { code: 'UNAUTHENTICATED', message: 'Sign in' }), call)).toBe(1003);
    expect(await codeFor(envelope(401, { code: 'SESSION_EXPIRED', message: 'Expired' }), call)).toBe(1003);
    expect(await codeFor(json({ message: 'Invalid Session' }, 401), call)).toBe(1003);
    expect(await codeFor(envelope(401, { code: 'BAD_SIGNATURE', message: 'Nope' }), call)).toBe(9002);
    expect(await codeFor(new Response(null, { status: 401 }), call)).toBe(9002);
  });

  it('a lost session is flagged sessionExpired, so the app signs out', async () => {
    const { client } = testClient(() => envelope(401, { code: 'SESSION_EXPIRED', message: 'Expired' }));
    const error = (await rejection(client.premium.getSubscriptions())) as ApiError;
    expect(error.sessionExpired).toBe(true);
  });
});
