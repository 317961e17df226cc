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

/** A live session as the member's device list shows it. */
export interface LiveSessionRow {
  id: string;
  deviceKind: string;
  deviceName: string;
  userAgent: string;
  createdAt: Date;
  lastSeenAt: Date;
}

export class SessionRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async create(input: {
    userId: string;
    tokenHash: string;
    expiresAt: Date;
    userAgent: string;
    ip: string;
    deviceKind?: string;
    deviceName?: string;
  }) {
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
        // Omitted, the columns' defaults apply ('browser', and a name read from the user agent
        // when the device list is shown).
        ...(input.deviceKind ? { device_kind: input.deviceKind } : {}),
        ...(input.deviceName ? { device_name: input.deviceName.slice(0, 100) } : {}),
      })
      .execute();
    return id;
  }

  /**
   * A user's sessions not revoked and within both limits (`idleSince`: last used after it),
   * most recently used first.
   */
  async listLive(userId: string, at: { now: Date; idleSince: Date }): Promise<LiveSessionRow[]> {
    const rows = await this.db
      .selectFrom('user_sessions')
      .select(['id', 'device_kind', 'device_name', 'user_agent', 'created_at', 'last_seen_at'])
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', at.now)
      .where('last_seen_at', '>', at.idleSince)
      .orderBy('last_seen_at', 'desc')
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .execute();
    return rows.map((r) => ({
      id: r.id,
      deviceKind: r.device_kind,
      deviceName: r.device_name,
      userAgent: r.user_agent,
      createdAt: r.created_at,
      lastSeenAt: r.last_seen_at,
    }));
  }

  /** Whether a session is still open (not revoked, not past its absolute limit). */
  async isLive(sessionId: string, now: Date): Promise<boolean> {
    const row = await this.db
      .selectFrom('user_sessions')
      .select('id')
      .where('id', '=', sessionId)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', now)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Revokes one live session of this user; answers false when the user has no such session. */
  async revokeOwned(userId: string, sessionId: string): Promise<boolean> {
    const result = await this.db
      .updateTable('user_sessions')
      .set({ revoked_at: new Date() })
      .where('id', '=', sessionId)
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
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

  /** Revokes the session a token names, live or expired; answers its member, or null when none was found. */
  async revokeByTokenHash(tokenHash: string): Promise<string | null> {
    const row = await this.db
      .updateTable('user_sessions')
      .set({ revoked_at: new Date() })
      .where('token_hash', '=', tokenHash)
      .where('revoked_at', 'is', null)
      .returning('user_id')
      .executeTakeFirst();
    return row?.user_id ?? null;
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
