import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_TEST_CARDS } from '@fanverse/contract';
import { SandboxGateway } from '../../src/modules/premium/gateway/sandbox-gateway';
import { passesLuhn } from '../../src/modules/premium/gateway/sandbox-cards';
import { auth } from '../helpers/test-user';
import { buildPremiumTestApp, errorCode, premiumMember, type PremiumTestApp } from './premium-fixtures';

/*
 * POST /api/premium/2/sandbox/tokenize through the real app: each documented test card gives a
 * single-use nonce that vaults (or fails) as its Braintree test nonce does; bad cards are coded
 * 400s; the number and security code are never stored; a nonce is used once, even by two vaults
 * at once, and only for three hours.
 */
let t: PremiumTestApp;
let gateway: SandboxGateway;

beforeAll(async () => {
  // Mid-March 2026: cards expiring in March 2026 are still good, February 2026 is past.
  t = await buildPremiumTestApp({ start: new Date('2026-03-15T12:00:00.000Z') });
  gateway = new SandboxGateway(t.database.db, t.clock.now);
});
afterAll(async () => t?.app.close());

const URL = '/api/premium/2/sandbox/tokenize';
const card = (overrides: Record<string, unknown> = {}) => ({
  number: '4111 1111 1111 1111',
  expiration_month: 12,
  expiration_year: 2030,
  cvv: '123',
  postal_code: '10001',
  ...overrides,
});
const tokenize = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: URL, payload, headers });

async function nonceFor(number: string, cvv = number.startsWith('37') ? '1234' : '123'): Promise<string> {
  const res = await tokenize(card({ number, cvv }));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().nonce;
}

const vault = (nonce: string) =>
  gateway.vault({ nonce, customerExternalId: crypto.randomUUID(), postalCode: '10001', countryCode: 'US' });

describe('the documented test cards', () => {
  it('are all Luhn-valid', () => {
    for (const c of SANDBOX_TEST_CARDS) expect(passesLuhn(c.number), c.number).toBe(true);
  });

  it.each(SANDBOX_TEST_CARDS.map((c) => [c.number, c.nonce, c.outcome] as const))(
    '%s tokenizes to a nonce that behaves as %s (%s)',
    async (number, behavesAs) => {
      const res = await tokenize(card({ number, cvv: number.startsWith('37') ? '1234' : '123' }));
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      expect(body.nonce).toMatch(/^tokencc_sb_[0-9a-f]{32}$/);
      expect(body.details).toEqual({
        card_type: expect.any(String),
        bin: number.slice(0, 6),
        last_four: number.slice(-4),
      });
      const stored = await t.database.db
        .selectFrom('sandbox_nonces')
        .selectAll()
        .where('nonce', '=', body.nonce)
        .executeTakeFirstOrThrow();
      expect(stored.behaves_as).toBe(behavesAs);

      const result = await vault(body.nonce);
      if (behavesAs.startsWith('fake-valid-')) {
        expect(result).toMatchObject({
          ok: true,
          card: { bin: number.slice(0, 6), last4: number.slice(-4), expMonth: 12, expYear: 2030 },
        });
      } else if (behavesAs.startsWith('fake-processor-declined-')) {
        expect(result).toMatchObject({ ok: false, kind: 'processor_declined', responseCode: '2000' });
      } else {
        expect(result).toMatchObject({ ok: false, kind: 'gateway_rejected' });
      }
    },
  );

  it('names each brand as Braintree does', async () => {
    const types = await Promise.all(
      [
        ['4111111111111111', 'Visa'],
        ['5555555555554444', 'MasterCard'],
        ['378282246310005', 'American Express'],
        ['6011111111111117', 'Discover'],
        ['3530111333300000', 'JCB'],
        ['2223003122003222', 'MasterCard'],
      ].map(async ([number, type]) => {
        const res = await tokenize(card({ number, cvv: number!.startsWith('37') ? '1234' : '123' }));
        return [res.json().details.card_type, type];
      }),
    );
    for (const [got, want] of types) expect(got).toBe(want);
  });

  it('any other Luhn-valid number behaves as fake-valid-nonce and vaults', async () => {
    const nonce = await nonceFor('4242424242424242');
    const row = await t.database.db
      .selectFrom('sandbox_nonces')
      .selectAll()
      .where('nonce', '=', nonce)
      .executeTakeFirstOrThrow();
    expect(row.behaves_as).toBe('fake-valid-nonce');
    const result = await vault(nonce);
    expect(result).toMatchObject({ ok: true, card: { cardType: 'Visa', bin: '424242', last4: '4242' } });
    if (result.ok) {
      const method = await t.database.db
        .selectFrom('sandbox_payment_methods')
        .selectAll()
        .where('token', '=', result.card.token)
        .executeTakeFirstOrThrow();
      expect(method.behaves_as).toBe('fake-valid-nonce');
      // The payment method charges as a valid card.
      expect(
        await gateway.sale({
          orderId: `${crypto.randomUUID()}:1`,
          paymentMethodToken: result.card.token,
          amountMinor: 799,
          currency: 'USD',
        }),
      ).toMatchObject({ status: 'settled' });
    }
  });

  it('never stores the full number or the security code', async () => {
    const res = await tokenize(card({ number: '4000 0566 5566 5556', cvv: '987' }));
    expect(res.statusCode).toBe(200);
    const row = await t.database.db
      .selectFrom('sandbox_nonces')
      .selectAll()
      .where('nonce', '=', res.json().nonce)
      .executeTakeFirstOrThrow();
    const stored = JSON.stringify(row);
    expect(stored).not.toContain('4000056655665556');
    expect(stored).not.toContain('0566556655');
    expect(stored).not.toContain('987');
    expect(row).toMatchObject({
      bin: '400005',
      last4: '5556',
      exp_month: 12,
      exp_year: 2030,
      postal_code: '10001',
    });
  });
});

describe('bad cards', () => {
  it.each([
    ['a Luhn-invalid number', { number: '4111111111111112' }, 'number'],
    ['too few digits after removing spaces', { number: '4111 1111 11 ' }, 'number'],
    ['too many digits', { number: '41111111111111111111' }, 'number'],
    ['a card that expired last month', { expiration_month: 2, expiration_year: 2026 }, 'expiration_month'],
    ['a card that expired years ago', { expiration_month: 12, expiration_year: 2020 }, 'expiration_month'],
    ['a 4-digit code on a Visa', { cvv: '1234' }, 'cvv'],
    ['a 3-digit code on an Amex', { number: '378282246310005', cvv: '123' }, 'cvv'],
  ])('%s → 400 code 8 field %s', async (_why, overrides, field) => {
    const before = await t.database.db.selectFrom('sandbox_nonces').select('nonce').execute();
    const res = await tokenize(card(overrides));
    expect(res.statusCode, res.body).toBe(400);
    expect(errorCode(res)).toBe(8);
    expect(res.json().errors[0].field).toBe(field);
    expect(res.json().errors[0].message.length).toBeGreaterThan(10);
    expect(await t.database.db.selectFrom('sandbox_nonces').select('nonce').execute()).toHaveLength(
      before.length,
    );
  });

  it('a card good through this month is accepted', async () => {
    expect((await tokenize(card({ expiration_month: 3, expiration_year: 2026 }))).statusCode).toBe(200);
  });

  it('malformed fields are refused by the schema (400 code 8)', async () => {
    for (const overrides of [
      { number: '4111-1111-1111-1111' },
      { expiration_month: 13 },
      { cvv: '12' },
      { postal_code: '!' },
    ]) {
      const res = await tokenize(card(overrides));
      expect(res.statusCode, JSON.stringify(overrides)).toBe(400);
    }
  });
});

describe('single use', () => {
  it('a nonce vaults once; the second vault is consumed_nonce', async () => {
    const nonce = await nonceFor('5555555555554444');
    expect(await vault(nonce)).toMatchObject({ ok: true, card: { cardType: 'MasterCard' } });
    expect(await vault(nonce)).toMatchObject({ ok: false, kind: 'consumed_nonce', responseCode: '93107' });
  });

  it('a declined card’s nonce is used up by its failed verification', async () => {
    const nonce = await nonceFor('4000111111111115');
    expect(await vault(nonce)).toMatchObject({ ok: false, kind: 'processor_declined' });
    expect(await vault(nonce)).toMatchObject({ ok: false, kind: 'consumed_nonce' });
  });

  it('of many vaults of one nonce at once, exactly one wins', async () => {
    const nonce = await nonceFor('4111111111111111');
    const other = new SandboxGateway(t.database.db, t.clock.now);
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        (i % 2 ? other : gateway).vault({
          nonce,
          customerExternalId: crypto.randomUUID(),
          postalCode: '10001',
          countryCode: 'US',
        }),
      ),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok && r.kind === 'consumed_nonce')).toHaveLength(7);
  });

  it('expires after three hours, as Braintree’s nonces do', async () => {
    const fresh = await nonceFor('4111111111111111');
    const stale = await nonceFor('4111111111111111');
    t.clock.travel({ hours: 2, minutes: 59 });
    expect(await vault(fresh)).toMatchObject({ ok: true });
    t.clock.travel({ minutes: 2 });
    expect(await vault(stale)).toMatchObject({ ok: false, kind: 'invalid_nonce', responseCode: '91565' });
  });
});

describe('who may call it', () => {
  it('a visitor with no session may (hosted fields need none); a signed-in member too', async () => {
    expect((await tokenize(card())).statusCode).toBe(200);
    const member = await premiumMember(t);
    expect((await tokenize(card(), member.headers)).statusCode).toBe(200);
  });

  it('a bad session is still refused', async () => {
    const res = await tokenize(card(), auth('garbage-token-garbage-token'));
    expect(res.statusCode).toBe(401);
  });

  it('the Braintree webhook does not exist on the sandbox (404 code 11)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/premium/2/webhooks/braintree',
      payload: { bt_signature: 'a|b', bt_payload: 'PG5vdGlmaWNhdGlvbi8+' },
    });
    expect(res.statusCode).toBe(404);
    expect(errorCode(res)).toBe(11);
  });

  it('answers privately (never cached)', async () => {
    const res = await tokenize(card());
    expect(res.headers['cache-control']).toContain('no-store');
  });
});
