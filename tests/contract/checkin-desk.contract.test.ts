import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EventCode } from '@fanverse/contract';
import { checkinConflict } from '@fanverse/client';
import { expectClientCheck, expectMapped, failure, type Member } from './accounts-fixtures';
import type { ContractServer } from './contract-server';
import { deskStaff, member, newEvent, startEventsServer } from './events-fixtures';

/**
 * The check-in desk through the real client and server (catalogue spec §7 "Check-in"; issue 24):
 * a happy path of every `client.checkin` call, the desk that loses to another (409
 * STALE_MODDATE → 7753, with the item as it is now), member cards at the desk (CARD_INVALID →
 * 7757) and a cancel after check-in (ALREADY_CHECKED_IN → 7758, a `client.events` code).
 * The refusals 7750–7752: checkin-refusals.contract.test.ts.
 */
let s: ContractServer;
let desk: Member;
beforeAll(async () => {
  s = await startEventsServer();
  desk = await deskStaff(s);
});
afterAll(async () => s?.app.close());

/** An event with one attendee signed up; answers both and the attendee's entry. */
async function attended() {
  const event = await newEvent(s);
  const attendee = await member(s);
  const signedUp = await attendee.client.events.signUp(event.id);
  return { event, attendee, entry: signedUp.items[0]! };
}

describe('the desk finds an attendee and checks them in', () => {
  it('events, memberEvents, memberItems, eventItems, userDetails, updateItem, itemChanges', async () => {
    const { event, attendee, entry } = await attended();

    const found = await desk.client.checkin.events({ upcoming: true, q: event.name, pageSize: 10 });
    expect(found.values.map((e) => e.id)).toEqual([event.id]);
    expect(found.values[0]).toMatchObject({ name: event.name, capacity: 50, seats_left: 49 });
    const day = found.values[0]!.start_date.slice(0, 10);
    expect((await desk.client.checkin.events({ from: day, to: day, q: event.name })).count).toBe(1);
    expect((await desk.client.checkin.events({ to: '2000-01-01', q: event.name })).count).toBe(0);

    const held = await desk.client.checkin.memberEvents(attendee.guid, { page: 1 });
    expect(held.values.map((e) => e.id)).toEqual([event.id]);

    const items = await desk.client.checkin.memberItems(attendee.guid, event.id);
    expect(items.values).toEqual([entry]);

    const byName = await desk.client.checkin.eventItems(event.id, {
      q: attendee.username,
      status: 'reserved',
    });
    expect(byName.values.map((i) => i.id)).toEqual([entry.id]);
    expect((await desk.client.checkin.eventItems(event.id, { status: 'checked_in' })).count).toBe(0);

    expect(await desk.client.checkin.userDetails(attendee.guid)).toMatchObject({
      guid: attendee.guid,
      username: attendee.username,
      is_premium: false,
      in_free_trial: false,
      premium_plan_period: null,
      member_since: new Date().toISOString().slice(0, 10),
    });

    const update = {
      status: 'checked_in',
      note: 'Wristband 12',
      moddate: entry.moddate,
      nonce: 'desk-nonce-0001',
    };
    const checkedIn = await desk.client.checkin.updateItem(attendee.guid, event.id, entry.id, update);
    expect(checkedIn).toMatchObject({
      id: entry.id,
      status: 'checked_in',
      note: 'Wristband 12',
      changed_by: desk.username,
      checked_in_by: desk.username,
    });
    expect(Date.parse(checkedIn.moddate)).toBeGreaterThan(Date.parse(entry.moddate));
    // A retry of the same update (its reply lost) applies once, whatever moddate it carries.
    expect(await desk.client.checkin.updateItem(attendee.guid, event.id, String(entry.id), update)).toEqual(
      checkedIn,
    );

    const trail = await desk.client.checkin.itemChanges(event.id, entry.id);
    expect(trail.map(({ by, from_status, to_status }) => ({ by, from_status, to_status }))).toEqual([
      { by: attendee.username, from_status: null, to_status: 'reserved' },
      { by: desk.username, from_status: 'reserved', to_status: 'checked_in' },
    ]);
    expect(trail[1]?.note).toBe('Wristband 12');
  });
});

describe('two desks change the same item (409 STALE_MODDATE → 7753)', () => {
  it('the later one fails with the item as the first left it; nothing is overwritten', async () => {
    const { event, attendee, entry } = await attended();
    const other = await deskStaff(s);
    const first = await desk.client.checkin.updateItem(attendee.guid, event.id, entry.id, {
      status: 'checked_in',
      moddate: entry.moddate,
    });

    const e = await failure(
      other.client.checkin.updateItem(attendee.guid, event.id, entry.id, {
        status: 'cancelled',
        note: 'left',
        moddate: entry.moddate,
      }),
    );
    expectMapped(e, { status: 409, code: EventCode.STALE_MODDATE }, 7753);
    expect(checkinConflict(e)).toEqual(first);
    expect(checkinConflict(e)).toMatchObject({ status: 'checked_in', changed_by: desk.username });
    expect((await other.client.checkin.memberItems(attendee.guid, event.id)).values).toEqual([first]);

    // With the moddate it now saw, the other desk's change applies.
    const collected = await other.client.checkin.updateItem(attendee.guid, event.id, entry.id, {
      status: 'collected',
      moddate: first.moddate,
    });
    expect(collected).toMatchObject({
      status: 'collected',
      changed_by: other.username,
      checked_in_by: desk.username,
    });
  });
});

describe('member cards at the desk', () => {
  it('a scanned card names its member; a forged or rotated-away one is CARD_INVALID 400 → 7757', async () => {
    const m = await member(s);
    const card = await m.client.events.card();
    expect(await desk.client.checkin.scanCard(card.token)).toEqual({ guid: m.guid, username: m.username });

    expectMapped(
      await failure(desk.client.checkin.scanCard(`${card.token.slice(0, -2)}xx`)),
      { status: 400, code: EventCode.CARD_INVALID },
      7757,
    );
    expectMapped(
      await failure(desk.client.checkin.scanCard('not a card at all')),
      { status: 400, code: EventCode.CARD_INVALID },
      7757,
    );

    await m.client.events.rotateCard();
    expectMapped(
      await failure(desk.client.checkin.scanCard(card.token)),
      { status: 400, code: EventCode.CARD_INVALID },
      7757,
    );
  });

  it('nothing scanned: 7757 before sending', async () => {
    await expectClientCheck(desk, desk.client.checkin.scanCard('  '), 7757);
  });
});

describe('a member cancels after check-in (ALREADY_CHECKED_IN 409 → 7758)', () => {
  it('the sign-up stands and the seat stays taken', async () => {
    const { event, attendee, entry } = await attended();
    await desk.client.checkin.updateItem(attendee.guid, event.id, entry.id, { status: 'checked_in' });
    expectMapped(
      await failure(attendee.client.events.cancel(event.id)),
      { status: 409, code: EventCode.ALREADY_CHECKED_IN },
      7758,
    );
    expect(await attendee.client.events.get(event.id)).toMatchObject({ signed_up: true, seats_left: 49 });
  });
});
