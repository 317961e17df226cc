import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSessionManager } from '@fanverse/client';
import { FAST_ENV } from '../../apps/server/test/helpers/test-user';
import { startContractServer, type ContractServer } from './contract-server';
import {
  UNISSUED_TOKEN,
  expectClientCheck,
  expectMapped,
  failure,
  mailedLink,
  probe,
  signUp,
} from './accounts-fixtures';

// Profile and username changes, email verification and the double opt-in, with the tokens read
// from the mails the server put in its development outbox.
let s: ContractServer;
beforeAll(async () => {
  s = await startContractServer(FAST_ENV);
});
afterAll(async () => s.app.close());

describe('profile update replies (spec §8 "Profile update")', () => {
  it('a name with a control character (INVALID_VALUE) gives 1900; any printable name is kept', async () => {
    const m = await signUp(s);
    const e = await failure(m.client.accounts.updateProfile({ first_name: 'R2-D2\u0007' }));
    expectMapped(e, { status: 400, code: 'INVALID_VALUE' }, 1900);
    for (const name of ["Zoë O'Neil-Ávila", 'R2-D2 <script>', 'Lovelace 2nd']) {
      await expect(m.client.accounts.updateProfile({ last_name: name })).resolves.toMatchObject({
        last_name: name,
      });
    }
  });

  it('client check: a dob not YYYY-MM-DD gives 1902 and sends nothing', async () => {
    const m = await signUp(s);
    await expectClientCheck(m, m.client.accounts.updateProfile({ dob: '1990/01/31' }), 1902);
  });

  it('a choice outside the allowed values (INVALID_VALUE_SELECTION) gives 1900', async () => {
    const m = await signUp(s);
    const e = await failure(m.client.accounts.updateProfile({ gender: 'robot' }));
    expectMapped(e, { status: 400, code: 'INVALID_VALUE_SELECTION' }, 1900);
    expect(e.errors[0]?.field).toBe('gender');
  });

  it('an invalid value (INVALID_VALUE: a dob in the future) gives 1900', async () => {
    const m = await signUp(s);
    const e = await failure(m.client.accounts.updateProfile({ dob: '2999-01-01' }));
    expectMapped(e, { status: 400, code: 'INVALID_VALUE' }, 1900);
    expect(e.errors[0]?.field).toBe('dob');
  });

  it("another member's email address (EMAIL_ADDRESS_TAKEN) gives 1008", async () => {
    const [m, other] = [await signUp(s), await signUp(s)];
    expectMapped(
      await failure(m.client.accounts.updateProfile({ email: other.email })),
      { status: 400, code: 'EMAIL_ADDRESS_TAKEN' },
      1008,
    );
  });

  it('the marketing pre-check: language (INVALID_MARKETING_LANGUAGE) 1904, country (INVALID_MARKETING_COUNTRY) 1903', async () => {
    const m = await signUp(s);
    expectMapped(
      await failure(m.client.accounts.updateProfile({ marketing_lang: 'fr', dob: '2999-01-01' })),
      { status: 400, code: 'INVALID_MARKETING_LANGUAGE' },
      1904,
    );
    expectMapped(
      await failure(m.client.accounts.updateProfile({ marketing_country: 'ZZ', gender: 'robot' })),
      { status: 400, code: 'INVALID_MARKETING_COUNTRY' },
      1903,
    );
  });

  it('any other code gives 9999 (no 5000 + code for profile replies)', async () => {
    const m = await signUp(s);
    // Longer than the wire schema allows: the generic code 8, which would elsewhere be 5008.
    const e = await failure(m.client.accounts.updateProfile({ first_name: 'n'.repeat(61) }));
    expectMapped(e, { status: 400, code: 8 }, 9999);
  });

  it('a valid change answers the updated profile', async () => {
    const m = await signUp(s);
    expect(
      await m.client.accounts.updateProfile({
        marketing_country: 'es',
        dob: '1990-01-31',
        first_name: 'Ana',
      }),
    ).toMatchObject({ marketing_country: 'ES', dob: '1990-01-31', first_name: 'Ana', username: m.username });
  });
});

describe('username update replies (spec §8 "Username update")', () => {
  it('empty or under 6 characters (MISSING_REQUIRED_VALUE) gives 1005', async () => {
    const m = await signUp(s);
    for (const username of ['', 'abc']) {
      expectMapped(
        await failure(m.client.accounts.updateLogin(username)),
        { status: 400, code: 'MISSING_REQUIRED_VALUE' },
        1005,
      );
    }
  });

  it('over 29 characters (VALUE_TOO_LONG) gives 1024', async () => {
    const m = await signUp(s);
    expectMapped(
      await failure(m.client.accounts.updateLogin('u'.repeat(30))),
      { status: 400, code: 'VALUE_TOO_LONG' },
      1024,
    );
  });

  it('characters outside the set (VALUE_PATTERN_MISMATCH) give 1021', async () => {
    const m = await signUp(s);
    expectMapped(
      await failure(m.client.accounts.updateLogin('bad name!')),
      { status: 400, code: 'VALUE_PATTERN_MISMATCH' },
      1021,
    );
  });

  it("another member's username (USERNAME_UNAVAILABLE) gives 1007", async () => {
    const [m, other] = [await signUp(s), await signUp(s)];
    expectMapped(
      await failure(m.client.accounts.updateLogin(other.username)),
      { status: 400, code: 'USERNAME_UNAVAILABLE' },
      1007,
    );
  });

  it('a free name is taken and answered in the profile', async () => {
    const m = await signUp(s);
    const name = `${m.username}x`;
    expect((await m.client.accounts.updateLogin(name)).username).toBe(name);
  });
});

describe('email verification', () => {
  it('client check: no token gives 7501 and sends nothing', async () => {
    const m = await signUp(s);
    await expectClientCheck(m, m.client.accounts.verifyEmail(''), 7501);
  });

  it('a token the server never issued (INVALID_TOKEN) gives 7501', async () => {
    const m = await signUp(s);
    expectMapped(
      await failure(m.client.accounts.verifyEmail(UNISSUED_TOKEN)),
      { status: 400, code: 'INVALID_TOKEN' },
      7501,
    );
  });

  it('a resend within a minute of the last mail (RESEND_RATE_LIMITED, 400) gives 7504', async () => {
    const m = await signUp(s);
    expectMapped(
      await failure(m.client.accounts.resendVerificationEmail()),
      { status: 400, code: 'RESEND_RATE_LIMITED' },
      7504,
    );
  });

  it('verifies with the mailed token; then the used token gives 7501 and a resend (EMAIL_ALREADY_VERIFIED) 7503', async () => {
    const m = await signUp(s);
    const token = (await mailedLink(s, m.email, 'verify_email')).get('token') ?? '';
    expect(await m.client.accounts.verifyEmail(token)).toMatchObject({
      result: 'verified',
      user_guid: m.guid,
    });
    expect((await m.client.accounts.getEmailStatus()).email_verified).toBe(true);

    expectMapped(
      await failure(m.client.accounts.verifyEmail(token)),
      { status: 400, code: 'INVALID_TOKEN' },
      7501,
    );
    expectMapped(
      await failure(m.client.accounts.resendVerificationEmail()),
      { status: 400, code: 'EMAIL_ALREADY_VERIFIED' },
      7503,
    );
  });
});

describe('double opt-in', () => {
  it('client checks: no guid 1014, no token 1086, a token not hexadecimal 1085; nothing is sent', async () => {
    const p = probe(s);
    await expectClientCheck(p, p.client.accounts.confirmDoubleOptIn('', UNISSUED_TOKEN), 1014);
    await expectClientCheck(p, p.client.accounts.confirmDoubleOptIn('a'.repeat(32), ''), 1086);
    await expectClientCheck(p, p.client.accounts.confirmDoubleOptIn('a'.repeat(32), 'not-hex!'), 1085);
    expect(p.client.errors.get('confirmDoubleOptIn').map((e) => e.code)).toEqual([1085]);
  });

  it('an unknown guid (USER_NOT_FOUND, 404) gives 1014', async () => {
    const p = probe(s);
    const e = await failure(p.client.accounts.confirmDoubleOptIn('0'.repeat(32), UNISSUED_TOKEN));
    expectMapped(e, { status: 404, code: 'USER_NOT_FOUND' }, 1014);
    expect(p.client.errors.get('confirmDoubleOptIn').map((err) => err.code)).toEqual([1014]);
  });

  it('a token the server never issued (INVALID_TOKEN) gives 1085', async () => {
    const m = await signUp(s, { additional_traits: { opt_in: true } });
    expectMapped(
      await failure(m.client.accounts.confirmDoubleOptIn(m.guid, UNISSUED_TOKEN)),
      { status: 400, code: 'INVALID_TOKEN' },
      1085,
    );
  });

  it('confirms with the mailed guid and token, signed out, through the session manager', async () => {
    const m = await signUp(s, { additional_traits: { opt_in: true } });
    const link = await mailedLink(s, m.email, 'double_opt_in');
    expect(link.get('guid')).toBe(m.guid);
    const manager = createSessionManager(probe(s).client);
    expect(await manager.confirmDoubleOptIn(link.get('guid') ?? '', link.get('token') ?? '')).toBe(true);
    expect(manager.getState().doubleOptInStatus).toBe(true);
  });
});
