import { sql, type Kysely } from 'kysely';

/*
 * Events and check-in (issue 24).
 * - events: what members sign up for. `seats_taken` moves only by a guarded update
 *   (`seats_taken < capacity`) in the sign-up's transaction, so capacity holds exactly under
 *   concurrency.
 * - event_offers: what an attendee can hold at an event (one `entry` per event; perks, which may
 *   be premium members' only; signing slots).
 * - event_items: what an attendee holds, one row per offer and member. `moddate` changes with
 *   every update, strictly increasing (an update in the same millisecond moves it on by one), and
 *   an update names the one it saw: a compare-and-set, never a silent overwrite.
 * - event_item_changes: the audit trail, every change with who made it; a desk's nonce is unique
 *   per item, so a retried update applies once.
 * - member_cards: the card a member's QR tokens name (`card_id`, random, never the guid);
 *   rotating it makes a new one and ends every earlier token.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table events (
    id uuid primary key,
    name text not null,
    description text not null default '',
    start_date timestamptz not null,
    end_date timestamptz not null,
    time_zone text not null default 'UTC',
    address_line_1 text not null default '',
    address_line_2 text not null default '',
    city text not null default '',
    postal_code text not null default '',
    country_code text not null default '',
    capacity integer not null check (capacity >= 0),
    seats_taken integer not null default 0 check (seats_taken >= 0 and seats_taken <= capacity),
    note text not null default '',
    created_at timestamptz not null default now(),
    check (end_date >= start_date)
  )`.execute(db);
  await sql`create index events_start_idx on events (start_date)`.execute(db);

  await sql`create table event_offers (
    id uuid primary key,
    event_id uuid not null references events(id) on delete cascade,
    kind text not null check (kind in ('entry', 'perk', 'signing')),
    name text not null,
    description text not null default '',
    premium_only boolean not null default false,
    position integer not null default 0
  )`.execute(db);
  await sql`create unique index event_offers_one_entry on event_offers (event_id) where kind = 'entry'`.execute(
    db,
  );

  await sql`create table event_items (
    id integer generated always as identity primary key,
    event_id uuid not null references events(id) on delete cascade,
    offer_id uuid not null references event_offers(id) on delete cascade,
    user_id uuid not null references users(id) on delete cascade,
    status text not null check (status in ('reserved', 'checked_in', 'collected', 'cancelled')),
    note text not null default '',
    moddate timestamptz not null,
    changed_by uuid references users(id) on delete set null,
    checked_in_at timestamptz,
    checked_in_by uuid references users(id) on delete set null,
    unique (offer_id, user_id)
  )`.execute(db);
  await sql`create index event_items_event_user on event_items (event_id, user_id)`.execute(db);
  await sql`create index event_items_user on event_items (user_id)`.execute(db);

  await sql`create table event_item_changes (
    id integer generated always as identity primary key,
    item_id integer not null references event_items(id) on delete cascade,
    actor_id uuid references users(id) on delete set null,
    nonce text,
    from_status text,
    to_status text not null,
    from_note text,
    to_note text not null,
    at timestamptz not null default now()
  )`.execute(db);
  await sql`create unique index event_item_changes_nonce on event_item_changes (item_id, nonce) where nonce is not null`.execute(
    db,
  );
  await sql`create index event_item_changes_item on event_item_changes (item_id, id)`.execute(db);

  await sql`create table member_cards (
    user_id uuid primary key references users(id) on delete cascade,
    card_id text not null unique,
    rotated_at timestamptz not null default now()
  )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists member_cards`.execute(db);
  await sql`drop table if exists event_item_changes`.execute(db);
  await sql`drop table if exists event_items`.execute(db);
  await sql`drop table if exists event_offers`.execute(db);
  await sql`drop table if exists events`.execute(db);
}
