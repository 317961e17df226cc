import { sql, type Kysely } from 'kysely';

/*
 * The insights aggregates' own additions (issue 25; docs/insights.md), after the analytics tables:
 * - insights_book_readers, "where readers stop": each reader's furthest page in each book and
 *   the UTC day they first reached it. The rollup moves a reader's stop when they read further
 *   and adds the move to insights_daily (metric `book_stop`, key `<book uuid>:<page>`) as a
 *   delta: one reader less on the old page and day, one more on the new. A reader is `m:<user
 *   id>` for a member, else the browser's cookie (`c:`), browser id (`b:`) or the reading
 *   session (`s:`). Written only by the rollup, under its advisory lock.
 * - an index of insights_daily_subjects by subject: the days one subject was seen (the rollup's
 *   gap counts for distinct visitors and members over a range) and one key's subjects (viewers
 *   of an episode, readers of a book over a range) are read in index order, not by scanning
 *   every day of the metric.
 * - an index of insights_daily by key, with the value: ranking episodes or books over a range
 *   reads the index alone, in key order (no sort, no table pages), and one key's days (a book's
 *   pages, the top episodes' minutes) are found without reading every key's.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table insights_book_readers (
    book_id uuid not null,
    reader text not null,
    furthest_page integer not null check (furthest_page >= 1),
    reached_on date not null,
    primary key (book_id, reader)
  )`.execute(db);
  await sql`create index insights_daily_subjects_by_subject
    on insights_daily_subjects (metric, key, subject, day)`.execute(db);
  await sql`create index insights_daily_by_key on insights_daily (metric, key, day) include (value)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index insights_daily_by_key`.execute(db);
  await sql`drop index insights_daily_subjects_by_subject`.execute(db);
  await sql`drop table insights_book_readers`.execute(db);
}
