import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENT_NOTE_MAX_LENGTH, EventCode } from '@fanverse/contract';
import type { EventItemUpdate, FanverseClient } from '@fanverse/client';
import { expectClientCheck, expectMapped, failure, probe, type Member } from './accounts-fixtures';
import type { ContractServer } from './contract-server';
import { deskStaff, member, newEvent, startEventsServer } from './events-fixtures';

/**
 * What the check-in desk refuses, through the real client and server (catalogue spec §5, §6, §8
 * 7750–7752): 403 → 7750 for a member without the claim, 404 → 7751 for an unknown member, event
 * or item, 400 → 7752 for an update that is not one, each from a real reply; and the client's own
 * checks, which send nothing.
 */
let s: ContractServer;
let desk: Member;
let attendee: Member;
let eventId: string;
let itemId: number;
beforeAll(async () => {
  s = await startEventsServer();
  desk = await deskStaff(s);
  attendee = await member(s);
  eventId = (await newEvent(s)).id;
  itemId = (await attendee.client.events.signUp(eventId)).items[0]!.id;
});
afterAll(async () => s?.app.close());

/** Every check-in call, with parts that exist, as a member or visitor would make it. */
const everyCall = (): Array<[string, (c: FanverseClient) => Promise<unknown>]> => [
  ['events', (c) => c.checkin.events()],
  ['memberEvents', (c) => c.checkin.memberEvents(attendee.guid)],
  ['memberItems', (c) => c.checkin.memberItems(attendee.guid, eventId)],
  ['eventItems', (c) => c.checkin.eventItems(eventId)],
  ['userDetails', (c) => c.checkin.userDetails(attendee.guid)],
  ['updateItem', (c) => c.checkin.updateItem(attendee.guid, eventId, itemId, { status: 'checked_in' })],
  ['scanCard', (c) => c.checkin.scanCard('FVC1.whatever')],
  ['itemChanges', (c) => c.checkin.itemChanges(eventId, itemId)],
];

describe('a member without the checkin_admin claim (403 MUST_BE_ADMIN → 7750)', () => {
  it('every check-in call is refused, and nothing changed', async () => {
    for (const [name, call] of everyCall()) {
      const e = await failure(call(attendee.client));
      expectMapped(e, { status: 403, code: EventCode.MUST_BE_ADMIN }, 7750);
      expect(e.errors[0]?.message, name).toBe('Must Be Admin');
    }
    const [item] = (await desk.client.checkin.memberItems(attendee.guid, eventId)).values;
    expect(item?.status).toBe('reserved');
  });

  it('without a session: 401 → 1003 (a lost session, not 7750)', async () => {
    const visitor = probe(s).client;
    for (const [, call] of everyCall()) {
      const e = await failure(call(visitor));
      expect([e.status, e.errors[0]?.code]).toEqual([401, 1003]);
    }
  });

  it('once the claim is set the same member gets through', async () => {
    const m = await member(s);
    expectMapped(
      await failure(m.client.checkin.events()),
      { status: 403, code: EventCode.MUST_BE_ADMIN },
      7750,
    );
    await s.database.db
      .updateTable('users')
      .set({ checkin_admin: true })
      .where('guid', '=', m.guid)
      .execute();
    expect((await m.client.checkin.userDetails(attendee.guid)).username).toBe(attendee.username);
  });
});

describe('not found (404 NOT_FOUND → 7751)', () => {
  const unknown = crypto.randomUUID();

  it('an unknown member guid: user details, their events, their items, an update', async () => {
    const notFound = { status: 404, code: EventCode.NOT_FOUND };
    expectMapped(await failure(desk.client.checkin.userDetails(unknown)), notFound, 7751);
    expectMapped(await failure(desk.client.checkin.memberEvents(unknown)), notFound, 7751);
    expectMapped(await failure(desk.client.checkin.memberItems(unknown, eventId)), notFound, 7751);
    expectMapped(
      await failure(desk.client.checkin.updateItem(unknown, eventId, itemId, { status: 'checked_in' })),
      notFound,
      7751,
    );
  });

  it('an unknown event uuid (or one that is not a uuid): items, a member’s items, changes', async () => {
    const notFound = { status: 404, code: EventCode.NOT_FOUND };
    for (const id of [unknown, 'not-a-uuid']) {
      expectMapped(await failure(desk.client.checkin.eventItems(id)), notFound, 7751);
      expectMapped(await failure(desk.client.checkin.memberItems(attendee.guid, id)), notFound, 7751);
      expectMapped(await failure(desk.client.checkin.itemChanges(id, itemId)), notFound, 7751);
    }
  });

  it('an item that is not that member’s at that event', async () => {
    const other = await member(s);
    const notFound = { status: 404, code: EventCode.NOT_FOUND };
    expectMapped(
      await failure(desk.client.checkin.updateItem(other.guid, eventId, itemId, { status: 'checked_in' })),
      notFound,
      7751,
    );
    expectMapped(await failure(desk.client.checkin.itemChanges(eventId, 999_999)), notFound, 7751);
  });

  it('user details with the guid missing: 7751 before sending (spec §5)', async () => {
    await expectClientCheck(desk, desk.client.checkin.userDetails(''), 7751);
  });
});

describe('invalid data (400 → 7752)', () => {
  const invalid = { status: 400, code: EventCode.INVALID_DATA };
  const update = (body: EventItemUpdate) =>
    desk.client.checkin.updateItem(attendee.guid, eventId, itemId, body);

  it('an unknown status, a bad moddate or nonce, an empty update: INVALID_DATA', async () => {
    const bodies: EventItemUpdate[] = [
      { status: 'teleported' },
      { status: 'checked_in', moddate: 'yesterday' },
      { status: 'checked_in', nonce: 'no' },
      {},
    ];
    for (const body of bodies) {
      const e = await failure(update(body));
      expectMapped(e, invalid, 7752);
      expect(e.errors[0]?.message).toBe('Invalid Data');
    }
    const [item] = (await desk.client.checkin.memberItems(attendee.guid, eventId)).values;
    expect([item?.status, item?.note]).toEqual(['reserved', '']);
  });

  it('a note too long: 400 → 7752 whatever the code (the body schema refuses it first: 8)', async () => {
    const e = await failure(update({ note: 'n'.repeat(EVENT_NOTE_MAX_LENGTH + 1) }));
    expect([e.status, e.errors[0]?.code, e.errors[0]?.field]).toEqual([400, 7752, 'note']);
  });

  it('a bad search (unknown status filter, a from that is no date): 400 → 7752 whatever the code', async () => {
    const byStatus = await failure(desk.client.checkin.eventItems(eventId, { status: 'lost' }));
    expect([byStatus.status, byStatus.errors[0]?.code]).toEqual([400, 7752]);
    const byDate = await failure(desk.client.checkin.events({ from: 'soon' }));
    expectMapped(byDate, invalid, 7752);
  });

  it('a missing guid, event uuid or item id: 7752 before sending (spec §5)', async () => {
    await expectClientCheck(desk, desk.client.checkin.memberEvents(''), 7752);
    await expectClientCheck(desk, desk.client.checkin.memberItems(attendee.guid, ' '), 7752);
    await expectClientCheck(desk, desk.client.checkin.eventItems(''), 7752);
    await expectClientCheck(
      desk,
      desk.client.checkin.updateItem(attendee.guid, eventId, '', { status: 'checked_in' }),
      7752,
    );
    await expectClientCheck(
      desk,
      desk.client.checkin.itemChanges(eventId, undefined as unknown as number),
      7752,
    );
  });
});
