import { describe, expect, it } from 'vitest';
import { EventCode } from '@fanverse/contract';
import type { ApiError } from '../../src';
import { type FanverseClient } from '../../src';
import { codeFor, refused, storedOnFailure } from '../coded-failures';
import { envelope, json, queryOf, rejection } from '../fake-fetch';
import { EVENT_UUID, eventsServer, memberCard, memberEvent, page, sent } from '../checkin/checkin-fixtures';

type C = FanverseClient;

describe('client.events requests (contract events/event-calls.ts)', () => {
  it('list: GET /api/events/1/events with page and page_size; anyone may call it', async () => {
    const { client, calls } = eventsServer();
    expect(await client.events.list({ page: 2, pageSize: 5 })).toEqual(page([memberEvent()]));
    client.setSessionToken(null);
    await client.events.list();
    expect(calls.map(sent)).toEqual(['GET /api/events/1/events', 'GET /api/events/1/events']);
    expect(calls.map(queryOf)).toEqual([{ page: '2', page_size: '5' }, {}]);
    expect(calls.map((c) => c.headers.get('Authorization'))).toEqual(['Token desk-token', null]);
  });

  it('get: GET /api/events/1/events/{eventUuid}', async () => {
    const { client, last } = eventsServer();
    expect(await client.events.get(EVENT_UUID)).toEqual(memberEvent());
    expect(sent(last())).toBe(`GET /api/events/1/events/${EVENT_UUID}`);
  });

  it('signUp: POST /api/events/1/events/{eventUuid}/signup, no body', async () => {
    const { client, last } = eventsServer();
    expect(await client.events.signUp(EVENT_UUID)).toEqual(memberEvent());
    expect(sent(last())).toBe(`POST /api/events/1/events/${EVENT_UUID}/signup`);
    expect(last().body).toBeUndefined();
    expect(last().headers.get('Content-Type')).toBeNull();
    expect(last().headers.get('Authorization')).toBe('Token desk-token');
  });

  it('cancel: DELETE /api/events/1/events/{eventUuid}/signup; answers the event', async () => {
    const { client, last } = eventsServer();
    expect(await client.events.cancel(EVENT_UUID)).toEqual(memberEvent({ signed_up: false, items: [] }));
    expect(sent(last())).toBe(`DELETE /api/events/1/events/${EVENT_UUID}/signup`);
    expect(last().headers.get('Authorization')).toBe('Token desk-token');
  });

  it('mine: GET /api/events/1/mine (paged)', async () => {
    const { client, last } = eventsServer();
    expect(await client.events.mine({ page: 4 })).toEqual(page([memberEvent()]));
    expect(sent(last())).toBe('GET /api/events/1/mine');
    expect(queryOf(last())).toEqual({ page: '4' });
    expect(last().headers.get('Authorization')).toBe('Token desk-token');
  });

  it('card: GET /api/events/1/card; rotateCard: POST /api/events/1/card/rotate', async () => {
    const { client, calls } = eventsServer();
    expect(await client.events.card()).toEqual(memberCard());
    expect(await client.events.rotateCard()).toEqual(memberCard());
    expect(calls.map(sent)).toEqual(['GET /api/events/1/card', 'POST /api/events/1/card/rotate']);
    expect(calls.map((c) => c.headers.get('Authorization'))).toEqual([
      'Token desk-token',
      'Token desk-token',
    ]);
  });

  it('the event uuid is escaped', async () => {
    const { client, last } = eventsServer();
    await client.events.signUp('a/../b');
    expect(last().url.pathname).toBe('/api/events/1/events/a%2F..%2Fb/signup');
  });

  it('a reply that does not match the contract fails with 9999', async () => {
    const { client } = eventsServer(() => json({ token: 1 }));
    const e = (await rejection(client.events.card())) as ApiError;
    expect(e.errors[0]?.code).toBe(9999);
  });
});

describe('client.events checks before sending', () => {
  it.each(['', '  ', undefined, null])(
    'an event uuid of %j is 7751 (field eventUuid), not sent',
    async (uuid) => {
      const id = uuid as unknown as string;
      for (const call of [
        (c: C) => c.events.get(id),
        (c: C) => c.events.signUp(id),
        (c: C) => c.events.cancel(id),
      ]) {
        const failed = await refused(call);
        expect([failed.code, failed.field]).toEqual([7751, 'eventUuid']);
      }
    },
  );
});

describe('client.events mappings', () => {
  const everyCall: Array<[string, (c: C) => Promise<unknown>]> = [
    ['list', (c) => c.events.list()],
    ['get', (c) => c.events.get(EVENT_UUID)],
    ['signUp', (c) => c.events.signUp(EVENT_UUID)],
    ['cancel', (c) => c.events.cancel(EVENT_UUID)],
    ['mine', (c) => c.events.mine()],
    ['card', (c) => c.events.card()],
    ['rotateCard', (c) => c.events.rotateCard()],
  ];

  describe.each(everyCall)('%s', (_name, call) => {
    it.each([
      [409, EventCode.EVENT_FULL, 7754],
      [409, EventCode.SIGNUP_CLOSED, 7755],
      [404, EventCode.NOT_SIGNED_UP, 7756],
      [409, EventCode.ALREADY_CHECKED_IN, 7758],
      [404, EventCode.NOT_FOUND, 7751],
      [404, 'SOMETHING_ELSE', 7751],
      [404, 11, 5001],
      [401, 'UNAUTHENTICATED', 1003],
    ])('a %i %s reply is %i', async (status, code, expected) => {
      expect(await codeFor(envelope(status, { code, message: String(code) }), call)).toBe(expected);
    });

    it('a bare 404 is 7751', async () => {
      expect(await codeFor(new Response('', { status: 404 }), call)).toBe(7751);
    });

    it('stores nothing: the page shows the failure it gets', async () => {
      expect(await storedOnFailure(call, () => envelope(409, { code: 'EVENT_FULL', message: 'x' }))).toEqual(
        [],
      );
    });
  });
});
