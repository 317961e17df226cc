import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { MAX_ITEMS_PER_LIST, MAX_LISTS_PER_USER } from '@fanverse/contract';
import type { Database } from '../../db/schema';
import type { MemberCache } from '../../http/member-cache/member-cache';
import type { SessionService } from '../auth/session.service';
import type { ItemLoaderRegistry } from '../catalogue/item-loaders';
import { ContentRatings } from '../parental/content-ratings';
import type { ParentalGuard } from '../parental/parental-guard';
import { ListAccess } from './list-access';
import { ListFollowsRepository } from './list-follows.repository';
import { ListFollowsService } from './list-follows.service';
import { ListItemsRepository } from './list-items.repository';
import { ListItemsService } from './list-items.service';
import { ListOwnersRepository } from './list-owners.repository';
import { ListsService, type ListsLimits } from './lists.service';
import { UserListsRepository } from './user-lists.repository';

export interface ListsDeps {
  sessions: SessionService;
  /** The caller's parental limits (issue 23): items above them are left out of every list reply. */
  parental: Pick<ParentalGuard, 'limitsOf'>;
  /** Catalogue items of every type (item loaders of every module): what list items resolve to. */
  items: ItemLoaderRegistry;
  /** Kept list replies and the changes that make them stale (docs/member-cache.md). */
  memberCache: MemberCache;
  /** The service limits; tests lower them instead of writing thousands of rows. */
  limits?: Partial<ListsLimits>;
}

export function createListsServices(db: Kysely<Database>, deps: ListsDeps) {
  const limits: ListsLimits = { maxLists: MAX_LISTS_PER_USER, maxItems: MAX_ITEMS_PER_LIST, ...deps.limits };
  const lists = new UserListsRepository(db);
  const items = new ListItemsRepository(db);
  const access = new ListAccess(lists, new ListOwnersRepository(db));
  return {
    sessions: deps.sessions,
    replies: deps.memberCache.replies,
    changes: deps.memberCache.changes,
    /** The caller's parental limits (memoised per request by the guard). */
    limitsOf: (request: FastifyRequest) => deps.parental.limitsOf(request),
    /** Read by the UserList item loader (public lists in collections and rails). */
    listRows: lists,
    /** Read by the UserList item loader too: the counters a caller with limits sees. */
    itemRows: items,
    lists: new ListsService(lists, items, access, limits),
    items: new ListItemsService(items, access, deps.items, new ContentRatings(db), limits),
    follows: new ListFollowsService(new ListFollowsRepository(db), access),
  };
}
export type ListsServices = ReturnType<typeof createListsServices>;
