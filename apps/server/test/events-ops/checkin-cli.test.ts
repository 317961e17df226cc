import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent } from '../../src/modules/events/event-catalog';
import { CHECKIN_CLI_USAGE, runCheckinCli } from '../../src/modules/events/operator/checkin-cli';
import { buildTestApp, type TestApp } from '../helpers/test-app';
import { createTestUser, FAST_ENV } from '../helpers/test-user';

/*
 * `npm run checkin -- <command>` (operator/checkin-cli.ts), run in-process on the test database:
 * grant, revoke and list change and read the very flag the check-in routes check.
 */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp(FAST_ENV);
});
afterAll(async () => {
  await t.app.close();
  await t.database.close();
});

async function cli(argv: string[], bootstrapEmails: string[] = [], now = new Date()) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCheckinCli(argv, {
    db: t.database.db,
    bootstrapEmails,
    out: (line) => out.push(line),
    err: (line) => err.push(line),
    now: () => now,
  });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

const flag = async (id: string) =>
  (
    await t.database.db
      .selectFrom('users')
      .select('checkin_admin')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  ).checkin_admin;

/** A check-in call: what the desk's routes answer this member. */
const deskCall = (headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: '/api/checkin/1/events', headers });

describe('npm run checkin', () => {
  it('help prints the usage; an unknown command or a missing argument exits 1', async () => {
    expect(await cli(['help'])).toMatchObject({ code: 0, out: CHECKIN_CLI_USAGE });
    const unknown = await cli(['promote', 'someone']);
    expect(unknown.code).toBe(1);
    expect(unknown.err).toContain('Unknown command: promote');
    const missing = await cli(['grant']);
    expect(missing.code).toBe(1);
    expect(missing.err).toContain('grant takes one email address or username');
  });

  it('grant by email (any case) gives the desk; revoke by username takes it away', async () => {
    const member = await createTestUser(t);
    expect((await deskCall(member.headers)).statusCode).toBe(403);

    const granted = await cli(['grant', member.email.toUpperCase()]);
    expect(granted.code, granted.err).toBe(0);
    expect(granted.out).toBe(
      `Granted checkin_admin to ${member.username} <${member.email}> (${member.guid}).`,
    );
    expect(await flag(member.id)).toBe(true);
    expect((await deskCall(member.headers)).statusCode).toBe(200);

    const again = await cli(['grant', member.username]);
    expect(again.code).toBe(0);
    expect(again.out).toContain('already holds checkin_admin: nothing changed');

    const revoked = await cli(['revoke', member.username]);
    expect(revoked.code, revoked.err).toBe(0);
    expect(revoked.out).toBe(
      `Revoked checkin_admin from ${member.username} <${member.email}> (${member.guid}).`,
    );
    expect(await flag(member.id)).toBe(false);
    const refused = await deskCall(member.headers);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errors[0].code).toBe('MUST_BE_ADMIN');
  });

  it('an unknown account exits 1 naming it, and changes nothing', async () => {
    const before = await cli(['list']);
    for (const command of ['grant', 'revoke']) {
      const r = await cli([command, 'nobody-here@example.com']);
      expect(r.code).toBe(1);
      expect(r.err).toBe('error: No account has the email address or username "nobody-here@example.com".');
      expect(r.out).toBe('');
    }
    expect((await cli(['list'])).out).toBe(before.out);
  });

  it('list names the accounts that hold the claim, and only those', async () => {
    const a = await createTestUser(t);
    const b = await createTestUser(t);
    const c = await createTestUser(t);
    await cli(['grant', a.email]);
    await cli(['grant', c.username]);
    const listed = await cli(['list']);
    expect(listed.code).toBe(0);
    expect(listed.out).toContain(`${a.username} <${a.email}> (${a.guid})`);
    expect(listed.out).toContain(`${c.username} <${c.email}> (${c.guid})`);
    expect(listed.out).not.toContain(b.username);
    // Registration leaves the address unverified: the list says so.
    expect(listed.out).toContain('[email not verified]');
    await cli(['revoke', a.email]);
    await cli(['revoke', c.email]);
    expect((await cli(['list'])).out).not.toContain(a.username);
  });

  it('revoking an account listed in CHECKIN_ADMIN_EMAILS warns that the list grants it again', async () => {
    const member = await createTestUser(t);
    await t.database.db
      .updateTable('users')
      .set({ email_verified: true })
      .where('id', '=', member.id)
      .execute();
    await cli(['grant', member.email]);
    const revoked = await cli(['revoke', member.email], [member.email]);
    expect(revoked.code).toBe(0);
    expect(revoked.err).toContain('is in CHECKIN_ADMIN_EMAILS');
    const unlisted = await cli(['revoke', member.email]);
    expect(unlisted.err).toBe('');
  });

  it('events lists each event with its seats taken, soonest first', async () => {
    const now = new Date('2031-04-01T12:00:00Z');
    const late = await createEvent(t.database.db, {
      name: 'CLI Late Gathering',
      startDate: new Date('2031-05-02T18:00:00Z'),
      endDate: new Date('2031-05-02T21:00:00Z'),
      capacity: 12,
      address: { city: 'Lyon', countryCode: 'FR' },
      timeZone: 'Europe/Paris',
    });
    const early = await createEvent(t.database.db, {
      name: 'CLI Early Gathering',
      startDate: new Date('2031-03-01T18:00:00Z'),
      endDate: new Date('2031-03-01T21:00:00Z'),
      capacity: 5,
    });
    await t.database.db.updateTable('events').set({ seats_taken: 3 }).where('id', '=', late).execute();
    const listed = await cli(['events'], [], now);
    expect(listed.code).toBe(0);
    const lines = listed.out.split('\n').filter((l) => l.includes('CLI '));
    expect(lines).toEqual([
      `2031-03-01T18:00:00.000Z  CLI Early Gathering  seats 0/5  past  ${early}`,
      `2031-05-02T18:00:00.000Z  CLI Late Gathering (Lyon, FR, Europe/Paris)  seats 3/12  upcoming  ${late}`,
    ]);
  });
});
