import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { SessionService } from '../auth/session.service';
import { DiscussionLimits } from '../discussions/discussion-limits';
import { ContentRatings } from '../parental/content-ratings';
import type { ParentalGuard } from '../parental/parental-guard';
import { BookmarksRepository } from './bookmarks.repository';
import { BookmarksService } from './bookmarks.service';

export interface BookmarksDeps {
  sessions: SessionService;
  /** The caller's parental limits (issue 23; discussions/discussion-limits.ts). */
  parental: Pick<ParentalGuard, 'limitsOf'>;
}

export function createBookmarksServices(db: Kysely<Database>, deps: BookmarksDeps) {
  return {
    sessions: deps.sessions,
    /** The caller's parental limits (memoised per request by the guard). */
    limitsOf: (request: FastifyRequest) => deps.parental.limitsOf(request),
    bookmarks: new BookmarksService(
      new BookmarksRepository(db),
      new DiscussionLimits(new ContentRatings(db)),
    ),
  };
}
export type BookmarksServices = ReturnType<typeof createBookmarksServices>;
