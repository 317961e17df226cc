import crypto from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../src/app';
import type { AppConfig } from '../../src/config/config';
import type { DatabaseHandle } from '../../src/db/database';
import { NOT_PREMIUM, type PremiumState } from '../../src/modules/claims/premium-state';
import { createEvent, type NewEvent } from '../../src/modules/events/event-catalog';
import type { EventsOverrides } from '../../src/modules/events/events.factory';
import { serverModules } from '../../src/modules/index';
import { seedModules } from '../../src/modules/module-registry';
import { testEnvironment } from '../helpers/test-app';
import { createTestDatabase } from '../helpers/test-database';
import { FAST_ENV, insertSignedInAccounts } from '../helpers/test-user';

export const EVENTS = '/api/events/1';

/** The events clock: a fixed instant the test moves. */
export class TestClock {
  constructor(public at = Date.parse('2026-06-01T12:00:00.000Z')) {}
  readonly now = () => new Date(this.at);
  advance(seconds: number) {
    this.at += seconds * 1000;
  }
}

export interface EventsTestApp {
  app: FastifyInstance;
  config: AppConfig;
  database: DatabaseHandle;
  clock: TestClock;
  /** Members (by row id) the premium override calls premium. */
  premium: Set<string>;
}

/**
 * The real app on a fresh, seeded database with the events module's clock or premium state in the
 * test's hands (AppDeps.events): the events and the check-in tests both build theirs with it.
 */
export async function buildAppWithEvents(label: string, events: EventsOverrides) {
  const { config, removeOnClose } = testEnvironment(label, { ...FAST_ENV, CATALOGUE_CACHE_SECONDS: '0' });
  const database = await createTestDatabase();
  await seedModules(serverModules, database.db, config);
  const app = await buildApp({ config, database, events });
  removeOnClose(app);
  await app.ready();
  return { app, config, database };
}

/** The events app (buildAppWithEvents) with the test clock and premium override. Share one per test file. */
export async function buildEventsTestApp(): Promise<EventsTestApp> {
  const clock = new TestClock();
  const premium = new Set<string>();
  const premiumStateOf = async (userId: string): Promise<PremiumState> =>
    premium.has(userId) ? { isPremium: true, plan: 'premium-monthly', status: 'active' } : NOT_PREMIUM;
  const built = await buildAppWithEvents('events', { now: clock.now, premiumStateOf });
  return { ...built, clock, premium };
}

export interface QuickMember {
  id: string;
  guid: string;
  username: string;
  headers: { authorization: string };
}

let batch = 0;
/**
 * Members written straight into the database with a live session each, instead of registering
 * them through the routes: the concurrency tests need many signed-in callers, not their history.
 */
export async function quickMembers(t: EventsTestApp, count: number): Promise<QuickMember[]> {
  batch += 1;
  const tag = `${process.pid}_${batch}_${crypto.randomBytes(3).toString('hex')}`;
  const people = await insertSignedInAccounts(t.database.db, count, {
    prefix: `fan_${tag}`,
    emailDomain: 'events.test',
  });
  return people.map((p) => ({
    id: p.id,
    guid: p.guid,
    username: p.username,
    headers: { authorization: `Token ${p.token}` },
  }));
}

export async function quickMember(t: EventsTestApp): Promise<QuickMember> {
  return (await quickMembers(t, 1))[0]!;
}

const HOUR = 3_600_000;

/** An event starting `startsInHours` after the test clock, lasting `hours`. */
export function addEvent(
  t: EventsTestApp,
  event: Partial<NewEvent> & { startsInHours?: number; hours?: number } = {},
): Promise<string> {
  const start = new Date(t.clock.at + (event.startsInHours ?? 24) * HOUR);
  return createEvent(t.database.db, {
    name: `Fan meet ${crypto.randomBytes(3).toString('hex')}`,
    capacity: 100,
    startDate: start,
    endDate: new Date(start.getTime() + (event.hours ?? 4) * HOUR),
    ...event,
  });
}

export const errorCode = (res: LightMyRequestResponse) =>
  (res.json() as { errors: { code: string | number }[] }).errors[0]?.code;

export function call(
  t: EventsTestApp,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  who?: { headers: Record<string, string> },
): Promise<LightMyRequestResponse> {
  return t.app.inject({ method, url: `${EVENTS}${url}`, headers: who?.headers ?? {} });
}

/** Items and seats of an event as the database holds them. */
export async function seatsTaken(t: EventsTestApp, eventId: string): Promise<number> {
  const row = await t.database.db
    .selectFrom('events')
    .select('seats_taken')
    .where('id', '=', eventId)
    .executeTakeFirstOrThrow();
  return row.seats_taken;
}
