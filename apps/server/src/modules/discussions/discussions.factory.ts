import type { Kysely } from 'kysely';
import { POSTING_LIMIT, POSTING_WINDOW_SECONDS } from '@fanverse/contract';
import type { Database } from '../../db/schema';
import type { SessionService } from '../auth/session.service';
import { DiscussionBoardsRepository } from './discussion-boards.repository';
import { DiscussionBoardsService } from './discussion-boards.service';
import { DiscussionRepliesRepository } from './discussion-replies.repository';
import { DiscussionRepliesService } from './discussion-replies.service';
import { DiscussionThreadsRepository } from './discussion-threads.repository';
import { DiscussionThreadsService } from './discussion-threads.service';
import { DiscussionViewers } from './discussion-viewers';
import type { PostingLimit } from './posting-limit';

export interface DiscussionsDeps {
  sessions: SessionService;
  /** The posting limit; tests may lower it instead of waiting out the window. */
  limit?: Partial<PostingLimit>;
}

export function createDiscussionsServices(db: Kysely<Database>, deps: DiscussionsDeps) {
  const limit: PostingLimit = { posts: POSTING_LIMIT, windowSeconds: POSTING_WINDOW_SECONDS, ...deps.limit };
  const boards = new DiscussionBoardsService(new DiscussionBoardsRepository(db));
  const threads = new DiscussionThreadsService(new DiscussionThreadsRepository(db), boards, limit);
  return {
    sessions: deps.sessions,
    viewers: new DiscussionViewers(db),
    boards,
    threads,
    replies: new DiscussionRepliesService(new DiscussionRepliesRepository(db), threads, limit),
  };
}
export type DiscussionsServices = ReturnType<typeof createDiscussionsServices>;
