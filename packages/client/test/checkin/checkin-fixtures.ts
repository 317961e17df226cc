import type {
  EventItem,
  EventItemChange,
  EventUserDetails,
  FanEvent,
  MemberCard,
  MemberEvent,
} from '@fanverse/contract';
import { envelope, fakeFetch, json, type RecordedCall } from '../fake-fetch';
import { createClient } from '../../src';
import { page } from '../comics-fixtures';

/** The page envelope around `values`: one for every client test (comics-fixtures.ts). */
export { page };

/** Replies as the events and check-in routes send them, valid against the contract schemas. */

export const GUID = '0f1e2d3c-4b5a-4968-8776-655443322110';
export const EVENT_UUID = '6a7b8c9d-0e1f-4a2b-8c3d-4e5f6a7b8c9d';

export function fanEvent(overrides: Partial<FanEvent> = {}): FanEvent {
  return {
    id: EVENT_UUID,
    name: 'Comic Con Madrid',
    description: 'Signings and panels',
    start_date: '2030-05-01T08:00:00.000Z',
    end_date: '2030-05-01T18:00:00.000Z',
    time_zone: 'Europe/Madrid',
    address: { line_1: 'Calle 1', line_2: '', city: 'Madrid', postal_code: '28001', country_code: 'ES' },
    note: '',
    capacity: 100,
    seats_left: 42,
    ...overrides,
  };
}

export function eventItem(overrides: Partial<EventItem> = {}): EventItem {
  return {
    id: 7,
    moddate: '2030-04-01T10:00:00.000Z',
    note: '',
    status: 'reserved',
    user_uuid: GUID,
    username: 'reader1',
    event_uuid: EVENT_UUID,
    event_item: { name: 'Entry', description: 'Admission', kind: 'entry', premium_only: false },
    changed_by: null,
    checked_in_at: null,
    checked_in_by: null,
    ...overrides,
  };
}

export function memberEvent(overrides: Partial<MemberEvent> = {}): MemberEvent {
  return { ...fanEvent(), signed_up: true, signup_open: true, items: [eventItem()], ...overrides };
}

export function userDetails(): EventUserDetails {
  return {
    guid: GUID,
    username: 'reader1',
    in_free_trial: false,
    is_premium: true,
    premium_status: 'active',
    member_since: '2029-01-02',
    premium_plan_period: 'P1M',
  };
}

export function memberCard(): MemberCard {
  return {
    token: 'FVC1.abc.def',
    expires_at: '2030-04-01T10:01:00.000Z',
    rotates_every_seconds: 60,
    username: 'reader1',
  };
}

export function itemChange(): EventItemChange {
  return {
    at: '2030-04-01T10:00:00.000Z',
    by: 'desk1',
    from_status: 'reserved',
    to_status: 'checked_in',
    note: '',
  };
}

/**
 * A fake events and check-in server: each path answers its entity; `overrides` answers first.
 * The client carries a session token, so every request can be checked for its auth header.
 */
export function eventsServer(overrides: (call: RecordedCall) => Response | undefined = () => undefined) {
  const server = fakeFetch((call) => overrides(call) ?? answer(call));
  const client = createClient({ baseUrl: 'http://api.test', fetch: server.fetch });
  client.setSessionToken('desk-token');
  return { client, ...server };
}

function answer({ method, url }: RecordedCall): Response {
  const path = url.pathname;
  if (path.startsWith('/api/checkin/1/')) {
    if (path === '/api/checkin/1/cards/') return json({ guid: GUID, username: 'reader1' });
    if (path.startsWith('/api/checkin/1/users/')) return json(userDetails());
    if (path.endsWith('/changes/')) return json([itemChange()]);
    if (path.startsWith('/api/checkin/1/event_items/')) return json(page([eventItem()]));
    const parts = path.split('/').filter(Boolean); // api checkin 1 events [guid] [event] [id]
    if (parts.length === 4 || parts.length === 5) return json(page([fanEvent()]));
    if (parts.length === 6) return json(page([eventItem()]));
    if (parts.length === 7 && method === 'POST') return json(eventItem({ status: 'checked_in' }));
  }
  if (path.startsWith('/api/events/1/')) {
    if (path.startsWith('/api/events/1/card')) return json(memberCard());
    if (path === '/api/events/1/events' || path === '/api/events/1/mine') return json(page([memberEvent()]));
    if (path.endsWith('/signup') && method === 'DELETE')
      return json(memberEvent({ signed_up: false, items: [] }));
    return json(memberEvent());
  }
  return envelope(404, { code: 11, message: 'API Not Found' });
}

/** The JSON body a call sent. */
export function jsonOf(call: RecordedCall | undefined): unknown {
  const body = call?.body;
  if (typeof body !== 'string') throw new Error('the call sent no JSON');
  return JSON.parse(body);
}

export const sent = (call: { method: string; url: URL } | undefined) =>
  `${call?.method} ${call?.url.pathname}`;
