import { sql, type Kysely } from 'kysely';

/*
 * The consume-next derivation (docs/activity.md "Next item") as database functions, so that the
 * feed's statement is planned once per connection instead of on every call: planning the ~4 kB
 * statement cost more than running it (bench `consume-next`: about 1.4 ms against 0.9 ms).
 *
 * - activity_feed_derive(...): one container turned into the item to consume next from it, with
 *   the target's and the container's display and access columns. A single-SELECT SQL function,
 *   STABLE and not STRICT, so the planner inlines it into the calling statement: a caller's plan
 *   is the same as if the text were written out there (the feed still reads the
 *   activity_containers_feed index in order and stops at its limit).
 * - activity_feed(...): a batch of a member's feed. PL/pgSQL keeps the plan of its static
 *   RETURN QUERY per connection; forcing the generic plan skips the five custom plans the plan
 *   cache would otherwise make (and re-make whenever it judged a custom one cheaper). The
 *   generic plan keeps the in-order index scan with the early stop: with the limit unknown the
 *   planner optimises for the first rows.
 * The node side (feed/feed.repository.ts) maps activity_feed_row to its FeedRow.
 */

/**
 * The target of a container (p_container_type, p_container_uuid, its current item p_item_type /
 * p_item_uuid, p_finished): its current item while unfinished, else the item after it in the
 * catalogue order. Each branch yields a row only for its own case, at most one, by an index:
 * - series: the series' episode with the next `number` (numbered across seasons, so the end of a
 *   season moves on to the next season's first), unique (series_id, number);
 * - comic series: the next book of the same series and book type by (sort_index, id),
 *   comic_books_series;
 * - collection: the next entry (by position) that is an existing episode or book, after the
 *   current item's first place in it, the collection_items primary key.
 * The current item must belong to the container (the next-object call names both); no branch
 * yields a row when nothing follows, and the container leaves the list.
 */
const TARGET = sql`
  select 'in_progress'::text as status, p_item_type as item_type, p_item_uuid as item_uuid
  where not p_finished
  union all
  (select 'up_next', 'episode', n.uuid
    from episodes cur
    join series s on s.id = cur.series_id and s.uuid = p_container_uuid
    join episodes n on n.series_id = cur.series_id and n.number > cur.number
    where p_finished and p_container_type = 'series' and p_item_type = 'episode' and cur.uuid = p_item_uuid
    order by n.number limit 1)
  union all
  (select 'up_next', 'book', n.uuid
    from comic_books cur
    join comic_series s on s.id = cur.series_id and s.uuid = p_container_uuid
    join comic_books n on n.series_id = cur.series_id and n.book_type = cur.book_type
      and (n.sort_index, n.id) > (cur.sort_index, cur.id)
    where p_finished and p_container_type = 'comicseries' and p_item_type = 'book' and cur.uuid = p_item_uuid
    order by n.sort_index, n.id limit 1)
  union all
  (select 'up_next', lower(n.item_type), n.item_uuid
    from collections co
    join lateral (
      select min(x.position) as position from collection_items x
      where x.collection_id = co.id and x.item_uuid = p_item_uuid
        and x.item_type = case p_item_type when 'episode' then 'Episode' else 'Book' end
    ) cur on cur.position is not null
    join collection_items n on n.collection_id = co.id and n.position > cur.position
    where p_finished and p_container_type = 'collection' and co.uuid = p_container_uuid
      and ((n.item_type = 'Episode' and exists (select 1 from episodes e where e.uuid = n.item_uuid))
        or (n.item_type = 'Book' and exists (select 1 from comic_books b where b.uuid = n.item_uuid)))
    order by n.position limit 1)`;

/**
 * The target's own columns: the episode with its series' regions, or the book. One lateral of two
 * exclusive branches rather than four outer joins keeps the join list short.
 */
const TARGET_DETAILS = sql`
  select e.title, e.translations, e.number, e.asset_key, e.duration::double precision as duration,
    null::int as num_pages, e.video_status, e.wall_type::int as wall_type, e.wall_expires,
    e.wall_restriction, e.requires_premium_code, null::jsonb as program_schedule, es.available_in,
    es.premium_walled_in, null::jsonb as exclusive_to_plans, null::jsonb as available_plans
  from episodes e join series es on es.id = e.series_id
  where t.item_type = 'episode' and e.uuid = t.item_uuid
  union all
  select b.title, b.translations, b.issue_number, b.asset_key, null,
    (select count(*) from comic_pages p where p.book_id = b.id)::int, null, b.wall_type::int, b.wall_expires,
    null, null, b.program_schedule, b.available_in, b.premium_walled_in, b.exclusive_to_plans, b.available_plans
  from comic_books b
  where t.item_type = 'book' and b.uuid = t.item_uuid`;

/** The container's own columns (its page address needs the series' numeric id). */
const CONTAINER_DETAILS = sql`
  select s.asset_key, s.title, s.translations, s.slug, s.id as series_id
  from series s where p_container_type = 'series' and s.uuid = p_container_uuid
  union all
  select s.asset_key, s.title, s.translations, s.slug, null
  from comic_series s where p_container_type = 'comicseries' and s.uuid = p_container_uuid
  union all
  select s.asset_key, s.title, s.translations, s.slug, null
  from collections s where p_container_type = 'collection' and s.uuid = p_container_uuid`;

export async function up(db: Kysely<unknown>): Promise<void> {
  // One derived row; the column names are FeedRow's (feed/feed.repository.ts).
  await sql`create type activity_feed_row as (
    container_type text,
    container_uuid text,
    last_at timestamptz,
    last_at_key text,
    status text,
    item_type text,
    item_uuid text,
    own_position_seconds double precision,
    own_page_index integer,
    own_panel_index integer,
    own_finished boolean,
    container_asset_key text,
    container_title text,
    container_translations jsonb,
    container_slug text,
    container_series_id integer,
    title text,
    translations jsonb,
    number integer,
    asset_key text,
    duration double precision,
    num_pages integer,
    video_status text,
    wall_type integer,
    wall_expires timestamptz,
    wall_restriction text,
    requires_premium_code boolean,
    program_schedule jsonb,
    available_in jsonb,
    premium_walled_in jsonb,
    exclusive_to_plans jsonb,
    available_plans jsonb
  )`.execute(db);

  // Inner joins drop a container or a target that no longer exists; `own` is the member's own
  // state on the target (none for a visitor, p_user_id null). last_at_key is last_at at full
  // precision (microseconds), for the next batch's key.
  await sql`create function activity_feed_derive(p_user_id uuid, p_container_type text,
      p_container_uuid uuid, p_item_type text, p_item_uuid uuid, p_finished boolean, p_last_at timestamptz)
    returns setof activity_feed_row language sql stable as $$
      select p_container_type, p_container_uuid::text, p_last_at, p_last_at::text,
        t.status, t.item_type, t.item_uuid::text,
        own.position_seconds, own.page_index, own.panel_index, own.last_finished,
        k.asset_key, k.title, k.translations, k.slug, k.series_id,
        d.title, d.translations, d.number, d.asset_key, d.duration, d.num_pages, d.video_status,
        d.wall_type, d.wall_expires, d.wall_restriction, d.requires_premium_code, d.program_schedule,
        d.available_in, d.premium_walled_in, d.exclusive_to_plans, d.available_plans
      from (${TARGET}) t
      join lateral (${TARGET_DETAILS}) d on true
      join lateral (${CONTAINER_DETAILS}) k on true
      left join activity_items own
        on own.user_id = p_user_id and own.item_type = t.item_type and own.item_uuid = t.item_uuid
    $$`.execute(db);

  // A batch of the member's feed: the containers of the given types not ignored, newest first
  // (the activity_containers_feed index's order), strictly after the key (p_after_*, all null for
  // the first batch), derived, the first p_take that yield a row. "last_at <= key" bounds the
  // index range; the row comparison does the rest (last_at descending, then type and uuid
  // ascending: no single row comparison says it).
  await sql`create function activity_feed(p_user_id uuid, p_container_types text[], p_take integer,
      p_after_at timestamptz, p_after_type text, p_after_uuid uuid)
    returns setof activity_feed_row language plpgsql stable
    set plan_cache_mode = force_generic_plan as $$
    begin
      return query
        select d.*
        from activity_containers c
        join activity_items i on i.user_id = c.user_id and i.item_type = c.item_type and i.item_uuid = c.item_uuid
        cross join lateral activity_feed_derive(c.user_id, c.container_type, c.container_uuid, c.item_type,
          c.item_uuid, i.last_finished, c.last_at) d
        where c.user_id = p_user_id and c.ignored_at is null and c.container_type = any (p_container_types)
          and c.last_at <= coalesce(p_after_at, 'infinity')
          and (p_after_at is null or c.last_at < p_after_at
            or (c.container_type, c.container_uuid) > (p_after_type, p_after_uuid))
        order by c.last_at desc, c.container_type, c.container_uuid
        limit p_take;
    end $$`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop function activity_feed, activity_feed_derive`.execute(db);
  await sql`drop type activity_feed_row`.execute(db);
}
