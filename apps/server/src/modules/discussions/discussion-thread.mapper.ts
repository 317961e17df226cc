import { threadPath, type DiscussionThread, type Locale } from '@fanverse/contract';
import type { Translations } from '../../db/schema-catalogue';
import { mediaUrl } from '../../media/media-store';
import { translated } from '../catalogue/translate';

/**
 * A thread row joined with its board (slug, title) and its author (guid, username, avatar):
 * what `toDiscussionThread` needs. The threads repository selects exactly these columns; the
 * bookmarks module's repository may select the same to reuse the mapper.
 */
export interface ThreadJoinedRow {
  uuid: string;
  title: string;
  body: string;
  reply_count: number;
  is_locked: boolean;
  is_hidden: boolean;
  created_at: Date;
  edited_at: Date | null;
  last_activity_at: Date;
  author_id: string;
  board_slug: string;
  /** The board's English title: a series' or comic series' own title, else the board's. */
  board_title: string;
  /** `{es: {title}}`: the title's translations (a content board) or the board's own (general). */
  board_translations: Translations;
  author_guid: string;
  author_username: string;
  author_avatar_path: string | null;
}

/** An author's avatar as a media URL, exactly as the profile answers it; '' when they have none. */
export function authorAvatar(path: string | null): string {
  return path ? mediaUrl(path) : '';
}

/**
 * A thread row as the wire's DiscussionThread: `viewerId` null for anonymous callers, `lang` the
 * request's language (`request.lang`) for the board's title.
 */
export function toDiscussionThread(
  row: ThreadJoinedRow,
  viewerId: string | null,
  lang: Locale = 'en',
): DiscussionThread {
  return {
    avatar: authorAvatar(row.author_avatar_path),
    username: row.author_username,
    user_guid: row.author_guid,
    board: translated({ translations: row.board_translations }, 'title', row.board_title, lang),
    created_at: row.created_at.toISOString(),
    path: threadPath(row.board_slug, row.uuid),
    title: row.title,
    uuid: row.uuid,
    board_slug: row.board_slug,
    body: row.body,
    reply_count: row.reply_count,
    last_activity_at: row.last_activity_at.toISOString(),
    edited_at: row.edited_at?.toISOString() ?? null,
    is_locked: row.is_locked,
    is_hidden: row.is_hidden,
    is_own: viewerId !== null && row.author_id === viewerId,
  };
}
