import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  EventItem,
  EventUserDetails,
  FanEvent,
  MemberCard,
  Page,
  ScannedCard,
} from '@fanverse/contract';
import { NOT_PREMIUM, type PremiumStateOf } from '../../src/modules/claims/premium-state';
import {
  buildCheckinTestApp,
  createTestUser,
  deskMember,
  errorOf,
  newEvent,
  type CheckinTestApp,
} from './checkin-fixtures';

/*
 * At the door, end to end: a member signs up (the members' route) and shows their card; the desk
 * scans it, finds the member's event and items, and checks the entry in. Premium comes from the
 * events module's override: a premium member without any subscription.
 */
let t: CheckinTestApp;
let desk: Awaited<ReturnType<typeof deskMember>>;
const premiumIds = new Set<string>();
const premiumStateOf: PremiumStateOf = async (userId) =>
  premiumIds.has(userId) ? { isPremium: true, plan: 'premium-monthly', status: 'active' } : NOT_PREMIUM;

beforeAll(async () => {
  t = await buildCheckinTestApp({ premiumStateOf });
  desk = await deskMember(t);
});
afterAll(async () => t?.app.close());

const as = (headers: Record<string, string>) => ({
  get: (url: string) => t.app.inject({ method: 'GET', url, headers }),
  post: (url: string, payload: object) => t.app.inject({ method: 'POST', url, headers, payload }),
});

async function cardOf(headers: Record<string, string>, rotate = false): Promise<MemberCard> {
  const res = rotate
    ? await as(headers).post('/api/events/1/card/rotate', {})
    : await as(headers).get('/api/events/1/card');
  expect(res.statusCode).toBe(200);
  return res.json<MemberCard>();
}

describe('the door', () => {
  it('sign up, scan the card, find the items, check the entry in', async () => {
    const member = await createTestUser(t);
    premiumIds.add(member.id);
    const eventId = await newEvent(t, 1 / 24, { name: 'Door night' });
    const signup = await as(member.headers).post(`/api/events/1/events/${eventId}/signup`, {});
    expect(signup.statusCode).toBe(200);

    const scan = await as(desk.headers).post('/api/checkin/1/cards/', {
      token: (await cardOf(member.headers)).token,
    });
    expect(scan.statusCode).toBe(200);
    expect(scan.headers['cache-control']).toBe('private, no-store');
    expect(scan.json<ScannedCard>()).toEqual({ guid: member.guid, username: member.username });

    const details = (
      await as(desk.headers).get(`/api/checkin/1/users/${member.guid}/`)
    ).json<EventUserDetails>();
    // Premium by the override, with no subscription behind it: no plan period, no trial.
    expect(details).toMatchObject({
      is_premium: true,
      premium_status: 'active',
      in_free_trial: false,
      premium_plan_period: null,
    });

    const events = (await as(desk.headers).get(`/api/checkin/1/events/${member.guid}`)).json<
      Page<FanEvent>
    >();
    expect(events.values.map((e) => e.id)).toEqual([eventId]);
    const items = (await as(desk.headers).get(`/api/checkin/1/events/${member.guid}/${eventId}`)).json<
      Page<EventItem>
    >();
    // The premium member's sign-up holds the premium-only perk too.
    expect(items.values.map((i) => i.event_item.kind)).toEqual(['entry', 'perk', 'signing']);
    const entry = items.values[0]!;
    expect(entry.status).toBe('reserved');

    const checkIn = await as(desk.headers).post(
      `/api/checkin/1/events/${member.guid}/${eventId}/${entry.id}`,
      {
        status: 'checked_in',
        moddate: entry.moddate,
        nonce: 'door-1-entry',
      },
    );
    expect(checkIn.statusCode).toBe(200);
    expect(checkIn.json<EventItem>()).toMatchObject({ status: 'checked_in', checked_in_by: desk.username });

    const attendees = (
      await as(desk.headers).get(`/api/checkin/1/event_items/${eventId}/?status=checked_in`)
    ).json<Page<EventItem>>();
    expect(attendees.values.map((i) => i.id)).toEqual([entry.id]);
    const trail = await as(desk.headers).get(`/api/checkin/1/event_items/${eventId}/${entry.id}/changes/`);
    expect(trail.json<{ to_status: string; by: string }[]>().at(-1)).toMatchObject({
      to_status: 'checked_in',
      by: desk.username,
    });
  });

  it('a member who is not premium holds no premium perk', async () => {
    const member = await createTestUser(t);
    const eventId = await newEvent(t, 1);
    await as(member.headers).post(`/api/events/1/events/${eventId}/signup`, {});
    const items = (await as(desk.headers).get(`/api/checkin/1/events/${member.guid}/${eventId}`)).json<
      Page<EventItem>
    >();
    expect(items.values.map((i) => i.event_item.kind)).toEqual(['entry', 'signing']);
    expect((await as(desk.headers).get(`/api/checkin/1/users/${member.guid}/`)).json()).toMatchObject({
      is_premium: false,
      premium_status: 'none',
    });
  });
});

describe('POST /api/checkin/1/cards/', () => {
  it('a forged or rotated-away card: 400 CARD_INVALID', async () => {
    const member = await createTestUser(t);
    const old = await cardOf(member.headers);
    await cardOf(member.headers, true);
    for (const token of [old.token, 'FVC1.forged.token', 'hello']) {
      const res = await as(desk.headers).post('/api/checkin/1/cards/', { token });
      expect(res.statusCode, token).toBe(400);
      expect(errorOf(res).code).toBe('CARD_INVALID');
    }
  });

  it('401 without a session, 403 MUST_BE_ADMIN without the claim', async () => {
    const member = await createTestUser(t);
    const { token } = await cardOf(member.headers);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/checkin/1/cards/', payload: { token } })).statusCode,
    ).toBe(401);
    const res = await as(member.headers).post('/api/checkin/1/cards/', { token });
    expect(res.statusCode).toBe(403);
    expect(errorOf(res).code).toBe('MUST_BE_ADMIN');
  });
});
