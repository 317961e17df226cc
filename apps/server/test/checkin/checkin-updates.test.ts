import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENT_NOTE_MAX_LENGTH, type EventItem, type EventItemChange } from '@fanverse/contract';
import { checkUpdate } from '../../src/modules/events/checkin-inputs';
import {
  buildCheckinTestApp,
  createTestUser,
  deskMember,
  errorOf,
  holdItems,
  newEvent,
  type CheckinTestApp,
} from './checkin-fixtures';

/*
 * The desk's update (spec §7: POST …/events/{guid}/{eventUuid}/{id}) at a busy door: checks,
 * nonces that make a retry apply once, compare-and-set on moddate, and the audit trail.
 */
let t: CheckinTestApp;
let deskA: Awaited<ReturnType<typeof deskMember>>;
let deskB: Awaited<ReturnType<typeof deskMember>>;
let plain: Awaited<ReturnType<typeof createTestUser>>;
let eventId: string;
let otherEvent: string;

beforeAll(async () => {
  t = await buildCheckinTestApp();
  deskA = await deskMember(t);
  deskB = await deskMember(t);
  plain = await createTestUser(t);
  eventId = await newEvent(t, 0);
  otherEvent = await newEvent(t, 5);
});
afterAll(async () => t?.app.close());

/** A fresh attendee holding the event's items: answers them and their entry. */
async function attendee() {
  const member = await createTestUser(t);
  const ids = await holdItems(t, member.id, eventId);
  return { member, entry: ids[0]! };
}

const nonce = () => crypto.randomUUID();
const updateUrl = (guid: string, event: string, id: number | string) =>
  `/api/checkin/1/events/${guid}/${event}/${id}`;
const post = (url: string, payload: unknown, headers: Record<string, string> = deskA.headers) =>
  t.app.inject({ method: 'POST', url, headers, payload: payload as object });
const changesOf = async (id: number, event = eventId) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/checkin/1/event_items/${event}/${id}/changes/`,
    headers: deskA.headers,
  });
  return res;
};
const rowOf = (id: number) =>
  t.database.db.selectFrom('event_items').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const changeCount = async (id: number) =>
  Number(
    (
      await t.database.db
        .selectFrom('event_item_changes')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('item_id', '=', id)
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('POST /api/checkin/1/events/{guid}/{eventUuid}/{id}', () => {
  it('checks in: status, who and when; a later move to collected keeps the check-in', async () => {
    const { member, entry } = await attendee();
    const before = await rowOf(entry);
    const res = await post(updateUrl(member.guid, eventId, entry), {
      status: 'checked_in',
      moddate: before.moddate.toISOString(),
      nonce: nonce(),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const item = res.json<EventItem>();
    expect(item).toMatchObject({
      id: entry,
      status: 'checked_in',
      note: '',
      user_uuid: member.guid,
      changed_by: deskA.username,
      checked_in_by: deskA.username,
      checked_in_at: item.moddate,
    });
    expect(Date.parse(item.moddate)).toBeGreaterThan(before.moddate.getTime());

    const collected = await post(
      updateUrl(member.guid, eventId, entry),
      {
        status: 'collected',
        note: 'Badge given',
        moddate: item.moddate,
      },
      deskB.headers,
    );
    expect(collected.json<EventItem>()).toMatchObject({
      status: 'collected',
      note: 'Badge given',
      changed_by: deskB.username,
      checked_in_by: deskA.username,
      checked_in_at: item.checked_in_at,
    });
  });

  it('a note alone keeps the status; without moddate it applies to the item as it is', async () => {
    const { member, entry } = await attendee();
    const res = await post(updateUrl(member.guid, eventId, entry), { note: 'Wheelchair access' });
    expect(res.statusCode).toBe(200);
    expect(res.json<EventItem>()).toMatchObject({ status: 'reserved', note: 'Wheelchair access' });
  });

  it('moddates strictly increase, even for updates within one millisecond of the clock', async () => {
    const { member, entry } = await attendee();
    const seen: number[] = [];
    for (const note of ['a', 'b', 'c']) {
      const item = (await post(updateUrl(member.guid, eventId, entry), { note })).json<EventItem>();
      seen.push(Date.parse(item.moddate));
    }
    expect(seen[1]).toBeGreaterThan(seen[0]!);
    expect(seen[2]).toBeGreaterThan(seen[1]!);
  });

  it('setting the item back to reserved undoes the check-in', async () => {
    const { member, entry } = await attendee();
    await post(updateUrl(member.guid, eventId, entry), { status: 'checked_in' });
    const undone = (
      await post(updateUrl(member.guid, eventId, entry), { status: 'reserved' })
    ).json<EventItem>();
    expect(undone).toMatchObject({ status: 'reserved', checked_in_at: null, checked_in_by: null });
  });

  it('bad updates: 400 INVALID_DATA naming the field, nothing changed', async () => {
    const { member, entry } = await attendee();
    const url = updateUrl(member.guid, eventId, entry);
    for (const [body, field] of [
      [{ status: 'arrived' }, 'status'],
      [{}, 'status'],
      [{ moddate: new Date().toISOString() }, 'status'],
      [{ status: 'checked_in', moddate: 'yesterday' }, 'moddate'],
      [{ status: 'checked_in', moddate: '2026-06-01' }, 'moddate'],
      [{ status: 'checked_in', nonce: 'short' }, 'nonce'],
      [{ status: 'checked_in', nonce: 'has spaces in it' }, 'nonce'],
    ] as const) {
      const res = await post(url, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(errorOf(res), JSON.stringify(body)).toMatchObject({ code: 'INVALID_DATA', field });
    }
    // The body's schema and the app's NUL guard answer these first (400, generic code 8, which
    // the client maps to 7752 by status as well); the service's own check is below.
    const tooLong = await post(url, { note: 'x'.repeat(501) });
    expect(tooLong.statusCode).toBe(400);
    expect(errorOf(tooLong).field).toBe('note');
    expect((await post(url, { note: 'nul\u0000inside' })).statusCode).toBe(400);
    expect((await rowOf(entry)).status).toBe('reserved');
    expect(await changeCount(entry)).toBe(1);
  });

  it('the service refuses a long note or a NUL itself, whoever calls it', () => {
    for (const note of ['x'.repeat(EVENT_NOTE_MAX_LENGTH + 1), 'nul\u0000inside']) {
      expect(() => checkUpdate({ note })).toThrow(
        expect.objectContaining({ code: 'INVALID_DATA', field: 'note' }),
      );
    }
    expect(checkUpdate({ status: 'collected', moddate: '2026-06-01T10:00:00.123Z' })).toEqual({
      status: 'collected',
      note: undefined,
      moddate: new Date('2026-06-01T10:00:00.123Z'),
      nonce: undefined,
    });
  });

  it("an item that is not that member's at that event: 404 NOT_FOUND", async () => {
    const { member, entry } = await attendee();
    const other = await attendee();
    for (const url of [
      updateUrl(other.member.guid, eventId, entry),
      updateUrl(member.guid, otherEvent, entry),
      updateUrl(member.guid, crypto.randomUUID(), entry),
      updateUrl(member.guid, 'not-a-uuid', entry),
      updateUrl('0'.repeat(32), eventId, entry),
      updateUrl(member.guid, eventId, 999_999_999),
      updateUrl(member.guid, eventId, 'one'),
      updateUrl(member.guid, eventId, '1.5'),
      updateUrl(member.guid, eventId, '99999999999999999999'),
    ]) {
      const res = await post(url, { status: 'checked_in' });
      expect(res.statusCode, url).toBe(404);
      expect(errorOf(res).code).toBe('NOT_FOUND');
    }
    expect((await rowOf(entry)).status).toBe('reserved');
  });

  it('401 without a session; 403 MUST_BE_ADMIN without the claim, nothing changed', async () => {
    const { member, entry } = await attendee();
    const url = updateUrl(member.guid, eventId, entry);
    const anonymous = await t.app.inject({ method: 'POST', url, payload: { status: 'checked_in' } });
    expect(anonymous.statusCode).toBe(401);
    const res = await post(url, { status: 'checked_in' }, plain.headers);
    expect(res.statusCode).toBe(403);
    expect(errorOf(res).code).toBe('MUST_BE_ADMIN');
    expect((await rowOf(entry)).status).toBe('reserved');
  });
});

describe('a retried update (nonce)', () => {
  it('the same nonce twice applies once: one audit row, the item as it is now', async () => {
    const { member, entry } = await attendee();
    const body = { status: 'checked_in', note: 'VIP', nonce: nonce() };
    const first = await post(updateUrl(member.guid, eventId, entry), body);
    expect(first.statusCode).toBe(200);
    // Another desk moves it on meanwhile; the retry must not move it back.
    await post(updateUrl(member.guid, eventId, entry), { status: 'collected' }, deskB.headers);
    const retry = await post(updateUrl(member.guid, eventId, entry), body);
    expect(retry.statusCode).toBe(200);
    expect(retry.json<EventItem>()).toMatchObject({ status: 'collected', changed_by: deskB.username });
    expect(await changeCount(entry)).toBe(3);
  });

  it('a retry whose moddate is stale by its own first attempt still answers 200', async () => {
    const { member, entry } = await attendee();
    const before = await rowOf(entry);
    const body = { status: 'checked_in', moddate: before.moddate.toISOString(), nonce: nonce() };
    const first = await post(updateUrl(member.guid, eventId, entry), body);
    const retry = await post(updateUrl(member.guid, eventId, entry), body);
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual(first.json());
  });

  it('ten concurrent identical requests make one change', async () => {
    const { member, entry } = await attendee();
    const before = await rowOf(entry);
    const body = { status: 'checked_in', moddate: before.moddate.toISOString(), nonce: nonce() };
    const replies = await Promise.all(
      Array.from({ length: 10 }, () => post(updateUrl(member.guid, eventId, entry), body)),
    );
    expect(replies.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    const moddates = new Set(replies.map((r) => r.json<EventItem>().moddate));
    expect(moddates.size).toBe(1);
    expect(await changeCount(entry)).toBe(2);
    expect((await rowOf(entry)).status).toBe('checked_in');
  });

  it('the same nonce on another item is another update', async () => {
    const { member } = await attendee();
    const items = await t.database.db
      .selectFrom('event_items')
      .select('id')
      .where('user_id', '=', member.id)
      .orderBy('id')
      .execute();
    const shared = nonce();
    for (const { id } of items.slice(0, 2)) {
      const res = await post(updateUrl(member.guid, eventId, id), { status: 'checked_in', nonce: shared });
      expect(res.json<EventItem>().status).toBe('checked_in');
    }
  });
});

describe('two desks (moddate)', () => {
  it('a stale moddate: 409 STALE_MODDATE naming the first desk and its time; the item unchanged', async () => {
    const { member, entry } = await attendee();
    const seen = (await rowOf(entry)).moddate.toISOString();
    const first = await post(updateUrl(member.guid, eventId, entry), { status: 'checked_in', moddate: seen });
    const winner = first.json<EventItem>();
    const late = await post(
      updateUrl(member.guid, eventId, entry),
      { status: 'cancelled', note: 'No show', moddate: seen, nonce: nonce() },
      deskB.headers,
    );
    expect(late.statusCode).toBe(409);
    const error = errorOf(late);
    expect(error.code).toBe('STALE_MODDATE');
    expect(late.json<{ message: string }>().message).toContain(deskA.username);
    expect(late.json<{ message: string }>().message).toContain(winner.moddate);
    expect(error.current).toEqual(winner);
    expect(error.current).toMatchObject({ changed_by: deskA.username, checked_in_by: deskA.username });
    const row = await rowOf(entry);
    expect(row).toMatchObject({ status: 'checked_in', note: '' });
    expect(row.moddate.toISOString()).toBe(winner.moddate);
    // The refused update left no audit row (its nonce is free for a fresh attempt).
    expect(await changeCount(entry)).toBe(2);
  });

  it('two desks racing with the same moddate: exactly one wins', async () => {
    const { member, entry } = await attendee();
    const seen = (await rowOf(entry)).moddate.toISOString();
    const replies = await Promise.all([
      post(updateUrl(member.guid, eventId, entry), { status: 'checked_in', moddate: seen, nonce: nonce() }),
      post(
        updateUrl(member.guid, eventId, entry),
        { status: 'cancelled', moddate: seen, nonce: nonce() },
        deskB.headers,
      ),
    ]);
    const statuses = replies.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([200, 409]);
    const won = replies.find((r) => r.statusCode === 200)!.json<EventItem>();
    const lost = replies.find((r) => r.statusCode === 409)!;
    expect(errorOf(lost).current).toEqual(won);
    expect((await rowOf(entry)).status).toBe(won.status);
    expect(await changeCount(entry)).toBe(2);
  });
});

describe('GET /api/checkin/1/event_items/{eventUuid}/{id}/changes/', () => {
  it('lists every change, oldest first, with who made it', async () => {
    const { member, entry } = await attendee();
    await post(updateUrl(member.guid, eventId, entry), { status: 'checked_in' });
    await post(updateUrl(member.guid, eventId, entry), { note: 'Lost badge' }, deskB.headers);
    await post(updateUrl(member.guid, eventId, entry), { status: 'collected' });
    const res = await changesOf(entry);
    expect(res.statusCode).toBe(200);
    const changes = res.json<EventItemChange[]>();
    expect(
      changes.map(({ by, from_status, to_status, note }) => ({ by, from_status, to_status, note })),
    ).toEqual([
      { by: member.username, from_status: null, to_status: 'reserved', note: '' },
      { by: deskA.username, from_status: 'reserved', to_status: 'checked_in', note: '' },
      { by: deskB.username, from_status: 'checked_in', to_status: 'checked_in', note: 'Lost badge' },
      { by: deskA.username, from_status: 'checked_in', to_status: 'collected', note: 'Lost badge' },
    ]);
    const times = changes.map((c) => Date.parse(c.at));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
  });

  it('an item not at that event, or not an item: 404; without the claim: 403', async () => {
    const { entry } = await attendee();
    for (const [event, id] of [
      [otherEvent, String(entry)],
      [crypto.randomUUID(), String(entry)],
      ['nope', String(entry)],
      [eventId, '0'],
      [eventId, 'abc'],
    ]) {
      const res = await changesOf(id as unknown as number, event);
      expect(res.statusCode, `${event} ${id}`).toBe(404);
      expect(errorOf(res).code).toBe('NOT_FOUND');
    }
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/checkin/1/event_items/${eventId}/${entry}/changes/`,
      headers: plain.headers,
    });
    expect(res.statusCode).toBe(403);
  });
});
