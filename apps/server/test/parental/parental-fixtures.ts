import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { errorEnvelopeSchema } from '@fanverse/contract';
import { buildApp } from '../../src/app';
import { createAuthServices } from '../../src/modules/auth/auth.factory';
import { serverModules } from '../../src/modules/index';
import { seedModules } from '../../src/modules/module-registry';
import { createParentalServices, type ParentalServices } from '../../src/modules/parental/parental.factory';
import { parentalLock } from '../../src/modules/parental/content-ratings';
import { testEnvironment, type TestApp } from '../helpers/test-app';
import { createTestDatabase } from '../helpers/test-database';
import { FAST_ENV, type createTestUser } from '../helpers/test-user';

/** The parental clock: starts at a fixed instant, moves only when a test moves it. */
export class TestClock {
  constructor(public at: number) {}
  readonly now = () => new Date(this.at);
  advance(seconds: number) {
    this.at += seconds * 1000;
  }
}

export const START = Date.parse('2026-06-01T12:00:00.000Z');

/** The route the guard tests read the caller's limits through (registered on the test app only). */
export const LIMITS_URL = '/test/parental/limits';

/** Answers parentalLock(?rating) (registered on the test app only). */
export const LOCKED_URL = '/test/parental/locked';

export interface ParentalTestApp extends TestApp {
  clock: TestClock;
  /**
   * Parental services of a second instance over the same database and clock (what another server
   * would run); its guard answers LIMITS_URL.
   */
  parental: ParentalServices;
}

/**
 * The real app (every plugin, route and module) on an isolated database, with parental controls'
 * clock in the test's hands (AppDeps.parental), plus LIMITS_URL: the real guard applied to a real
 * request (session header, unlock header), answering `{ video, comic }` (the highest level allowed,
 * null for no limit).
 */
export async function buildParentalTestApp(): Promise<ParentalTestApp> {
  const { config, removeOnClose } = testEnvironment('parental', {
    ...FAST_ENV,
    CATALOGUE_CACHE_SECONDS: '0',
  });
  const database = await createTestDatabase();
  await seedModules(serverModules, database.db, config);
  const clock = new TestClock(START);
  const app = await buildApp({ config, database, parental: { now: clock.now } });
  const parental = createParentalServices(
    database.db,
    config,
    { sessions: createAuthServices(database.db, config).sessions, log: app.log },
    { now: clock.now },
  );
  app.get(LIMITS_URL, { config: { auth: 'lenient' } }, async (request) => {
    const limits = await parental.guard.limitsOf(request);
    // Asked twice: the second answer must come from the request's memo.
    if ((await parental.guard.limitsOf(request)) !== limits) throw new Error('limits not memoised');
    return { video: limits.videoMax, comic: limits.comicMax };
  });
  // What a content route answers for a locked title (through the real error handler and reply
  // serializer, with the envelope as response schema like every route).
  app.get(
    LOCKED_URL,
    { config: { auth: 'public' }, schema: { response: { 403: errorEnvelopeSchema } } },
    async (request) => {
      throw parentalLock((request.query as { rating?: string }).rating ?? '');
    },
  );
  app.addHook('onClose', async () => parental.close());
  removeOnClose(app);
  await app.ready();
  return { app, config, database, clock, parental };
}

export type Member = Awaited<ReturnType<typeof createTestUser>>;

/** A JSON call with a member's session (or none). */
export function call(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  options: { headers?: Record<string, string>; payload?: unknown } = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url,
    headers: options.headers ?? {},
    ...(options.payload !== undefined ? { payload: options.payload as object } : {}),
  });
}

/** errors[0] of a failure reply. */
export const firstError = (res: LightMyRequestResponse) =>
  (res.json() as { errors: Record<string, unknown>[] }).errors[0]!;

/** Sets controls for a member through the real route; throws unless 200. */
export async function setControls(
  app: FastifyInstance,
  member: { headers: Record<string, string>; password: string },
  body: { tv_rating?: string; age_rating?: string; pin?: string; country?: string; password?: string } = {},
) {
  const res = await call(app, 'POST', '/api/5/viewer/pin', {
    headers: member.headers,
    payload: { tv_rating: 'TV-PG', age_rating: 'Teen', country: 'US', pin: '1234', ...body },
  });
  if (res.statusCode !== 200) throw new Error(`set controls failed: ${res.statusCode} ${res.body}`);
  return res.json();
}

/** Enters a pin through the real route. */
export const unlock = (app: FastifyInstance, headers: Record<string, string>, pin: string) =>
  call(app, 'POST', '/api/5/viewer/pin/unlock', { headers, payload: { pin } });
