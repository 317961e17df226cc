import { sql, type Kysely } from 'kysely';

/*
 * Ratings and reviews of series and comic series: one per member per title (the unique key
 * makes a second one a conflict, 1030, whatever the timing), editable. A series' `avg_rating`
 * and `fan_count` are kept from these rows by the reviews service (docs/discussions.md).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table reviews (
    uuid uuid primary key,
    user_id uuid not null references users (id) on delete cascade,
    content_type text not null check (content_type in ('series', 'comicseries')),
    content_uuid uuid not null,
    rating smallint not null check (rating between 1 and 5),
    subject text not null default '',
    comment text not null default '',
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    unique (user_id, content_type, content_uuid)
  )`.execute(db);
  await sql`create index reviews_content on reviews (content_type, content_uuid, updated_at desc)`.execute(
    db,
  );
}
