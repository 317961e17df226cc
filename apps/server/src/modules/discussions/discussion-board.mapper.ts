import { boardPath, type DiscussionBoard, type Locale } from '@fanverse/contract';
import { translated } from '../catalogue/translate';
import type { BoardRow } from './discussion-boards.repository';

/** A board row as the wire's DiscussionBoard, its title and description in `lang`. */
export function toDiscussionBoard(row: BoardRow, lang: Locale): DiscussionBoard {
  return {
    uuid: row.uuid,
    slug: row.slug,
    title: translated({ translations: row.title_translations }, 'title', row.title, lang),
    description: translated({ translations: row.board_translations }, 'description', row.description, lang),
    kind: row.kind,
    content_type: row.kind === 'general' ? null : row.kind,
    content_uuid: row.content_uuid,
    thread_count: row.thread_count,
    path: boardPath(row.slug),
  };
}
