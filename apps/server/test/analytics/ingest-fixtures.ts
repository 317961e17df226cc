import crypto from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import {
  CONSENT_VERSION,
  DEFAULT_CONSENT_GROUPS,
  formatOptanonConsent,
  type AnalyticsEvent,
  type ConsentGroups,
} from '@fanverse/contract';
import { buildApp } from '../../src/app';
import type { AppConfig } from '../../src/config/config';
import type { DatabaseHandle } from '../../src/db/database';
import type { AnalyticsOverrides } from '../../src/modules/analytics/analytics.factory';
import { serverModules } from '../../src/modules/index';
import { seedModules } from '../../src/modules/module-registry';
import { testEnvironment } from '../helpers/test-app';
import { createTestDatabase } from '../helpers/test-database';
import { FAST_ENV } from '../helpers/test-user';

export const BATCH_URL = '/api/analytics/1/batch';

/** A clock the test moves. */
export class TestClock {
  constructor(private at = Date.UTC(2026, 5, 1, 12)) {}
  readonly now = () => new Date(this.at);
  advance(ms: number) {
    this.at += ms;
  }
}

export interface IngestTestApp {
  app: FastifyInstance;
  config: AppConfig;
  database: DatabaseHandle;
  clock: TestClock;
}

/** The real app on a fresh database, analytics' clock under the test's control. */
export async function buildIngestTestApp(
  options: { env?: Record<string, string>; overrides?: AnalyticsOverrides; database?: DatabaseHandle } = {},
): Promise<IngestTestApp> {
  const { config, removeOnClose } = testEnvironment('analytics', {
    ...FAST_ENV,
    CATALOGUE_CACHE_SECONDS: '0',
    ...options.env,
  });
  const database = options.database ?? (await createTestDatabase());
  if (!options.database) await seedModules(serverModules, database.db, config);
  const clock = new TestClock();
  const app = await buildApp({ config, database, analytics: { now: clock.now, ...options.overrides } });
  removeOnClose(app);
  await app.ready();
  return { app, config, database, clock };
}

/** An `OptanonConsent` cookie value as the web app writes it (OneTrust's format). */
export function consentCookie(allow: Partial<ConsentGroups>, extra: { isGpcEnabled?: boolean } = {}): string {
  const value = formatOptanonConsent({
    datestamp: 'Mon Jun 01 2026 12:00:00 GMT+0000 (Coordinated Universal Time)',
    version: CONSENT_VERSION,
    consentId: crypto.randomUUID(),
    interactionCount: 1,
    isGpcEnabled: extra.isGpcEnabled ?? false,
    isIABGlobal: false,
    landingPath: '/series?x=1&groups=C0004:1',
    groups: { ...DEFAULT_CONSENT_GROUPS, ...allow },
  });
  return `OptanonConsent=${value}`;
}

export const PERFORMANCE_ONLY = consentCookie({ C0002: true });
export const EVERYTHING = consentCookie({ C0002: true, C0003: true, C0004: true, C0005: true });

let seq = 0;
/** A valid call of `type`; `over` replaces fields. */
export function event(
  type: AnalyticsEvent['type'] = 'page',
  over: Record<string, unknown> = {},
): AnalyticsEvent {
  seq += 1;
  return {
    type,
    messageId: crypto.randomUUID(),
    anonymousId: `anon-${process.pid}-${seq}`,
    timestamp: '2026-06-01T11:59:00.000Z',
    ...(type === 'page' ? { name: 'Homepage', category: 'home' } : {}),
    ...(type === 'track' ? { event: 'Signed Up', properties: { plan: 'free' } } : {}),
    context: {
      page: { path: '/home', referrer: 'https://search.example/' },
      locale: 'en-US',
      userAgent: 'Mozilla/5.0 (test)',
    },
    ...over,
  } as AnalyticsEvent;
}

/** POSTs a batch (an object sent as JSON, or raw text with its content type). */
export function send(
  app: FastifyInstance,
  body: unknown,
  headers: Record<string, string> = {},
  options: { raw?: string; contentType?: string; remoteAddress?: string } = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: BATCH_URL,
    headers: {
      'content-type': options.contentType ?? 'application/json',
      ...headers,
    },
    payload: options.raw ?? JSON.stringify(body),
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
  });
}

export const firstError = (res: LightMyRequestResponse) =>
  (res.json() as { errors: { code: unknown; field?: string; message: string }[] }).errors[0]!;

/** The stored rows of these messageIds (all columns), in id order. */
export async function storedRows(database: DatabaseHandle, messageIds: readonly string[]) {
  if (messageIds.length === 0) return [];
  return database.db
    .selectFrom('analytics_events')
    .selectAll()
    .where('message_id', 'in', [...messageIds])
    .orderBy('id')
    .execute();
}
