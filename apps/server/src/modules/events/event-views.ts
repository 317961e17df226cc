import type { EventItem, EventItemKind, EventItemStatus, FanEvent } from '@fanverse/contract';

/**
 * Rows to wire shapes, one place for every events and check-in reply: the member's own items and
 * the desk's lists show an item the same way.
 */

export interface EventRow {
  id: string;
  name: string;
  description: string;
  start_date: Date;
  end_date: Date;
  time_zone: string;
  address_line_1: string;
  address_line_2: string;
  city: string;
  postal_code: string;
  country_code: string;
  capacity: number;
  seats_taken: number;
  note: string;
}

/** The columns of an EventRow, selected from `events as e`: next to the row, so both change together. */
export const EVENT_COLUMNS = [
  'e.id',
  'e.name',
  'e.description',
  'e.start_date',
  'e.end_date',
  'e.time_zone',
  'e.address_line_1',
  'e.address_line_2',
  'e.city',
  'e.postal_code',
  'e.country_code',
  'e.capacity',
  'e.seats_taken',
  'e.note',
] as const;

export function toEvent(row: EventRow): FanEvent {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    start_date: row.start_date.toISOString(),
    end_date: row.end_date.toISOString(),
    time_zone: row.time_zone,
    address: {
      line_1: row.address_line_1,
      line_2: row.address_line_2,
      city: row.city,
      postal_code: row.postal_code,
      country_code: row.country_code,
    },
    note: row.note,
    capacity: row.capacity,
    seats_left: Math.max(0, row.capacity - row.seats_taken),
  };
}

/** An item with what it is, whose it is, and who changed it (event-items.repository.ts). */
export interface EventItemRow {
  id: number;
  event_id: string;
  status: EventItemStatus;
  note: string;
  moddate: Date;
  checked_in_at: Date | null;
  user_guid: string;
  username: string;
  offer_name: string;
  offer_description: string;
  offer_kind: EventItemKind;
  offer_premium_only: boolean;
  changed_by_username: string | null;
  checked_in_by_username: string | null;
}

export function toEventItem(row: EventItemRow): EventItem {
  return {
    id: Number(row.id),
    moddate: row.moddate.toISOString(),
    note: row.note,
    status: row.status,
    user_uuid: row.user_guid,
    username: row.username,
    event_uuid: row.event_id,
    event_item: {
      name: row.offer_name,
      description: row.offer_description,
      kind: row.offer_kind,
      premium_only: row.offer_premium_only,
    },
    changed_by: row.changed_by_username,
    checked_in_at: row.checked_in_at?.toISOString() ?? null,
    checked_in_by: row.checked_in_by_username,
  };
}
