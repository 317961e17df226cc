import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../../config/config';
import type { Database } from '../../db/schema';
import type { SessionService } from '../auth/session.service';

export interface DevicesDeps {
  sessions: SessionService;
  log: FastifyBaseLogger;
}

/**
 * TV device linking (issue 23; docs/devices.md): pending short codes (Redis when REDIS_URL is
 * set, in process otherwise), the link, pending and device-login calls with their limits, and the
 * member's signed-in devices.
 */
export function createDevicesServices(db: Kysely<Database>, config: AppConfig, deps: DevicesDeps) {
  return { db, config, sessions: deps.sessions, log: deps.log };
}
export type DevicesServices = ReturnType<typeof createDevicesServices>;
