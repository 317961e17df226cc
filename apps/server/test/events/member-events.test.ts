import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MemberEvent, Page } from '@fanverse/contract';
import {
  addEvent,
  buildEventsTestApp,
  call,
  errorCode,
  quickMember,
  seatsTaken,
  type EventsTestApp,
} from './events-fixtures';

let t: EventsTestApp;
beforeAll(async () => {
  t = await buildEventsTestApp();
});
afterAll(async () => t?.app.close());

const HOUR_S = 3600;
const body = <T>(res: { json(): unknown }) => res.json() as T;

async function changesOf(userId: string, eventId: string) {
  return t.database.db
    .selectFrom('event_item_changes as c')
    .innerJoin('event_items as i', 'i.id', 'c.item_id')
    .select(['c.item_id', 'c.actor_id', 'c.nonce', 'c.from_status', 'c.to_status'])
    .where('i.user_id', '=', userId)
    .where('i.event_id', '=', eventId)
    .orderBy('c.id')
    .execute();
}

describe('GET /api/events/1/events', () => {
  it('lists upcoming events soonest first to anyone, with seats left and signup_open', async () => {
    // Events of other tests share the database: look at these three only.
    const later = await addEvent(t, { startsInHours: 500, capacity: 7 });
    const sooner = await addEvent(t, { startsInHours: 400 });
    const running = await addEvent(t, { startsInHours: -1, hours: 3 });
    const ended = await addEvent(t, { startsInHours: -10, hours: 2 });
    const res = await call(t, 'GET', '/events?page_size=100');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const page = body<Page<MemberEvent>>(res);
    const ids = page.values.map((e) => e.id);
    expect(ids).not.toContain(ended);
    expect(ids.indexOf(running)).toBeLessThan(ids.indexOf(sooner));
    expect(ids.indexOf(sooner)).toBeLessThan(ids.indexOf(later));
    const shown = page.values.find((e) => e.id === later)!;
    expect(shown).toMatchObject({
      capacity: 7,
      seats_left: 7,
      signed_up: false,
      signup_open: true,
      items: [],
    });
    expect(page.values.find((e) => e.id === running)!.signup_open).toBe(false);
    expect(page.count).toBe(page.values.length);
  });

  it('pages in the default envelope and answers 404 code 5 past the last page', async () => {
    await addEvent(t);
    await addEvent(t);
    const first = body<Page<MemberEvent>>(await call(t, 'GET', '/events?page_size=1'));
    expect(first.values).toHaveLength(1);
    expect(first.num_pages).toBe(first.count);
    expect(first.links.next).toBe('/api/events/1/events?page=2&page_size=1');
    const past = await call(t, 'GET', `/events?page_size=1&page=${first.count + 1}`);
    expect(past.statusCode).toBe(404);
    expect(errorCode(past)).toBe(5);
    expect((await call(t, 'GET', '/events?page_size=0')).statusCode).toBe(400);
  });

  it('reads a bad session token as a visitor', async () => {
    const res = await call(t, 'GET', '/events', { headers: { authorization: 'Token nope' } });
    expect(res.statusCode).toBe(200);
  });

  it('shows a member what they hold', async () => {
    const member = await quickMember(t);
    const id = await addEvent(t, { startsInHours: 300 });
    expect((await call(t, 'POST', `/events/${id}/signup`, member)).statusCode).toBe(200);
    const page = body<Page<MemberEvent>>(await call(t, 'GET', '/events?page_size=100', member));
    const mine = page.values.find((e) => e.id === id)!;
    expect(mine.signed_up).toBe(true);
    expect(mine.items.map((i) => i.event_item.kind)).toEqual(['entry']);
    const visitor = body<Page<MemberEvent>>(await call(t, 'GET', '/events?page_size=100'));
    expect(visitor.values.find((e) => e.id === id)).toMatchObject({ signed_up: false, items: [] });
  });
});

describe('GET /api/events/1/events/:eventUuid', () => {
  it('answers one event, and 404 NOT_FOUND for a malformed or unknown id', async () => {
    const id = await addEvent(t, {
      name: 'Signing day',
      timeZone: 'Europe/Madrid',
      address: { city: 'Madrid' },
    });
    const res = await call(t, 'GET', `/events/${id}`);
    expect(res.statusCode).toBe(200);
    expect(body<MemberEvent>(res)).toMatchObject({
      id,
      name: 'Signing day',
      time_zone: 'Europe/Madrid',
      address: { city: 'Madrid' },
      signed_up: false,
    });
    for (const bad of ['not-a-uuid', crypto.randomUUID(), "x'; drop table events; --"]) {
      const missing = await call(t, 'GET', `/events/${encodeURIComponent(bad)}`);
      expect(missing.statusCode).toBe(404);
      expect(errorCode(missing)).toBe('NOT_FOUND');
    }
  });
});

describe('POST /api/events/1/events/:eventUuid/signup', () => {
  it('reserves the entry, takes a seat and writes the audit row; again changes nothing', async () => {
    const member = await quickMember(t);
    const id = await addEvent(t, { capacity: 3 });
    const res = await call(t, 'POST', `/events/${id}/signup`, member);
    expect(res.statusCode).toBe(200);
    const event = body<MemberEvent>(res);
    expect(event).toMatchObject({ signed_up: true, seats_left: 2 });
    expect(event.items).toHaveLength(1);
    expect(event.items[0]).toMatchObject({
      status: 'reserved',
      user_uuid: member.guid,
      username: member.username,
      event_uuid: id,
      changed_by: member.username,
      checked_in_at: null,
      moddate: t.clock.now().toISOString(),
    });

    const again = await call(t, 'POST', `/events/${id}/signup`, member);
    expect(again.statusCode).toBe(200);
    expect(body<MemberEvent>(again)).toEqual(event);
    expect(await seatsTaken(t, id)).toBe(1);
    expect(await changesOf(member.id, id)).toEqual([
      {
        item_id: event.items[0]!.id,
        actor_id: member.id,
        nonce: null,
        from_status: null,
        to_status: 'reserved',
      },
    ]);
  });

  it('gives non-premium perks and slots to everyone and premium-only perks to premium members', async () => {
    const offers = [
      { kind: 'perk' as const, name: 'Poster' },
      { kind: 'perk' as const, name: 'Backstage tour', premiumOnly: true },
      { kind: 'signing' as const, name: 'Signing slot' },
      { kind: 'signing' as const, name: 'Premium signing', premiumOnly: true },
    ];
    const id = await addEvent(t, { offers });
    const plain = await quickMember(t);
    const premium = await quickMember(t);
    t.premium.add(premium.id);

    const plainEvent = body<MemberEvent>(await call(t, 'POST', `/events/${id}/signup`, plain));
    expect(plainEvent.items.map((i) => i.event_item.name)).toEqual(['Entry', 'Poster', 'Signing slot']);
    const premiumEvent = body<MemberEvent>(await call(t, 'POST', `/events/${id}/signup`, premium));
    expect(premiumEvent.items.map((i) => [i.event_item.name, i.event_item.premium_only])).toEqual([
      ['Entry', false],
      ['Poster', false],
      ['Backstage tour', true],
      ['Signing slot', false],
      ['Premium signing', true],
    ]);
    // One seat each, whatever they hold.
    expect(await seatsTaken(t, id)).toBe(2);
    expect(await changesOf(premium.id, id)).toHaveLength(5);
  });

  it('answers 409 EVENT_FULL when every place is taken, and keeps no entry', async () => {
    const id = await addEvent(t, { capacity: 1 });
    const first = await quickMember(t);
    const second = await quickMember(t);
    expect((await call(t, 'POST', `/events/${id}/signup`, first)).statusCode).toBe(200);
    const full = await call(t, 'POST', `/events/${id}/signup`, second);
    expect(full.statusCode).toBe(409);
    expect(errorCode(full)).toBe('EVENT_FULL');
    const rows = await t.database.db
      .selectFrom('event_items')
      .select('id')
      .where('event_id', '=', id)
      .where('user_id', '=', second.id)
      .execute();
    expect(rows).toEqual([]);
    expect(await seatsTaken(t, id)).toBe(1);
  });

  it('answers 409 SIGNUP_CLOSED once the event started, and 404 for an unknown event', async () => {
    const member = await quickMember(t);
    const id = await addEvent(t, { startsInHours: -1 });
    const closed = await call(t, 'POST', `/events/${id}/signup`, member);
    expect(closed.statusCode).toBe(409);
    expect(errorCode(closed)).toBe('SIGNUP_CLOSED');
    const unknown = await call(t, 'POST', `/events/${crypto.randomUUID()}/signup`, member);
    expect(unknown.statusCode).toBe(404);
    expect(errorCode(unknown)).toBe('NOT_FOUND');
    expect((await call(t, 'POST', `/events/${id}/signup`)).statusCode).toBe(401);
  });

  it('opens and closes at start_date on the events clock', async () => {
    const member = await quickMember(t);
    const id = await addEvent(t, { startsInHours: 1 });
    t.clock.advance(HOUR_S);
    try {
      const res = await call(t, 'POST', `/events/${id}/signup`, member);
      expect(errorCode(res)).toBe('SIGNUP_CLOSED');
      const seen = body<MemberEvent>(await call(t, 'GET', `/events/${id}`, member));
      expect(seen.signup_open).toBe(false);
    } finally {
      t.clock.advance(-HOUR_S);
    }
    expect((await call(t, 'POST', `/events/${id}/signup`, member)).statusCode).toBe(200);
  });
});

describe('DELETE /api/events/1/events/:eventUuid/signup', () => {
  it('cancels every item and frees the seat; signing up again reactivates them', async () => {
    const member = await quickMember(t);
    const id = await addEvent(t, { capacity: 2, offers: [{ kind: 'perk', name: 'Badge' }] });
    const signed = body<MemberEvent>(await call(t, 'POST', `/events/${id}/signup`, member));
    const res = await call(t, 'DELETE', `/events/${id}/signup`, member);
    expect(res.statusCode).toBe(200);
    expect(body<MemberEvent>(res)).toMatchObject({ signed_up: false, seats_left: 2, items: [] });
    const statuses = await t.database.db
      .selectFrom('event_items')
      .select(['status', 'moddate'])
      .where('user_id', '=', member.id)
      .where('event_id', '=', id)
      .execute();
    expect(statuses.map((s) => s.status)).toEqual(['cancelled', 'cancelled']);
    // Same clock instant as the sign-up: the moddate still moved on, by a millisecond.
    const signedAt = Date.parse(signed.items[0]!.moddate);
    for (const row of statuses) expect(row.moddate.getTime()).toBe(signedAt + 1);

    const again = body<MemberEvent>(await call(t, 'POST', `/events/${id}/signup`, member));
    expect(again.items.map((i) => [i.id, i.status])).toEqual(signed.items.map((i) => [i.id, 'reserved']));
    expect(again.items.every((i) => Date.parse(i.moddate) === signedAt + 2)).toBe(true);
    expect(await seatsTaken(t, id)).toBe(1);
    const trail = await changesOf(member.id, id);
    expect(trail.map((c) => [c.from_status, c.to_status])).toEqual([
      [null, 'reserved'],
      [null, 'reserved'],
      ['reserved', 'cancelled'],
      ['reserved', 'cancelled'],
      ['cancelled', 'reserved'],
      ['cancelled', 'reserved'],
    ]);
    expect(trail.every((c) => c.actor_id === member.id && c.nonce === null)).toBe(true);
  });

  it('answers 404 NOT_SIGNED_UP without an entry, also after a cancel', async () => {
    const member = await quickMember(t);
    const id = await addEvent(t);
    const none = await call(t, 'DELETE', `/events/${id}/signup`, member);
    expect(none.statusCode).toBe(404);
    expect(errorCode(none)).toBe('NOT_SIGNED_UP');
    await call(t, 'POST', `/events/${id}/signup`, member);
    expect((await call(t, 'DELETE', `/events/${id}/signup`, member)).statusCode).toBe(200);
    expect(errorCode(await call(t, 'DELETE', `/events/${id}/signup`, member))).toBe('NOT_SIGNED_UP');
    expect(await seatsTaken(t, id)).toBe(0);
  });

  it('answers 409 ALREADY_CHECKED_IN once the entry was checked in or collected', async () => {
    const member = await quickMember(t);
    const id = await addEvent(t);
    const event = body<MemberEvent>(await call(t, 'POST', `/events/${id}/signup`, member));
    for (const status of ['checked_in', 'collected'] as const) {
      await t.database.db
        .updateTable('event_items')
        .set({ status })
        .where('id', '=', event.items[0]!.id)
        .execute();
      const res = await call(t, 'DELETE', `/events/${id}/signup`, member);
      expect(res.statusCode).toBe(409);
      expect(errorCode(res)).toBe('ALREADY_CHECKED_IN');
    }
    expect(await seatsTaken(t, id)).toBe(1);
  });

  it('answers 409 SIGNUP_CLOSED after the start', async () => {
    const member = await quickMember(t);
    const id = await addEvent(t, { startsInHours: 1 });
    await call(t, 'POST', `/events/${id}/signup`, member);
    t.clock.advance(2 * HOUR_S);
    try {
      const res = await call(t, 'DELETE', `/events/${id}/signup`, member);
      expect(res.statusCode).toBe(409);
      expect(errorCode(res)).toBe('SIGNUP_CLOSED');
    } finally {
      t.clock.advance(-2 * HOUR_S);
    }
    expect(await seatsTaken(t, id)).toBe(1);
  });
});

describe('GET /api/events/1/mine', () => {
  it("lists the member's held events, past ones too, soonest first; never another member's", async () => {
    const member = await quickMember(t);
    const other = await quickMember(t);
    const soon = await addEvent(t, { startsInHours: 2 });
    const later = await addEvent(t, { startsInHours: 50 });
    const dropped = await addEvent(t, { startsInHours: 10 });
    const othersOnly = await addEvent(t, { startsInHours: 5 });
    for (const id of [later, soon, dropped]) await call(t, 'POST', `/events/${id}/signup`, member);
    await call(t, 'DELETE', `/events/${dropped}/signup`, member);
    await call(t, 'POST', `/events/${othersOnly}/signup`, other);
    // The first event is over by now: it stays in the member's list.
    t.clock.advance(24 * HOUR_S);
    try {
      const res = await call(t, 'GET', '/mine', member);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('private, no-store');
      const page = body<Page<MemberEvent>>(res);
      expect(page.values.map((e) => e.id)).toEqual([soon, later]);
      expect(page.count).toBe(2);
      expect(page.values.every((e) => e.signed_up && e.items.length === 1)).toBe(true);
      expect(page.values[0]!.signup_open).toBe(false);
      expect(errorCode(await call(t, 'GET', '/mine?page=2', member))).toBe(5);
    } finally {
      t.clock.advance(-24 * HOUR_S);
    }
    expect((await call(t, 'GET', '/mine')).statusCode).toBe(401);
  });

  it('answers an empty first page for a member with no events', async () => {
    const member = await quickMember(t);
    const page = body<Page<MemberEvent>>(await call(t, 'GET', '/mine', member));
    expect(page).toMatchObject({ count: 0, num_pages: 1, page: 1, values: [] });
  });
});
