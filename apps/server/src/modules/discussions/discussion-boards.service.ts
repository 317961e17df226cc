import type { DiscussedContentType, DiscussionBoard, Locale, Page } from '@fanverse/contract';
import { assertPageExists, pageOffset, toDefaultPage, type PageRequest } from '../catalogue/page';
import type { ContentLimits } from '../parental/content-limits';
import { toDiscussionBoard } from './discussion-board.mapper';
import type { BoardRow, DiscussionBoardsRepository } from './discussion-boards.repository';
import { discussionErrors } from './discussion-errors';
import type { DiscussionLimits } from './discussion-limits';

/**
 * Boards: the list, one by slug, and the board of a series or comic series. A board of a title
 * above the caller's parental limits is left out of the list and answers 403 PARENTAL_LOCK.
 */
export class DiscussionBoardsService {
  constructor(
    private readonly boards: DiscussionBoardsRepository,
    private readonly locks: DiscussionLimits,
  ) {}

  /** GET boards: general boards first (by their order), then the titles' boards by title. */
  async list(
    query: PageRequest,
    lang: Locale,
    url: string,
    limits: ContentLimits,
  ): Promise<Page<DiscussionBoard>> {
    const count = await this.boards.count(limits);
    assertPageExists(query, count);
    const rows = await this.boards.page(query.pageSize, pageOffset(query), limits);
    return toDefaultPage(
      rows.map((row) => toDiscussionBoard(row, lang)),
      count,
      query,
      url,
      { trans: lang === 'en' ? undefined : lang },
    );
  }

  async bySlug(slug: string, lang: Locale, limits: ContentLimits): Promise<DiscussionBoard> {
    return toDiscussionBoard(await this.row(slug, limits), lang);
  }

  /** The board row of a slug, or 2300; 403 PARENTAL_LOCK above the limits (for the thread services too). */
  async row(slug: string, limits: ContentLimits): Promise<BoardRow> {
    const row = await this.boards.bySlug(slug);
    if (!row) throw discussionErrors.boardNotFound();
    await this.locks.assertOpen(limits, row);
    return row;
  }

  /**
   * A series' or comic series' board: 1061 when the title does not exist, 2300 when it exists
   * without a board (the tables' trigger makes one with every title, so only a fault gives it).
   */
  async byContent(
    type: DiscussedContentType,
    uuid: string,
    lang: Locale,
    limits: ContentLimits,
  ): Promise<DiscussionBoard> {
    const row = await this.boards.byContent(type, uuid);
    if (row) {
      await this.locks.assertOpen(limits, row);
      return toDiscussionBoard(row, lang);
    }
    if (!(await this.boards.contentExists(type, uuid))) throw discussionErrors.contentNotFound();
    throw discussionErrors.boardNotFound();
  }

  async byUuid(uuid: string, lang: Locale, limits: ContentLimits): Promise<DiscussionBoard> {
    const row = await this.boards.byUuid(uuid);
    if (!row) throw discussionErrors.boardNotFound();
    await this.locks.assertOpen(limits, row);
    return toDiscussionBoard(row, lang);
  }
}
