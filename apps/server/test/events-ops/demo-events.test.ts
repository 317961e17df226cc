import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/database';
import { seedDefaults } from '../../src/db/seed-defaults';
import { comicsDemoExtension } from '../../src/modules/comics/demo/comics-demo.extension';
import { seedDemoCatalogue } from '../../src/modules/demo/seed-demo-catalogue';
import { discussionsDemoExtension } from '../../src/modules/discussions/demo/discussions-demo.extension';
import { planDemoEvents } from '../../src/modules/events/demo/demo-events-plan';
import { eventsDemoExtension } from '../../src/modules/events/demo/events-demo.extension';
import { createEvent } from '../../src/modules/events/event-catalog';
import { createTestDatabase } from '../helpers/test-database';

/*
 * The demo's fan events on a real demo catalogue and community (the demo members), the events
 * extension `run` as at every start (after the catalogue commits): upcoming events exist,
 * demo members are signed up with seats equal to their entries, a second run changes nothing,
 * and when every demo event is past the next start dates them again without touching an
 * operator's event.
 */
const NOW = new Date('2026-03-10T15:00:00Z');
const DAY_MS = 86_400_000;
let clock = NOW;
let database: DatabaseHandle;
const events = eventsDemoExtension(() => clock);
const db = () => database.db;
const demoIds = planDemoEvents(NOW).map((p) => p.event.id);
const run = () => events.run({ db: db(), media: [], onProgress: () => {} });
const rows = async <T>(query: string) => (await sql.raw<T>(query).execute(db())).rows;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDefaults(database.db);
  await seedDemoCatalogue(database.db, {
    now: NOW,
    extensions: [
      comicsDemoExtension({ DATA_DIR: 'unused-with-media-off', DEMO_MEDIA: 'off' }),
      events,
      discussionsDemoExtension(),
    ],
    runExtensions: false,
  });
});
afterAll(async () => database.close());

/** Everything the demo events write, in a stable order. */
async function snapshot() {
  return {
    events: await rows(
      `select id, name, start_date, end_date, capacity, seats_taken from events order by id`,
    ),
    offers: await rows(`select id, event_id, kind, premium_only, position from event_offers order by id`),
    items: await rows(
      `select id, event_id, offer_id, user_id, status, moddate, checked_in_at, checked_in_by from event_items order by id`,
    ),
    changes: await rows(
      `select id, item_id, actor_id, from_status, to_status, at from event_item_changes order by id`,
    ),
  };
}

/** Per event: seats taken, and the entries held (anything but cancelled). */
async function seatsAndEntries() {
  return rows<{ id: string; seats_taken: number; entries: number }>(
    `select e.id, e.seats_taken, count(i.id)::int as entries from events e
     left join event_offers o on o.event_id = e.id and o.kind = 'entry'
     left join event_items i on i.offer_id = o.id and i.status <> 'cancelled'
     group by e.id, e.seats_taken order by e.id`,
  );
}

describe('demo events', () => {
  it('the first start adds four events in several countries, three upcoming, each with an entry, a premium perk and a signing', async () => {
    // Generation writes none: the catalogue's transaction is not theirs.
    expect(await rows(`select id from events`)).toEqual([]);
    await run();
    const made = await db().selectFrom('events').selectAll().where('id', 'in', demoIds).execute();
    expect(made).toHaveLength(4);
    expect(made.filter((e) => e.start_date > NOW)).toHaveLength(3);
    expect(new Set(made.map((e) => e.country_code)).size).toBe(4);
    expect(new Set(made.map((e) => e.time_zone)).size).toBe(4);
    for (const e of made) expect(e.end_date.getTime()).toBeGreaterThan(e.start_date.getTime());
    const offers = await db()
      .selectFrom('event_offers')
      .selectAll()
      .where('event_id', 'in', demoIds)
      .execute();
    for (const id of demoIds) {
      const own = offers.filter((o) => o.event_id === id);
      expect(own.map((o) => [o.kind, o.premium_only]).sort()).toEqual([
        ['entry', false],
        ['perk', true],
        ['signing', false],
      ]);
    }
  });

  it('and signs demo members up: seats equal entries, no premium perk for members who are not premium', async () => {
    const counts = await seatsAndEntries();
    const demo = counts.filter((c) => demoIds.includes(c.id));
    expect(demo.every((c) => c.entries > 0)).toBe(true);
    for (const c of counts) expect(c.seats_taken).toBe(c.entries);
    // Entry and signing for each attendee, never the premium perk.
    const kinds = await rows<{ kind: string; n: number }>(
      `select o.kind, count(*)::int as n from event_items i join event_offers o on o.id = i.offer_id group by o.kind order by o.kind`,
    );
    const entries = demo.reduce((sum, c) => sum + c.entries, 0);
    expect(kinds).toEqual([
      { kind: 'entry', n: entries },
      { kind: 'signing', n: entries },
    ]);
    // Every item has the audit row a sign-up writes.
    const unaudited = await rows(
      `select i.id from event_items i where not exists (select 1 from event_item_changes c where c.item_id = i.id)`,
    );
    expect(unaudited).toEqual([]);
  });

  it('the history event has entries checked in by the demo staff member, with their audit rows', async () => {
    const history = planDemoEvents(NOW).find((p) => p.startsInDays < 0)!;
    const checked = await rows<{ status: string; checked_in_by: string | null; to_status: string }>(
      `select i.status, i.checked_in_by, c.to_status from event_items i
       join event_offers o on o.id = i.offer_id
       join event_item_changes c on c.item_id = i.id and c.to_status = 'checked_in'
       where i.event_id = '${history.event.id}' and o.kind = 'entry'`,
    );
    expect(checked).toHaveLength(history.checkedIn!.length);
    expect(checked.every((r) => r.status === 'checked_in' && r.checked_in_by !== null)).toBe(true);
  });

  it('a second start changes nothing', async () => {
    const before = await snapshot();
    clock = new Date(NOW.getTime() + 2 * DAY_MS);
    await run();
    expect(await snapshot()).toEqual(before);
  });

  it('a member who cancelled is not signed up again', async () => {
    const upcoming = planDemoEvents(NOW).find((p) => p.startsInDays > 0)!;
    const [item] = await rows<{ id: number; user_id: string }>(
      `select i.id, i.user_id from event_items i join event_offers o on o.id = i.offer_id
       where i.event_id = '${upcoming.event.id}' and o.kind = 'entry' order by i.id limit 1`,
    );
    await db()
      .updateTable('event_items')
      .set({ status: 'cancelled' })
      .where('user_id', '=', item!.user_id)
      .where('event_id', '=', upcoming.event.id)
      .execute();
    await db()
      .updateTable('events')
      .set((eb) => ({ seats_taken: eb('seats_taken', '-', 1) }))
      .where('id', '=', upcoming.event.id)
      .execute();
    const before = await snapshot();
    await run();
    expect(await snapshot()).toEqual(before);
  });

  it('when every demo event is past, the next start dates them again; an operator event is untouched', async () => {
    const operatorEvent = await createEvent(db(), {
      name: 'An operator’s own meetup',
      startDate: new Date(NOW.getTime() + 5 * DAY_MS),
      endDate: new Date(NOW.getTime() + 5 * DAY_MS + 3_600_000),
      capacity: 10,
    });
    const operatorBefore = await db()
      .selectFrom('events')
      .selectAll()
      .where('id', '=', operatorEvent)
      .executeTakeFirstOrThrow();
    const history = planDemoEvents(NOW).find((p) => p.startsInDays < 0)!;
    const historyBefore = await db()
      .selectFrom('events')
      .select(['start_date', 'end_date'])
      .where('id', '=', history.event.id)
      .executeTakeFirstOrThrow();

    clock = new Date(NOW.getTime() + 90 * DAY_MS);
    await run();
    const demo = await db().selectFrom('events').selectAll().where('id', 'in', demoIds).execute();
    const upcoming = demo.filter((e) => e.start_date > clock);
    expect(upcoming).toHaveLength(3);
    for (const plan of planDemoEvents(clock).filter((p) => p.startsInDays > 0)) {
      expect(demo.find((e) => e.id === plan.event.id)?.start_date).toEqual(plan.event.startDate);
    }
    expect(
      await db()
        .selectFrom('events')
        .select(['start_date', 'end_date'])
        .where('id', '=', history.event.id)
        .executeTakeFirstOrThrow(),
    ).toEqual(historyBefore);
    expect(
      await db().selectFrom('events').selectAll().where('id', '=', operatorEvent).executeTakeFirstOrThrow(),
    ).toEqual(operatorBefore);
    for (const c of await seatsAndEntries()) expect(c.seats_taken).toBe(c.entries);

    const before = await snapshot();
    await run();
    expect(await snapshot()).toEqual(before);
  });
});

describe('demo events on an install whose catalogue predates them', () => {
  it('a start adds them when none exists (no demo members: nobody signed up)', async () => {
    const fresh = await createTestDatabase();
    try {
      await eventsDemoExtension(() => NOW).run({ db: fresh.db, media: [], onProgress: () => {} });
      const made = await fresh.db.selectFrom('events').select(['id', 'seats_taken']).execute();
      expect(made.map((e) => e.id).sort()).toEqual([...demoIds].sort());
      expect(made.every((e) => e.seats_taken === 0)).toBe(true);
    } finally {
      await fresh.close();
    }
  });
});
