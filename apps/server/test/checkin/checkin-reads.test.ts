import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventItem, EventUserDetails, FanEvent, Page } from '@fanverse/contract';
import {
  DAY,
  buildCheckinTestApp,
  createTestUser,
  deskMember,
  errorOf,
  holdItems,
  newEvent,
  type CheckinTestApp,
} from './checkin-fixtures';

/*
 * The desk's reads (spec §7 "Check-in"): events, a member's events and items, an event's
 * attendees, user details; each call's 401, 403, 404 and 400.
 */
let t: CheckinTestApp;
let desk: Awaited<ReturnType<typeof deskMember>>;
let plain: Awaited<ReturnType<typeof createTestUser>>;
let alice: Awaited<ReturnType<typeof createTestUser>>;
let bob: Awaited<ReturnType<typeof createTestUser>>;
let past: string;
let today: string;
let soon: string;
let later: string;
const tag = crypto.randomBytes(3).toString('hex');

beforeAll(async () => {
  t = await buildCheckinTestApp();
  desk = await deskMember(t);
  plain = await createTestUser(t);
  alice = await createTestUser(t, { username: `Alice${tag}` });
  bob = await createTestUser(t, { username: `bob${tag}` });
  past = await newEvent(t, -10, { name: `Past comic fair ${tag}`, address: { city: 'Bilbao' } });
  // Started an hour ago, not over: upcoming still (the door is open).
  today = await newEvent(t, -1 / 24, { name: `Signing day ${tag}`, description: 'Meet the artist' });
  soon = await newEvent(t, 2, { name: `Cosplay 100%_night ${tag}`, address: { city: 'Madrid' } });
  later = await newEvent(t, 30, { name: `Summer con ${tag}`, address: { city: 'Sevilla' } });
  await holdItems(t, alice.id, past, 'collected');
  await holdItems(t, alice.id, today);
  await holdItems(t, alice.id, soon);
  await holdItems(t, bob.id, today, 'checked_in');
});
afterAll(async () => t?.app.close());

const get = (url: string, headers: Record<string, string> = desk.headers) =>
  t.app.inject({ method: 'GET', url, headers });
const ids = (page: Page<FanEvent>) => page.values.map((e) => e.id);

describe('who may call', () => {
  it('401 without a session, 403 MUST_BE_ADMIN for a member without the claim', async () => {
    for (const url of [
      '/api/checkin/1/events',
      `/api/checkin/1/events/${alice.guid}`,
      `/api/checkin/1/events/${alice.guid}/${today}`,
      `/api/checkin/1/event_items/${today}/`,
      `/api/checkin/1/users/${alice.guid}/`,
    ]) {
      const anonymous = await t.app.inject({ method: 'GET', url });
      expect(anonymous.statusCode, url).toBe(401);
      const member = await get(url, plain.headers);
      expect(member.statusCode, url).toBe(403);
      expect(errorOf(member).code).toBe('MUST_BE_ADMIN');
      expect(member.headers['cache-control']).toBe('private, no-store');
    }
  });
});

describe('GET /api/checkin/1/events', () => {
  it('upcoming: not over yet, soonest first, private', async () => {
    const res = await get(`/api/checkin/1/events?upcoming=true&q=${tag}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(ids(res.json())).toEqual([today, soon, later]);
  });

  it('without upcoming: every event, newest start first, as the Event shape', async () => {
    const page = (await get(`/api/checkin/1/events?q=${tag}`)).json<Page<FanEvent>>();
    expect(ids(page)).toEqual([later, soon, today, past]);
    const event = page.values.find((e) => e.id === today)!;
    expect(event).toMatchObject({ name: `Signing day ${tag}`, capacity: 50, seats_left: 48 });
  });

  it('q: every word, in the name, city or description, case-insensitive; wildcards as typed', async () => {
    expect(ids((await get(`/api/checkin/1/events?q=${tag}%20MADRID`)).json())).toEqual([soon]);
    expect(ids((await get(`/api/checkin/1/events?q=${tag}+artist`)).json())).toEqual([today]);
    expect(ids((await get(`/api/checkin/1/events?q=${tag}+100%25_`)).json())).toEqual([soon]);
    // `%` alone would match everything if it were a wildcard.
    expect(ids((await get(`/api/checkin/1/events?q=${tag}+%25%25`)).json())).toEqual([]);
    expect(ids((await get(`/api/checkin/1/events?q=${tag}+bilbao+madrid`)).json())).toEqual([]);
  });

  it('from and to: instants or whole UTC days', async () => {
    const now = t.clock.now().getTime();
    const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
    const from = new Date(now + DAY).toISOString();
    expect(ids((await get(`/api/checkin/1/events?q=${tag}&from=${from}`)).json())).toEqual([later, soon]);
    const to = new Date(now + 3 * DAY).toISOString();
    expect(ids((await get(`/api/checkin/1/events?q=${tag}&from=${from}&to=${to}`)).json())).toEqual([soon]);
    // A day counts whole: `to` the day of `soon` includes it, whatever its hour.
    const soonDay = day(now + 2 * DAY);
    const page = (await get(`/api/checkin/1/events?q=${tag}&from=${soonDay}&to=${soonDay}`)).json();
    expect(ids(page)).toEqual([soon]);
  });

  it('an unparsable from or to: 400 INVALID_DATA naming the field', async () => {
    for (const [field, value] of [
      ['from', 'tomorrow'],
      ['to', '2026-02-30'],
      ['from', '2026-06-01T25:00:00Z'],
      ['to', '2026-06-01T10:00:00'],
    ]) {
      const res = await get(`/api/checkin/1/events?${field}=${value}`);
      expect(res.statusCode, value).toBe(400);
      expect(errorOf(res)).toMatchObject({ code: 'INVALID_DATA', field });
    }
  });

  it('pages, with links that keep the filters; past the last page: 404', async () => {
    const first = (await get(`/api/checkin/1/events?q=${tag}&page_size=3`)).json<Page<FanEvent>>();
    expect(first).toMatchObject({ count: 4, num_pages: 2, page: 1, page_size: 3 });
    expect(first.links.next).toContain(`q=${tag}`);
    const second = (await get(first.links.next!)).json<Page<FanEvent>>();
    expect([...ids(first), ...ids(second)]).toEqual([later, soon, today, past]);
    expect((await get(`/api/checkin/1/events?q=${tag}&page=3&page_size=3`)).statusCode).toBe(404);
    expect((await get('/api/checkin/1/events?page=x')).statusCode).toBe(400);
  });
});

describe('GET /api/checkin/1/events/{guid}', () => {
  it("the member's events: not over first (soonest first), then past", async () => {
    const page = (await get(`/api/checkin/1/events/${alice.guid}`)).json<Page<FanEvent>>();
    expect(ids(page)).toEqual([today, soon, past]);
    const paged = (await get(`/api/checkin/1/events/${alice.guid}?page=2&page_size=2`)).json<
      Page<FanEvent>
    >();
    expect(paged).toMatchObject({ count: 3, num_pages: 2 });
    expect(ids(paged)).toEqual([past]);
  });

  it('a member holding nothing: an empty page; unknown or malformed guid: 404 NOT_FOUND', async () => {
    const none = (await get(`/api/checkin/1/events/${plain.guid}`)).json<Page<FanEvent>>();
    expect(none).toMatchObject({ count: 0, values: [] });
    for (const guid of ['0'.repeat(32), 'not-a-guid', "x'--"]) {
      const res = await get(`/api/checkin/1/events/${encodeURIComponent(guid)}`);
      expect(res.statusCode, guid).toBe(404);
      expect(errorOf(res).code).toBe('NOT_FOUND');
    }
  });
});

describe('GET /api/checkin/1/events/{guid}/{eventUuid}', () => {
  it("the member's items at the event, in show order", async () => {
    const page = (await get(`/api/checkin/1/events/${alice.guid}/${today}`)).json<Page<EventItem>>();
    expect(page.count).toBe(3);
    expect(page.values.map((i) => i.event_item.kind)).toEqual(['entry', 'perk', 'signing']);
    expect(page.values[0]).toMatchObject({
      status: 'reserved',
      user_uuid: alice.guid,
      username: alice.username,
      event_uuid: today,
      changed_by: null,
      checked_in_at: null,
      event_item: { name: 'Entry', premium_only: false },
    });
  });

  it('a real member with nothing there: empty; unknown member or event: 404', async () => {
    expect((await get(`/api/checkin/1/events/${bob.guid}/${soon}`)).json()).toMatchObject({
      count: 0,
      values: [],
    });
    for (const url of [
      `/api/checkin/1/events/${'f'.repeat(32)}/${today}`,
      `/api/checkin/1/events/${alice.guid}/${crypto.randomUUID()}`,
      `/api/checkin/1/events/${alice.guid}/not-a-uuid`,
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(errorOf(res).code).toBe('NOT_FOUND');
    }
  });
});

describe('GET /api/checkin/1/event_items/{eventUuid}/', () => {
  it('attendees by username (case-insensitive), then show order', async () => {
    const page = (await get(`/api/checkin/1/event_items/${today}/`)).json<Page<EventItem>>();
    expect(page.count).toBe(6);
    expect(page.values.map((i) => [i.username, i.event_item.kind])).toEqual([
      [alice.username, 'entry'],
      [alice.username, 'perk'],
      [alice.username, 'signing'],
      [bob.username, 'entry'],
      [bob.username, 'perk'],
      [bob.username, 'signing'],
    ]);
  });

  it('q matches the username, case-insensitive, prefix or within; status filters', async () => {
    const q = async (query: string) =>
      (await get(`/api/checkin/1/event_items/${today}/?${query}`)).json<Page<EventItem>>().values;
    expect(new Set((await q('q=ALICE')).map((i) => i.username))).toEqual(new Set([alice.username]));
    expect(new Set((await q(`q=${tag.toUpperCase()}`)).map((i) => i.username)).size).toBe(2);
    expect(await q('q=%25')).toEqual([]);
    const checkedIn = await q('status=checked_in');
    expect(checkedIn.map((i) => i.username)).toEqual([bob.username, bob.username, bob.username]);
    expect(await q('q=alice&status=checked_in')).toEqual([]);
    const paged = (await get(`/api/checkin/1/event_items/${today}/?page=2&page_size=4`)).json<
      Page<EventItem>
    >();
    expect(paged).toMatchObject({ count: 6, num_pages: 2 });
    expect(paged.values).toHaveLength(2);
  });

  it('an unknown status: 400; an unknown or malformed event: 404', async () => {
    expect((await get(`/api/checkin/1/event_items/${today}/?status=lost`)).statusCode).toBe(400);
    for (const id of [crypto.randomUUID(), 'nope']) {
      const res = await get(`/api/checkin/1/event_items/${id}/`);
      expect(res.statusCode).toBe(404);
      expect(errorOf(res).code).toBe('NOT_FOUND');
    }
  });
});

describe('GET /api/checkin/1/users/{guid}/', () => {
  const details = async (guid: string) => {
    const res = await get(`/api/checkin/1/users/${guid}/`);
    expect(res.statusCode).toBe(200);
    return res.json<EventUserDetails>();
  };
  const subscribe = async (userId: string, state: string, period: 'P1M' | 'P1Y', expiration: Date | null) => {
    const product = await t.database.db
      .selectFrom('premium_products')
      .select('id')
      .where('period', '=', period)
      .where('is_gift', '=', false)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const guid = crypto.randomUUID();
    await t.database.db
      .insertInto('subscriptions')
      .values({
        guid,
        subscription_id: `test_${guid}`,
        user_id: userId,
        product_id: product.id,
        currency: 'USD',
        price_minor: 799,
        state: state as 'Active',
        merchant_type: 'Braintree',
        signup_at: new Date(),
        expiration_at: expiration,
      })
      .execute();
  };

  it('a member who never subscribed', async () => {
    const row = await t.database.db
      .selectFrom('users')
      .select('created_at')
      .where('id', '=', plain.id)
      .executeTakeFirstOrThrow();
    expect(await details(plain.guid)).toEqual({
      guid: plain.guid,
      username: plain.username,
      in_free_trial: false,
      is_premium: false,
      premium_status: 'none',
      member_since: row.created_at.toISOString().slice(0, 10),
      premium_plan_period: null,
    });
  });

  it('a member in a free trial of a monthly plan; one on a yearly plan; one lapsed', async () => {
    const trial = await createTestUser(t);
    await subscribe(trial.id, 'Free Trial', 'P1M', null);
    expect(await details(trial.guid)).toMatchObject({
      in_free_trial: true,
      is_premium: true,
      premium_status: 'active',
      premium_plan_period: 'P1M',
    });
    const yearly = await createTestUser(t);
    await subscribe(yearly.id, 'Active', 'P1Y', null);
    expect(await details(yearly.guid)).toMatchObject({
      in_free_trial: false,
      is_premium: true,
      premium_plan_period: 'P1Y',
    });
    // A trial whose time ran out (the sweep not run yet) is neither premium nor a trial.
    const lapsed = await createTestUser(t);
    await subscribe(lapsed.id, 'Free Trial', 'P1M', new Date(Date.now() - DAY));
    expect(await details(lapsed.guid)).toMatchObject({
      in_free_trial: false,
      is_premium: false,
      premium_status: 'lapsed',
      premium_plan_period: null,
    });
  });

  it('an unknown guid: 404 NOT_FOUND', async () => {
    const res = await get(`/api/checkin/1/users/${'a'.repeat(32)}/`);
    expect(res.statusCode).toBe(404);
    expect(errorOf(res).code).toBe('NOT_FOUND');
  });
});
