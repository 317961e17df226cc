import crypto from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Kysely } from 'kysely';
import type { LoginResult, RegisterResult } from '@fanverse/contract';
import type { Database } from '../../src/db/schema';
import { hashToken, newToken } from '../../src/modules/auth/tokens';

/** Cheap argon2 for tests (production keeps OWASP's m=19 MiB, t=2) and no global rate limit. */
export const FAST_ENV = { ARGON2_MEMORY_KIB: '256', ARGON2_TIME_COST: '1', RATE_LIMIT_MAX: '1000000' };

export const auth = (token: string) => ({ authorization: `Token ${token}` });

/** A registration body: username, email and a password that passes the policy. */
export type MemberBody = { username: string; email: string; password: string } & Record<string, unknown>;

let seq = 0;
/** `n` in letters only (a = 0): base 26 with the digits a to z. */
const letters = (n: number) =>
  [...n.toString(26)].map((digit) => String.fromCharCode(97 + parseInt(digit, 26))).join('');

/**
 * A fresh, valid registration body; unique per call. The unique part is letters only: a username
 * full of digits could be "too similar" to a numeric password a test sends on purpose (1077).
 */
export function newMember(overrides: Record<string, unknown> = {}): MemberBody {
  seq += 1;
  const id = `${letters(process.pid % 1000)}${letters(seq)}x${letters(crypto.randomInt(26 ** 5))}`;
  return {
    username: `member${id}`,
    email: `member${id}@example.com`,
    password: 'Violet-Harbor-91',
    ...overrides,
  } as MemberBody;
}

export async function register(
  app: FastifyInstance,
  body: Record<string, unknown>,
): Promise<RegisterResult & { res: LightMyRequestResponse }> {
  const res = await app.inject({ method: 'POST', url: '/api/users/register', payload: body });
  if (res.statusCode !== 200) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  return { ...res.json(), res };
}

export async function login(
  app: FastifyInstance,
  username: string,
  password: string,
  headers: Record<string, string> = {},
): Promise<LoginResult> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/users/login',
    payload: { username, password },
    headers,
  });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return res.json();
}

/**
 * The one way tests make a user: registered and signed in through the real routes, so the
 * account has a real password hash, history and mails, and the session is a real one. Answers
 * the body used, the guid, and the session token (also as `headers`).
 */
export async function signedInMember(app: FastifyInstance, overrides: Record<string, unknown> = {}) {
  const body = newMember(overrides);
  const registered = await register(app, body);
  const session = await login(app, body.username, body.password);
  return {
    ...body,
    guid: registered.user_guid,
    token: session.session_id,
    session,
    headers: auth(session.session_id),
  };
}

/** `signedInMember` plus the account's row id, for tests that read or write its rows. */
export async function createTestUser(
  t: { app: FastifyInstance; database: { db: Kysely<Database> } },
  overrides: Record<string, unknown> = {},
) {
  const member = await signedInMember(t.app, overrides);
  const { id } = await t.database.db
    .selectFrom('users')
    .select('id')
    .where('guid', '=', member.guid)
    .executeTakeFirstOrThrow();
  return { ...member, id };
}

/** An account `insertSignedInAccounts` wrote, with its live session's token. */
export interface InsertedAccount {
  id: string;
  guid: string;
  username: string;
  token: string;
}

/**
 * `count` accounts with a live session each (a day long), written straight into the database in
 * two inserts per 500 (users, then sessions) instead of registered through the routes: what the
 * concurrency tests need is many distinct signed-in callers, not their accounts' history, and
 * registering hundreds would take most of a minute of password hashing. Usernames are
 * `${prefix}_0`, `${prefix}_1`, …; addresses are the username at `emailDomain`.
 */
export async function insertSignedInAccounts(
  db: Kysely<Database>,
  count: number,
  { prefix, emailDomain }: { prefix: string; emailDomain: string },
): Promise<InsertedAccount[]> {
  const people = Array.from({ length: count }, (_, i) => {
    const id = crypto.randomUUID();
    return { id, guid: id.replace(/-/g, ''), token: newToken(), username: `${prefix}_${i}` };
  });
  const expiresAt = new Date(Date.now() + 24 * 3_600_000);
  for (let i = 0; i < people.length; i += 500) {
    const chunk = people.slice(i, i + 500);
    await db
      .insertInto('users')
      .values(
        chunk.map((p) => ({
          id: p.id,
          guid: p.guid,
          username: p.username,
          email: `${p.username}@${emailDomain}`,
          password_hash: '!',
        })),
      )
      .execute();
    await db
      .insertInto('user_sessions')
      .values(
        chunk.map((p) => ({
          id: crypto.randomUUID(),
          user_id: p.id,
          token_hash: hashToken(p.token),
          expires_at: expiresAt,
        })),
      )
      .execute();
  }
  return people;
}
