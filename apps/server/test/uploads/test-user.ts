import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../src/db/schema';
import { SessionRepository } from '../../src/modules/auth/session.repository';
import { SessionService } from '../../src/modules/auth/session.service';

export function testSessions(db: Kysely<Database>): SessionService {
  return new SessionService(new SessionRepository(db), { idleMs: 3_600_000, absoluteMs: 86_400_000 });
}

/** A user row straight through Kysely, and a session for it: `Authorization: Token <token>`. */
export async function createTestUser(db: Kysely<Database>, sessions: SessionService) {
  const id = crypto.randomUUID();
  const guid = crypto.randomBytes(16).toString('hex');
  const username = `fan_${guid.slice(0, 10)}`;
  await db
    .insertInto('users')
    .values({ id, guid, username, email: `${username}@example.test`, password_hash: 'not-a-real-hash' })
    .execute();
  const { token } = await sessions.open(id, { userAgent: 'vitest', ip: '127.0.0.1' });
  return { id, guid, username, token, headers: { authorization: `Token ${token}` } };
}
