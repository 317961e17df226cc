import { describe, expect, it } from 'vitest';
import { ApiError, type FanverseClient, type OperationType } from '../src';
import { agreement, claimsPayload, signClaims } from './accounts/fixtures';
import { homepage } from './catalogue/fixtures';
import { envelope, json, rejection, testClient } from './fake-fetch';

/**
 * Spec §8, one rule for every call (packages/client/README.md "Client"): a call with an
 * operation type clears that type's errors before trying, stores the normalised errors when it
 * fails, then rethrows, or (agreements, homepage) resolves undefined.
 */

type Call = (client: FanverseClient) => Promise<unknown>;
type Reply = () => unknown;

const ok = () => ({ success: true, message: 'OK' });

const failing = () => envelope(503, { code: 'UNAVAILABLE', message: 'down' });

const rethrowing: Array<[string, OperationType, Call, Reply]> = [
  ['accounts.forgotPassword', 'requestPasswordToken', (c) => c.accounts.forgotPassword('ann'), ok],
  [
    'accounts.resetPassword',
    'resetPassword',
    (c) => c.accounts.resetPassword({ token: 'abc', password: 'pw' }),
    ok,
  ],
  [
    'accounts.confirmDoubleOptIn',
    'confirmDoubleOptIn',
    (c) => c.accounts.confirmDoubleOptIn('guid-1', 'abc123'),
    () => ({ double_opt_in_status: true }),
  ],
  [
    'claims.getClaims',
    'claims',
    (c) => c.claims.getClaims(),
    async () => ({ token: await signClaims(claimsPayload()) }),
  ],
];

const swallowing: Array<[string, OperationType, Call, Reply]> = [
  ['agreements.getTerms', 'getTerms', (c) => c.agreements.getTerms(), () => agreement],
  ['agreements.getTerms(flavor)', 'getTermsFlavor', (c) => c.agreements.getTerms('comics'), () => agreement],
  ['agreements.getPrivacy', 'getPrivacy', (c) => c.agreements.getPrivacy(), () => agreement],
  ['agreements.acceptTerms', 'acceptTerms', (c) => c.agreements.acceptTerms(7), () => agreement],
  [
    'agreements.acceptTerms(flavor)',
    'acceptTermsFlavor',
    (c) => c.agreements.acceptTerms(7, 'comics'),
    () => agreement,
  ],
  ['agreements.acceptPrivacy', 'acceptPrivacy', (c) => c.agreements.acceptPrivacy(7), () => agreement],
  ['catalogue.getHomepage', 'homepage', (c) => c.catalogue.getHomepage('home'), () => homepage()],
  ['catalogue.getBrowse', 'homepage', (c) => c.catalogue.getBrowse(), () => homepage('browse')],
];

/** A client whose server fails until `heal()` is called, then answers `reply()`. */
function flakyClient(reply: Reply) {
  let healthy = false;
  const { client } = testClient(async () => (healthy ? json(await reply()) : failing()));
  return { client, heal: () => (healthy = true) };
}

describe('spec §8 error rule: calls that store and rethrow', () => {
  it.each(rethrowing)(
    '%s: stores under %s, rethrows the ApiError, and a retry starts clean',
    async (_, op, call, reply) => {
      const { client, heal } = flakyClient(reply);
      const error = await rejection(call(client));
      expect(error).toBeInstanceOf(ApiError);
      expect(client.errors.get(op)).toEqual((error as ApiError).errors);
      expect(client.errors.failure(op)).toBe(error);

      heal();
      let seenDuringRetry: readonly unknown[] | undefined;
      const unsubscribe = client.errors.subscribe((changed) => {
        if (changed === op) seenDuringRetry = client.errors.get(op);
      });
      await call(client);
      unsubscribe();
      expect(seenDuringRetry).toEqual([]);
      expect(client.errors.get(op)).toEqual([]);
    },
  );

  it('a client check failure is stored too (nothing was sent)', async () => {
    const { client, calls } = testClient(() => json({}));
    await rejection(client.accounts.forgotPassword(''));
    expect(calls).toHaveLength(0);
    expect(client.errors.get('requestPasswordToken').map((e) => e.code)).toEqual([1006]);
  });

  it('shell.getConsumer: a failed start-up config load is kept under consumer', async () => {
    const { client } = testClient(() => envelope(404, { code: 'CONSUMER_NOT_FOUND', message: 'no' }));
    await rejection(client.shell.getConsumer('nobody'));
    expect(client.errors.get('consumer')).not.toEqual([]);
  });
});

describe('spec §8 error rule: calls that store and swallow', () => {
  it.each(swallowing)(
    '%s: stores under %s and resolves undefined; a retry that succeeds clears it',
    async (_, op, call, reply) => {
      const { client, heal } = flakyClient(reply);
      await expect(call(client)).resolves.toBeUndefined();
      expect(client.errors.get(op).length).toBeGreaterThan(0);
      expect(client.errors.failure(op)?.status).toBe(503);

      heal();
      await expect(call(client)).resolves.toBeDefined();
      expect(client.errors.get(op)).toEqual([]);
      expect(client.errors.failure(op)).toBeUndefined();
    },
  );

  it('a cancelled homepage call is neither stored nor swallowed', async () => {
    const { client } = testClient(() => json(homepage()));
    const error = await rejection(client.catalogue.getHomepage('home', {}, { signal: AbortSignal.abort() }));
    expect((error as Error).name).toBe('AbortError');
    expect(client.errors.get('homepage')).toEqual([]);
  });
});

describe('spec §8 error rule: calls without an operation type store nothing', () => {
  it.each<[string, Call]>([
    ['accounts.login', (c) => c.accounts.login({ username: 'ann', password: 'pw' })],
    ['accounts.updateProfile', (c) => c.accounts.updateProfile({ first_name: 'Ann' })],
    ['uploads.removeAvatar', (c) => c.uploads.removeAvatar()],
    ['claims.updateClaim', (c) => c.claims.updateClaim('optanonconsent', 'C0001:1')],
    ['catalogue.getSeries', (c) => c.catalogue.getSeries(1)],
  ])('%s rethrows and leaves every operation empty', async (_, call) => {
    const { client } = testClient(failing);
    const stored: OperationType[] = [];
    client.errors.subscribe((op) => stored.push(op));
    expect(await rejection(call(client))).toBeInstanceOf(ApiError);
    expect(stored).toEqual([]);
  });
});
