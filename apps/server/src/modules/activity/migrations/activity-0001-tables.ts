import { sql, type Kysely, type RawBuilder } from 'kysely';
import { WATCHED_FRACTION } from '@fanverse/contract';

/*
 * The activity model (docs/activity.md): per member and item, and per member and container, what
 * the video log and the comic log say they consumed, kept by statement triggers on the two logs.
 * A log batch is one binary COPY; its trigger runs in the COPY's own transaction, so the batch and
 * the state derived from it commit together (an acknowledged event is stored and counted, or
 * neither) and the reads never aggregate raw events.
 *
 * Every derived column is a merge that does not care in which order batches commit (several COPYs
 * run at once): least/greatest, or "the values of the latest event" where latest is the largest
 * (consumed_at, id), consumed_at being the video event's received_at and the comic event's
 * view_date. So the state equals a from-scratch recomputation over the same events, whatever
 * the interleaving; activity_recompute_items() and activity_recompute_containers() are that
 * recomputation (the migration's backfill, and what the property test compares against).
 *
 * The rules:
 * - An event finishes its item when it is a `complete`, or a video's end timecode reached
 *   WATCHED_FRACTION of the episode or the start of its credits (a `credits` timestamp), or a
 *   comic event is on the book's last page. The history call's marks are video log rows of their
 *   own (`mark_watched`, `mark_unwatched`): a mark is an event like the others.
 * - An item is watched when its latest finishing event is newer (by id) than its latest
 *   `mark_unwatched`. Watching it again does not take the mark away.
 * - An item's position is its latest event's (the resume point); `furthest` is the most reached.
 * - An item cleared from the history (`hidden_at`) comes back with its next event, as an ignored
 *   container does.
 * - A container (an episode's series, a book's comic series, and a collection an event names) points
 *   at the item consumed last from it. Feed readers derive the next item from it and the catalogue
 *   order (docs/activity.md). Any new event of a container brings it back from `ignored`.
 *
 * Rows of deleted members go with them (cascade); events of unknown episodes or books are left
 * out (they stay in the log).
 */

const FINISH_FRACTION = sql.lit(WATCHED_FRACTION);

/** Video events of members, for episodes that exist, classified. `src` is the rows to read. */
const videoEvents = (src: RawBuilder<unknown>) => sql`
  select n.id, n.user_id, n.content_id as item_uuid, n.received_at as at, n.event_type,
    n.end_timecode, s.uuid as series_uuid, n.container_type, n.container_uuid,
    case
      when n.event_type = 'mark_unwatched' then false
      when n.event_type in ('complete', 'mark_watched') then true
      else n.end_timecode >= activity_watched_from(e.duration, e.timestamps)
    end as finishes
  from ${src} n
  join episodes e on e.uuid = n.content_id
  join series s on s.id = e.series_id
  join users u on u.id = n.user_id
  where n.user_id is not null and n.videotype = 'episode'`;

/** Comic events of members, for books that exist, classified. */
const comicEvents = (src: RawBuilder<unknown>) => sql`
  select n.id, n.user_id, n.content_uuid as item_uuid, n.view_date as at, n.event_type,
    n.page_index, n.panel_index, b.series_uuid, n.container_type, n.container_uuid,
    n.event_type = 'complete' or (b.num_pages > 0 and n.page_index >= b.num_pages - 1) as finishes
  from ${src} n
  join (
    select b.uuid, cs.uuid as series_uuid,
      (select count(*) from comic_pages p where p.book_id = b.id)::int as num_pages
    from comic_books b join comic_series cs on cs.id = b.series_id
    where b.uuid in (select distinct content_uuid from ${src})
  ) b on b.uuid = n.content_uuid
  join users u on u.id = n.user_id
  where n.user_id is not null`;

/** One row per member and episode, from classified video events `ev`. */
const videoItems = sql`
  select l.user_id, 'episode'::text as item_type, l.item_uuid, 'series'::text as container_type,
    l.series_uuid as container_uuid, a.first_at, l.at as last_at, l.id as last_id,
    l.end_timecode::double precision as position_seconds, a.furthest_seconds,
    null::integer as page_index, null::integer as panel_index, null::integer as furthest_page,
    l.finishes as last_finished, a.completed_id, a.unwatched_id
  from (select distinct on (user_id, item_uuid) * from ev order by user_id, item_uuid, at desc, id desc) l
  join (
    select user_id, item_uuid, min(at) as first_at,
      max(end_timecode) filter (where event_type not like 'mark\\_%')::double precision as furthest_seconds,
      max(id) filter (where finishes) as completed_id,
      max(id) filter (where event_type = 'mark_unwatched') as unwatched_id
    from ev group by user_id, item_uuid
  ) a using (user_id, item_uuid)`;

/** One row per member and book, from classified comic events `ev`. */
const comicItems = sql`
  select l.user_id, 'book'::text as item_type, l.item_uuid, 'comicseries'::text as container_type,
    l.series_uuid as container_uuid, a.first_at, l.at as last_at, l.id as last_id,
    null::double precision as position_seconds, null::double precision as furthest_seconds,
    l.page_index, l.panel_index, a.furthest_page,
    l.finishes as last_finished, a.completed_id, null::bigint as unwatched_id
  from (select distinct on (user_id, item_uuid) * from ev order by user_id, item_uuid, at desc, id desc) l
  join (
    select user_id, item_uuid, min(at) as first_at, max(page_index) as furthest_page,
      max(id) filter (where finishes) as completed_id
    from ev group by user_id, item_uuid
  ) a using (user_id, item_uuid)`;

/** One row per member and container (its series, and a collection the event names). */
const containers = (itemType: string) => sql`
  select distinct on (user_id, container_type, container_uuid)
    user_id, container_type, container_uuid, ${sql.lit(itemType)}::text as item_type, item_uuid,
    at as last_at, id as last_id
  from (
    select user_id, ${sql.lit(itemType === 'episode' ? 'series' : 'comicseries')}::text as container_type,
      series_uuid as container_uuid, item_uuid, at, id
    from ev
    union all
    select ev.user_id, 'collection', ev.container_uuid, ev.item_uuid, ev.at, ev.id
    from ev join collections c on c.uuid = ev.container_uuid
    where ev.container_type = 'collection'
  ) c
  order by user_id, container_type, container_uuid, at desc, id desc`;

const ITEM_COLUMNS = sql`user_id, item_type, item_uuid, container_type, container_uuid, first_at,
  last_at, last_id, position_seconds, furthest_seconds, page_index, panel_index, furthest_page,
  last_finished, completed_id, unwatched_id`;
const CONTAINER_COLUMNS = sql`user_id, container_type, container_uuid, item_type, item_uuid,
  last_at, last_id`;

/** Whether the incoming row is newer than the stored one. */
const NEWER_ITEM = sql`(excluded.last_at, excluded.last_id) > (t.last_at, t.last_id)`;
const latestItem = (column: string) =>
  sql`${sql.ref(column)} = case when ${NEWER_ITEM} then excluded.${sql.ref(column)} else t.${sql.ref(column)} end`;
const NEWER_CONTAINER = sql`(excluded.last_at, excluded.item_type, excluded.last_id) > (t.last_at, t.item_type, t.last_id)`;
const latestContainer = (column: string) =>
  sql`${sql.ref(column)} = case when ${NEWER_CONTAINER} then excluded.${sql.ref(column)} else t.${sql.ref(column)} end`;

/**
 * Merges new rows into the tables. Rows go in key order, so two batches that touch the same
 * members lock their rows in the same order and never deadlock.
 */
const mergeItems = (rows: RawBuilder<unknown>) => sql`
  insert into activity_items as t (${ITEM_COLUMNS})
  select ${ITEM_COLUMNS} from (${rows}) r order by user_id, item_type, item_uuid
  on conflict (user_id, item_type, item_uuid) do update set
    hidden_at = null,
    first_at = least(t.first_at, excluded.first_at),
    furthest_seconds = greatest(t.furthest_seconds, excluded.furthest_seconds),
    furthest_page = greatest(t.furthest_page, excluded.furthest_page),
    completed_id = greatest(t.completed_id, excluded.completed_id),
    unwatched_id = greatest(t.unwatched_id, excluded.unwatched_id),
    ${latestItem('container_uuid')}, ${latestItem('position_seconds')}, ${latestItem('page_index')},
    ${latestItem('panel_index')}, ${latestItem('last_finished')}, ${latestItem('last_id')},
    last_at = greatest(t.last_at, excluded.last_at)`;

const mergeContainers = (rows: RawBuilder<unknown>) => sql`
  insert into activity_containers as t (${CONTAINER_COLUMNS})
  select ${CONTAINER_COLUMNS} from (${rows}) r order by user_id, container_type, container_uuid
  on conflict (user_id, container_type, container_uuid) do update set
    ignored_at = null,
    ${latestContainer('item_uuid')}, ${latestContainer('last_id')}, ${latestContainer('item_type')},
    last_at = greatest(t.last_at, excluded.last_at)`;

/**
 * Both merges of one batch in one statement: the batch's rows are classified once (the joins to
 * the catalogue and the members, `ev`, materialised) and feed both upserts. Two statements
 * classified them twice, which was most of what the model cost ingest. Every batch runs the
 * same statement, so they all lock items and containers in the same order.
 */
const mergeBatch = (
  events: RawBuilder<unknown>,
  items: RawBuilder<unknown>,
  rows: RawBuilder<unknown>,
) => sql`
  with ev as materialized (${events}),
    merged_items as (${mergeItems(items)} returning 1)
  ${mergeContainers(rows)}`;

const NEW_ROWS = sql`new_rows`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table activity_items (
    user_id uuid not null references users (id) on delete cascade,
    item_type text not null check (item_type in ('episode', 'book')),
    item_uuid uuid not null,
    container_type text not null check (container_type in ('series', 'comicseries')),
    container_uuid uuid not null,
    first_at timestamptz not null,
    last_at timestamptz not null,
    last_id bigint not null,
    position_seconds double precision,
    furthest_seconds double precision,
    page_index integer,
    panel_index integer,
    furthest_page integer,
    last_finished boolean not null,
    completed_id bigint,
    unwatched_id bigint,
    hidden_at timestamptz,
    primary key (user_id, item_type, item_uuid)
  )`.execute(db);
  await sql`create index activity_items_recent on activity_items (user_id, item_type, last_at desc, item_uuid)`.execute(
    db,
  );
  await sql`create index activity_items_container on activity_items (user_id, container_uuid, last_at desc)`.execute(
    db,
  );

  await sql`create table activity_containers (
    user_id uuid not null references users (id) on delete cascade,
    container_type text not null check (container_type in ('series', 'comicseries', 'collection')),
    container_uuid uuid not null,
    item_type text not null check (item_type in ('episode', 'book')),
    item_uuid uuid not null,
    last_at timestamptz not null,
    last_id bigint not null,
    ignored_at timestamptz,
    primary key (user_id, container_type, container_uuid)
  )`.execute(db);
  await sql`create index activity_containers_feed on activity_containers (user_id, last_at desc, container_type, container_uuid)
    where ignored_at is null`.execute(db);

  await sql`create table likes (
    user_id uuid not null references users (id) on delete cascade,
    content_type text not null check (content_type in ('series', 'episode', 'clip', 'comicseries', 'book')),
    content_uuid uuid not null,
    created_at timestamptz not null default now(),
    primary key (user_id, content_type, content_uuid)
  )`.execute(db);
  await sql`create index likes_member on likes (user_id, created_at desc)`.execute(db);
  // The counts, kept by a row trigger in the like's own transaction: the count row's lock orders
  // concurrent likes of one item, so the count stays exact.
  await sql`create table like_counts (
    content_type text not null,
    content_uuid uuid not null,
    likes integer not null check (likes >= 0),
    primary key (content_type, content_uuid)
  )`.execute(db);
  await sql`create function count_likes() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then
        insert into like_counts (content_type, content_uuid, likes)
        values (new.content_type, new.content_uuid, 1)
        on conflict (content_type, content_uuid) do update set likes = like_counts.likes + 1;
      else
        update like_counts set likes = likes - 1
        where content_type = old.content_type and content_uuid = old.content_uuid;
      end if;
      return null;
    end $$`.execute(db);
  await sql`create trigger likes_count after insert or delete on likes
    for each row execute function count_likes()`.execute(db);

  // When an episode counts as watched: WATCHED_FRACTION of its length or the start of its
  // credits, whichever is earlier. Without a known length or credits only `complete` counts.
  await sql`create function activity_watched_from(duration integer, stamps jsonb) returns double precision
    language sql immutable as $$
      select coalesce(least(
        case when duration > 0 then duration * ${FINISH_FRACTION} end,
        (select min((t->>'start_seconds')::double precision) from jsonb_array_elements(stamps) t
          where t->>'label' = 'credits')
      ), 'infinity'::double precision)
    $$`.execute(db);

  await sql`create function activity_from_video_events() returns trigger language plpgsql as $$
    begin
      ${mergeBatch(videoEvents(NEW_ROWS), videoItems, containers('episode'))};
      return null;
    end $$`.execute(db);
  await sql`create trigger video_events_activity after insert on video_events
    referencing new table as new_rows for each statement execute function activity_from_video_events()`.execute(
    db,
  );

  await sql`create function activity_from_comic_events() returns trigger language plpgsql as $$
    begin
      ${mergeBatch(comicEvents(NEW_ROWS), comicItems, containers('book'))};
      return null;
    end $$`.execute(db);
  await sql`create trigger comic_events_activity after insert on comic_events
    referencing new table as new_rows for each statement execute function activity_from_comic_events()`.execute(
    db,
  );

  // The from-scratch recomputation over the whole logs: the backfill below, and the property
  // test's reference.
  await sql`create function activity_recompute_items() returns setof activity_items language sql stable as $$
      select ${ITEM_COLUMNS}, null::timestamptz as hidden_at
      from (with ev as (${videoEvents(sql`video_events`)}) ${videoItems}) v
      union all
      select ${ITEM_COLUMNS}, null::timestamptz from (with ev as (${comicEvents(sql`comic_events`)}) ${comicItems}) c
    $$`.execute(db);
  await sql`create function activity_recompute_containers() returns table (user_id uuid, container_type text,
      container_uuid uuid, item_type text, item_uuid uuid, last_at timestamptz, last_id bigint)
    language sql stable as $$
      select distinct on (user_id, container_type, container_uuid) *
      from (
        select * from (with ev as (${videoEvents(sql`video_events`)}) ${containers('episode')}) v
        union all
        select * from (with ev as (${comicEvents(sql`comic_events`)}) ${containers('book')}) c
      ) r
      order by user_id, container_type, container_uuid, last_at desc, item_type desc, last_id desc
    $$`.execute(db);
  await sql`insert into activity_items (${ITEM_COLUMNS}) select ${ITEM_COLUMNS} from activity_recompute_items()`.execute(
    db,
  );
  await sql`insert into activity_containers (${CONTAINER_COLUMNS})
    select ${CONTAINER_COLUMNS} from activity_recompute_containers()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger comic_events_activity on comic_events`.execute(db);
  await sql`drop trigger video_events_activity on video_events`.execute(db);
  await sql`drop function activity_recompute_containers, activity_recompute_items,
    activity_from_comic_events, activity_from_video_events, activity_watched_from`.execute(db);
  await sql`drop table like_counts, likes, activity_containers, activity_items`.execute(db);
  await sql`drop function count_likes`.execute(db);
}
