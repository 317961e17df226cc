import { sql, type Kysely } from 'kysely';

/*
 * Discussions: boards, threads and replies (docs/discussions.md).
 *
 * - One board per video series and per comic series, made with them by a trigger on their
 *   tables (so no code path that adds a title can forget it), plus general boards. A series'
 *   board takes the series' slug, a comic series' `comics-<slug>`; a slug already taken gets the
 *   first eight characters of the title's uuid appended.
 * - Posts are soft-deleted (`deleted_at`): a deleted thread disappears from lists, pages and
 *   bookmark pages, but its row keeps replies' and bookmarks' references whole.
 * - Counters (`thread_count`, `reply_count`) count visible posts and move in the same
 *   transaction as the row they count, with `n = n + 1` updates (exact under concurrency).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table discussion_boards (
    uuid uuid primary key,
    slug text not null unique,
    title text not null,
    description text not null default '',
    translations jsonb not null default '{}',
    kind text not null check (kind in ('series', 'comicseries', 'general')),
    content_uuid uuid unique,
    sort_index integer not null default 0,
    thread_count integer not null default 0 check (thread_count >= 0),
    created_at timestamptz not null default now(),
    check ((kind = 'general') = (content_uuid is null))
  )`.execute(db);

  await sql`create table discussion_threads (
    uuid uuid primary key,
    board_uuid uuid not null references discussion_boards (uuid) on delete cascade,
    author_id uuid not null references users (id) on delete cascade,
    title text not null,
    body text not null,
    reply_count integer not null default 0 check (reply_count >= 0),
    is_locked boolean not null default false,
    is_hidden boolean not null default false,
    created_at timestamptz not null default now(),
    edited_at timestamptz,
    last_activity_at timestamptz not null default now(),
    deleted_at timestamptz
  )`.execute(db);
  await sql`create index discussion_threads_board on discussion_threads (board_uuid, last_activity_at desc)
    where deleted_at is null`.execute(db);
  await sql`create index discussion_threads_author on discussion_threads (author_id, created_at desc)`.execute(
    db,
  );

  await sql`create table discussion_replies (
    uuid uuid primary key,
    thread_uuid uuid not null references discussion_threads (uuid) on delete cascade,
    author_id uuid not null references users (id) on delete cascade,
    body text not null,
    is_hidden boolean not null default false,
    created_at timestamptz not null default now(),
    edited_at timestamptz,
    deleted_at timestamptz
  )`.execute(db);
  await sql`create index discussion_replies_thread on discussion_replies (thread_uuid, created_at)
    where deleted_at is null`.execute(db);
  await sql`create index discussion_replies_author on discussion_replies (author_id, created_at desc)`.execute(
    db,
  );

  // A title's board, made when the title is. `content_uuid` is unique: a second insert for the
  // same title does nothing; a slug another board holds gets the uuid's first eight characters.
  await sql`create function discussion_board_for_title(board_kind text, board_slug text,
      board_title text, title_uuid uuid) returns void language plpgsql as $$
    begin
      insert into discussion_boards (uuid, slug, title, kind, content_uuid)
      values (gen_random_uuid(), board_slug, board_title, board_kind, title_uuid)
      on conflict do nothing;
      if not found and not exists (select 1 from discussion_boards where content_uuid = title_uuid) then
        insert into discussion_boards (uuid, slug, title, kind, content_uuid)
        values (gen_random_uuid(), board_slug || '-' || left(title_uuid::text, 8), board_title,
          board_kind, title_uuid)
        on conflict do nothing;
      end if;
    end $$`.execute(db);
  await sql`create function discussion_board_for_series() returns trigger language plpgsql as $$
    begin
      perform discussion_board_for_title('series', new.slug, new.title, new.uuid);
      return new;
    end $$`.execute(db);
  await sql`create function discussion_board_for_comic_series() returns trigger language plpgsql as $$
    begin
      perform discussion_board_for_title('comicseries', 'comics-' || new.slug, new.title, new.uuid);
      return new;
    end $$`.execute(db);
  await sql`create trigger series_discussion_board after insert on series
    for each row execute function discussion_board_for_series()`.execute(db);
  await sql`create trigger comic_series_discussion_board after insert on comic_series
    for each row execute function discussion_board_for_comic_series()`.execute(db);
  // Titles stored before this migration.
  await sql`select discussion_board_for_title('series', slug, title, uuid) from series`.execute(db);
  await sql`select discussion_board_for_title('comicseries', 'comics-' || slug, title, uuid) from comic_series`.execute(
    db,
  );

  // The general boards every install has.
  await sql`insert into discussion_boards (uuid, slug, title, description, translations, kind, sort_index) values
    (gen_random_uuid(), 'lounge', 'Fan lounge', 'Anything Fanverse: say hello, share news, find fellow fans.',
      ${JSON.stringify({ es: { title: 'Salón de fans', description: 'Todo sobre Fanverse: preséntate, comparte novedades, encuentra otros fans.' } })}::jsonb,
      'general', 1),
    (gen_random_uuid(), 'theories', 'Theories and predictions', 'What happens next? Share your theories, mark your spoilers.',
      ${JSON.stringify({ es: { title: 'Teorías y predicciones', description: '¿Qué pasará después? Comparte tus teorías y avisa de los spoilers.' } })}::jsonb,
      'general', 2),
    (gen_random_uuid(), 'fan-creations', 'Fan creations', 'Fan fiction, cosplay, art and edits of your own.',
      ${JSON.stringify({ es: { title: 'Creaciones de fans', description: 'Fanfics, cosplay, dibujos y ediciones propias.' } })}::jsonb,
      'general', 3)
    on conflict do nothing`.execute(db);
}
