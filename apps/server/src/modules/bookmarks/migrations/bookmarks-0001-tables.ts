import { sql, type Kysely } from 'kysely';

/*
 * Bookmarked discussion threads (accounts spec §7 "Bookmarks"). One row per member and thread
 * (the primary key makes a second bookmark a conflict, 1052, whatever the timing). The bookmark
 * page joins the thread and leaves out deleted and hidden ones: they disappear from it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table thread_bookmarks (
    user_id uuid not null references users (id) on delete cascade,
    thread_uuid uuid not null references discussion_threads (uuid) on delete cascade,
    created_at timestamptz not null default now(),
    primary key (user_id, thread_uuid)
  )`.execute(db);
  await sql`create index thread_bookmarks_page on thread_bookmarks (user_id, created_at desc)`.execute(db);
}
