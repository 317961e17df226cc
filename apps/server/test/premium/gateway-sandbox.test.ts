import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { CurrencyCode } from '@fanverse/contract';
import type { DatabaseHandle } from '../../src/db/database';
import type { SaleRequest } from '../../src/modules/premium/gateway/payment-gateway';
import { STATIC_NONCES } from '../../src/modules/premium/gateway/sandbox-cards';
import { SandboxGateway } from '../../src/modules/premium/gateway/sandbox-gateway';
import { saleOutcome } from '../../src/modules/premium/gateway/sandbox-outcomes';
import { createTestDatabase } from '../helpers/test-database';
import { TestClock } from './premium-fixtures';

/*
 * The sandbox gateway on its own tables: every Braintree test nonce, the amount rules, sales
 * idempotent per order id (one at a time, in batches, and two batches at once), and refunds.
 */
let database: DatabaseHandle;
let clock: TestClock;
let gateway: SandboxGateway;

beforeAll(async () => {
  database = await createTestDatabase();
  clock = new TestClock();
  gateway = new SandboxGateway(database.db, clock.now);
});
afterAll(async () => database?.close());

const member = () => crypto.randomUUID();
const vault = (nonce: string, customerExternalId = member()) =>
  gateway.vault({ nonce, customerExternalId, postalCode: '10001', countryCode: 'US' });

async function vaultedToken(nonce = 'fake-valid-visa-nonce'): Promise<string> {
  const result = await vault(nonce);
  if (!result.ok) throw new Error(`vault failed: ${result.kind}`);
  return result.card.token;
}

const count = async (table: 'sandbox_payment_methods' | 'sandbox_transactions' | 'sandbox_customers') =>
  Number(
    (
      await database.db
        .selectFrom(table)
        .select(sql<string>`count(*)`.as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

const orderId = () => `${crypto.randomUUID()}:1`;
const sale = (
  paymentMethodToken: string,
  amountMinor: number,
  currency: CurrencyCode = 'USD',
  id = orderId(),
) => gateway.sale({ orderId: id, paymentMethodToken, amountMinor, currency });

describe('vault: Braintree test nonces', () => {
  const valid = Object.keys(STATIC_NONCES).filter((n) => n.startsWith('fake-valid-'));

  it.each(valid)('%s vaults a card with its bin, last four, brand and a future expiry', async (nonce) => {
    const result = await vault(nonce);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const expected = STATIC_NONCES[nonce]!;
    expect(result.card).toMatchObject({
      cardType: expected.cardType,
      bin: expected.bin,
      last4: expected.last4,
    });
    expect(result.card.token).toMatch(/^sbpm_[0-9a-f]{24}$/);
    expect(result.card.expYear).toBeGreaterThan(clock.now().getUTCFullYear());
    const stored = await database.db
      .selectFrom('sandbox_payment_methods')
      .selectAll()
      .where('token', '=', result.card.token)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({
      behaves_as: nonce,
      bin: expected.bin,
      last4: expected.last4,
      postal_code: '10001',
    });
  });

  it('covers at least the card brands the issue names', () => {
    for (const brand of ['visa', 'mastercard', 'amex', 'discover', 'jcb', 'maestro', 'debit']) {
      expect(valid).toContain(`fake-valid-${brand}-nonce`);
    }
    expect(valid).toContain('fake-valid-nonce');
  });

  it('static nonces are reusable, as Braintree’s are', async () => {
    const owner = member();
    const first = await vault('fake-valid-nonce', owner);
    const second = await vault('fake-valid-nonce', owner);
    expect(first.ok && second.ok).toBe(true);
    if (first.ok && second.ok) expect(first.card.token).not.toBe(second.card.token);
  });

  it.each([
    'fake-processor-declined-visa-nonce',
    'fake-processor-declined-mastercard-nonce',
    'fake-processor-declined-amex-nonce',
    'fake-processor-declined-discover-nonce',
  ])('%s fails verification: processor_declined 2000 Do Not Honor, nothing vaulted', async (nonce) => {
    const before = await count('sandbox_payment_methods');
    expect(await vault(nonce)).toEqual({
      ok: false,
      kind: 'processor_declined',
      responseCode: '2000',
      responseText: 'Do Not Honor',
    });
    expect(await count('sandbox_payment_methods')).toBe(before);
  });

  it.each([
    ['fake-gateway-rejected-fraud-nonce', 'gateway_rejected', 'fraud'],
    ['fake-consumed-nonce', 'consumed_nonce', '93107'],
    ['fake-luhn-invalid-nonce', 'invalid_nonce', '81715'],
    ['not-a-nonce-at-all', 'invalid_nonce', '91565'],
    ['tokencc_sb_0000000000000000000000000000000', 'invalid_nonce', '91565'],
    ['', 'invalid_nonce', '91565'],
  ])('%s → %s (%s), nothing vaulted', async (nonce, kind, responseCode) => {
    const before = await count('sandbox_payment_methods');
    const result = await vault(nonce);
    expect(result).toMatchObject({ ok: false, kind, responseCode });
    if (!result.ok) expect(result.responseText.length).toBeGreaterThan(5);
    expect(await count('sandbox_payment_methods')).toBe(before);
  });

  it('makes one customer per member, even for first vaults at once', async () => {
    const owner = member();
    const results = await Promise.all(Array.from({ length: 6 }, () => vault('fake-valid-nonce', owner)));
    expect(results.every((r) => r.ok)).toBe(true);
    const customers = await database.db
      .selectFrom('sandbox_customers')
      .select('id')
      .where('external_id', '=', owner)
      .execute();
    expect(customers).toHaveLength(1);
    const methods = await database.db
      .selectFrom('sandbox_payment_methods')
      .select('token')
      .where('customer_id', '=', customers[0]!.id)
      .execute();
    expect(methods).toHaveLength(6);
  });

  it('answers no client token (the web shows its own card form)', async () => {
    expect(await gateway.clientToken()).toBeNull();
    expect(gateway.kind).toBe('sandbox');
  });
});

describe('sale: Braintree amount rules', () => {
  let token: string;
  beforeAll(async () => {
    token = await vaultedToken();
  });

  it.each([
    [199_999, 'settled', '1000'],
    [200_000, 'processor_declined', '2000'],
    [200_100, 'processor_declined', '2001'],
    [204_650, 'processor_declined', '2046'],
    [299_999, 'processor_declined', '2999'],
    [300_000, 'failed', '3000'],
    [300_099, 'failed', '3000'],
    [300_100, 'settled', '1000'],
    [500_100, 'gateway_rejected', 'application_incomplete'],
    [500_101, 'settled', '1000'],
    [799, 'settled', '1000'],
    [0, 'settled', '1000'],
  ])('%i minor units → %s (%s)', async (amountMinor, status, responseCode) => {
    const result = await sale(token, amountMinor);
    expect(result).toMatchObject({ status, responseCode });
    expect(result.transactionId).toMatch(/^sbtx_/);
    const row = await database.db
      .selectFrom('sandbox_transactions')
      .selectAll()
      .where('id', '=', result.transactionId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      kind: 'sale',
      status,
      response_code: responseCode,
      payment_method_token: token,
    });
    expect(Number(row.amount_minor)).toBe(amountMinor);
  });

  it('names the decline as Braintree does', async () => {
    expect(await sale(token, 200_100)).toMatchObject({ responseText: 'Insufficient Funds' });
    expect(await sale(token, 200_000)).toMatchObject({ responseText: 'Do Not Honor' });
    expect(await sale(token, 300_000)).toMatchObject({
      responseText: 'Processor Network Unavailable – Try Again',
    });
  });

  it('reads the major amount in every currency', async () => {
    for (const currency of ['EUR', 'GBP', 'MXN'] as const) {
      expect(await sale(token, 200_000, currency)).toMatchObject({ status: 'processor_declined' });
      expect(await sale(token, 14_900, currency)).toMatchObject({ status: 'settled' });
    }
  });

  it('a card that starts declining (behaves_as flipped) declines any amount', async () => {
    const flipped = await vaultedToken();
    expect(await sale(flipped, 799)).toMatchObject({ status: 'settled' });
    await database.db
      .updateTable('sandbox_payment_methods')
      .set({ behaves_as: 'fake-processor-declined-visa-nonce' })
      .where('token', '=', flipped)
      .execute();
    expect(await sale(flipped, 799)).toMatchObject({ status: 'processor_declined', responseCode: '2000' });
    await database.db
      .updateTable('sandbox_payment_methods')
      .set({ behaves_as: 'fake-gateway-rejected-fraud-nonce' })
      .where('token', '=', flipped)
      .execute();
    expect(await sale(flipped, 799)).toMatchObject({ status: 'gateway_rejected', responseCode: 'fraud' });
  });

  it('an unknown token is a failed sale with no transaction', async () => {
    const before = await count('sandbox_transactions');
    expect(await sale('sbpm_nope', 799)).toEqual({
      transactionId: '',
      status: 'failed',
      responseCode: '91518',
      responseText: 'Payment method token is invalid.',
    });
    expect(await count('sandbox_transactions')).toBe(before);
  });

  it('the rules as a pure function agree with the stored outcomes', () => {
    expect(saleOutcome('fake-valid-nonce', 199_999, 'USD').status).toBe('settled');
    expect(saleOutcome('fake-valid-nonce', 200_000, 'USD').responseCode).toBe('2000');
    expect(saleOutcome('fake-processor-declined-amex-nonce', 100, 'USD').status).toBe('processor_declined');
    expect(saleOutcome('fake-valid-nonce', 500_100, 'GBP').status).toBe('gateway_rejected');
  });
});

describe('sale: idempotent per order id', () => {
  let token: string;
  beforeAll(async () => {
    token = await vaultedToken();
  });

  it('the same order twice makes one row and answers the first result', async () => {
    const id = orderId();
    const first = await sale(token, 799, 'USD', id);
    // Even asked differently, a repeated order id answers the stored first result.
    const second = await sale(token, 200_000, 'USD', id);
    expect(second).toEqual(first);
    const rows = await database.db
      .selectFrom('sandbox_transactions')
      .select('id')
      .where('order_id', '=', id)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('a declined order stays declined when repeated (a new attempt needs a new order id)', async () => {
    const id = orderId();
    const first = await sale(token, 200_100, 'USD', id);
    expect(first.status).toBe('processor_declined');
    expect(await sale(token, 799, 'USD', id)).toEqual(first);
  });

  it('saleMany answers in order: new, repeated, duplicated within the batch and unknown tokens', async () => {
    const declining = await vaultedToken('fake-valid-mastercard-nonce');
    const earlier = orderId();
    const earlierResult = await sale(token, 1299, 'USD', earlier);
    const dup = orderId();
    const requests: SaleRequest[] = [
      { orderId: orderId(), paymentMethodToken: token, amountMinor: 799, currency: 'USD' },
      { orderId: earlier, paymentMethodToken: token, amountMinor: 799, currency: 'USD' },
      { orderId: dup, paymentMethodToken: declining, amountMinor: 200_300, currency: 'EUR' },
      { orderId: orderId(), paymentMethodToken: 'sbpm_unknown', amountMinor: 799, currency: 'USD' },
      { orderId: dup, paymentMethodToken: token, amountMinor: 799, currency: 'USD' },
      { orderId: orderId(), paymentMethodToken: token, amountMinor: 300_050, currency: 'GBP' },
    ];
    const before = await count('sandbox_transactions');
    const results = await gateway.saleMany(requests);
    expect(results.map((r) => r.status)).toEqual([
      'settled',
      'settled',
      'processor_declined',
      'failed',
      'processor_declined',
      'failed',
    ]);
    expect(results[1]).toEqual(earlierResult);
    expect(results[4]).toEqual(results[2]);
    expect(results[2]!.responseCode).toBe('2003');
    expect(results[3]!.transactionId).toBe('');
    // New rows: the first, the duplicated order once, the last.
    expect(await count('sandbox_transactions')).toBe(before + 3);
    expect(await gateway.saleMany([])).toEqual([]);
  });

  it('batches of the same orders at once, in any order, charge each order exactly once', async () => {
    const tokens = await Promise.all(Array.from({ length: 4 }, () => vaultedToken()));
    const requests: SaleRequest[] = Array.from({ length: 2000 }, (_, i) => ({
      orderId: orderId(),
      paymentMethodToken: tokens[i % tokens.length]!,
      amountMinor: 799 + i,
      currency: 'USD',
    }));
    const shuffled = [...requests].sort(() => Math.random() - 0.5);
    const before = await count('sandbox_transactions');
    const [a, b, c, d] = await Promise.all([
      gateway.saleMany(requests),
      new SandboxGateway(database.db, clock.now).saleMany([...requests].reverse()),
      gateway.saleMany(requests.slice(500, 1500)),
      gateway.saleMany(shuffled),
    ]);
    expect(await count('sandbox_transactions')).toBe(before + 2000);
    expect([...b].reverse()).toEqual(a);
    expect(c).toEqual(a.slice(500, 1500));
    const byOrder = new Map(a.map((r, i) => [requests[i]!.orderId, r]));
    expect(d).toEqual(shuffled.map((r) => byOrder.get(r.orderId)));
    expect(a.every((r) => r.status === 'settled')).toBe(true);
    expect(new Set(a.map((r) => r.transactionId)).size).toBe(2000);
  });
});

describe('refund', () => {
  let token: string;
  beforeAll(async () => {
    token = await vaultedToken();
  });

  it('refunds part of a settled sale, then the rest, and refuses more', async () => {
    const paid = await sale(token, 1000);
    const first = await gateway.refund({
      orderId: orderId(),
      transactionId: paid.transactionId,
      amountMinor: 400,
      currency: 'USD',
    });
    expect(first).toMatchObject({ status: 'settled', responseCode: '1000' });
    expect(first.transactionId).not.toBe(paid.transactionId);
    await expect(
      gateway.refund({
        orderId: orderId(),
        transactionId: paid.transactionId,
        amountMinor: 601,
        currency: 'USD',
      }),
    ).rejects.toMatchObject({ status: 400, code: 8, field: 'amount' });
    const rest = await gateway.refund({
      orderId: orderId(),
      transactionId: paid.transactionId,
      amountMinor: 600,
      currency: 'USD',
    });
    expect(rest.status).toBe('settled');
    await expect(
      gateway.refund({
        orderId: orderId(),
        transactionId: paid.transactionId,
        amountMinor: 1,
        currency: 'USD',
      }),
    ).rejects.toMatchObject({ code: 8, field: 'amount' });
    const refunds = await database.db
      .selectFrom('sandbox_transactions')
      .select(['amount_minor', 'kind'])
      .where('refunded_transaction_id', '=', paid.transactionId)
      .execute();
    expect(refunds.map((r) => Number(r.amount_minor)).sort()).toEqual([400, 600]);
    expect(refunds.every((r) => r.kind === 'refund')).toBe(true);
  });

  it('is idempotent per order id', async () => {
    const paid = await sale(token, 1000);
    const id = orderId();
    const first = await gateway.refund({
      orderId: id,
      transactionId: paid.transactionId,
      amountMinor: 700,
      currency: 'USD',
    });
    const again = await gateway.refund({
      orderId: id,
      transactionId: paid.transactionId,
      amountMinor: 700,
      currency: 'USD',
    });
    expect(again).toEqual(first);
    // Had the repeat refunded again, 700 + 700 would be over the sale; 300 is still left.
    const rest = await gateway.refund({
      orderId: orderId(),
      transactionId: paid.transactionId,
      amountMinor: 300,
      currency: 'USD',
    });
    expect(rest.status).toBe('settled');
  });

  it('concurrent refunds never refund more than the sale', async () => {
    const paid = await sale(token, 1000);
    const attempts = await Promise.allSettled(
      Array.from({ length: 5 }, () =>
        gateway.refund({
          orderId: orderId(),
          transactionId: paid.transactionId,
          amountMinor: 300,
          currency: 'USD',
        }),
      ),
    );
    expect(attempts.filter((a) => a.status === 'fulfilled')).toHaveLength(3);
    expect(attempts.filter((a) => a.status === 'rejected')).toHaveLength(2);
  });

  it('refuses a declined sale, another currency, an unknown sale and a zero amount', async () => {
    const declined = await sale(token, 200_000);
    await expect(
      gateway.refund({
        orderId: orderId(),
        transactionId: declined.transactionId,
        amountMinor: 100,
        currency: 'USD',
      }),
    ).rejects.toMatchObject({ code: 8, field: 'transaction_id' });
    const paid = await sale(token, 1000);
    await expect(
      gateway.refund({
        orderId: orderId(),
        transactionId: paid.transactionId,
        amountMinor: 100,
        currency: 'EUR',
      }),
    ).rejects.toMatchObject({ code: 8, field: 'currency' });
    await expect(
      gateway.refund({ orderId: orderId(), transactionId: 'sbtx_nope', amountMinor: 100, currency: 'USD' }),
    ).rejects.toMatchObject({ code: 8, field: 'transaction_id' });
    await expect(
      gateway.refund({
        orderId: orderId(),
        transactionId: paid.transactionId,
        amountMinor: 0,
        currency: 'USD',
      }),
    ).rejects.toMatchObject({ code: 8, field: 'amount' });
    // A refund of a refund is no sale either.
    const refund = await gateway.refund({
      orderId: orderId(),
      transactionId: paid.transactionId,
      amountMinor: 100,
      currency: 'USD',
    });
    await expect(
      gateway.refund({
        orderId: orderId(),
        transactionId: refund.transactionId,
        amountMinor: 10,
        currency: 'USD',
      }),
    ).rejects.toMatchObject({ code: 8, field: 'transaction_id' });
  });
});
