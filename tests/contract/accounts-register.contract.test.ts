import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RegisterInput } from '@fanverse/client';
import { FAST_ENV, newMember } from '../../apps/server/test/helpers/test-user';
import { startContractServer, type ContractServer } from './contract-server';
import { expectMapped, failure, probe, signUp } from './accounts-fixtures';

// Every register row of spec §8 (and the rows added for the register route's own codes) from a
// real reply of POST /api/users/register.
let s: ContractServer;
beforeAll(async () => {
  s = await startContractServer(FAST_ENV);
});
afterAll(async () => s.app.close());

const registerWith = (overrides: Partial<RegisterInput>) => {
  const p = probe(s);
  return { p, call: p.client.accounts.register({ ...newMember(), ...overrides }) };
};
const registerFailure = async (overrides: Partial<RegisterInput>) => {
  const { p, call } = registerWith(overrides);
  const e = await failure(call);
  expect(p.sent).toEqual(['POST /api/users/register']);
  return e;
};

describe('register replies (spec §8 "Register")', () => {
  it('a taken username (USERNAME_UNAVAILABLE, 400) gives 1007', async () => {
    const m = await signUp(s);
    expectMapped(
      await registerFailure({ username: m.username }),
      { status: 400, code: 'USERNAME_UNAVAILABLE' },
      1007,
    );
  });

  it('any other 400 the table does not name gives 1007 by its status', async () => {
    // A marketing_lang longer than the wire schema allows: the schema answers 400 with the
    // generic code 8, which no register row names, so the status row decides.
    const e = await registerFailure({ marketing_lang: 'english-please' });
    expectMapped(e, { status: 400, code: 8 }, 1007);
  });

  it('a username outside the character set (DF602) gives 1021', async () => {
    expectMapped(await registerFailure({ username: 'bad name!' }), { status: 400, code: 'DF602' }, 1021);
  });

  it('a registered email (USER_ALREADY_EXISTS) gives 1008', async () => {
    const m = await signUp(s);
    expectMapped(
      await registerFailure({ email: m.email.toUpperCase() }),
      { status: 400, code: 'USER_ALREADY_EXISTS' },
      1008,
    );
  });

  it('an empty username (MISSING_REQUIRED_VALUE on username) gives 1005', async () => {
    const e = await registerFailure({ username: '' });
    expectMapped(e, { status: 400, code: 'MISSING_REQUIRED_VALUE' }, 1005);
    expect(e.errors[0]?.field).toBe('username');
  });

  it('an empty email (MISSING_REQUIRED_VALUE on email) gives 1010 Email is required', async () => {
    const e = await registerFailure({ email: '' });
    expectMapped(e, { status: 400, code: 'MISSING_REQUIRED_VALUE' }, 1010);
    expect(e.errors[0]?.field).toBe('email');
  });

  it('an empty password (MISSING_REQUIRED_VALUE on password) gives 1025', async () => {
    const e = await registerFailure({ password: '' });
    expectMapped(e, { status: 400, code: 'MISSING_REQUIRED_VALUE' }, 1025);
    expect(e.errors[0]?.field).toBe('password');
  });

  it('a username under 6 characters (VALUE_TOO_SHORT) gives 1005', async () => {
    expectMapped(await registerFailure({ username: 'abc' }), { status: 400, code: 'VALUE_TOO_SHORT' }, 1005);
  });

  it('a username over 29 characters (VALUE_TOO_LONG) gives 1024', async () => {
    expectMapped(
      await registerFailure({ username: 'u'.repeat(30) }),
      { status: 400, code: 'VALUE_TOO_LONG' },
      1024,
    );
  });

  it('a malformed email (INVALID_VALUE on email) gives 1006 Invalid email format', async () => {
    const e = await registerFailure({ email: 'not-an-address' });
    expectMapped(e, { status: 400, code: 'INVALID_VALUE' }, 1006);
    expect(e.errors[0]?.field).toBe('email');
  });

  it('additional traits the server cannot store (INVALID_VALUE on additional_traits) give 1900', async () => {
    const traits = Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`trait${i}`, i]));
    const e = await registerFailure({ additional_traits: traits });
    expectMapped(e, { status: 400, code: 'INVALID_VALUE' }, 1900);
    expect(e.errors[0]?.field).toBe('additional_traits');
  });

  it('an unsupported marketing language (INVALID_MARKETING_LANGUAGE) gives 1033', async () => {
    expectMapped(
      await registerFailure({ marketing_lang: 'fr' }),
      { status: 400, code: 'INVALID_MARKETING_LANGUAGE' },
      1033,
    );
  });

  it('an unknown marketing country (INVALID_MARKETING_COUNTRY) gives 1034', async () => {
    expectMapped(
      await registerFailure({ marketing_country: 'ZZ' }),
      { status: 400, code: 'INVALID_MARKETING_COUNTRY' },
      1034,
    );
  });
});

describe('register: the password policy (PASSWORD_* rows)', () => {
  it('PASSWORD_TOO_SHORT gives 1073', async () => {
    expectMapped(
      await registerFailure({ password: 'Sh0rt!' }),
      { status: 400, code: 'PASSWORD_TOO_SHORT' },
      1073,
    );
  });

  it('PASSWORD_TOO_SIMILAR (to the username) gives 1075', async () => {
    const body = newMember();
    expectMapped(
      await registerFailure({ ...body, password: `${body.username}!` }),
      { status: 400, code: 'PASSWORD_TOO_SIMILAR' },
      1075,
    );
  });

  it('PASSWORD_TOO_COMMON gives 1076', async () => {
    expectMapped(
      await registerFailure({ password: 'qwertyuiop' }),
      { status: 400, code: 'PASSWORD_TOO_COMMON' },
      1076,
    );
  });

  it('PASSWORD_ENTIRELY_NUMERIC gives 1077', async () => {
    // A username and email without digits: the generated ones carry digits, and a digit-only
    // password can then be "too similar" to them, which the policy checks first.
    const name = `numeric${Array.from({ length: 10 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;
    expectMapped(
      await registerFailure({ password: '9081726354', username: name, email: `${name}@example.com` }),
      { status: 400, code: 'PASSWORD_ENTIRELY_NUMERIC' },
      1077,
    );
  });
});

describe('register: success', () => {
  it('answers the account, without a session unless login_on_success is "true"', async () => {
    const body = newMember();
    const { call } = registerWith(body);
    expect(await call).toMatchObject({
      username: body.username,
      email: body.email,
      requires_password_reset: false,
      session: null,
    });
  });
});
