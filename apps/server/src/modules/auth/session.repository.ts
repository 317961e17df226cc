import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export interface SessionRow {
  sessionId: string;
  userId: string;
  userGuid: string;
  lastSeenAt: Date;
  expiresAt: Date;
}

export class SessionRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async create(input: { userId: string; tokenHash: string; expiresAt: Date; userAgent: string; ip: string }) {
    const id = crypto.randomUUID();
    await this.db
      .insertInto('user_sessions')
      .values({
        id,
        user_id: input.userId,
        token_hash: input.tokenHash,
        expires_at: input.expiresAt,
        user_agent: input.userAgent.slice(0, 300),
        ip: input.ip,
      })
      .execute();
    return id;
  }

  /** A live (not revoked) session by token hash, with its user's public id. */
  async findLive(tokenHash: string): Promise<SessionRow | undefined> {
    const row = await this.db
      .selectFrom('user_sessions as s')
      .innerJoin('users as u', 'u.id', 's.user_id')
      .select(['s.id', 's.user_id', 'u.guid', 's.last_seen_at', 's.expires_at'])
      .where('s.token_hash', '=', tokenHash)
      .where('s.revoked_at', 'is', null)
      .executeTakeFirst();
    return (
      row && {
        sessionId: row.id,
        userId: row.user_id,
        userGuid: row.guid,
        lastSeenAt: row.last_seen_at,
        expiresAt: row.expires_at,
      }
    );
  }

  async touch(sessionId: string, at: Date) {
    await this.db
      .updateTable('user_sessions')
      .set({ last_seen_at: at })
      .where('id', '=', sessionId)
      .execute();
  }

  async revoke(sessionId: string) {
    await this.db
      .updateTable('user_sessions')
      .set({ revoked_at: new Date() })
      .where('id', '=', sessionId)
      .where('revoked_at', 'is', null)
      .execute();
  }

  /** Revokes the session a token names, live or expired; answers whether one was found. */
  async revokeByTokenHash(tokenHash: string): Promise<boolean> {
    const result = await this.db
      .updateTable('user_sessions')
      .set({ revoked_at: new Date() })
      .where('token_hash', '=', tokenHash)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** Revokes every session of a user, but the one kept (a password change keeps the caller's). */
  async revokeAllOf(userId: string, keepSessionId?: string) {
    let q = this.db
      .updateTable('user_sessions')
      .set({ revoked_at: new Date() })
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null);
    if (keepSessionId) q = q.where('id', '!=', keepSessionId);
    await q.execute();
  }
}
