import {
  BOOKMARKS_PAGE_SIZE,
  parseThreadPath,
  type BookmarkedThreadsPage,
  type DiscussionThread,
  type Locale,
} from '@fanverse/contract';
import type { SessionContext } from '../auth/session.service';
import type { DiscussionLimits } from '../discussions/discussion-limits';
import { toDiscussionThread } from '../discussions/discussion-thread.mapper';
import type { ContentLimits } from '../parental/content-limits';
import { bookmarkErrors } from './bookmark-errors';
import type { BookmarkedThreadRow, BookmarksRepository, ThreadAddress } from './bookmarks.repository';

/**
 * A thread path as the routes receive it: the wildcard after `/api/muut/1/lists` (so without its
 * leading slash) or a path from the check call's body. Blank means "no path given" (1054).
 */
export function isBlankPath(path: string | undefined): boolean {
  return !path || path.replace(/^\/+/, '').trim() === '';
}

const withSlash = (path: string) => (path.startsWith('/') ? path : `/${path}`);

/**
 * Bookmarked discussion threads (accounts spec §7 "Bookmarks"; docs/discussions.md). Threads of
 * titles above the member's parental limits (issue 23) are left out of the pages and counts, and
 * bookmarking one is 403 PARENTAL_LOCK; removing a bookmark always works.
 */
export class BookmarksService {
  constructor(
    private readonly repo: BookmarksRepository,
    private readonly locks: DiscussionLimits,
  ) {}

  /**
   * POST /api/muut/1/lists{path}: 201 with the thread; 1056 unless it is visible, 403
   * PARENTAL_LOCK above the limits, 1052 if kept already.
   */
  async add(
    path: string | undefined,
    viewer: SessionContext,
    lang: Locale,
    limits: ContentLimits,
  ): Promise<DiscussionThread> {
    if (isBlankPath(path)) throw bookmarkErrors.noPath();
    const address = parseThreadPath(withSlash(path!));
    const thread = address && (await this.repo.findVisibleThread(address));
    if (!thread) throw bookmarkErrors.threadDoesNotExist();
    await this.locks.assertOpen(limits, { kind: thread.board_kind, content_uuid: thread.board_content_uuid });
    if (!(await this.repo.add(viewer.userId, thread.uuid))) throw bookmarkErrors.alreadyBookmarked();
    return toThread(thread, viewer, lang);
  }

  /**
   * DELETE /api/muut/1/lists{path}: 1053 when the member has no such bookmark. Matched by the
   * thread's uuid alone: a thread hidden or deleted since can still be un-bookmarked.
   */
  async remove(path: string | undefined, viewer: SessionContext): Promise<void> {
    if (isBlankPath(path)) throw bookmarkErrors.noPath();
    const address = parseThreadPath(withSlash(path!));
    if (!address || !(await this.repo.remove(viewer.userId, address.uuid))) throw bookmarkErrors.notFound();
  }

  /** GET /api/muut/1/lists/?page=: the member's bookmarked threads page, newest bookmark first. */
  page(
    viewer: SessionContext,
    page: number,
    lang: Locale,
    limits: ContentLimits,
  ): Promise<BookmarkedThreadsPage> {
    return this.pageOf(viewer, page, lang, limits);
  }

  /** POST /api/muut/1/lists/ {paths, page}: the same page, of those among `paths` only. */
  check(viewer: SessionContext, paths: readonly string[], page: number, lang: Locale, limits: ContentLimits) {
    // An unparseable path is simply not bookmarked; duplicates ask once.
    const seen = new Set<string>();
    const among: ThreadAddress[] = [];
    for (const path of paths) {
      const address = parseThreadPath(path.trim());
      if (address && !seen.has(address.uuid + address.board)) {
        seen.add(address.uuid + address.board);
        among.push(address);
      }
    }
    return this.pageOf(viewer, page, lang, limits, among);
  }

  private async pageOf(
    viewer: SessionContext,
    page: number,
    lang: Locale,
    limits: ContentLimits,
    among?: ThreadAddress[],
  ): Promise<BookmarkedThreadsPage> {
    const none = among !== undefined && among.length === 0;
    const count = none ? 0 : await this.repo.count(viewer.userId, limits, among);
    const numPages = Math.ceil(count / BOOKMARKS_PAGE_SIZE);
    // Spec §3: page 1 of nothing is an empty page, not 1055; any page past the last is.
    if (page > Math.max(1, numPages)) throw bookmarkErrors.pageOutOfBounds();
    const rows =
      count === 0
        ? []
        : await this.repo.page(
            viewer.userId,
            BOOKMARKS_PAGE_SIZE,
            (page - 1) * BOOKMARKS_PAGE_SIZE,
            limits,
            among,
          );
    return {
      num_pages: numPages,
      page,
      page_size: BOOKMARKS_PAGE_SIZE,
      values: rows.map((row) => toThread(row, viewer, lang)),
    };
  }
}

/** The wire thread (the discussions mapper), the board's title in the request's language. */
function toThread(row: BookmarkedThreadRow, viewer: SessionContext, lang: Locale): DiscussionThread {
  return toDiscussionThread(row, viewer.userId, lang);
}
