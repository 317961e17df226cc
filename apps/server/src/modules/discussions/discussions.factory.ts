import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { POSTING_LIMIT, POSTING_WINDOW_SECONDS } from '@fanverse/contract';
import type { Database } from '../../db/schema';
import type { SessionService } from '../auth/session.service';
import { ContentRatings } from '../parental/content-ratings';
import type { ParentalGuard } from '../parental/parental-guard';
import { DiscussionBoardsRepository } from './discussion-boards.repository';
import { DiscussionBoardsService } from './discussion-boards.service';
import { DiscussionLimits } from './discussion-limits';
import { DiscussionRepliesRepository } from './discussion-replies.repository';
import { DiscussionRepliesService } from './discussion-replies.service';
import { DiscussionThreadsRepository } from './discussion-threads.repository';
import { DiscussionThreadsService } from './discussion-threads.service';
import { DiscussionViewers } from './discussion-viewers';
import type { PostingLimit } from './posting-limit';

export interface DiscussionsDeps {
  sessions: SessionService;
  /** The caller's parental limits (issue 23; discussion-limits.ts). */
  parental: Pick<ParentalGuard, 'limitsOf'>;
  /** The posting limit; tests may lower it instead of waiting out the window. */
  limit?: Partial<PostingLimit>;
}

export function createDiscussionsServices(db: Kysely<Database>, deps: DiscussionsDeps) {
  const limit: PostingLimit = { posts: POSTING_LIMIT, windowSeconds: POSTING_WINDOW_SECONDS, ...deps.limit };
  const locks = new DiscussionLimits(new ContentRatings(db));
  const boards = new DiscussionBoardsService(new DiscussionBoardsRepository(db), locks);
  const threads = new DiscussionThreadsService(new DiscussionThreadsRepository(db), boards, locks, limit);
  return {
    sessions: deps.sessions,
    /** The caller's parental limits (memoised per request by the guard). */
    limitsOf: (request: FastifyRequest) => deps.parental.limitsOf(request),
    viewers: new DiscussionViewers(db),
    boards,
    threads,
    replies: new DiscussionRepliesService(new DiscussionRepliesRepository(db), threads, locks, limit),
  };
}
export type DiscussionsServices = ReturnType<typeof createDiscussionsServices>;
