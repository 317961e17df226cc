import { describe, expect, it } from 'vitest';
import { EventCode, MEMBER_CARD_MAX_LENGTH } from '@fanverse/contract';
import type { ApiError } from '../../src';
import { checkinConflict, type FanverseClient } from '../../src';
import { codeFor, refused, storedOnFailure } from '../coded-failures';
import { envelope, json, queryOf, rejection } from '../fake-fetch';
import {
  EVENT_UUID,
  GUID,
  eventItem,
  eventsServer,
  fanEvent,
  itemChange,
  jsonOf,
  page,
  sent,
  userDetails,
} from './checkin-fixtures';

type C = FanverseClient;

describe('client.checkin requests (catalogue spec §7 "Check-in")', () => {
  it('events: GET /api/checkin/1/events with upcoming, from, to, q, page, page_size', async () => {
    const { client, last } = eventsServer();
    const reply = await client.checkin.events({
      upcoming: true,
      from: '2030-01-01',
      to: '2030-12-31T23:00:00Z',
      q: 'madrid',
      page: 2,
      pageSize: 10,
    });
    expect(reply).toEqual(page([fanEvent()]));
    expect(sent(last())).toBe('GET /api/checkin/1/events');
    expect(queryOf(last())).toEqual({
      upcoming: 'true',
      from: '2030-01-01',
      to: '2030-12-31T23:00:00Z',
      q: 'madrid',
      page: '2',
      page_size: '10',
    });
    expect(last().headers.get('Authorization')).toBe('Token desk-token');
  });

  it('events: without a query sends none; upcoming false is sent as false', async () => {
    const { client, calls } = eventsServer();
    await client.checkin.events();
    await client.checkin.events({ upcoming: false, q: '' });
    expect(calls.map(queryOf)).toEqual([{}, { upcoming: 'false' }]);
  });

  it('memberEvents: GET /api/checkin/1/events/{guid} (paged)', async () => {
    const { client, last } = eventsServer();
    expect(await client.checkin.memberEvents(GUID, { page: 3 })).toEqual(page([fanEvent()]));
    expect(sent(last())).toBe(`GET /api/checkin/1/events/${GUID}`);
    expect(queryOf(last())).toEqual({ page: '3' });
    expect(last().headers.get('Authorization')).toBe('Token desk-token');
  });

  it('memberItems: GET /api/checkin/1/events/{guid}/{eventUuid} (paged)', async () => {
    const { client, last } = eventsServer();
    expect(await client.checkin.memberItems(GUID, EVENT_UUID, { pageSize: 5 })).toEqual(page([eventItem()]));
    expect(sent(last())).toBe(`GET /api/checkin/1/events/${GUID}/${EVENT_UUID}`);
    expect(queryOf(last())).toEqual({ page_size: '5' });
  });

  it('eventItems: GET /api/checkin/1/event_items/{eventUuid}/ with q, status, page', async () => {
    const { client, last } = eventsServer();
    const reply = await client.checkin.eventItems(EVENT_UUID, { q: 'read', status: 'reserved', page: 1 });
    expect(reply).toEqual(page([eventItem()]));
    expect(sent(last())).toBe(`GET /api/checkin/1/event_items/${EVENT_UUID}/`);
    expect(queryOf(last())).toEqual({ q: 'read', status: 'reserved', page: '1' });
    expect(last().headers.get('Authorization')).toBe('Token desk-token');
  });

  it('userDetails: GET /api/checkin/1/users/{guid}/', async () => {
    const { client, last } = eventsServer();
    expect(await client.checkin.userDetails(GUID)).toEqual(userDetails());
    expect(sent(last())).toBe(`GET /api/checkin/1/users/${GUID}/`);
  });

  it('updateItem: POST /api/checkin/1/events/{guid}/{eventUuid}/{id} with JSON status, note, moddate, nonce', async () => {
    const { client, last } = eventsServer();
    const update = {
      status: 'checked_in',
      note: 'VIP',
      moddate: '2030-04-01T10:00:00.000Z',
      nonce: 'n0nce-123',
    };
    expect(await client.checkin.updateItem(GUID, EVENT_UUID, 7, update)).toEqual(
      eventItem({ status: 'checked_in' }),
    );
    expect(sent(last())).toBe(`POST /api/checkin/1/events/${GUID}/${EVENT_UUID}/7`);
    expect(jsonOf(last())).toEqual(update);
    expect(last().headers.get('Content-Type')).toBe('application/json');
    expect(last().headers.get('Authorization')).toBe('Token desk-token');
  });

  it('updateItem sends only the fields given, each only as a string; an id may be its digits', async () => {
    const { client, last } = eventsServer();
    const update = { status: 'collected', note: undefined, moddate: 5 as unknown as string };
    await client.checkin.updateItem(GUID, EVENT_UUID, ' 12 ', update);
    expect(sent(last())).toBe(`POST /api/checkin/1/events/${GUID}/${EVENT_UUID}/12`);
    expect(jsonOf(last())).toEqual({ status: 'collected' });
  });

  it('scanCard: POST /api/checkin/1/cards/ with JSON token (trimmed: a scanner may add a newline)', async () => {
    const { client, last } = eventsServer();
    expect(await client.checkin.scanCard('FVC1.abc.def\n')).toEqual({ guid: GUID, username: 'reader1' });
    expect(sent(last())).toBe('POST /api/checkin/1/cards/');
    expect(jsonOf(last())).toEqual({ token: 'FVC1.abc.def' });
    expect(last().headers.get('Authorization')).toBe('Token desk-token');
  });

  it('itemChanges: GET /api/checkin/1/event_items/{eventUuid}/{id}/changes/', async () => {
    const { client, last } = eventsServer();
    expect(await client.checkin.itemChanges(EVENT_UUID, 7)).toEqual([itemChange()]);
    expect(sent(last())).toBe(`GET /api/checkin/1/event_items/${EVENT_UUID}/7/changes/`);
  });

  it('path parts are escaped, so a value never reaches another route', async () => {
    const { client, calls } = eventsServer();
    await client.checkin.memberItems('a/b', '../x?y');
    await client.checkin.userDetails('g#1');
    expect(calls.map((c) => c.url.pathname)).toEqual([
      '/api/checkin/1/events/a%2Fb/..%2Fx%3Fy',
      '/api/checkin/1/users/g%231/',
    ]);
  });

  it('a reply that does not match the contract fails with 9999', async () => {
    const { client } = eventsServer(() => json({ values: 'no' }));
    const e = (await rejection(client.checkin.events())) as ApiError;
    expect(e.errors[0]?.code).toBe(9999);
  });
});

describe('client.checkin checks before sending (spec §5)', () => {
  const blanks = ['', '   ', undefined as unknown as string, null as unknown as string];

  describe.each(blanks)('a guid of %j', (guid) => {
    it.each<[string, (c: C) => Promise<unknown>, number]>([
      ['memberEvents', (c) => c.checkin.memberEvents(guid), 7752],
      ['memberItems', (c) => c.checkin.memberItems(guid, EVENT_UUID), 7752],
      ['updateItem', (c) => c.checkin.updateItem(guid, EVENT_UUID, 7, { status: 'checked_in' }), 7752],
      ['userDetails (spec: guid missing is Not Found)', (c) => c.checkin.userDetails(guid), 7751],
    ])('%s is %i (field guid), not sent', async (_name, call, code) => {
      const failed = await refused(call);
      expect([failed.code, failed.field]).toEqual([code, 'guid']);
    });
  });

  describe.each(blanks)('an event uuid of %j', (eventUuid) => {
    it.each<[string, (c: C) => Promise<unknown>]>([
      ['memberItems', (c) => c.checkin.memberItems(GUID, eventUuid)],
      ['eventItems', (c) => c.checkin.eventItems(eventUuid)],
      ['updateItem', (c) => c.checkin.updateItem(GUID, eventUuid, 7, { status: 'checked_in' })],
      ['itemChanges', (c) => c.checkin.itemChanges(eventUuid, 7)],
    ])('%s is 7752 (field eventUuid), not sent', async (_name, call) => {
      const failed = await refused(call);
      expect([failed.code, failed.field]).toEqual([7752, 'eventUuid']);
    });
  });

  it.each([undefined, null, '', '  ', 'abc', 1.5, -1, Number.NaN])(
    'an item id of %j is 7752 (field id), on updateItem and itemChanges, not sent',
    async (id) => {
      const anyId = id as unknown as number;
      for (const call of [
        (c: C) => c.checkin.updateItem(GUID, EVENT_UUID, anyId, { status: 'checked_in' }),
        (c: C) => c.checkin.itemChanges(EVENT_UUID, anyId),
      ]) {
        const failed = await refused(call);
        expect([failed.code, failed.field]).toEqual([7752, 'id']);
      }
    },
  );

  it.each(['', '  \n', null, 'F'.repeat(MEMBER_CARD_MAX_LENGTH + 1)])(
    'a scanned card of %j is 7757 (field token), not sent',
    async (token) => {
      const failed = await refused((c) => c.checkin.scanCard(token as string));
      expect([failed.code, failed.field]).toEqual([7757, 'token']);
    },
  );

  it('a check speaks the call’s language', async () => {
    const en = await refused((c) => c.checkin.memberEvents(''));
    const es = await refused((c) => c.checkin.memberEvents('', {}, { lang: 'es' }));
    expect([en.message, es.message]).toEqual(['Invalid Data', 'Datos no válidos']);
  });
});

describe('client.checkin mappings (spec §6: by status whatever the code; 7753, 7757 by code)', () => {
  const everyCall: Array<[string, (c: C) => Promise<unknown>]> = [
    ['events', (c) => c.checkin.events()],
    ['memberEvents', (c) => c.checkin.memberEvents(GUID)],
    ['memberItems', (c) => c.checkin.memberItems(GUID, EVENT_UUID)],
    ['eventItems', (c) => c.checkin.eventItems(EVENT_UUID)],
    ['userDetails', (c) => c.checkin.userDetails(GUID)],
    ['updateItem', (c) => c.checkin.updateItem(GUID, EVENT_UUID, 7, { status: 'checked_in' })],
    ['scanCard', (c) => c.checkin.scanCard('FVC1.abc')],
    ['itemChanges', (c) => c.checkin.itemChanges(EVENT_UUID, 7)],
  ];

  describe.each(everyCall)('%s', (_name, call) => {
    it.each([
      [403, EventCode.MUST_BE_ADMIN, 7750],
      [403, 'FORBIDDEN', 7750],
      [404, EventCode.NOT_FOUND, 7751],
      [404, 'SOMETHING_ELSE', 7751],
      [400, EventCode.INVALID_DATA, 7752],
      [400, 'INVALID_VALUE', 7752],
      [400, 8, 7752],
      [409, EventCode.STALE_MODDATE, 7753],
      [400, EventCode.CARD_INVALID, 7757],
      [404, 11, 5001],
      [401, 'UNAUTHENTICATED', 1003],
    ])('a %i %s reply is %i', async (status, code, expected) => {
      expect(await codeFor(envelope(status, { code, message: String(code) }), call)).toBe(expected);
    });

    it('a bare 403, 404 or 400 (no envelope) is 7750, 7751, 7752', async () => {
      for (const [status, expected] of [
        [403, 7750],
        [404, 7751],
        [400, 7752],
      ] as const) {
        expect(await codeFor(new Response('', { status }), call)).toBe(expected);
      }
    });

    it('stores nothing: the desk shows the failure it gets', async () => {
      expect(
        await storedOnFailure(call, () => envelope(403, { code: 'MUST_BE_ADMIN', message: 'x' })),
      ).toEqual([]);
    });
  });
});

describe('checkinConflict (409 STALE_MODDATE → 7753 with the item as it is now)', () => {
  const current = eventItem({
    status: 'checked_in',
    moddate: '2030-04-01T10:05:00.000Z',
    changed_by: 'desk2',
    checked_in_at: '2030-04-01T10:05:00.000Z',
    checked_in_by: 'desk2',
  });

  it('the server’s error item stays the cause, and checkinConflict answers its current item', async () => {
    const stale = envelope(409, {
      code: EventCode.STALE_MODDATE,
      message: 'Someone else changed it',
      field: 'moddate',
      current,
    });
    const { client } = eventsServer(() => stale);
    const e = (await rejection(
      client.checkin.updateItem(GUID, EVENT_UUID, 7, {
        status: 'checked_in',
        moddate: '2030-04-01T10:00:00.000Z',
      }),
    )) as ApiError;
    expect([e.status, e.errors[0]?.code, e.errors[0]?.field]).toEqual([409, 7753, 'moddate']);
    expect(e.errors[0]?.cause).toMatchObject({ code: EventCode.STALE_MODDATE, current });
    expect(checkinConflict(e)).toEqual(current);
  });

  it('is null for any other failure, or a current that is not an item', async () => {
    const { client } = eventsServer(() => envelope(404, { code: 'NOT_FOUND', message: 'Not Found' }));
    const notFound = (await rejection(client.checkin.updateItem(GUID, EVENT_UUID, 7, {}))) as ApiError;
    expect(checkinConflict(notFound)).toBeNull();

    const odd = eventsServer(() =>
      envelope(409, { code: EventCode.STALE_MODDATE, message: 'x', current: { id: 'x' } }),
    );
    const e = (await rejection(odd.client.checkin.updateItem(GUID, EVENT_UUID, 7, {}))) as ApiError;
    expect(e.errors[0]?.code).toBe(7753);
    expect(checkinConflict(e)).toBeNull();
  });
});
