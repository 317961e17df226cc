import { sql, type Kysely } from 'kysely';
import type { BoardKind, DiscussedContentType } from '@fanverse/contract';
import type { Database } from '../../db/schema';
import type { Translations } from '../../db/schema-catalogue';
import type { ContentLimits } from '../parental/content-limits';
import { BOARD_TITLE, BOARD_TITLE_TRANSLATIONS, boardsWithContent } from './discussion-joins';
import { boardWithinLimits } from './discussion-limits';
import './discussions.schema';

/**
 * A board with what its reply needs: a series' or comic series' board takes the title's own
 * (current) title and its translations; a general board its own.
 */
export interface BoardRow {
  uuid: string;
  slug: string;
  kind: BoardKind;
  content_uuid: string | null;
  thread_count: number;
  title: string;
  description: string;
  title_translations: Translations;
  board_translations: Translations;
}

/** `general` boards first (by their sort index), then the others by title, case-insensitively. */
const BOARD_ORDER = sql`case when b.kind = 'general' then 0 else 1 end, b.sort_index,
  lower(${BOARD_TITLE}), b.uuid`;

/** Kysely queries over discussion_boards, joined with the series or comic series they belong to. */
export class DiscussionBoardsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  private boards() {
    return boardsWithContent(this.db)
      .select([
        'b.uuid',
        'b.slug',
        'b.kind',
        'b.content_uuid',
        'b.thread_count',
        'b.description',
        'b.translations as board_translations',
      ])
      .select([BOARD_TITLE.as('title'), BOARD_TITLE_TRANSLATIONS.as('title_translations')]);
  }

  /** Boards within the caller's parental limits (all of them without limits). */
  async count(limits: ContentLimits): Promise<number> {
    let query = this.db.selectFrom('discussion_boards as b');
    if (limits.active) query = query.where(boardWithinLimits(limits));
    const row = await query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    return Number(row.n);
  }

  page(limit: number, offset: number, limits: ContentLimits): Promise<BoardRow[]> {
    let query = this.boards();
    if (limits.active) query = query.where(boardWithinLimits(limits));
    return query.orderBy(BOARD_ORDER).limit(limit).offset(offset).execute();
  }

  bySlug(slug: string): Promise<BoardRow | undefined> {
    return this.boards().where('b.slug', '=', slug).executeTakeFirst();
  }

  byUuid(uuid: string): Promise<BoardRow | undefined> {
    return this.boards().where('b.uuid', '=', uuid).executeTakeFirst();
  }

  byContent(type: DiscussedContentType, contentUuid: string): Promise<BoardRow | undefined> {
    return this.boards()
      .where('b.kind', '=', type)
      .where('b.content_uuid', '=', contentUuid)
      .executeTakeFirst();
  }

  /** Whether the series or comic series exists (a board's absence is then 2300, not 1061). */
  async contentExists(type: DiscussedContentType, contentUuid: string): Promise<boolean> {
    const table = type === 'series' ? 'series' : 'comic_series';
    const row = await this.db
      .selectFrom(table)
      .select('uuid')
      .where('uuid', '=', contentUuid)
      .executeTakeFirst();
    return row !== undefined;
  }
}
