import { ApiError, codedError } from '@fanverse/client';
import type { CatalogueCode, EventItem, EventUserDetails, FanEvent, Page } from '@fanverse/contract';

/** A Madrid event running now (so it sorts first), with its zone for the desk's times. */
export function deskEvent(overrides: Partial<FanEvent> = {}): FanEvent {
  return {
    id: 'ev-comic-con',
    name: 'Comic Con Madrid',
    description: 'Signings and panels',
    start_date: new Date(Date.now() - 3_600_000).toISOString(),
    end_date: new Date(Date.now() + 6 * 3_600_000).toISOString(),
    time_zone: 'Europe/Madrid',
    address: {
      line_1: 'Av. Partenón 5',
      line_2: '',
      city: 'Madrid',
      postal_code: '28042',
      country_code: 'ES',
    },
    note: '',
    capacity: 100,
    seats_left: 40,
    ...overrides,
  };
}

/** Grace's entry at the event, not checked in yet. */
export function entryItem(overrides: Partial<EventItem> = {}): EventItem {
  return {
    id: 11,
    moddate: '2026-05-01T08:00:00.000Z',
    note: '',
    status: 'reserved',
    user_uuid: 'guid-grace',
    username: 'grace_hopper',
    event_uuid: 'ev-comic-con',
    event_item: { name: 'Entry', description: 'General admission', kind: 'entry', premium_only: false },
    changed_by: null,
    checked_in_at: null,
    checked_in_by: null,
    ...overrides,
  };
}

export function perkItem(overrides: Partial<EventItem> = {}): EventItem {
  return entryItem({
    id: 12,
    event_item: { name: 'Tote bag', description: 'Premium gift', kind: 'perk', premium_only: true },
    ...overrides,
  });
}

/** The entry as another desk left it: checked in at 10:05 Madrid time (08:05 UTC in May). */
export function checkedInByOther(overrides: Partial<EventItem> = {}): EventItem {
  return entryItem({
    status: 'checked_in',
    moddate: '2026-05-01T08:05:00.000Z',
    changed_by: 'desk_two',
    checked_in_at: '2026-05-01T08:05:00.000Z',
    checked_in_by: 'desk_two',
    ...overrides,
  });
}

export function userDetails(overrides: Partial<EventUserDetails> = {}): EventUserDetails {
  return {
    guid: 'guid-grace',
    username: 'grace_hopper',
    in_free_trial: false,
    is_premium: true,
    premium_status: 'active',
    member_since: '2024-02-03',
    premium_plan_period: 'P1M',
    ...overrides,
  };
}

export function page<T>(values: T[]): Page<T> {
  return {
    count: values.length,
    num_pages: 1,
    page: 1,
    page_size: 30,
    links: { next: null, prev: null, url: '/api/checkin/1/' },
    values,
  };
}

/** What the client throws for a check-in failure with `code` (and the server's cause). */
export function checkinError(code: number, status?: number, cause?: unknown): ApiError {
  return new ApiError(
    {
      errors: [codedError(code as CatalogueCode, 'en', { cause })],
      sessionExpired: false,
      networkError: false,
    },
    status,
  );
}

/** What the client throws when the request never reached the server (9998). */
export function networkError(): ApiError {
  return new ApiError({ errors: [codedError(9998, 'en')], sessionExpired: false, networkError: true });
}
