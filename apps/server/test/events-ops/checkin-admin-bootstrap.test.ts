import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/config';
import { serverModules } from '../../src/modules/index';
import { seedModules } from '../../src/modules/module-registry';
import { buildTestApp, type TestApp } from '../helpers/test-app';
import { createTestUser, FAST_ENV } from '../helpers/test-user';

/*
 * CHECKIN_ADMIN_EMAILS: a listed address, once verified, becomes a check-in desk on its first
 * check-in call (the flag is persisted) and at every start (the events module's seed). A listed
 * address that is not verified, or an address not listed, stays a member: 403 MUST_BE_ADMIN.
 */

const LISTED = [
  'desk-one@bootstrap.test',
  'Desk-Two@Bootstrap.test',
  'desk-three@bootstrap.test',
  'desk-four@bootstrap.test',
];

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ ...FAST_ENV, CHECKIN_ADMIN_EMAILS: LISTED.join(', ') });
});
afterAll(async () => {
  await t.app.close();
  await t.database.close();
});

const db = () => t.database.db;
const verify = (id: string) =>
  db().updateTable('users').set({ email_verified: true }).where('id', '=', id).execute();
const flag = async (id: string) =>
  (await db().selectFrom('users').select('checkin_admin').where('id', '=', id).executeTakeFirstOrThrow())
    .checkin_admin;
const deskCall = (headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: '/api/checkin/1/events', headers });

describe('CHECKIN_ADMIN_EMAILS', () => {
  it('is read as lower-cased addresses; a bad one stops the start naming the variable', () => {
    expect(
      loadConfig({ CHECKIN_ADMIN_EMAILS: ' A@Example.com ,b@example.com' }).CHECKIN_ADMIN_EMAILS,
    ).toEqual(['a@example.com', 'b@example.com']);
    expect(loadConfig({}).CHECKIN_ADMIN_EMAILS).toEqual([]);
    expect(() => loadConfig({ CHECKIN_ADMIN_EMAILS: 'desk@example.com,not-an-address' })).toThrow(
      /CHECKIN_ADMIN_EMAILS/,
    );
  });

  it('a listed, verified account is a desk from its first check-in call, and stays one', async () => {
    // Registered in another case than the list's: addresses compare without regard to case.
    const desk = await createTestUser(t, { email: 'desk-two@bootstrap.test' });
    await verify(desk.id);
    expect(await flag(desk.id)).toBe(false);
    const first = await deskCall(desk.headers);
    expect(first.statusCode, first.body).toBe(200);
    expect(await flag(desk.id)).toBe(true);
    expect((await deskCall(desk.headers)).statusCode).toBe(200);
  });

  it('a listed address that is not verified gets 403 MUST_BE_ADMIN, until it is verified', async () => {
    const member = await createTestUser(t, { email: 'desk-one@bootstrap.test' });
    const refused = await deskCall(member.headers);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errors[0].code).toBe('MUST_BE_ADMIN');
    expect(await flag(member.id)).toBe(false);
    await verify(member.id);
    expect((await deskCall(member.headers)).statusCode).toBe(200);
  });

  it('an address not listed gets 403 MUST_BE_ADMIN, verified or not', async () => {
    const member = await createTestUser(t, { email: 'not-a-desk@bootstrap.test' });
    await verify(member.id);
    const refused = await deskCall(member.headers);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errors[0].code).toBe('MUST_BE_ADMIN');
    expect(await flag(member.id)).toBe(false);
  });

  it('the seed promotes listed, verified accounts at start, and no one else', async () => {
    const listedVerified = await createTestUser(t, { email: 'desk-three@bootstrap.test' });
    await verify(listedVerified.id);
    const listedUnverified = await createTestUser(t, { email: 'desk-four@bootstrap.test' });
    const unlisted = await createTestUser(t);
    await verify(unlisted.id);
    // A start: every module's seed, with this configuration.
    await seedModules(serverModules, db(), t.config);
    expect(await flag(listedVerified.id)).toBe(true);
    expect(await flag(listedUnverified.id)).toBe(false);
    expect(await flag(unlisted.id)).toBe(false);
    // Idempotent: a second start changes nothing.
    await seedModules(serverModules, db(), t.config);
    expect(await flag(listedUnverified.id)).toBe(false);
    expect(await flag(listedVerified.id)).toBe(true);
  });
});
