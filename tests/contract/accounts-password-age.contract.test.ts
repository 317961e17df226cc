import { afterAll, beforeAll, describe, it } from 'vitest';
import { FAST_ENV } from '../../apps/server/test/helpers/test-user';
import { startContractServer, type ContractServer } from './contract-server';
import { expectMapped, failure, mailedLink, probe, signUp } from './accounts-fixtures';

// A server where a password must be an hour old before it may be replaced: a member who has
// just registered cannot change or reset it yet.
let s: ContractServer;
beforeAll(async () => {
  s = await startContractServer({ ...FAST_ENV, PASSWORD_MIN_AGE_MINUTES: '60' });
});
afterAll(async () => s.app.close());

describe('PASSWORD_CHANGED_RECENTLY (PASSWORD_MIN_AGE_MINUTES)', () => {
  it('on a password update gives 1079', async () => {
    const m = await signUp(s);
    const e = await failure(m.client.accounts.updatePassword(m.password, 'Copper-Lantern-77'));
    expectMapped(e, { status: 400, code: 'PASSWORD_CHANGED_RECENTLY' }, 1079);
  });

  it('on a reset with the mailed token gives 1079', async () => {
    const m = await signUp(s);
    await probe(s).client.accounts.forgotPassword(m.email);
    const token = (await mailedLink(s, m.email, 'reset_password')).get('token') ?? '';
    const e = await failure(probe(s).client.accounts.resetPassword({ token, password: 'Copper-Lantern-77' }));
    expectMapped(e, { status: 400, code: 'PASSWORD_CHANGED_RECENTLY' }, 1079);
  });
});
