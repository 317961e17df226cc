import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addEvent,
  buildEventsTestApp,
  call,
  errorCode,
  quickMember,
  quickMembers,
  seatsTaken,
  type EventsTestApp,
} from './events-fixtures';

let t: EventsTestApp;
beforeAll(async () => {
  t = await buildEventsTestApp();
});
afterAll(async () => t?.app.close());

async function entryRows(eventId: string) {
  return t.database.db
    .selectFrom('event_items as i')
    .innerJoin('event_offers as o', 'o.id', 'i.offer_id')
    .select(['i.user_id', 'i.status'])
    .where('i.event_id', '=', eventId)
    .where('o.kind', '=', 'entry')
    .execute();
}

describe('capacity under concurrent sign-ups', () => {
  it('200 members at once for 50 places: exactly 50 get in, 150 answer EVENT_FULL', async () => {
    const members = await quickMembers(t, 200);
    // A perk too: a refused sign-up must leave no perk behind either.
    const id = await addEvent(t, { capacity: 50, offers: [{ kind: 'perk', name: 'Lanyard' }] });
    const replies = await Promise.all(members.map((m) => call(t, 'POST', `/events/${id}/signup`, m)));

    const ok = replies.filter((r) => r.statusCode === 200);
    const refused = replies.filter((r) => r.statusCode !== 200);
    expect(ok).toHaveLength(50);
    expect(refused).toHaveLength(150);
    expect(refused.every((r) => r.statusCode === 409 && errorCode(r) === 'EVENT_FULL')).toBe(true);
    expect(await seatsTaken(t, id)).toBe(50);

    const entries = await entryRows(id);
    expect(entries).toHaveLength(50);
    expect(entries.every((e) => e.status === 'reserved')).toBe(true);
    // The 50 rows are the 50 who were told yes.
    const admitted = new Set(members.filter((_, i) => replies[i]!.statusCode === 200).map((m) => m.id));
    expect(new Set(entries.map((e) => e.user_id))).toEqual(admitted);
    const items = await t.database.db
      .selectFrom('event_items')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('event_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(Number(items.n)).toBe(100);
    const changes = await t.database.db
      .selectFrom('event_item_changes as c')
      .innerJoin('event_items as i', 'i.id', 'c.item_id')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('i.event_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(Number(changes.n)).toBe(100);
  }, 120_000);

  it('the same member signing up 10 times at once takes one seat', async () => {
    const member = await quickMember(t);
    const id = await addEvent(t, { capacity: 5 });
    const replies = await Promise.all(
      Array.from({ length: 10 }, () => call(t, 'POST', `/events/${id}/signup`, member)),
    );
    expect(replies.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    expect(replies.every((r) => (r.json() as { signed_up: boolean }).signed_up)).toBe(true);
    expect(await seatsTaken(t, id)).toBe(1);
    expect(await entryRows(id)).toHaveLength(1);
  });

  it('concurrent cancels and sign-ups keep the count equal to the entries held', async () => {
    const members = await quickMembers(t, 30);
    const id = await addEvent(t, { capacity: 20 });
    const first = members.slice(0, 20);
    await Promise.all(first.map((m) => call(t, 'POST', `/events/${id}/signup`, m)));
    expect(await seatsTaken(t, id)).toBe(20);
    // Ten leave while the ten others try to get in: whatever the order, seats match entries.
    const replies = await Promise.all([
      ...first.slice(0, 10).map((m) => call(t, 'DELETE', `/events/${id}/signup`, m)),
      ...members.slice(20).map((m) => call(t, 'POST', `/events/${id}/signup`, m)),
    ]);
    expect(replies.every((r) => r.statusCode === 200 || errorCode(r) === 'EVENT_FULL')).toBe(true);
    const held = (await entryRows(id)).filter((e) => e.status === 'reserved');
    expect(await seatsTaken(t, id)).toBe(held.length);
    expect(held.length).toBeLessThanOrEqual(20);
  }, 60_000);
});
