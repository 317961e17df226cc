import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EventCode, MEMBER_CARD_PREFIX } from '@fanverse/contract';
import { expectClientCheck, expectMapped, failure, probe } from './accounts-fixtures';
import type { ContractServer } from './contract-server';
import { member, newEvent, startEventsServer, startedEvent } from './events-fixtures';

/**
 * A member's events and card through the real client and server (issue 24; contract
 * events/event-calls.ts): every call's happy path, and every code of `client.events` from a real
 * reply: 7751 (unknown event), 7754 (full), 7755 (started), 7756 (cancel without a sign-up).
 * 7758 (cancel after check-in) needs the desk: checkin-desk.contract.test.ts.
 */
let s: ContractServer;
beforeAll(async () => {
  s = await startEventsServer();
});
afterAll(async () => s?.app.close());

describe('a member signs up for an event, sees it, holds a card, and cancels', () => {
  it('list and get, anonymous and signed in; sign-up (idempotent); mine; cancel', async () => {
    const event = await newEvent(s, { capacity: 3 });
    const visitor = probe(s);
    const listed = await visitor.client.events.list({ pageSize: 100 });
    expect(listed).toMatchObject({ page: 1, page_size: 100 });
    expect(listed.values.find((e) => e.id === event.id)).toMatchObject({
      name: event.name,
      signed_up: false,
      signup_open: true,
      capacity: 3,
      seats_left: 3,
      items: [],
      time_zone: 'Europe/Madrid',
      address: { city: 'Madrid', country_code: 'ES' },
    });
    expect(await visitor.client.events.get(event.id)).toMatchObject({ id: event.id, signed_up: false });

    const m = await member(s);
    const signedUp = await m.client.events.signUp(event.id);
    expect(signedUp).toMatchObject({ id: event.id, signed_up: true, seats_left: 2 });
    expect(signedUp.items).toHaveLength(1);
    expect(signedUp.items[0]).toMatchObject({
      status: 'reserved',
      user_uuid: m.guid,
      username: m.username,
      event_uuid: event.id,
      event_item: { kind: 'entry' },
    });
    // Idempotent: a second sign-up changes nothing and takes no other seat.
    expect(await m.client.events.signUp(event.id)).toMatchObject({ signed_up: true, seats_left: 2 });
    expect(await m.client.events.get(event.id)).toMatchObject({ signed_up: true, seats_left: 2 });

    const mine = await m.client.events.mine({ page: 1, pageSize: 10 });
    expect(mine.values.map((e) => e.id)).toEqual([event.id]);
    expect(mine).toMatchObject({ count: 1, page: 1, page_size: 10 });

    const cancelled = await m.client.events.cancel(event.id);
    expect(cancelled).toMatchObject({ id: event.id, signed_up: false, seats_left: 3, items: [] });
    expect((await m.client.events.mine()).values).toEqual([]);
  });

  it('card: a signed token that never holds the guid; rotating gives another', async () => {
    const m = await member(s);
    const card = await m.client.events.card();
    expect(card.token.startsWith(MEMBER_CARD_PREFIX)).toBe(true);
    expect(card.token).not.toContain(m.guid);
    expect(card).toMatchObject({ username: m.username, rotates_every_seconds: 60 });
    expect(Date.parse(card.expires_at)).toBeGreaterThan(Date.now());
    // Asked again in the same period: the same token.
    expect((await m.client.events.card()).token).toBe(card.token);

    const rotated = await m.client.events.rotateCard();
    expect(rotated.token).not.toBe(card.token);
    expect((await m.client.events.card()).token).toBe(rotated.token);
  });

  it('card without a session: 401 → 1003', async () => {
    const e = await failure(probe(s).client.events.card());
    expect([e.status, e.errors[0]?.code]).toEqual([401, 1003]);
  });
});

describe('client.events codes from real replies', () => {
  it('an unknown event (and a uuid that is not one): NOT_FOUND 404 → 7751 on get, sign-up and cancel', async () => {
    const m = await member(s);
    for (const id of [crypto.randomUUID(), 'not-a-uuid']) {
      expectMapped(await failure(m.client.events.get(id)), { status: 404, code: EventCode.NOT_FOUND }, 7751);
      expectMapped(
        await failure(m.client.events.signUp(id)),
        { status: 404, code: EventCode.NOT_FOUND },
        7751,
      );
      expectMapped(
        await failure(m.client.events.cancel(id)),
        { status: 404, code: EventCode.NOT_FOUND },
        7751,
      );
    }
  });

  it('a blank event uuid: 7751 before sending', async () => {
    const m = await member(s);
    await expectClientCheck(m, m.client.events.get(' '), 7751);
    await expectClientCheck(m, m.client.events.signUp(''), 7751);
  });

  it('a full event: EVENT_FULL 409 → 7754, and the seat stays with who had it', async () => {
    const event = await newEvent(s, { capacity: 1 });
    const first = await member(s);
    const second = await member(s);
    await first.client.events.signUp(event.id);
    expectMapped(
      await failure(second.client.events.signUp(event.id)),
      { status: 409, code: EventCode.EVENT_FULL },
      7754,
    );
    expect(await second.client.events.get(event.id)).toMatchObject({ signed_up: false, seats_left: 0 });
    expect(await first.client.events.get(event.id)).toMatchObject({ signed_up: true });
  });

  it('an event that started: SIGNUP_CLOSED 409 → 7755 on sign-up', async () => {
    const event = await startedEvent(s);
    const m = await member(s);
    expect(await m.client.events.get(event.id)).toMatchObject({ signup_open: false });
    expectMapped(
      await failure(m.client.events.signUp(event.id)),
      { status: 409, code: EventCode.SIGNUP_CLOSED },
      7755,
    );
  });

  it('cancel without a sign-up: NOT_SIGNED_UP 404 → 7756', async () => {
    const event = await newEvent(s);
    const m = await member(s);
    expectMapped(
      await failure(m.client.events.cancel(event.id)),
      { status: 404, code: EventCode.NOT_SIGNED_UP },
      7756,
    );
    // And after a cancel, cancelling again is the same.
    await m.client.events.signUp(event.id);
    await m.client.events.cancel(event.id);
    expectMapped(
      await failure(m.client.events.cancel(event.id)),
      { status: 404, code: EventCode.NOT_SIGNED_UP },
      7756,
    );
  });

  it('sign-up without a session: 401 → 1003', async () => {
    const event = await newEvent(s);
    const e = await failure(probe(s).client.events.signUp(event.id));
    expect([e.status, e.errors[0]?.code]).toEqual([401, 1003]);
  });
});
