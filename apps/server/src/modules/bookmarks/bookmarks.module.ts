import { defineModule } from '../module-registry';
import { createBookmarksServices, type BookmarksServices } from './bookmarks.factory';
import { bookmarksRoutes } from './bookmarks.routes';
import * as tables from './migrations/bookmarks-0001-tables';
import './bookmarks.schema';

declare module '../module-registry' {
  interface ModuleServicesMap {
    bookmarks: BookmarksServices;
  }
}

export const bookmarksModule = defineModule({
  name: 'bookmarks',
  // discussions: the bookmarked threads are its tables (read here with joins, mapped by its mapper).
  // parental: the caller's limits, which leave out threads of titles above them (issue 23).
  dependsOn: ['auth', 'discussions', 'parental'],
  create: ({ db, deps }) =>
    createBookmarksServices(db, { sessions: deps.auth.sessions, parental: deps.parental.guard }),
  routes: bookmarksRoutes,
  // After discussions' 0014: bookmarks reference discussion_threads.
  migrations: { '0015-bookmarks': tables },
});
