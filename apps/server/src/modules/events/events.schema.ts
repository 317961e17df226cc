import type { ColumnType, Generated } from 'kysely';
import type { EventItemKind, EventItemStatus } from '@fanverse/contract';

/** Row types of the events tables (migrations/events-0001-events.ts). */
export interface EventsTable {
  id: string;
  name: string;
  description: Generated<string>;
  start_date: Date;
  end_date: Date;
  time_zone: Generated<string>;
  address_line_1: Generated<string>;
  address_line_2: Generated<string>;
  city: Generated<string>;
  postal_code: Generated<string>;
  country_code: Generated<string>;
  capacity: number;
  seats_taken: Generated<number>;
  note: Generated<string>;
  created_at: Generated<Date>;
}

export interface EventOffersTable {
  id: string;
  event_id: string;
  kind: EventItemKind;
  name: string;
  description: Generated<string>;
  premium_only: Generated<boolean>;
  position: Generated<number>;
}

export interface EventItemsTable {
  id: ColumnType<number, never, never>;
  event_id: string;
  offer_id: string;
  user_id: string;
  status: EventItemStatus;
  note: Generated<string>;
  moddate: Date;
  changed_by: string | null;
  checked_in_at: Date | null;
  checked_in_by: string | null;
}

export interface EventItemChangesTable {
  id: ColumnType<number, never, never>;
  item_id: number;
  actor_id: string | null;
  nonce: string | null;
  from_status: EventItemStatus | null;
  to_status: EventItemStatus;
  from_note: string | null;
  to_note: string;
  at: Generated<Date>;
}

export interface MemberCardsTable {
  user_id: string;
  card_id: string;
  rotated_at: Generated<Date>;
}

declare module '../../db/schema' {
  interface Database {
    events: EventsTable;
    event_offers: EventOffersTable;
    event_items: EventItemsTable;
    event_item_changes: EventItemChangesTable;
    member_cards: MemberCardsTable;
  }
}
