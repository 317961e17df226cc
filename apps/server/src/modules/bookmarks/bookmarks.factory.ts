import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { SessionService } from '../auth/session.service';
import { BookmarksRepository } from './bookmarks.repository';
import { BookmarksService } from './bookmarks.service';

export interface BookmarksDeps {
  sessions: SessionService;
}

export function createBookmarksServices(db: Kysely<Database>, deps: BookmarksDeps) {
  return {
    sessions: deps.sessions,
    bookmarks: new BookmarksService(new BookmarksRepository(db)),
  };
}
export type BookmarksServices = ReturnType<typeof createBookmarksServices>;
