import type { Kysely } from 'kysely';
import type { AppConfig } from '../../config/config';
import type { Database } from '../../db/schema';
import type { MemberCache } from '../../http/member-cache/member-cache';
import { SessionCache } from './session-cache';
import { SessionRepository } from './session.repository';
import { SessionService } from './session.service';

const HOUR_MS = 3_600_000;

/** Member sessions: every module whose routes need a signed-in member depends on this one. */
export function createAuthServices(
  db: Kysely<Database>,
  config: Pick<AppConfig, 'SESSION_IDLE_HOURS' | 'SESSION_ABSOLUTE_DAYS'>,
  memberCache?: MemberCache,
) {
  const cache =
    memberCache && memberCache.sessionTtlMs > 0
      ? new SessionCache(memberCache.changes, memberCache.sessionTtlMs)
      : undefined;
  return {
    sessions: new SessionService(
      new SessionRepository(db),
      {
        idleMs: config.SESSION_IDLE_HOURS * HOUR_MS,
        absoluteMs: config.SESSION_ABSOLUTE_DAYS * 24 * HOUR_MS,
      },
      undefined,
      cache,
    ),
  };
}
export type AuthServices = ReturnType<typeof createAuthServices>;
