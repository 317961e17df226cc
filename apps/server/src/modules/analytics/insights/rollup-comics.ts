import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import { METRIC } from './insights-metrics';
import { addBatch, m, utcDay } from './rollup-sql';

/**
 * Who read: the member, else the browser's persistent cookie, its browser id, or (neither sent)
 * the reading session. The same expression keys readers, completers and stops.
 */
const READER = sql`coalesce('m:' || c.user_id::text, 'c:' || c.persistent_user_cookie,
  'b:' || c.browser_id, 's:' || c.session_id::text)`;

/**
 * Rolls up comic_events rows `lo` < id ≤ `hi` (the reader's log), by the UTC day of `view_date`
 * (the client's time moved by its clock's skew), for books the catalogue has:
 * - comics opened: `open` events; pages read: `page_view` events (per book and in all);
 * - readers: distinct readers per book; completers: readers who reached the last page (or sent
 *   `complete`);
 * - where readers stop: each reader's furthest page (insights_book_readers) and the day they
 *   first reached it; when a reader gets further (or an earlier visit to the same page arrives
 *   late), their stop moves: −1 on the old (day, page), +1 on the new;
 * - active members: distinct members with any event.
 * The batch is first grouped per day, book and reader.
 */
export async function rollUpComics(db: Kysely<Database>, lo: string, hi: string): Promise<void> {
  await addBatch(db, {
    with: sql`
      pages as (select p.book_id, count(*) as pages from comic_pages as p group by p.book_id),
      batch as materialized (
        select ${utcDay(sql`c.view_date`)} as day, c.content_uuid as book, b.id is not null as known,
          ${READER} as reader, c.user_id::text as member,
          count(*) filter (where c.event_type = 'open') as opened,
          count(*) filter (where c.event_type = 'page_view') as viewed,
          coalesce(bool_or(c.event_type = 'complete' or c.page_index + 1 >= pc.pages), false) as finished,
          max(c.page_index) + 1 as furthest,
          (array_agg(c.view_date order by c.page_index desc, c.view_date))[1] as furthest_at
        from comic_events as c
        left join comic_books as b on b.uuid = c.content_uuid
        left join pages as pc on pc.book_id = b.id
        where c.id > ${lo} and c.id <= ${hi}
        group by 1, 2, 3, 4, 5
      ),
      stops as (
        select distinct on (s.book, s.reader) s.book, s.reader, s.furthest, ${utcDay(sql`s.furthest_at`)} as day
        from batch as s where s.known
        order by s.book, s.reader, s.furthest desc, s.furthest_at
      ),
      before as (
        select r.book_id, r.reader, r.furthest_page, r.reached_on
        from insights_book_readers as r
        join stops as n on n.book = r.book_id and n.reader = r.reader
      ),
      moved as (
        insert into insights_book_readers as r (book_id, reader, furthest_page, reached_on)
        select n.book, n.reader, n.furthest, n.day from stops as n
        on conflict (book_id, reader) do update
          set furthest_page = excluded.furthest_page, reached_on = excluded.reached_on
          where excluded.furthest_page > r.furthest_page
            or (excluded.furthest_page = r.furthest_page and excluded.reached_on < r.reached_on)
        returning r.book_id, r.reader, r.furthest_page, r.reached_on
      ),
      deltas (day, key, value) as (
        select t.reached_on, t.book_id::text || ':' || t.furthest_page, 1 from moved as t
        union all
        select o.reached_on, o.book_id::text || ':' || o.furthest_page, -1
        from before as o
        join moved as t on t.book_id = o.book_id and t.reader = o.reader
      )`,
    distinct: sql`select b.day, x.metric, x.key, x.subject from batch as b
      cross join lateral (values
        (${m(METRIC.ACTIVE_MEMBERS)}, '', b.member),
        (${m(METRIC.BOOK_READERS)}, case when b.known then b.book::text end, b.reader),
        (${m(METRIC.BOOK_COMPLETERS)}, case when b.known then b.book::text end,
          case when b.finished then b.reader end)
      ) as x (metric, key, subject)`,
    sums: sql`
      select b.day, x.metric, x.key, x.value from batch as b
      cross join lateral (values
        (${m(METRIC.BOOK_OPENED)}, b.book::text, b.opened),
        (${m(METRIC.COMICS_OPENED)}, '', b.opened),
        (${m(METRIC.BOOK_PAGES)}, b.book::text, b.viewed),
        (${m(METRIC.PAGES_READ)}, '', b.viewed)
      ) as x (metric, key, value)
      where b.known and x.value > 0
      union all
      select d.day, ${m(METRIC.BOOK_STOP)}, d.key, d.value from deltas as d`,
  });
}
