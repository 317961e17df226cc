import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { EventItemStatus } from '@fanverse/contract';
import type { AppConfig } from '../../src/config/config';
import type { DatabaseHandle } from '../../src/db/database';
import type { EventsOverrides } from '../../src/modules/events/events.factory';
import { createEvent, type NewEvent } from '../../src/modules/events/event-catalog';
import { buildAppWithEvents } from '../events/events-fixtures';
import { createTestUser } from '../helpers/test-user';

export { auth, createTestUser } from '../helpers/test-user';

const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

/** The events module's clock, which the test moves (sign-up windows, moddates, "upcoming"). */
export class EventsClock {
  constructor(public at = new Date()) {}
  readonly now = () => new Date(this.at.getTime());
  advance(ms: number) {
    this.at = new Date(this.at.getTime() + ms);
  }
}

export interface CheckinTestApp {
  app: FastifyInstance;
  config: AppConfig;
  database: DatabaseHandle;
  clock: EventsClock;
}

/** The real app on a fresh database, the events module on the test's clock. One per test file. */
export async function buildCheckinTestApp(overrides: EventsOverrides = {}): Promise<CheckinTestApp> {
  const clock = new EventsClock();
  const built = await buildAppWithEvents('checkin', { now: clock.now, ...overrides });
  return { ...built, clock };
}

/** A member with the `checkin_admin` claim, as an operator sets it. */
export async function deskMember(t: CheckinTestApp) {
  const member = await createTestUser(t);
  await t.database.db.updateTable('users').set({ checkin_admin: true }).where('id', '=', member.id).execute();
  return member;
}

/** An event starting `inDays` from the clock, three hours long, with a perk and a signing slot. */
export function newEvent(t: CheckinTestApp, inDays: number, values: Partial<NewEvent> = {}) {
  const start = new Date(t.clock.now().getTime() + inDays * DAY);
  return createEvent(t.database.db, {
    name: 'Fan meetup',
    startDate: start,
    endDate: new Date(start.getTime() + 3 * HOUR),
    capacity: 50,
    offers: [
      { kind: 'entry', name: 'Entry' },
      { kind: 'perk', name: 'Poster', premiumOnly: true },
      { kind: 'signing', name: 'Signing slot' },
    ],
    ...values,
  });
}

/**
 * What a sign-up leaves (helper A's route makes it for members; here rows are put in place so
 * the desk's tests do not depend on it): one item per offer of the event, reserved, with the
 * member's own audit row, and a seat taken. Answers the item ids in show order.
 */
export async function holdItems(
  t: CheckinTestApp,
  userId: string,
  eventId: string,
  status: EventItemStatus = 'reserved',
): Promise<number[]> {
  const db = t.database.db;
  const offers = await db
    .selectFrom('event_offers')
    .select('id')
    .where('event_id', '=', eventId)
    .orderBy('position')
    .execute();
  const moddate = t.clock.now();
  const ids: number[] = [];
  for (const offer of offers) {
    const { id } = await db
      .insertInto('event_items')
      .values({ event_id: eventId, offer_id: offer.id, user_id: userId, status, moddate, changed_by: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('event_item_changes')
      .values({ item_id: id, actor_id: userId, to_status: status, to_note: '', at: moddate })
      .execute();
    ids.push(id);
  }
  await db
    .updateTable('events')
    .set((eb) => ({ seats_taken: eb('seats_taken', '+', 1) }))
    .where('id', '=', eventId)
    .execute();
  return ids;
}

/** The first coded error of a reply. */
export const errorOf = (res: LightMyRequestResponse) =>
  res.json<{ errors: { code: string | number; field?: string; current?: unknown }[] }>().errors[0]!;
