import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAST_ENV } from '../../apps/server/test/helpers/test-user';
import { startContractServer, type ContractServer } from './contract-server';
import { expectMapped, failure, mailedLink, probe, signUp } from './accounts-fixtures';

// A server whose operator asks passwords to mix four character classes: a password of lower
// case letters and digits only is refused with PASSWORD_MISSING_CHARS.
const MIXED = 'Copper-Lantern-77';
const PLAIN = 'copperlantern77';
let s: ContractServer;
beforeAll(async () => {
  s = await startContractServer({ ...FAST_ENV, PASSWORD_REQUIRED_CLASSES: '4' });
});
afterAll(async () => s.app.close());

describe('PASSWORD_MISSING_CHARS (PASSWORD_REQUIRED_CLASSES)', () => {
  it('on a password update gives 1078, and a mixed password is taken', async () => {
    const m = await signUp(s);
    const e = await failure(m.client.accounts.updatePassword(m.password, PLAIN));
    expectMapped(e, { status: 400, code: 'PASSWORD_MISSING_CHARS' }, 1078);
    await expect(m.client.accounts.updatePassword(m.password, MIXED)).resolves.toMatchObject({
      success: true,
    });
  });

  it('on a reset with the mailed token gives 1078', async () => {
    const m = await signUp(s);
    await probe(s).client.accounts.forgotPassword(m.email);
    const token = (await mailedLink(s, m.email, 'reset_password')).get('token') ?? '';
    const e = await failure(probe(s).client.accounts.resetPassword({ token, password: PLAIN }));
    expectMapped(e, { status: 400, code: 'PASSWORD_MISSING_CHARS' }, 1078);
  });
});
