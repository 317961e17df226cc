import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import type { AppConfig } from '../../config/config';
import type { SessionService } from '../auth/session.service';
import { createThrottleStore, MemoryThrottleStore, type ThrottleStore } from '../auth/throttle-store';
import {
  DEVICE_LINK_LIMITS,
  LinkEntryGuard,
  type DeviceLinkLimits,
  type EntryOutcome,
} from './device-link-limits';
import { DeviceLinkService } from './device-link.service';
import { newShortCode } from './device-secrets';
import { MemoryPendingCodeStore, type PendingCodeStore } from './pending-code-store';
import { RedisPendingCodeStore } from './redis-pending-code-store';
import { SignedInDevicesService } from './signed-in-devices.service';

export interface DevicesDeps {
  sessions: SessionService;
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
}

/** What tests may replace (through buildApp's `devices`). */
export interface DevicesOverrides {
  /** The clock of codes and limits (epoch ms): tests move it past expiry and windows. */
  now?: () => number;
  /** Makes the next short code (tests force collisions). */
  newCode?: () => string;
  /** Shared with a second set of services, as another instance would share Redis. */
  codes?: PendingCodeStore;
  throttle?: ThrottleStore;
  /** Key prefix in Redis and the throttle store (tests keep their counts apart). */
  namespace?: string;
  limits?: Partial<DeviceLinkLimits>;
  /** Sees the outcome of every code entry (the brute-force test counts them). */
  onEntry?: (outcome: EntryOutcome) => void;
}

const NAMESPACE = 'fanverse-device:';

/** The pending-code store REDIS_URL asks for: shared through Redis, or in process. */
function createPendingCodeStore(
  config: Pick<AppConfig, 'REDIS_URL'>,
  namespace: string,
  onError: (err: unknown) => void,
): PendingCodeStore {
  if (!config.REDIS_URL) return new MemoryPendingCodeStore();
  // No fail-open wrapper: without Redis, codes can be neither issued nor checked, and the calls
  // answer their coded 503s (DEVICE_LINK_FAILED, DEVICE_LOGIN_FAILED) rather than link anything.
  const redis = new Redis(config.REDIS_URL, {
    connectTimeout: 2000,
    commandTimeout: 2000,
    maxRetriesPerRequest: 1,
    // While Redis is away a call fails at once instead of waiting on reconnections.
    enableOfflineQueue: false,
  });
  let down = false;
  redis.on('error', (err: Error) => {
    if (!down) onError(err);
    down = true;
  });
  redis.on('ready', () => (down = false));
  return new RedisPendingCodeStore(redis, namespace);
}

/**
 * TV device linking (issue 23; docs/devices.md): pending short codes (Redis when REDIS_URL is
 * set, in process otherwise), the link, pending and device-login calls with their limits, and the
 * member's signed-in devices.
 */
export function createDevicesServices(
  config: AppConfig,
  deps: DevicesDeps,
  overrides: DevicesOverrides = {},
) {
  const now = overrides.now ?? Date.now;
  const namespace = overrides.namespace ?? NAMESPACE;
  const storeError = (err: unknown) => deps.log.error({ err }, 'device codes: store unavailable');
  const codes = overrides.codes ?? createPendingCodeStore(config, namespace, storeError);
  // In process, the limits follow the same clock as the codes (tests move both).
  const throttle =
    overrides.throttle ??
    (config.REDIS_URL
      ? createThrottleStore(config, (err) =>
          deps.log.warn({ err }, 'device link limits: throttle store unavailable'),
        )
      : new MemoryThrottleStore(now));
  const limits = { ...DEVICE_LINK_LIMITS, ...overrides.limits };
  const entries = new LinkEntryGuard(throttle, limits, namespace, {
    observe: overrides.onEntry,
    onGlobalTrip: () =>
      deps.log.warn(
        { limit: limits.globalFailures, windowMs: limits.windowMs },
        'device link: the global limit of failed code entries was reached; entries are refused until the window ends',
      ),
  });
  const link = new DeviceLinkService(codes, entries, deps.sessions, {
    now,
    newCode: overrides.newCode ?? newShortCode,
    onStoreError: storeError,
  });
  return {
    config,
    sessions: deps.sessions,
    link,
    devices: new SignedInDevicesService(deps.sessions),
    limits,
    /** Stores given by the caller are theirs to close. */
    close: async () => {
      if (!overrides.codes) await codes.close();
      if (!overrides.throttle) await throttle.close();
    },
  };
}
export type DevicesServices = ReturnType<typeof createDevicesServices>;
