import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { DEVICE_SECRET_COOKIE } from '@fanverse/contract';
import type { AppConfig } from '../../src/config/config';
import { buildApp } from '../../src/app';
import type { DatabaseHandle } from '../../src/db/database';
import { MemoryThrottleStore, type ThrottleStore } from '../../src/modules/auth/throttle-store';
import type { DevicesOverrides } from '../../src/modules/devices/devices.factory';
import { MemoryPendingCodeStore, type PendingCodeStore } from '../../src/modules/devices/pending-code-store';
import { serverModules } from '../../src/modules/index';
import { seedModules } from '../../src/modules/module-registry';
import { testEnvironment } from '../helpers/test-app';
import { createTestDatabase } from '../helpers/test-database';
import { FAST_ENV } from '../helpers/test-user';

export { auth, signedInMember } from '../helpers/test-user';

/** A clock the test moves (epoch ms). */
export class TestClock {
  constructor(private at = Date.UTC(2026, 5, 1, 12)) {}
  readonly now = () => this.at;
  advance(ms: number) {
    this.at += ms;
  }
}

export const TV_AGENT =
  'Mozilla/5.0 (Linux; Android 9; AFTMM Build/PS7633) AppleWebKit/537.36 (KHTML, like Gecko) Silk/112';
export const DESKTOP_AGENT =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36';

export interface DevicesTestApp {
  app: FastifyInstance;
  config: AppConfig;
  database: DatabaseHandle;
  clock: TestClock;
  codes: PendingCodeStore;
  throttle: ThrottleStore;
}

/**
 * The real app on a fresh database with device linking's clock under the test's control. The
 * pending codes and limit counters are given to the app (in process unless `overrides` names
 * others), so a test may share them with a second instance. Share one per test file.
 */
export async function buildDevicesTestApp(
  options: { env?: Record<string, string>; overrides?: DevicesOverrides; clock?: TestClock } = {},
): Promise<DevicesTestApp> {
  const { config, removeOnClose } = testEnvironment('devices', {
    ...FAST_ENV,
    CATALOGUE_CACHE_SECONDS: '0',
    ...options.env,
  });
  const database = await createTestDatabase();
  await seedModules(serverModules, database.db, config);
  const clock = options.clock ?? new TestClock();
  const codes = options.overrides?.codes ?? new MemoryPendingCodeStore();
  const throttle = options.overrides?.throttle ?? new MemoryThrottleStore(clock.now);
  const app = await buildApp({
    config,
    database,
    devices: { now: clock.now, ...options.overrides, codes, throttle },
  });
  removeOnClose(app);
  await app.ready();
  return { app, config, database, clock, codes, throttle };
}

/** The TV's cookie jar: the device cookie as the browser would keep and send it. */
export class TvDevice {
  cookie: string | undefined;

  constructor(
    private readonly app: FastifyInstance,
    readonly remoteAddress = '203.0.113.10',
    readonly userAgent = TV_AGENT,
  ) {}

  private headers(): Record<string, string> {
    return {
      'user-agent': this.userAgent,
      ...(this.cookie ? { cookie: `${DEVICE_SECRET_COOKIE}=${this.cookie}` } : {}),
    };
  }

  /** Keeps the cookie a reply sets (a cleared one is dropped), as a browser would. */
  private keep(res: LightMyRequestResponse) {
    const set = res.cookies.find((c) => c.name === DEVICE_SECRET_COOKIE);
    if (set) this.cookie = set.value && (set.maxAge ?? 1) > 0 ? set.value : undefined;
    return res;
  }

  async getCode(): Promise<LightMyRequestResponse> {
    return this.keep(
      await this.app.inject({
        url: '/api/5/device/link',
        headers: this.headers(),
        remoteAddress: this.remoteAddress,
      }),
    );
  }

  /** A live code (fails the test otherwise). */
  async code(): Promise<string> {
    const res = await this.getCode();
    if (res.statusCode !== 200) throw new Error(`device/link: ${res.statusCode} ${res.body}`);
    return res.json().short_code;
  }

  async login(shortCode: string | undefined): Promise<LightMyRequestResponse> {
    return this.keep(
      await this.app.inject({
        method: 'POST',
        url: '/api/5/login/device',
        headers: { ...this.headers(), 'content-type': 'application/x-www-form-urlencoded' },
        payload: shortCode === undefined ? '' : new URLSearchParams({ short_code: shortCode }).toString(),
        remoteAddress: this.remoteAddress,
      }),
    );
  }
}

/** POST /api/5/device/link as the web page sends it: a form, from the member's address. */
export function linkCode(
  app: FastifyInstance,
  headers: Record<string, string>,
  shortCode: string | undefined,
  remoteAddress = '198.51.100.20',
) {
  return app.inject({
    method: 'POST',
    url: '/api/5/device/link',
    headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
    payload: shortCode === undefined ? '' : new URLSearchParams({ short_code: shortCode }).toString(),
    remoteAddress,
  });
}

export const firstError = (res: LightMyRequestResponse) =>
  (res.json() as { errors: { code: string | number; message: string; field?: string }[] }).errors[0]!;
