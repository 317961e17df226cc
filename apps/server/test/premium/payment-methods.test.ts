import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentMethodSchema, type SubscriptionState } from '@fanverse/contract';
import {
  GB_PLACE,
  US_PLACE,
  buildPremiumTestApp,
  errorCode,
  insertSubscriptionRow,
  insertTestProduct,
  premiumMember,
  type PremiumMember,
  type PremiumTestApp,
} from './premium-fixtures';

const BASE = '/api/premium/2/paymentmethods';

let t: PremiumTestApp;
let productId: number;

beforeAll(async () => {
  t = await buildPremiumTestApp();
  // A product of our own, so a subscription row can name a method whatever the seed holds.
  productId = await insertTestProduct(t, 'c1-test');
});
afterAll(async () => {
  await t?.app.close();
});

const create = (m: PremiumMember, body: Record<string, unknown>, headers?: Record<string, string>) =>
  m.post(`${BASE}/create`, { ...US_PLACE, ...body }, headers);

/** A subscription row naming the method, in the given state (what part C2's subscribe writes). */
const subscriptionUsing = (m: PremiumMember, methodGuid: string, state: SubscriptionState) =>
  insertSubscriptionRow(t, m.id, { product_id: productId, state, payment_method_guid: methodGuid });

describe('payment method config', () => {
  it('lists the fields with their required flags; the sandbox has no client token', async () => {
    const m = await premiumMember(t);
    const res = await m.get(`${BASE}/create`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.json()).toEqual({
      braintree_device_data: { required: false },
      braintree_nonce: { required: true, client_token: null },
      country_code_alpha2: { required: true },
      merchant_type: { required: false, allowed_values: ['Braintree'] },
      postal_code: { required: true },
      gateway: 'sandbox',
    });
  });

  it('needs a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${BASE}/create` });
    expect(res.statusCode).toBe(401);
  });
});

describe('create', () => {
  it.each([
    ['fake-valid-nonce'],
    ['fake-valid-visa-nonce', 'Visa'],
    ['fake-valid-mastercard-nonce', 'MasterCard'],
    ['fake-valid-amex-nonce', 'American Express'],
    ['fake-valid-discover-nonce', 'Discover'],
  ])('vaults %s', async (nonce, brand?: string) => {
    const m = await premiumMember(t);
    const res = await create(m, { braintree_nonce: nonce });
    expect(res.statusCode, res.body).toBe(200);
    const method = paymentMethodSchema.parse(res.json());
    expect(method).toMatchObject({
      user_guid: m.guid,
      status: 'active',
      merchant_type: 'Braintree',
      description: 'Payment Method',
      postal_code: '10001',
      country_code_alpha2: 'US',
    });
    if (brand) expect(method.cc_type.toLowerCase()).toContain(brand.toLowerCase().split(' ')[0]);
    expect(method.cc_first_6).toMatch(/^\d{6}$/);
    expect(method.cc_last_4).toMatch(/^\d{4}$/);
    expect(method.valid_thru).toMatch(/^(0[1-9]|1[0-2])\/\d{4}$/);
    expect(new Date(method.created_at).toISOString()).toBe(method.created_at);
  });

  it('takes merchant_nonce, a description and a UK postal code', async () => {
    const m = await premiumMember(t);
    const res = await create(m, {
      merchant_nonce: 'fake-valid-nonce',
      description: 'Work card',
      ...GB_PLACE,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      description: 'Work card',
      postal_code: 'SW1A 1AA',
      country_code_alpha2: 'GB',
    });
  });

  it.each([
    ['fake-processor-declined-visa-nonce'],
    ['fake-processor-declined-mastercard-nonce'],
    ['fake-gateway-rejected-fraud-nonce'],
  ])('answers 3006 for %s and keeps nothing', async (nonce) => {
    const m = await premiumMember(t);
    const res = await create(m, { braintree_nonce: nonce });
    expect(res.statusCode).toBe(400);
    expect(errorCode(res)).toBe(3006);
    expect((await m.get(BASE)).json()).toEqual([]);
  });

  it.each([
    ['fake-consumed-nonce', /already used/],
    ['fake-luhn-invalid-nonce', /could not be read/],
    ['not-a-known-nonce', /could not be read/],
  ])('answers code 8 on braintree_nonce for %s', async (nonce, message) => {
    const m = await premiumMember(t);
    const res = await create(m, { braintree_nonce: nonce });
    expect(res.statusCode).toBe(400);
    const error = res.json().errors[0];
    expect(error).toMatchObject({ code: 8, field: 'braintree_nonce' });
    expect(error.message).toMatch(message);
  });

  it('refuses a request without a nonce, and bad places through the schema', async () => {
    const m = await premiumMember(t);
    const none = await create(m, {});
    expect(none.statusCode).toBe(400);
    expect(none.json().errors[0]).toMatchObject({ code: 8, field: 'braintree_nonce' });
    for (const bad of [{ country_code_alpha2: 'usa' }, { postal_code: '!' }, { merchant_type: 'House' }]) {
      const res = await create(m, { braintree_nonce: 'fake-valid-nonce', ...bad });
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect((await m.get(BASE)).json()).toEqual([]);
  });

  it('stores only the BIN, last four, type, expiry, postal code and country: never the nonce', async () => {
    const m = await premiumMember(t);
    const guid = await m.addCard('fake-valid-visa-nonce');
    const row = await t.database.db
      .selectFrom('payment_methods')
      .selectAll()
      .where('guid', '=', guid)
      .executeTakeFirstOrThrow();
    expect(Object.keys(row).sort()).toEqual(
      [
        'cc_first_6',
        'cc_last_4',
        'cc_type',
        'country_code_alpha2',
        'created_at',
        'description',
        'disabled_at',
        'exp_month',
        'exp_year',
        'gateway_token',
        'guid',
        'merchant_type',
        'postal_code',
        'status',
        'user_id',
      ].sort(),
    );
    expect(row.user_id).toBe(m.id);
    const { gateway_token: token, ...card } = row;
    const stored = JSON.stringify(card);
    expect(stored).not.toContain('nonce');
    expect(token).not.toContain('nonce');
    // No full card number anywhere. Ids are left out: a random UUID's last group is
    // twelve hex digits, and one in 275 is all decimal digits.
    const { guid: _guid, user_id: _owner, ...details } = card;
    expect(JSON.stringify(details)).not.toMatch(/\d{12,}/);
    expect(stored).not.toContain('4111111111111111');
    // The token is the gateway's, and never on the wire.
    expect((await m.get(`${BASE}/${guid}`)).body).not.toContain(token);
  });

  it('allows at most 10 active methods, and one more after disabling one', async () => {
    const m = await premiumMember(t);
    const guids: string[] = [];
    for (let i = 0; i < 10; i++) guids.push(await m.addCard('fake-valid-nonce'));
    const eleventh = await create(m, { braintree_nonce: 'fake-valid-nonce' });
    expect(eleventh.statusCode).toBe(400);
    expect(eleventh.json().errors[0]).toMatchObject({ code: 8 });
    expect(eleventh.json().errors[0].message).toMatch(/at most 10/);
    expect((await m.post(`${BASE}/${guids[0]}/disable`)).statusCode).toBe(200);
    expect((await create(m, { braintree_nonce: 'fake-valid-nonce' })).statusCode).toBe(200);
    expect((await m.get(BASE)).json()).toHaveLength(11);
  });

  it('keeps the limit exact when creates race', async () => {
    const m = await premiumMember(t);
    const replies = await Promise.all(
      Array.from({ length: 14 }, () => create(m, { braintree_nonce: 'fake-valid-nonce' })),
    );
    expect(replies.filter((r) => r.statusCode === 200)).toHaveLength(10);
    expect(replies.filter((r) => r.statusCode === 400)).toHaveLength(4);
    expect((await m.get(BASE)).json()).toHaveLength(10);
  });
});

describe('list, get, disable', () => {
  it('lists active and disabled methods newest first', async () => {
    const m = await premiumMember(t);
    const first = await m.addCard('fake-valid-visa-nonce');
    t.clock.travel({ minutes: 1 });
    const second = await m.addCard('fake-valid-mastercard-nonce');
    await m.post(`${BASE}/${first}/disable`);
    const res = await m.get(BASE);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.json().map((p: { guid: string; status: string }) => [p.guid, p.status])).toEqual([
      [second, 'active'],
      [first, 'disabled'],
    ]);
  });

  it('gets one; a malformed guid answers 400 and an unknown one 404 NOT_FOUND', async () => {
    const m = await premiumMember(t);
    const guid = await m.addCard();
    const res = await m.get(`${BASE}/${guid}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ guid, user_guid: m.guid });
    expect((await m.get(`${BASE}/not-a-guid`)).statusCode).toBe(400);
    const missing = await m.get(`${BASE}/${crypto.randomUUID()}`);
    expect(missing.statusCode).toBe(404);
    expect(errorCode(missing)).toBe('NOT_FOUND');
  });

  it('disables once; disabling again answers the same method', async () => {
    const m = await premiumMember(t);
    const guid = await m.addCard();
    const first = await m.post(`${BASE}/${guid}/disable`);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ guid, status: 'disabled' });
    const again = await m.post(`${BASE}/${guid}/disable`);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    const row = await t.database.db
      .selectFrom('payment_methods')
      .select(['status', 'disabled_at'])
      .where('guid', '=', guid)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('disabled');
    expect(row.disabled_at?.toISOString()).toBe(t.clock.now().toISOString());
    // A disabled method can no longer be used.
    await expect(t.premium.paymentMethods.usableRow(m.id, guid)).rejects.toMatchObject({
      status: 404,
      code: 'NOT_FOUND',
    });
  });

  it.each<[SubscriptionState, boolean]>([
    ['Active', false],
    ['Free Trial', false],
    ['Past Due', false],
    ['Canceled', true],
    ['Comped', true],
    ['Expired', true],
  ])('a method of a %s subscription can be disabled: %s', async (state, allowed) => {
    const m = await premiumMember(t);
    const guid = await m.addCard();
    await subscriptionUsing(m, guid, state);
    const res = await m.post(`${BASE}/${guid}/disable`);
    if (allowed) {
      expect(res.statusCode).toBe(200);
      expect(res.json().status).toBe('disabled');
    } else {
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0]).toMatchObject({
        code: 3001,
        message: "Change the subscription's payment method first",
      });
      expect((await m.get(`${BASE}/${guid}`)).json().status).toBe('active');
    }
  });
});

describe('ownership', () => {
  it("no member can see, disable or use another's method: 404 like a missing one", async () => {
    const a = await premiumMember(t);
    const b = await premiumMember(t);
    const guid = await a.addCard();
    const seen = await b.get(`${BASE}/${guid}`);
    expect(seen.statusCode).toBe(404);
    expect(seen.json()).toEqual((await b.get(`${BASE}/${crypto.randomUUID()}`)).json());
    const disabled = await b.post(`${BASE}/${guid}/disable`);
    expect(disabled.statusCode).toBe(404);
    expect(errorCode(disabled)).toBe('NOT_FOUND');
    expect((await b.get(BASE)).json()).toEqual([]);
    await expect(t.premium.paymentMethods.usableRow(b.id, guid)).rejects.toMatchObject({
      status: 404,
      code: 'NOT_FOUND',
    });
    // Still A's, still active.
    expect((await a.get(`${BASE}/${guid}`)).json().status).toBe('active');
    expect((await t.premium.paymentMethods.usableRow(a.id, guid)).guid).toBe(guid);
  });
});
