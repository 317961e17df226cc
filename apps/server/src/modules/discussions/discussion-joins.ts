import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Translations } from '../../db/schema-catalogue';
import './discussions.schema';

/*
 * The joins and columns every discussion read shares: the boards, threads and bookmarks
 * repositories all answer boards and threads with the same title rules, so they build their
 * queries from here rather than each keeping a copy.
 */

/** A board's English title: a series' or comic series' own (current) title, else the board's. */
export const BOARD_TITLE = sql<string>`coalesce(s.title, cs.title, b.title)`;

/** `{es: {title}}` for the board's title: the title's translations (content board) or its own. */
export const BOARD_TITLE_TRANSLATIONS = sql<Translations>`case when b.kind = 'general' then b.translations
  else coalesce(s.translations, cs.translations, b.translations) end`;

/** Boards (`b`) with the series (`s`) or comic series (`cs`) a content board belongs to. */
export function boardsWithContent(db: Kysely<Database>) {
  return db
    .selectFrom('discussion_boards as b')
    .leftJoin('series as s', (j) => j.onRef('s.uuid', '=', 'b.content_uuid').on('b.kind', '=', 'series'))
    .leftJoin('comic_series as cs', (j) =>
      j.onRef('cs.uuid', '=', 'b.content_uuid').on('b.kind', '=', 'comicseries'),
    );
}

/** Threads (`t`) with their board (as boardsWithContent) and author (`u`); nothing selected yet. */
export function threadsWithBoards(db: Kysely<Database>) {
  return boardsWithContent(db)
    .innerJoin('discussion_threads as t', 't.board_uuid', 'b.uuid')
    .innerJoin('users as u', 'u.id', 't.author_id');
}

/** The plain columns of ThreadJoinedRow (discussion-thread.mapper.ts); THREAD_TITLES adds the rest. */
export const THREAD_COLUMNS = [
  't.uuid',
  't.title',
  't.body',
  't.reply_count',
  't.is_locked',
  't.is_hidden',
  't.created_at',
  't.edited_at',
  't.last_activity_at',
  't.author_id',
  'b.slug as board_slug',
  'u.guid as author_guid',
  'u.username as author_username',
  'u.avatar_path as author_avatar_path',
] as const;

/** ThreadJoinedRow's board title and its translations. */
export const THREAD_TITLES = [
  BOARD_TITLE.as('board_title'),
  BOARD_TITLE_TRANSLATIONS.as('board_translations'),
] as const;
