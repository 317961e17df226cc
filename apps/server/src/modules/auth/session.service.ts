import { ServerCode } from '@fanverse/contract';
import { AppError } from '../../errors/app-error';
import type { SessionCache } from './session-cache';
import type { LiveSessionRow, SessionRepository } from './session.repository';
import { hashToken, newToken } from './tokens';

export interface SessionPolicy {
  /** A session unused for this long ends. */
  idleMs: number;
  /** A session ends this long after sign-in, used or not. */
  absoluteMs: number;
}

/** What is recorded about the client a session is opened for. */
export interface SessionMeta {
  userAgent: string;
  ip: string;
  /** Contract DEVICE_KINDS; 'browser' when omitted. */
  deviceKind?: string;
  /** What the device list shows ("Fire TV"); read from the user agent when omitted. */
  deviceName?: string;
}

/** Who is calling, once `Authorization: Token …` has been checked. */
export interface SessionContext {
  sessionId: string;
  userId: string;
  userGuid: string;
}

// Writing last_seen_at on every request would turn every read into a write; a minute is precise
// enough for an idle expiry counted in days.
const TOUCH_EVERY_MS = 60_000;

export class SessionService {
  constructor(
    private readonly repo: SessionRepository,
    private readonly policy: SessionPolicy,
    private readonly now: () => Date = () => new Date(),
    /** Live sessions kept in memory (docs/member-cache.md); absent: every check reads the database. */
    private readonly cache?: SessionCache,
  ) {}

  /** Opens a session and returns its token: shown once to the client, stored only hashed. */
  async open(userId: string, meta: SessionMeta): Promise<{ token: string; sessionId: string }> {
    const token = newToken();
    const sessionId = await this.repo.create({
      userId,
      tokenHash: hashToken(token),
      expiresAt: new Date(this.now().getTime() + this.policy.absoluteMs),
      userAgent: meta.userAgent,
      ip: meta.ip,
      deviceKind: meta.deviceKind,
      deviceName: meta.deviceName,
    });
    return { token, sessionId };
  }

  /**
   * The session a token names, or a 401: UNAUTHENTICATED when the token is unknown or revoked,
   * SESSION_EXPIRED when it ran past its idle or absolute limit (the client maps both to 1003).
   */
  async authenticate(token: string): Promise<SessionContext> {
    const hash = hashToken(token);
    const row = this.cache
      ? await this.cache.read(hash, () => this.repo.findLive(hash))
      : await this.repo.findLive(hash);
    if (!row) throw AppError.unauthenticated('Invalid Session');
    const now = this.now();
    if (row.expiresAt <= now || now.getTime() - row.lastSeenAt.getTime() > this.policy.idleMs) {
      await this.repo.revoke(row.sessionId);
      this.cache?.revoked(row.userId);
      throw new AppError(401, ServerCode.SESSION_EXPIRED, 'Your session has expired. Please sign in again.');
    }
    if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
      // Set on the kept row (when it is one) before the write: the member's other requests
      // meanwhile see it done instead of each writing it again.
      row.lastSeenAt = now;
      await this.repo.touch(row.sessionId, now);
    }
    return { sessionId: row.sessionId, userId: row.userId, userGuid: row.userGuid };
  }

  /** Ends the session a token names, whether it is live, expired or unknown (logout). */
  async revokeToken(token: string): Promise<boolean> {
    const userId = await this.repo.revokeByTokenHash(hashToken(token));
    if (userId !== null) this.cache?.revoked(userId);
    return userId !== null;
  }

  /** Ends one session of `userId` (its owner's). */
  async revoke(sessionId: string, userId: string) {
    await this.repo.revoke(sessionId);
    this.cache?.revoked(userId);
  }

  /** The user's sessions that would still authenticate, most recently used first (the device list). */
  listLive(userId: string): Promise<LiveSessionRow[]> {
    const now = this.now();
    return this.repo.listLive(userId, { now, idleSince: new Date(now.getTime() - this.policy.idleMs) });
  }

  /** Whether a session is still open: not signed out, not past its absolute limit. */
  isLive(sessionId: string): Promise<boolean> {
    return this.repo.isLive(sessionId, this.now());
  }

  /** Signs out one of the user's own sessions; false when the user has no such live session. */
  async revokeOwned(userId: string, sessionId: string): Promise<boolean> {
    const revoked = await this.repo.revokeOwned(userId, sessionId);
    if (revoked) this.cache?.revoked(userId);
    return revoked;
  }

  async revokeAllOf(userId: string, keepSessionId?: string) {
    await this.repo.revokeAllOf(userId, keepSessionId);
    this.cache?.revoked(userId);
  }
}
