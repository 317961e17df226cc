import crypto from 'node:crypto';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import braintree from 'braintree';
import {
  refundRefusal,
  saleResultOf,
  statusOf,
  transactionOf,
  vaultResultOf,
  webhookFactsOf,
  type SdkResult,
  type SdkValidationError,
} from '../../src/modules/premium/gateway/braintree-mapping';
import {
  BraintreeGateway,
  type BraintreeCredentials,
} from '../../src/modules/premium/gateway/braintree-gateway';
import type { SubscriptionState } from '@fanverse/contract';
import {
  buildPremiumTestApp,
  errorCode,
  insertSubscriptionRow,
  insertTestProduct,
  premiumMember,
  type PremiumTestApp,
} from './premium-fixtures';

/*
 * Braintree without the network: the mapping of SDK answers (plain objects shaped like the SDK's),
 * the gateway's calls through the real SDK with its HTTP layer answered in-process, and the
 * webhook through the real route with notifications signed by the SDK's own webhookTesting.
 */

const CREDENTIALS: BraintreeCredentials = {
  merchantId: 'fanverse_test_merchant',
  publicKey: 'fanverse_test_public',
  privateKey: 'fanverse_test_private',
  environment: 'sandbox',
};

/** What the SDK's ErrorResponse offers: deepErrors() over the validation errors. */
const errors = (...list: SdkValidationError[]) => ({ deepErrors: () => list });

describe('mapping: paymentMethod.create with verifyCard', () => {
  it('a vaulted card', () => {
    const result: SdkResult = {
      success: true,
      paymentMethod: {
        token: 'abc123',
        cardType: 'Visa',
        bin: '411111',
        last4: '1111',
        expirationMonth: '09',
        expirationYear: '2031',
      },
    };
    expect(vaultResultOf(result)).toEqual({
      ok: true,
      card: { token: 'abc123', cardType: 'Visa', bin: '411111', last4: '1111', expMonth: 9, expYear: 2031 },
    });
  });

  it('a PayPal account has no card digits', () => {
    expect(
      vaultResultOf({ success: true, paymentMethod: { token: 'pp1', email: 'x@example.com' } }),
    ).toMatchObject({
      ok: true,
      card: { cardType: 'PayPal', bin: '', last4: '', expMonth: 0, expYear: 0 },
    });
  });

  it('a declined verification', () => {
    const result: SdkResult = {
      success: false,
      message: 'Do Not Honor',
      errors: errors(),
      verification: {
        status: 'processor_declined',
        processorResponseCode: '2000',
        processorResponseText: 'Do Not Honor',
      },
    };
    expect(vaultResultOf(result)).toEqual({
      ok: false,
      kind: 'processor_declined',
      responseCode: '2000',
      responseText: 'Do Not Honor',
    });
  });

  it('a verification the processor failed is not taken either', () => {
    expect(
      vaultResultOf({
        success: false,
        verification: {
          status: 'failed',
          processorResponseCode: '3000',
          processorResponseText: 'Processor Network Unavailable - Try Again',
        },
      }),
    ).toMatchObject({ ok: false, kind: 'processor_declined', responseCode: '3000' });
  });

  it('a verification rejected as fraud', () => {
    expect(
      vaultResultOf({
        success: false,
        verification: { status: 'gateway_rejected', gatewayRejectionReason: 'fraud' },
      }),
    ).toEqual({
      ok: false,
      kind: 'gateway_rejected',
      responseCode: 'fraud',
      responseText: 'Gateway Rejected: fraud',
    });
  });

  it.each([
    ['93107', 'consumed_nonce'],
    ['91564', 'consumed_nonce'],
    ['91565', 'invalid_nonce'],
    ['93108', 'invalid_nonce'],
    ['81715', 'invalid_nonce'],
  ])('validation error %s → %s', (code, kind) => {
    const result: SdkResult = {
      success: false,
      message: 'Nope',
      errors: errors({ attribute: 'payment_method_nonce', code, message: `message ${code}` }),
    };
    expect(vaultResultOf(result)).toEqual({
      ok: false,
      kind,
      responseCode: code,
      responseText: `message ${code}`,
    });
  });
});

describe('mapping: transaction.sale', () => {
  const tx = (status: string, extra: Record<string, unknown> = {}) => ({
    success: !['processor_declined', 'settlement_declined', 'gateway_rejected', 'failed'].includes(status),
    transaction: { id: 'tx1', status, ...extra },
  });

  it.each([
    ['submitted_for_settlement', 'settled'],
    ['settling', 'settled'],
    ['settled', 'settled'],
    ['settlement_pending', 'settled'],
    ['authorized', 'settled'],
    ['processor_declined', 'processor_declined'],
    ['settlement_declined', 'processor_declined'],
    ['gateway_rejected', 'gateway_rejected'],
    ['failed', 'failed'],
    ['voided', 'failed'],
  ])('%s → %s', (status, ours) => {
    expect(statusOf(status)).toBe(ours);
    expect(saleResultOf(tx(status)).status).toBe(ours);
  });

  it('carries the processor response', () => {
    expect(
      saleResultOf(
        tx('submitted_for_settlement', { processorResponseCode: '1000', processorResponseText: 'Approved' }),
      ),
    ).toEqual({ transactionId: 'tx1', status: 'settled', responseCode: '1000', responseText: 'Approved' });
    expect(
      saleResultOf(
        tx('processor_declined', {
          processorResponseCode: '2001',
          processorResponseText: 'Insufficient Funds',
        }),
      ),
    ).toEqual({
      transactionId: 'tx1',
      status: 'processor_declined',
      responseCode: '2001',
      responseText: 'Insufficient Funds',
    });
    expect(
      saleResultOf(
        tx('settlement_declined', {
          processorSettlementResponseCode: '4001',
          processorSettlementResponseText: 'Settlement Declined',
        }),
      ),
    ).toMatchObject({ status: 'processor_declined', responseCode: '4001' });
    expect(saleResultOf(tx('gateway_rejected', { gatewayRejectionReason: 'cvv' }))).toMatchObject({
      status: 'gateway_rejected',
      responseCode: 'cvv',
      responseText: 'Gateway Rejected: cvv',
    });
    expect(saleResultOf(tx('failed', { processorResponseCode: '3000' }))).toMatchObject({
      status: 'failed',
      responseCode: '3000',
    });
  });

  it('validation errors without a transaction are a failed sale', () => {
    expect(
      saleResultOf({
        success: false,
        errors: errors({ code: '91518', message: 'Payment method token is invalid.' }),
      }),
    ).toEqual({
      transactionId: '',
      status: 'failed',
      responseCode: '91518',
      responseText: 'Payment method token is invalid.',
    });
  });

  it('refunds: made, or refused with Braintree’s reason', () => {
    expect(
      refundRefusal({ success: true, transaction: { id: 'r1', status: 'submitted_for_settlement' } }),
    ).toBeNull();
    expect(
      refundRefusal({
        success: false,
        errors: errors({ code: '91521', message: 'Refund amount is too large.' }),
      }),
    ).toEqual({ code: '91521', message: 'Refund amount is too large.' });
    expect(transactionOf({ id: 'r1', status: 'submitted_for_settlement' })).toMatchObject({
      status: 'settled',
    });
  });

  it('webhook facts from a notification', () => {
    expect(
      webhookFactsOf({
        kind: 'subscription_charged_successfully',
        timestamp: new Date('2026-03-01T00:00:00Z'),
        subscription: {
          id: 'sub1',
          transactions: [{ id: 't9', status: 'submitted_for_settlement', amount: '7.99' }],
        },
      }),
    ).toEqual({
      kind: 'subscription_charged_successfully',
      timestamp: '2026-03-01T00:00:00.000Z',
      subscriptionId: 'sub1',
      transaction: { id: 't9', status: 'submitted_for_settlement', amount: '7.99' },
    });
    expect(webhookFactsOf({ kind: 'check', timestamp: '2026-03-01T00:00:00Z' })).toMatchObject({
      subscriptionId: null,
      transaction: null,
    });
  });
});

/** A request body the SDK sends: one object per resource (`transaction`, `paymentMethod`…). */
type RequestBody = Record<string, Record<string, unknown>>;

/**
 * The real SDK with its HTTP layer answered here: each request is recorded and answered with the
 * object the SDK would have parsed from Braintree's XML.
 */
async function gatewayWithFakeHttp(answer: (method: string, path: string, body: RequestBody) => unknown) {
  const gateway = new BraintreeGateway(CREDENTIALS);
  const sdk = (await gateway.sdk()) as unknown as {
    http: { httpRequest: (method: string, url: string, body: unknown) => Promise<unknown> };
    transaction: { search: (fn: unknown) => Readable };
  };
  const requests: { method: string; path: string; body: RequestBody }[] = [];
  sdk.http.httpRequest = async (method, url, body) => {
    const path = url.replace(/^\/merchants\/[^/]+/, '');
    requests.push({ method, path, body: body as RequestBody });
    const reply = answer(method, path, body as RequestBody);
    if (reply instanceof Error) throw reply;
    return reply;
  };
  const searches: unknown[] = [];
  let found: unknown[] = [];
  sdk.transaction.search = (fn) => {
    searches.push(fn);
    return Readable.from(found);
  };
  return { gateway, requests, searches, setFound: (list: unknown[]) => (found = list) };
}

/** The error the SDK's HTTP layer throws for a 404 (its own exceptions; untyped in @types/braintree). */
const sdkNotFound = () =>
  (
    braintree as unknown as { exceptions: { NotFoundError: (message: string) => Error } }
  ).exceptions.NotFoundError('Not Found');

describe('BraintreeGateway through the SDK (no network)', () => {
  it('vault: makes the customer on first use and asks for card verification', async () => {
    const fake = await gatewayWithFakeHttp((method, path) => {
      if (method === 'GET' && path.startsWith('/customers/')) return sdkNotFound();
      if (path === '/customers') return { customer: { id: 'member-guid' } };
      if (path === '/payment_methods') {
        return {
          creditCard: {
            token: 'tok_1',
            cardType: 'Visa',
            bin: '411111',
            last4: '1111',
            expirationMonth: '12',
            expirationYear: '2030',
          },
        };
      }
      throw new Error(`unexpected ${method} ${path}`);
    });
    const guid = crypto.randomUUID();
    const result = await fake.gateway.vault({
      nonce: 'fake-valid-nonce',
      customerExternalId: guid,
      postalCode: '10001',
      countryCode: 'US',
    });
    expect(result).toEqual({
      ok: true,
      card: { token: 'tok_1', cardType: 'Visa', bin: '411111', last4: '1111', expMonth: 12, expYear: 2030 },
    });
    expect(fake.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      `GET /customers/${guid}`,
      'POST /customers',
      'POST /payment_methods',
    ]);
    expect(fake.requests[1]!.body).toEqual({ customer: { id: guid } });
    expect(fake.requests[2]!.body.paymentMethod).toMatchObject({
      customerId: guid,
      paymentMethodNonce: 'fake-valid-nonce',
      billingAddress: { postalCode: '10001', countryCodeAlpha2: 'US' },
      options: { verifyCard: true, failOnDuplicatePaymentMethod: false },
    });
  });

  it('vault: a declined verification comes back as the SDK’s ErrorResponse and maps to processor_declined', async () => {
    const fake = await gatewayWithFakeHttp((method, path) => {
      if (method === 'GET') return { customer: { id: 'x' } };
      if (path === '/payment_methods') {
        return {
          apiErrorResponse: {
            message: 'Do Not Honor',
            errors: { errors: [] },
            params: {},
            verification: {
              status: 'processor_declined',
              processorResponseCode: '2000',
              processorResponseText: 'Do Not Honor',
            },
          },
        };
      }
      throw new Error(`unexpected ${method} ${path}`);
    });
    const result = await fake.gateway.vault({
      nonce: 'n',
      customerExternalId: crypto.randomUUID(),
      postalCode: '10001',
      countryCode: 'US',
    });
    expect(result).toEqual({
      ok: false,
      kind: 'processor_declined',
      responseCode: '2000',
      responseText: 'Do Not Honor',
    });
    // The customer existed: no create.
    expect(fake.requests.map((r) => r.method)).toEqual(['GET', 'POST']);
  });

  it('vault: a consumed nonce (validation error 93107)', async () => {
    const fake = await gatewayWithFakeHttp((method) =>
      method === 'GET'
        ? { customer: { id: 'x' } }
        : {
            apiErrorResponse: {
              message: 'Cannot use a payment_method_nonce more than once.',
              errors: {
                paymentMethod: {
                  errors: [
                    {
                      attribute: 'payment_method_nonce',
                      code: '93107',
                      message: 'Cannot use a payment_method_nonce more than once.',
                    },
                  ],
                },
              },
              params: {},
            },
          },
    );
    expect(
      await fake.gateway.vault({
        nonce: 'n',
        customerExternalId: crypto.randomUUID(),
        postalCode: '10001',
        countryCode: 'US',
      }),
    ).toMatchObject({ ok: false, kind: 'consumed_nonce', responseCode: '93107' });
  });

  it('sale: a decimal amount, the order id, the token, submitted for settlement', async () => {
    const fake = await gatewayWithFakeHttp((_method, path, body) => {
      if (path !== '/transactions') throw new Error(path);
      return {
        transaction: {
          id: 'bt_tx_1',
          status: 'submitted_for_settlement',
          orderId: body.transaction!.orderId,
          processorResponseCode: '1000',
          processorResponseText: 'Approved',
        },
      };
    });
    const result = await fake.gateway.sale({
      orderId: 'inv-1:1',
      paymentMethodToken: 'tok_1',
      amountMinor: 14_900,
      currency: 'MXN',
    });
    expect(result).toEqual({
      transactionId: 'bt_tx_1',
      status: 'settled',
      responseCode: '1000',
      responseText: 'Approved',
    });
    expect(fake.requests[0]!.body.transaction).toEqual({
      amount: '149.00',
      orderId: 'inv-1:1',
      paymentMethodToken: 'tok_1',
      options: { submitForSettlement: true },
      type: 'sale',
    });
    expect(fake.searches).toHaveLength(1);
  });

  it('sale: a declined transaction', async () => {
    const fake = await gatewayWithFakeHttp(() => ({
      apiErrorResponse: {
        message: 'Insufficient Funds',
        errors: { errors: [] },
        params: {},
        transaction: {
          id: 'bt_tx_2',
          status: 'processor_declined',
          processorResponseCode: '2001',
          processorResponseText: 'Insufficient Funds',
        },
      },
    }));
    expect(
      await fake.gateway.sale({
        orderId: 'inv-2:1',
        paymentMethodToken: 'tok',
        amountMinor: 200_100,
        currency: 'USD',
      }),
    ).toEqual({
      transactionId: 'bt_tx_2',
      status: 'processor_declined',
      responseCode: '2001',
      responseText: 'Insufficient Funds',
    });
  });

  it('sale: an order id Braintree already has is answered from it, with no second sale', async () => {
    const fake = await gatewayWithFakeHttp(() => {
      throw new Error('no sale may be made');
    });
    fake.setFound([
      {
        id: 'bt_tx_9',
        status: 'settled',
        orderId: 'inv-3:1',
        processorResponseCode: '1000',
        processorResponseText: 'Approved',
      },
    ]);
    expect(
      await fake.gateway.sale({
        orderId: 'inv-3:1',
        paymentMethodToken: 'tok',
        amountMinor: 799,
        currency: 'USD',
      }),
    ).toMatchObject({
      transactionId: 'bt_tx_9',
      status: 'settled',
    });
    expect(fake.requests).toHaveLength(0);
  });

  it('saleMany: every request answered, in order', async () => {
    const fake = await gatewayWithFakeHttp((_m, _p, body) => ({
      transaction: { id: `bt_${String(body.transaction!.orderId)}`, status: 'submitted_for_settlement' },
    }));
    const requests = Array.from({ length: 9 }, (_, i) => ({
      orderId: `o${i}`,
      paymentMethodToken: 'tok',
      amountMinor: 799,
      currency: 'USD' as const,
    }));
    const results = await fake.gateway.saleMany(requests);
    expect(results.map((r) => r.transactionId)).toEqual(requests.map((r) => `bt_${r.orderId}`));
  });

  it('refund: made with its order id, or refused as 400 code 8', async () => {
    let refuse = false;
    const fake = await gatewayWithFakeHttp((_m, path, body) => {
      expect(path).toBe('/transactions/bt_tx_1/refund');
      if (refuse) {
        return {
          apiErrorResponse: {
            message: 'Refund amount is too large.',
            errors: {
              transaction: {
                errors: [{ attribute: 'amount', code: '91521', message: 'Refund amount is too large.' }],
              },
            },
            params: {},
          },
        };
      }
      expect(body.transaction).toEqual({ amount: '3.00', orderId: 'refund-1' });
      return { transaction: { id: 'bt_r_1', status: 'submitted_for_settlement' } };
    });
    expect(
      await fake.gateway.refund({
        orderId: 'refund-1',
        transactionId: 'bt_tx_1',
        amountMinor: 300,
        currency: 'USD',
      }),
    ).toMatchObject({
      transactionId: 'bt_r_1',
      status: 'settled',
    });
    refuse = true;
    await expect(
      fake.gateway.refund({
        orderId: 'refund-2',
        transactionId: 'bt_tx_1',
        amountMinor: 99_999,
        currency: 'USD',
      }),
    ).rejects.toMatchObject({ status: 400, code: 8, message: 'Refund amount is too large.' });
  });

  it('clientToken: for the member’s customer', async () => {
    const fake = await gatewayWithFakeHttp((method, path) => {
      if (method === 'GET') return { customer: { id: 'x' } };
      if (path === '/client_token') return { clientToken: { value: 'client-token-value' } };
      throw new Error(path);
    });
    const guid = crypto.randomUUID();
    expect(await fake.gateway.clientToken(guid)).toBe('client-token-value');
    expect(fake.requests[1]!.body.client_token).toMatchObject({ customerId: guid });
  });
});

describe('the webhook through the real route', () => {
  let t: PremiumTestApp;
  let signer: braintree.BraintreeGateway;
  let productId: number;
  let userId: string;

  beforeAll(async () => {
    t = await buildPremiumTestApp({
      env: {
        BRAINTREE_MERCHANT_ID: CREDENTIALS.merchantId,
        BRAINTREE_PUBLIC_KEY: CREDENTIALS.publicKey,
        BRAINTREE_PRIVATE_KEY: CREDENTIALS.privateKey,
      },
    });
    // Signs as Braintree would: the same keys, the SDK's own sample notifications (no network).
    signer = await new BraintreeGateway(CREDENTIALS).sdk();
    // A product of our own: the test does not depend on the demo catalog.
    productId = await insertTestProduct(t, 'gateway-test');
  });
  afterAll(async () => t?.app.close());

  const DAY = 86_400_000;

  /** A member's subscription known to Braintree as `subscription_id` (a fresh member each time). */
  async function subscription(state: SubscriptionState, extra: { trial_end_at?: Date } = {}) {
    const member = await premiumMember(t);
    userId = member.id;
    const now = t.clock.now();
    const subscriptionId = `bt_${crypto.randomBytes(5).toString('hex')}`;
    const trial = state === 'Free Trial';
    const guid = await insertSubscriptionRow(t, userId, {
      subscription_id: subscriptionId,
      product_id: productId,
      state,
      trial_end_at: extra.trial_end_at ?? null,
      period_no: trial ? 0 : 1,
      current_period_start: trial ? null : now,
      current_period_end: trial ? null : new Date(now.getTime() + 30 * DAY),
      due_at: new Date(now.getTime() + 30 * DAY),
    });
    return { guid, subscriptionId };
  }

  async function sample(kind: string, id: string) {
    return (await signer.webhookTesting.sampleNotification(kind as never, id)) as unknown as {
      bt_signature: string;
      bt_payload: string;
    };
  }

  const post = (payload: Record<string, string>, form = false) =>
    t.app.inject({
      method: 'POST',
      url: '/api/premium/2/webhooks/braintree',
      ...(form
        ? {
            payload: new URLSearchParams(payload).toString(),
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
          }
        : { payload }),
    });

  const row = (guid: string) =>
    t.database.db.selectFrom('subscriptions').selectAll().where('guid', '=', guid).executeTakeFirstOrThrow();
  const events = (guid: string) =>
    t.database.db
      .selectFrom('subscription_events')
      .select(['kind', 'detail'])
      .where('subscription_guid', '=', guid)
      .orderBy('id')
      .execute();

  it('charged successfully: an event only, never a charge of ours; a replay changes nothing', async () => {
    const { guid, subscriptionId } = await subscription('Active');
    const before = await row(guid);
    const note = await sample('subscription_charged_successfully', subscriptionId);
    const res = await post(note, true);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ kind: 'subscription_charged_successfully', applied: true });
    const replay = await post(note, true);
    expect(replay.json()).toEqual({ kind: 'subscription_charged_successfully', applied: false });

    expect(await row(guid)).toEqual(before);
    const recorded = await events(guid);
    expect(recorded.map((e) => e.kind)).toEqual(['gateway_charged']);
    expect(recorded[0]!.detail).toMatchObject({
      source: 'braintree_webhook',
      transaction: { id: subscriptionId },
    });
    const charges = await t.database.db
      .selectFrom('subscription_transactions')
      .select('id')
      .where('subscription_guid', '=', guid)
      .execute();
    expect(charges).toHaveLength(0);
  });

  it.each(['subscription_charged_unsuccessfully', 'subscription_went_past_due'])(
    '%s makes an Active subscription Past Due',
    async (kind) => {
      const { guid, subscriptionId } = await subscription('Active');
      expect((await post(await sample(kind, subscriptionId))).json()).toEqual({ kind, applied: true });
      expect((await row(guid)).state).toBe('Past Due');
      expect((await events(guid)).map((e) => e.kind)).toEqual([
        kind === 'subscription_went_past_due' ? 'past_due' : 'charge_failed',
      ]);
    },
  );

  it('a failed charge leaves a cancelled subscription cancelled', async () => {
    const { guid, subscriptionId } = await subscription('Canceled');
    expect(
      (await post(await sample('subscription_charged_unsuccessfully', subscriptionId))).json().applied,
    ).toBe(true);
    expect((await row(guid)).state).toBe('Canceled');
  });

  it('canceled: access until the end of the paid period, which the sweep then ends', async () => {
    const { guid, subscriptionId } = await subscription('Active');
    const before = await row(guid);
    expect((await post(await sample('subscription_canceled', subscriptionId))).json().applied).toBe(true);
    const after = await row(guid);
    expect(after.state).toBe('Canceled');
    expect(after.cancelled_at).toEqual(t.clock.now());
    expect(after.expiration_at).toEqual(before.current_period_end);
    expect(after.due_at).toEqual(before.current_period_end);
  });

  it('canceled during a trial: access until the trial ends', async () => {
    const trialEnd = new Date(t.clock.now().getTime() + 5 * DAY);
    const { guid, subscriptionId } = await subscription('Free Trial', { trial_end_at: trialEnd });
    await post(await sample('subscription_canceled', subscriptionId));
    expect(await row(guid)).toMatchObject({ state: 'Canceled', expiration_at: trialEnd, due_at: trialEnd });
  });

  it('expired: ends it now', async () => {
    const { guid, subscriptionId } = await subscription('Past Due');
    expect((await post(await sample('subscription_expired', subscriptionId))).json().applied).toBe(true);
    expect(await row(guid)).toMatchObject({ state: 'Expired', expiration_at: t.clock.now(), due_at: null });
    expect((await events(guid)).map((e) => e.kind)).toEqual(['expired']);
  });

  it('trial ended: recorded only', async () => {
    const trialEnd = new Date(t.clock.now().getTime() + DAY);
    const { guid, subscriptionId } = await subscription('Free Trial', { trial_end_at: trialEnd });
    expect((await post(await sample('subscription_trial_ended', subscriptionId))).json().applied).toBe(true);
    expect((await row(guid)).state).toBe('Free Trial');
    expect((await events(guid)).map((e) => e.kind)).toEqual(['trial_ended']);
  });

  it('an unknown subscription, or a kind we do not act on, answers 200 and changes nothing', async () => {
    const unknown = await post(await sample('subscription_canceled', 'bt_nobody'));
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual({ kind: 'subscription_canceled', applied: false });
    const check = await post(await sample('check', ''));
    expect(check.statusCode).toBe(200);
    expect(check.json()).toEqual({ kind: 'check', applied: false });
  });

  it('a bad signature, a changed payload or another key → 400 code 8', async () => {
    const { guid, subscriptionId } = await subscription('Active');
    const note = await sample('subscription_expired', subscriptionId);
    const other = await new BraintreeGateway({ ...CREDENTIALS, privateKey: 'someone_else' }).sdk();
    const forged = (await other.webhookTesting.sampleNotification(
      'subscription_expired' as never,
      subscriptionId,
    )) as unknown as {
      bt_signature: string;
      bt_payload: string;
    };
    const tampered = Buffer.from(
      Buffer.from(note.bt_payload, 'base64')
        .toString('utf8')
        .replace('subscription_expired', 'subscription_canceled'),
    ).toString('base64');
    for (const payload of [
      { ...note, bt_signature: `${CREDENTIALS.publicKey}|0000` },
      { ...note, bt_payload: tampered },
      forged,
      { ...note, bt_signature: `not_our_key|${note.bt_signature.split('|')[1]}` },
      { ...note, bt_payload: 'not base64 at all!' },
    ]) {
      const res = await post(payload, true);
      expect(res.statusCode, res.body).toBe(400);
      expect(errorCode(res)).toBe(8);
    }
    expect((await row(guid)).state).toBe('Active');
    // Fields missing: the schema's 400.
    expect((await post({ bt_payload: note.bt_payload })).statusCode).toBe(400);
  });

  it('the sandbox tokenizer does not exist with Braintree configured (404 code 11)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/premium/2/sandbox/tokenize',
      payload: { number: '4111111111111111', expiration_month: 12, expiration_year: 2030, cvv: '123' },
    });
    expect(res.statusCode).toBe(404);
    expect(errorCode(res)).toBe(11);
  });

  it('the app charges through Braintree when it is configured', () => {
    expect(t.premium.gateway.kind).toBe('braintree');
  });
});
