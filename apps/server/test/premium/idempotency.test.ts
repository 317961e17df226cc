import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SandboxGateway } from '../../src/modules/premium/gateway/sandbox-gateway';
import type {
  PaymentGateway,
  RefundRequest,
  SaleRequest,
  VaultRequest,
} from '../../src/modules/premium/gateway/payment-gateway';
import { AppError } from '../../src/errors/app-error';
import {
  US_PLACE,
  buildPremiumTestApp,
  errorCode,
  premiumMember,
  type PremiumTestApp,
} from './premium-fixtures';

const CREATE = '/api/premium/2/paymentmethods/create';

/** The real sandbox gateway (over the test's database), counting the vault calls that reach it. */
class CountingGateway implements PaymentGateway {
  readonly kind = 'sandbox' as const;
  inner!: PaymentGateway;
  vaults = 0;
  clientToken(id: string) {
    return this.inner.clientToken(id);
  }
  vault(request: VaultRequest) {
    this.vaults++;
    return this.inner.vault(request);
  }
  sale(request: SaleRequest) {
    return this.inner.sale(request);
  }
  saleMany(requests: readonly SaleRequest[]) {
    return this.inner.saleMany(requests);
  }
  refund(request: RefundRequest) {
    return this.inner.refund(request);
  }
}

const gateway = new CountingGateway();
let t: PremiumTestApp;

beforeAll(async () => {
  t = await buildPremiumTestApp({ gateway });
  gateway.inner = new SandboxGateway(t.database.db, t.clock.now);
});
afterAll(async () => {
  await t?.app.close();
});

const key = () => `key-${crypto.randomUUID()}`;
const withKey = (k: string) => ({ 'idempotency-key': k });
const methodsOf = async (userId: string) =>
  t.database.db.selectFrom('payment_methods').select('guid').where('user_id', '=', userId).execute();

describe('Idempotency-Key on premium calls', () => {
  it('the same key and body answer the stored reply without acting again', async () => {
    const m = await premiumMember(t);
    const k = key();
    const body = { braintree_nonce: 'fake-valid-nonce', ...US_PLACE };
    const first = await m.post(CREATE, body, withKey(k));
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const vaults = gateway.vaults;
    const again = await m.post(CREATE, body, withKey(k));
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(gateway.vaults).toBe(vaults);
    expect(await methodsOf(m.id)).toHaveLength(1);
  });

  it('without a key every call acts', async () => {
    const m = await premiumMember(t);
    await m.addCard('fake-valid-nonce');
    await m.addCard('fake-valid-nonce');
    expect(await methodsOf(m.id)).toHaveLength(2);
  });

  it('another body under the same key is a 409 IDEMPOTENCY_KEY_REUSED conflict', async () => {
    const m = await premiumMember(t);
    const k = key();
    expect(
      (await m.post(CREATE, { braintree_nonce: 'fake-valid-nonce', ...US_PLACE }, withKey(k))).statusCode,
    ).toBe(200);
    const other = await m.post(
      CREATE,
      { braintree_nonce: 'fake-valid-nonce', postal_code: '94105', country_code_alpha2: 'US' },
      withKey(k),
    );
    expect(other.statusCode).toBe(409);
    expect(other.json().errors[0]).toMatchObject({
      code: 'IDEMPOTENCY_KEY_REUSED',
      field: 'Idempotency-Key',
    });
    // Another route under the same key conflicts too.
    const [method] = await methodsOf(m.id);
    const disable = await m.post(`/api/premium/2/paymentmethods/${method!.guid}/disable`, {}, withKey(k));
    expect(disable.statusCode).toBe(409);
    expect(errorCode(disable)).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await methodsOf(m.id)).toHaveLength(1);
  });

  it('keys are per member: the same key from two members acts for each', async () => {
    const a = await premiumMember(t);
    const b = await premiumMember(t);
    const k = key();
    const body = { braintree_nonce: 'fake-valid-nonce', ...US_PLACE };
    expect((await a.post(CREATE, body, withKey(k))).statusCode).toBe(200);
    const res = await b.post(CREATE, body, withKey(k));
    expect(res.statusCode).toBe(200);
    expect(res.json().user_guid).toBe(b.guid);
    expect(res.headers['idempotent-replayed']).toBeUndefined();
  });

  it('a declined create replayed answers the same 400 without a second vault', async () => {
    const m = await premiumMember(t);
    const k = key();
    const body = { braintree_nonce: 'fake-processor-declined-visa-nonce', ...US_PLACE };
    const first = await m.post(CREATE, body, withKey(k));
    expect(first.statusCode).toBe(400);
    expect(errorCode(first)).toBe(3006);
    const vaults = gateway.vaults;
    const again = await m.post(CREATE, body, withKey(k));
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(gateway.vaults).toBe(vaults);
  });

  it('a malformed key answers 400 code 8 on Idempotency-Key and does nothing', async () => {
    const m = await premiumMember(t);
    for (const bad of ['short', 'x'.repeat(256), 'has space inside']) {
      const res = await m.post(CREATE, { braintree_nonce: 'fake-valid-nonce', ...US_PLACE }, withKey(bad));
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().errors[0]).toMatchObject({ code: 8, field: 'Idempotency-Key' });
    }
    expect(await methodsOf(m.id)).toHaveLength(0);
  });

  it('20 concurrent duplicates under one key make one method', async () => {
    const m = await premiumMember(t);
    const k = key();
    const body = { braintree_nonce: 'fake-valid-nonce', ...US_PLACE };
    const replies = await Promise.all(Array.from({ length: 20 }, () => m.post(CREATE, body, withKey(k))));
    const ok = replies.filter((r) => r.statusCode === 200);
    const busy = replies.filter((r) => r.statusCode === 409);
    expect(ok.length + busy.length).toBe(20);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    for (const r of busy) expect(errorCode(r)).toBe('IDEMPOTENCY_KEY_IN_USE');
    // Every success is the one method (the first reply, or its replay).
    expect(new Set(ok.map((r) => r.json().guid)).size).toBe(1);
    expect(await methodsOf(m.id)).toHaveLength(1);
    // Once finished, the key replays.
    const later = await m.post(CREATE, body, withKey(k));
    expect(later.statusCode).toBe(200);
    expect(later.json().guid).toBe(ok[0]!.json().guid);
  });

  it('a key older than 24 hours is forgotten: the call acts again', async () => {
    const m = await premiumMember(t);
    const k = key();
    const body = { braintree_nonce: 'fake-valid-nonce', ...US_PLACE };
    const first = await m.post(CREATE, body, withKey(k));
    t.clock.travel({ hours: 23, minutes: 59 });
    expect((await m.post(CREATE, body, withKey(k))).headers['idempotent-replayed']).toBe('true');
    t.clock.travel({ hours: 1 });
    const later = await m.post(CREATE, body, withKey(k));
    expect(later.statusCode).toBe(200);
    expect(later.headers['idempotent-replayed']).toBeUndefined();
    expect(later.json().guid).not.toBe(first.json().guid);
    expect(await methodsOf(m.id)).toHaveLength(2);
    // The stale row was replaced by the new one.
    const rows = await t.database.db
      .selectFrom('premium_idempotency_keys')
      .select('created_at')
      .where('user_id', '=', m.id)
      .where('idempotency_key', '=', k)
      .execute();
    expect(rows.map((r) => r.created_at.toISOString())).toEqual([t.clock.now().toISOString()]);
  });
});

describe('IdempotencyService', () => {
  const request = {
    method: 'POST',
    route: '/api/premium/2/things/:guid',
    params: { guid: 'a' },
    body: { x: 1, y: [1, 2] },
  };

  it('answers 409 IDEMPOTENCY_KEY_IN_USE while the first request is still running', async () => {
    const m = await premiumMember(t);
    const k = key();
    let finish!: () => void;
    const gate = new Promise<void>((resolve) => (finish = resolve));
    const first = t.premium.idempotency.run(m.id, k, request, async () => {
      await gate;
      return { status: 200, body: { done: true } };
    });
    // Let the first claim the key before the duplicate arrives.
    await new Promise((resolve) => setTimeout(resolve, 50));
    await expect(
      t.premium.idempotency.run(m.id, k, request, async () => ({ status: 200, body: { done: false } })),
    ).rejects.toMatchObject({ status: 409, code: 'IDEMPOTENCY_KEY_IN_USE' });
    finish();
    expect(await first).toEqual({ status: 200, body: { done: true } });
    // Body keys in another order are the same request.
    const replay = await t.premium.idempotency.run(
      m.id,
      k,
      { ...request, body: { y: [1, 2], x: 1 } },
      async () => ({ status: 200, body: { done: false } }),
    );
    expect(replay).toEqual({ status: 200, body: { done: true }, replayed: true });
  });

  it('an unexpected error frees the key so the same request may be retried', async () => {
    const m = await premiumMember(t);
    const k = key();
    await expect(
      t.premium.idempotency.run(m.id, k, request, async () => {
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    await expect(
      t.premium.idempotency.run(m.id, k, request, async () => {
        throw new AppError(503, 'DATABASE_UNAVAILABLE', 'down');
      }),
    ).rejects.toMatchObject({ status: 503 });
    let acted = 0;
    const result = await t.premium.idempotency.run(m.id, k, request, async () => {
      acted++;
      return { status: 200, body: { ok: 1 } };
    });
    expect(result).toEqual({ status: 200, body: { ok: 1 } });
    expect(acted).toBe(1);
  });

  it('stores a coded failure and answers it again with the same code, message and field', async () => {
    const m = await premiumMember(t);
    const k = key();
    const failure = new AppError(400, 3006, 'Declined', 'card');
    await expect(
      t.premium.idempotency.run(m.id, k, request, async () => Promise.reject(failure)),
    ).rejects.toBe(failure);
    let acted = false;
    await expect(
      t.premium.idempotency.run(m.id, k, request, async () => {
        acted = true;
        return { status: 200, body: {} };
      }),
    ).rejects.toMatchObject({ status: 400, code: 3006, message: 'Declined', field: 'card', replayed: true });
    expect(acted).toBe(false);
  });
});
