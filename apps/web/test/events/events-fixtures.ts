import type { EventItem, MemberCard, MemberEvent, Page } from '@fanverse/contract';

export const EVENT_UUID = '7b0e5f7c-3d2a-4c1b-9e8f-0a1b2c3d4e5f';

/** A one-day event in Madrid, June (UTC+2): 10:00–18:00 local, 08:00–16:00 UTC. */
export function memberEvent(overrides: Partial<MemberEvent> = {}): MemberEvent {
  return {
    id: EVENT_UUID,
    name: 'Fanverse Fest Madrid',
    description: 'Panels, signings and screenings.',
    start_date: '2026-06-20T08:00:00Z',
    end_date: '2026-06-20T16:00:00Z',
    time_zone: 'Europe/Madrid',
    address: {
      line_1: 'Calle de Alcalá 1',
      line_2: 'Hall B',
      city: 'Madrid',
      postal_code: '28014',
      country_code: 'ES',
    },
    note: 'Doors open 30 minutes early.',
    capacity: 200,
    seats_left: 12,
    signed_up: false,
    signup_open: true,
    items: [],
    ...overrides,
  };
}

export function eventItem(overrides: Partial<EventItem> = {}): EventItem {
  return {
    id: 1,
    moddate: '2026-05-01T10:00:00Z',
    note: '',
    status: 'reserved',
    user_uuid: 'user-guid-1',
    username: 'ada_lovelace',
    event_uuid: EVENT_UUID,
    event_item: { name: 'Entry', description: 'One day pass', kind: 'entry', premium_only: false },
    changed_by: null,
    checked_in_at: null,
    checked_in_by: null,
    ...overrides,
  };
}

/** The event once the member signed up: an entry, reserved. */
export function signedUpEvent(overrides: Partial<MemberEvent> = {}): MemberEvent {
  return memberEvent({ signed_up: true, seats_left: 11, items: [eventItem()], ...overrides });
}

/** The default page envelope around `values`. */
export function page<T>(values: T[], { page = 1, num_pages = 1 } = {}): Page<T> {
  return {
    count: values.length,
    num_pages,
    page,
    page_size: 12,
    links: { next: null, prev: null, url: '/api/events/1/events' },
    values,
  };
}

/** A card whose code lives `seconds` from now. */
export function memberCard(token = 'FVC1.first-token', seconds = 60): MemberCard {
  return {
    token,
    expires_at: new Date(Date.now() + seconds * 1000).toISOString(),
    rotates_every_seconds: 60,
    username: 'ada_lovelace',
  };
}
