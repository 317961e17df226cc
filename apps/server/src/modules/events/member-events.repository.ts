import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { EventItemStatus } from '@fanverse/contract';
import type { Database } from '../../db/schema';
import { inShowOrder, itemsQuery } from './event-items.repository';
import { EVENT_COLUMNS, type EventItemRow, type EventRow } from './event-views';

/**
 * The members' side of events: the reads behind the lists and the writes of sign-up and cancel.
 * The writes take the transaction they run in (a `Transaction` is a `Kysely`), because a sign-up
 * is only right as a whole: entry, seat, perks and audit rows commit together or not at all.
 */

/** A held item: anything but cancelled. */
const HELD: EventItemStatus[] = ['reserved', 'checked_in', 'collected'];

/**
 * The moddate of every write: now at millisecond precision, but always after the one it replaces,
 * so two writes in the same millisecond still differ (the desk's compare-and-set relies on it).
 * `current` is the row's own moddate column (qualified when the statement needs it).
 */
export function nextModdate(now: Date, current: RawBuilder<unknown>): RawBuilder<Date> {
  return sql<Date>`greatest(date_trunc('milliseconds', ${now}::timestamptz), ${current} + interval '1 millisecond')`;
}

/** The first moddate of a new item. */
const firstModdate = (now: Date) => sql<Date>`date_trunc('milliseconds', ${now}::timestamptz)`;

/** Events, for a filter to narrow (`e` is the events table). */
const eventsFrom = (db: Kysely<Database>) => db.selectFrom('events as e');

export async function findEvent(db: Kysely<Database>, id: string): Promise<EventRow | undefined> {
  return eventsFrom(db).select(EVENT_COLUMNS).where('e.id', '=', id).executeTakeFirst();
}

/** One page of the filtered events, soonest first (the id breaks ties so pages never overlap), and their count. */
async function eventsPage(
  query: ReturnType<typeof eventsFrom>,
  limit: number,
  offset: number,
): Promise<{ rows: EventRow[]; count: number }> {
  const [rows, counted] = await Promise.all([
    query.select(EVENT_COLUMNS).orderBy('e.start_date').orderBy('e.id').limit(limit).offset(offset).execute(),
    query.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow(),
  ]);
  return { rows, count: Number(counted.count) };
}

/** Events that have not ended, soonest first. */
export function upcomingEvents(
  db: Kysely<Database>,
  now: Date,
  limit: number,
  offset: number,
): Promise<{ rows: EventRow[]; count: number }> {
  return eventsPage(eventsFrom(db).where('e.end_date', '>', now), limit, offset);
}

/** The events a member holds an entry for (past ones too), soonest first. */
export function heldEvents(
  db: Kysely<Database>,
  userId: string,
  limit: number,
  offset: number,
): Promise<{ rows: EventRow[]; count: number }> {
  const held = db
    .selectFrom('event_items as i')
    .innerJoin('event_offers as o', 'o.id', 'i.offer_id')
    .select('i.event_id')
    .where('i.user_id', '=', userId)
    .where('o.kind', '=', 'entry')
    .where('i.status', 'in', HELD);
  return eventsPage(eventsFrom(db).where('e.id', 'in', held), limit, offset);
}

/** What a member holds at these events (cancelled items are no longer held), in show order. */
export async function heldItems(
  db: Kysely<Database>,
  userId: string,
  eventIds: string[],
): Promise<EventItemRow[]> {
  if (eventIds.length === 0) return [];
  return inShowOrder(
    itemsQuery(db)
      .where('i.user_id', '=', userId)
      .where('i.event_id', 'in', eventIds)
      .where('i.status', 'in', HELD),
  ).execute();
}

export interface OfferRow {
  id: string;
  kind: string;
  premium_only: boolean;
}

export async function offersOf(db: Kysely<Database>, eventId: string): Promise<OfferRow[]> {
  return db
    .selectFrom('event_offers')
    .select(['id', 'kind', 'premium_only'])
    .where('event_id', '=', eventId)
    .orderBy('position')
    .execute();
}

export interface OwnItemRow {
  id: number;
  offer_id: string;
  kind: string;
  status: EventItemStatus;
  note: string;
}

/**
 * The member's items at an event, locked until the transaction ends: a concurrent desk update
 * or cancel of the same items waits, so the statuses read here are the ones the write replaces.
 */
export async function lockOwnItems(
  trx: Kysely<Database>,
  eventId: string,
  userId: string,
): Promise<OwnItemRow[]> {
  return trx
    .selectFrom('event_items as i')
    .innerJoin('event_offers as o', 'o.id', 'i.offer_id')
    .select(['i.id', 'i.offer_id', 'o.kind', 'i.status', 'i.note'])
    .where('i.event_id', '=', eventId)
    .where('i.user_id', '=', userId)
    .forUpdate('i')
    .execute();
}

/**
 * Gives the member the offer: a new reserved item, or their cancelled one reserved again. An item
 * they still hold is left as it is and nothing is answered, so a concurrent second sign-up of the
 * same member (which waits here on the first one's row) changes nothing.
 */
export async function reserveItem(
  trx: Kysely<Database>,
  item: { eventId: string; offerId: string; userId: string; now: Date },
): Promise<{ id: number; note: string } | undefined> {
  return trx
    .insertInto('event_items')
    .values({
      event_id: item.eventId,
      offer_id: item.offerId,
      user_id: item.userId,
      status: 'reserved',
      moddate: firstModdate(item.now),
      changed_by: item.userId,
    })
    .onConflict((oc) =>
      oc
        .columns(['offer_id', 'user_id'])
        .doUpdateSet({
          status: 'reserved',
          moddate: nextModdate(item.now, sql`event_items.moddate`),
          changed_by: item.userId,
          // A new reservation: the last visit's check-in is not this one's.
          checked_in_at: null,
          checked_in_by: null,
        })
        .where('event_items.status', '=', 'cancelled'),
    )
    .returning(['id', 'note'])
    .executeTakeFirst();
}

/**
 * Takes one seat, only while one is free: the row lock makes concurrent sign-ups queue here, and
 * each sees the count the one before it left, so capacity holds exactly. False when full.
 */
export async function takeSeat(trx: Kysely<Database>, eventId: string): Promise<boolean> {
  const row = await trx
    .updateTable('events')
    .set((eb) => ({ seats_taken: eb('seats_taken', '+', 1) }))
    .where('id', '=', eventId)
    .whereRef('seats_taken', '<', 'capacity')
    .returning('seats_taken')
    .executeTakeFirst();
  return row !== undefined;
}

/** Frees the seat a cancelled sign-up held. */
export async function freeSeat(trx: Kysely<Database>, eventId: string): Promise<void> {
  await trx
    .updateTable('events')
    .set((eb) => ({ seats_taken: eb('seats_taken', '-', 1) }))
    .where('id', '=', eventId)
    .where('seats_taken', '>', 0)
    .execute();
}

/** Cancels these items of the member (the ones the caller locked and found held). */
export async function cancelItems(
  trx: Kysely<Database>,
  ids: number[],
  userId: string,
  now: Date,
): Promise<void> {
  if (ids.length === 0) return;
  await trx
    .updateTable('event_items')
    .set({
      status: 'cancelled',
      moddate: nextModdate(now, sql`moddate`),
      changed_by: userId,
    })
    .where('id', 'in', ids)
    .where('user_id', '=', userId)
    .execute();
}

export interface ItemChange {
  itemId: number;
  fromStatus: EventItemStatus | null;
  toStatus: EventItemStatus;
  fromNote: string | null;
  toNote: string;
}

/** The audit rows of a member's own changes (no nonce: only a desk's retries carry one). */
export async function recordChanges(
  trx: Kysely<Database>,
  actorId: string,
  now: Date,
  changes: ItemChange[],
): Promise<void> {
  if (changes.length === 0) return;
  await trx
    .insertInto('event_item_changes')
    .values(
      changes.map((c) => ({
        item_id: c.itemId,
        actor_id: actorId,
        nonce: null,
        from_status: c.fromStatus,
        to_status: c.toStatus,
        from_note: c.fromNote,
        to_note: c.toNote,
        at: now,
      })),
    )
    .execute();
}
