import { describe, expect, it } from 'vitest';
import { IDEMPOTENCY_KEY_PATTERN } from '@fanverse/contract';
import { ApiError } from '../src';
import { storedOnFailure } from './coded-failures';
import { envelope, json, rejection, testClient, type RecordedCall, keyOf, queryOf } from './fake-fetch';
import { bodyOf, sent } from './discussions-fixtures';
import {
  OTHER_SUB_GUID,
  PM_GUID,
  SUB_GUID,
  catalog,
  inState,
  paymentMethod,
  promo,
  subscription,
  tax,
  transaction,
} from './premium-fixtures';

/** A fake premium server: each path answers its entity; the list holds two subscriptions. */
const LIST = [subscription(), inState('Expired', { guid: OTHER_SUB_GUID })];
function premiumServer(overrides: (call: RecordedCall) => Response | undefined = () => undefined) {
  return testClient((call) => {
    const own = overrides(call);
    if (own) return own;
    const path = call.url.pathname;
    if (path === '/api/premium/2/subscriptions' && call.method === 'GET') return json(LIST);
    if (path.startsWith('/api/premium/2/subscriptions') && path.endsWith('/events'))
      return json([{ kind: 'subscribed', created_at: '2026-11-26T12:00:00.000Z', detail: {} }]);
    if (path.startsWith('/api/premium/2/subscriptions') || path.includes('apply_promo'))
      return json(subscription({ state: { active: true, state: 'Active' } }));
    if (path === '/api/premium/2/catalog/') return json(catalog());
    if (path === '/api/premium/2/paymentmethods/create' && call.method === 'GET')
      return json({
        braintree_device_data: { required: false },
        braintree_nonce: { required: true, client_token: null },
        country_code_alpha2: { required: true },
        merchant_type: { required: false, allowed_values: ['Braintree'] },
        postal_code: { required: true },
        gateway: 'sandbox',
      });
    if (path === '/api/premium/2/paymentmethods') return json([paymentMethod()]);
    if (path.startsWith('/api/premium/2/paymentmethods')) return json(paymentMethod());
    if (path.startsWith('/api/premium/2/promos/')) return json(promo());
    if (path === '/api/premium/2/tax') return json(tax());
    if (path === '/api/premium/2/transactions') return json([transaction()]);
    if (path === '/api/premium/2/sandbox/tokenize')
      return json({
        nonce: 'fake-valid-visa-nonce',
        details: { card_type: 'Visa', bin: '411111', last_four: '1111' },
      });
    return envelope(404, { code: 11, message: 'API Not Found' });
  });
}

describe('client.premium reads', () => {
  it('getCatalog: GET /api/premium/2/catalog/ with only the query given', async () => {
    const { client, calls } = premiumServer();
    expect((await client.premium.getCatalog()).plans).toHaveLength(2);
    await client.premium.getCatalog({ country_code_alpha2: 'GB', promo: 'WELCOME20' });
    expect(calls.map(sent)).toEqual(['GET /api/premium/2/catalog/', 'GET /api/premium/2/catalog/']);
    expect(queryOf(calls[0])).toEqual({});
    expect(queryOf(calls[1])).toEqual({ country_code_alpha2: 'GB', promo: 'WELCOME20' });
    expect(keyOf(calls[0])).toBeNull();
  });

  it('payment methods: config, list and one, each on its spec path', async () => {
    const { client, calls } = premiumServer();
    expect((await client.premium.getPaymentMethodConfig()).gateway).toBe('sandbox');
    expect(await client.premium.getPaymentMethods()).toEqual([paymentMethod()]);
    expect((await client.premium.getPaymentMethod(PM_GUID)).cc_last_4).toBe('1111');
    expect(calls.map(sent)).toEqual([
      'GET /api/premium/2/paymentmethods/create',
      'GET /api/premium/2/paymentmethods',
      `GET /api/premium/2/paymentmethods/${PM_GUID}`,
    ]);
  });

  it('subscriptions, one subscription, its events and the transactions', async () => {
    const { client, calls } = premiumServer();
    expect(await client.premium.getSubscriptions()).toHaveLength(2);
    expect((await client.premium.getSubscription(SUB_GUID)).guid).toBe(SUB_GUID);
    expect((await client.premium.getSubscriptionEvents(SUB_GUID))[0]?.kind).toBe('subscribed');
    expect((await client.premium.getTransactions())[0]?.total).toBe('8.70');
    expect(calls.map(sent)).toEqual([
      'GET /api/premium/2/subscriptions',
      `GET /api/premium/2/subscriptions/${SUB_GUID}`,
      `GET /api/premium/2/subscriptions/${SUB_GUID}/events`,
      'GET /api/premium/2/transactions',
    ]);
  });

  it('getPromo: the code in the path (escaped), pid in the query only when given', async () => {
    const { client, calls } = premiumServer();
    expect((await client.premium.getPromo('welcome20')).discounted_price).toBe('6.39');
    await client.premium.getPromo('A/B', 3);
    expect(calls.map(sent)).toEqual([
      'GET /api/premium/2/promos/welcome20',
      'GET /api/premium/2/promos/A%2FB',
    ]);
    expect(queryOf(calls[0])).toEqual({});
    expect(queryOf(calls[1])).toEqual({ pid: '3' });
  });

  it('getTax: a postal code with its country, or a payment method, plus product and promo', async () => {
    const { client, calls } = premiumServer();
    const reply = await client.premium.getTax({
      postal_code: ' 10001 ',
      country_code_alpha2: 'US',
      product_code: 'premium-monthly',
      promo_code: 'SAVE5',
    });
    expect(reply.total).toBe('8.70');
    await client.premium.getTax({ paymentmethod_guid: PM_GUID, product_code: 'ultra-annual' });
    expect(calls.map(sent)).toEqual(['GET /api/premium/2/tax', 'GET /api/premium/2/tax']);
    expect(queryOf(calls[0])).toEqual({
      postal_code: '10001',
      country_code_alpha2: 'US',
      product_code: 'premium-monthly',
      promo_code: 'SAVE5',
    });
    expect(queryOf(calls[1])).toEqual({ paymentmethod_guid: PM_GUID, product_code: 'ultra-annual' });
  });

  it('a reply that does not match the contract fails with 9999', async () => {
    const { client } = premiumServer((call) =>
      call.url.pathname === '/api/premium/2/subscriptions' ? json([{ guid: 1 }]) : undefined,
    );
    const error = await rejection(client.premium.getSubscriptions());
    expect((error as ApiError).errors[0]?.code).toBe(9999);
  });
});

describe('client.premium mutations: body, Idempotency-Key, reload', () => {
  it('createPaymentMethod: POST …/paymentmethods/create with the body as given and a fresh key', async () => {
    const { client, calls } = premiumServer();
    const body = { braintree_nonce: 'fake-valid-nonce', postal_code: '10001', country_code_alpha2: 'US' };
    await client.premium.createPaymentMethod(body);
    await client.premium.createPaymentMethod(body);
    expect(calls.map(sent)).toEqual([
      'POST /api/premium/2/paymentmethods/create',
      'POST /api/premium/2/paymentmethods/create',
    ]);
    expect(bodyOf(calls[0])).toEqual(body);
    expect(calls[0]!.headers.get('content-type')).toBe('application/json');
    const [a, b] = calls.map(keyOf);
    expect(a).toMatch(IDEMPOTENCY_KEY_PATTERN);
    expect(b).toMatch(IDEMPOTENCY_KEY_PATTERN);
    expect(a, 'a call without a key gets its own').not.toBe(b);
  });

  it('the caller’s key is sent as given, so a double submit repeats it', async () => {
    const { client, calls } = premiumServer();
    const idempotencyKey = 'checkout-action-0001';
    await client.premium.subscribe(
      { paymentmethod_guid: PM_GUID, product_code: 'premium-monthly' },
      { idempotencyKey },
    );
    await client.premium.subscribe(
      { paymentmethod_guid: PM_GUID, product_code: 'premium-monthly' },
      { idempotencyKey },
    );
    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts.map(keyOf)).toEqual([idempotencyKey, idempotencyKey]);
    // The reloads are reads: no key.
    expect(calls.filter((c) => c.method === 'GET').map(keyOf)).toEqual([null, null]);
  });

  it('disablePaymentMethod: POST …/{guid}/disable without a body', async () => {
    const { client, last } = premiumServer();
    expect((await client.premium.disablePaymentMethod(PM_GUID)).guid).toBe(PM_GUID);
    expect(sent(last())).toBe(`POST /api/premium/2/paymentmethods/${PM_GUID}/disable`);
    expect(last().body).toBeUndefined();
    expect(keyOf(last())).toMatch(IDEMPOTENCY_KEY_PATTERN);
  });

  it.each([
    [
      'subscribe',
      (c: ReturnType<typeof premiumServer>['client']) =>
        c.premium.subscribe({
          paymentmethod_guid: PM_GUID,
          product_code: 'premium-monthly',
          promo_code: 'WELCOME20',
        }),
      '/api/premium/2/subscriptions/subscribe',
      { paymentmethod_guid: PM_GUID, product_code: 'premium-monthly', promo_code: 'WELCOME20' },
    ],
    [
      'cancelSubscription',
      (c: ReturnType<typeof premiumServer>['client']) => c.premium.cancelSubscription(SUB_GUID),
      `/api/premium/2/subscriptions/${SUB_GUID}/cancel`,
      undefined,
    ],
    [
      'resubscribe',
      (c: ReturnType<typeof premiumServer>['client']) => c.premium.resubscribe(SUB_GUID),
      `/api/premium/2/subscriptions/${SUB_GUID}/resubscribe`,
      {},
    ],
    [
      'changeProduct (through resubscribe)',
      (c: ReturnType<typeof premiumServer>['client']) =>
        c.premium.changeProduct(SUB_GUID, 'ultra-annual', { paymentmethod_guid: PM_GUID }),
      `/api/premium/2/subscriptions/${SUB_GUID}/resubscribe`,
      { paymentmethod_guid: PM_GUID, product_code: 'ultra-annual' },
    ],
    [
      'changePaymentMethod',
      (c: ReturnType<typeof premiumServer>['client']) => c.premium.changePaymentMethod(SUB_GUID, PM_GUID),
      `/api/premium/2/subscriptions/${SUB_GUID}/change_paymentmethod`,
      { paymentmethod_guid: PM_GUID },
    ],
    [
      'applyPromo',
      (c: ReturnType<typeof premiumServer>['client']) => c.premium.applyPromo(SUB_GUID, 'STAYWITHUS'),
      `/api/premium/2/subscriptions/${SUB_GUID}/apply_promo`,
      { promo_code: 'STAYWITHUS' },
    ],
  ])('%s: POST with its body and a key, then the list is reloaded', async (_, call, path, body) => {
    const { client, calls } = premiumServer();
    const change = await call(client);
    expect(calls.map(sent)).toEqual([`POST ${path}`, 'GET /api/premium/2/subscriptions']);
    expect(calls[0]!.body === undefined ? undefined : bodyOf(calls[0])).toEqual(body);
    expect(keyOf(calls[0])).toMatch(IDEMPOTENCY_KEY_PATTERN);
    expect(change.subscription.state.state).toBe('Active');
    expect(change.subscriptions.map((s) => s.guid)).toEqual([SUB_GUID, OTHER_SUB_GUID]);
  });

  it('resubscribe passes the product and promo given; the language reaches the reload too', async () => {
    const { client, calls } = premiumServer();
    await client.premium.resubscribe(
      SUB_GUID,
      { product_code: 'premium-annual', promo_code: 'X1' },
      { lang: 'es' },
    );
    expect(bodyOf(calls[0])).toEqual({ product_code: 'premium-annual', promo_code: 'X1' });
    expect(calls.map((c) => c.url.searchParams.get('trans'))).toEqual(['es', 'es']);
  });

  it('applyProfilePromo: POST /api/premium_profiles/me/apply_promo, the subscription, no reload', async () => {
    const { client, calls } = premiumServer();
    expect((await client.premium.applyProfilePromo('save5')).guid).toBe(SUB_GUID);
    expect(calls.map(sent)).toEqual(['POST /api/premium_profiles/me/apply_promo']);
    expect(bodyOf(calls[0])).toEqual({ promo_code: 'save5' });
    expect(keyOf(calls[0])).toMatch(IDEMPOTENCY_KEY_PATTERN);
  });

  it('sandboxTokenize: POST …/sandbox/tokenize with the card', async () => {
    const { client, last } = premiumServer();
    const card = { number: '4111111111111111', expiration_month: 12, expiration_year: 2030, cvv: '123' };
    expect((await client.premium.sandboxTokenize(card)).nonce).toBe('fake-valid-visa-nonce');
    expect(sent(last())).toBe('POST /api/premium/2/sandbox/tokenize');
    expect(bodyOf(last())).toEqual(card);
  });

  it('a failed action is not reloaded; the failure is stored under its operation', async () => {
    const { client, calls } = premiumServer((call) =>
      call.method === 'POST' ? envelope(400, { code: 3006, message: 'Do Not Honor' }) : undefined,
    );
    const error = await rejection(client.premium.cancelSubscription(SUB_GUID));
    expect((error as ApiError).errors[0]?.code).toBe(3006);
    expect(client.errors.get('cancelSubscription').map((e) => e.code)).toEqual([3006]);
    expect(calls.map(sent)).toEqual([`POST /api/premium/2/subscriptions/${SUB_GUID}/cancel`]);
  });

  it('a failed reload does not fail the action done: the list is the changed one, the failure kept', async () => {
    const { client } = premiumServer((call) =>
      call.method === 'GET' ? envelope(503, { code: 'UNAVAILABLE', message: 'down' }) : undefined,
    );
    const change = await client.premium.changePaymentMethod(SUB_GUID, PM_GUID);
    expect(change.subscriptions).toEqual([change.subscription]);
    expect(client.errors.get('changePaymentMethod')).toEqual([]);
    expect(client.errors.get('getSubscriptions')).toHaveLength(1);
  });

  it('cancel blanks the expiration date locally (spec §4); the reloaded list keeps the server’s', async () => {
    const END = '2026-12-03T12:00:00.000Z';
    const canceled = inState('Canceled', { premium_expiration_date: END, premium_next_pay_date: null });
    const { client } = premiumServer((call) => {
      if (call.method === 'POST') return json(canceled);
      if (call.method === 'GET') return json([canceled]);
      return undefined;
    });
    const change = await client.premium.cancelSubscription(SUB_GUID);
    expect(change.subscription.premium_expiration_date).toBeNull();
    // Only the date is blanked: the rest is the server's answer.
    expect(change.subscription).toEqual({ ...canceled, premium_expiration_date: null });
    expect(change.subscriptions[0]!.premium_expiration_date).toBe(END);
  });

  it('cancel with a failed reload: the list holds the server’s answer, the date kept there', async () => {
    const END = '2026-12-03T12:00:00.000Z';
    const canceled = inState('Canceled', { premium_expiration_date: END });
    const { client } = premiumServer((call) =>
      call.method === 'POST' ? json(canceled) : envelope(503, { code: 'UNAVAILABLE', message: 'down' }),
    );
    const change = await client.premium.cancelSubscription(SUB_GUID);
    expect(change.subscription.premium_expiration_date).toBeNull();
    expect(change.subscriptions).toEqual([canceled]);
    expect(client.errors.get('cancelSubscription')).toEqual([]);
  });

  it('a cancelled reload rejects with the AbortError', async () => {
    const controller = new AbortController();
    // Cancelled while the action is answered: the reload that follows is cancelled.
    const { client, calls } = premiumServer((call) => {
      if (call.method === 'POST') controller.abort();
      return undefined;
    });
    const error = await rejection(client.premium.cancelSubscription(SUB_GUID, { signal: controller.signal }));
    expect((error as Error).name).toBe('AbortError');
    // The fake refuses a cancelled request before recording it: the reload never left.
    expect(calls.map((c) => c.method)).toEqual(['POST']);
    expect(client.errors.get('getSubscriptions')).toEqual([]);
  });
});

describe('client.premium: which calls store their errors (spec §8)', () => {
  const down = () => envelope(503, { code: 'UNAVAILABLE', message: 'down' });
  type C = ReturnType<typeof testClient>['client'];
  it.each([
    ['getCatalog', (c: C) => c.premium.getCatalog()],
    ['getPaymentMethods', (c: C) => c.premium.getPaymentMethods()],
    [
      'createPaymentMethod',
      (c: C) => c.premium.createPaymentMethod({ postal_code: '10001', country_code_alpha2: 'US' }),
    ],
    ['disablePaymentMethod', (c: C) => c.premium.disablePaymentMethod(PM_GUID)],
    ['getSubscriptions', (c: C) => c.premium.getSubscriptions()],
    [
      'subscribe',
      (c: C) => c.premium.subscribe({ paymentmethod_guid: PM_GUID, product_code: 'premium-monthly' }),
    ],
    ['cancelSubscription', (c: C) => c.premium.cancelSubscription(SUB_GUID)],
    ['resubscribe', (c: C) => c.premium.resubscribe(SUB_GUID)],
    ['changeProduct', (c: C) => c.premium.changeProduct(SUB_GUID, 'ultra-monthly')],
    ['changePaymentMethod', (c: C) => c.premium.changePaymentMethod(SUB_GUID, PM_GUID)],
    ['applyPromo', (c: C) => c.premium.applyPromo(SUB_GUID, 'SAVE5')],
    ['applyPromo', (c: C) => c.premium.applyProfilePromo('SAVE5')],
    ['getPromo', (c: C) => c.premium.getPromo('SAVE5')],
    ['getTax', (c: C) => c.premium.getTax({ paymentmethod_guid: PM_GUID, product_code: 'premium-monthly' })],
  ] as const)('%s stores and rethrows', async (op, call) => {
    const { client } = testClient(down);
    const error = await rejection(call(client));
    expect(error).toBeInstanceOf(ApiError);
    expect(client.errors.failure(op)).toBe(error);
  });

  it.each([
    ['getPaymentMethodConfig', (c: C) => c.premium.getPaymentMethodConfig()],
    ['getPaymentMethod', (c: C) => c.premium.getPaymentMethod(PM_GUID)],
    ['getSubscription', (c: C) => c.premium.getSubscription(SUB_GUID)],
    ['getSubscriptionEvents', (c: C) => c.premium.getSubscriptionEvents(SUB_GUID)],
    ['getTransactions', (c: C) => c.premium.getTransactions()],
    [
      'sandboxTokenize',
      (c: C) =>
        c.premium.sandboxTokenize({
          number: '4111111111111111',
          expiration_month: 1,
          expiration_year: 2030,
          cvv: '123',
        }),
    ],
  ] as const)('%s rethrows and stores nothing', async (_, call) => {
    expect(await storedOnFailure(call, down)).toEqual([]);
  });
});
