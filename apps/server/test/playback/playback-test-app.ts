import type { LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../src/app';
import { serverModules } from '../../src/modules/index';
import { seedModules } from '../../src/modules/module-registry';
import type { MediaState, StreamLinks, StreamUrlOptions } from '../../src/modules/streams/stream-links';
import { NOT_PREMIUM, type PremiumState } from '../../src/modules/claims/premium-state';
import { ServerSecretsRepository } from '../../src/modules/auth/server-secrets.repository';
import { JwtSigner, SigningKeys } from '../../src/modules/auth/signing-key';
import { RightsTokens, type RightsGrant } from '../../src/modules/rights/rights-tokens';
import { testEnvironment, type TestApp } from '../helpers/test-app';
import { createTestDatabase } from '../helpers/test-database';
import { FAST_ENV, createTestUser } from '../helpers/test-user';

/**
 * Media as the streams module would report it, set per video by each test (the real one is
 * proven by the integration test): no entry is no media at all.
 */
export class FakeStreams implements StreamLinks {
  readonly states = new Map<string, MediaState>();
  readonly asked: { videoUuid: string; options: StreamUrlOptions }[] = [];
  /** The videos moved to the front of the preparation queue, in the order asked. */
  readonly prioritised: string[] = [];

  set(videoUuid: string, status: MediaState['status'], hd = false): void {
    this.states.set(videoUuid, { status, hd });
  }

  async mediaState(videoUuid: string): Promise<MediaState> {
    return this.states.get(videoUuid) ?? { status: 'missing', hd: false };
  }

  async prioritise(videoUuid: string): Promise<void> {
    this.prioritised.push(videoUuid);
  }

  async streamUrl(videoUuid: string, options: StreamUrlOptions): Promise<string> {
    this.asked.push({ videoUuid, options });
    return `https://media.test/streams/${videoUuid}/${options.type}.m3u8`;
  }
}

export interface PlaybackTestApp extends TestApp {
  streams: FakeStreams;
  /** Premium state per user id; everyone else is not premium (as premiumStateOf says today). */
  premium: Map<string, PremiumState>;
  /** The rights decisions' clock: null is real time. */
  clock: { now: number | null };
  /** Signs a rights token with the server's key, as of `at` (default now). */
  sign(grant: RightsGrant, at?: Date): Promise<string>;
  get(url: string, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  member(): Promise<{ id: string; guid: string; headers: Record<string, string> }>;
  premiumMember(plan?: string): Promise<{ id: string; guid: string; headers: Record<string, string> }>;
}

export const PREMIUM_MONTHLY: PremiumState = { isPremium: true, plan: 'premium-monthly', status: 'active' };

/**
 * The real app (every plugin, hook and route, the real sessions, signing key, playables and
 * consumers) on an isolated database, with playback given a premium state, a clock and media
 * the test controls (AppDeps.playback).
 */
export async function buildPlaybackTestApp(env: Record<string, string> = {}): Promise<PlaybackTestApp> {
  // Premium states and the clock are swapped by the tests, which no change announces to the
  // member caches (their own test: test/member-cache).
  const { config, removeOnClose } = testEnvironment('playback', {
    ...FAST_ENV,
    MEMBER_CACHE_SECONDS: '0',
    ...env,
  });
  const database = await createTestDatabase();
  await seedModules(serverModules, database.db, config);
  const streams = new FakeStreams();
  const premium = new Map<string, PremiumState>();
  const clock: { now: number | null } = { now: null };
  const app = await buildApp({
    config,
    database,
    playback: {
      streams,
      premiumStateOf: async (userId) => premium.get(userId) ?? NOT_PREMIUM,
      now: () => clock.now ?? Date.now(),
    },
  });
  removeOnClose(app);
  await app.ready();
  const t: TestApp = { app, config, database };
  const keys = new SigningKeys(new ServerSecretsRepository(database.db), config.JWT_SECRET);

  const member = async () => {
    const m = await createTestUser(t);
    return { id: m.id, guid: m.guid, headers: m.headers };
  };
  return {
    ...t,
    streams,
    premium,
    clock,
    sign: (grant, at) =>
      new RightsTokens(new JwtSigner(keys, () => at ?? new Date()), config.RIGHTS_TTL_SECONDS).sign(grant),
    get: (url, headers = {}) => t.app.inject({ method: 'GET', url, headers }),
    member,
    premiumMember: async (plan = 'premium-monthly') => {
      const m = await member();
      premium.set(m.id, { ...PREMIUM_MONTHLY, plan });
      return m;
    },
  };
}

/** The first error of a failure reply: what the client's mapping reads. */
export function firstError(res: { json(): unknown }): {
  code: string | number;
  message: string;
  field?: string;
} {
  const [first] = (res.json() as { errors: { code: string | number; message: string; field?: string }[] })
    .errors;
  if (!first) throw new Error('the reply has no error');
  return first;
}
