import {
  FAVORITES_LIST,
  MAX_LISTS_PER_USER,
  NOT_AUTHORIZED_MESSAGE,
  type CreateListBody,
  type FollowingPage,
  type FollowingUuids,
  type ListItemUuids,
  type ListSort,
  type UpdateListBody,
  type UserList,
  type UserLists,
} from '@fanverse/contract';
import { AppError } from '../../errors/app-error';
import type { SessionContext } from '../auth/session.service';
import { assertPageExists, pageOffset, toDefaultPage, type PageRequest } from '../catalogue/page';
import type { ContentLimits } from '../parental/content-limits';
import type { ListAccess, Viewer } from './list-access';
import { listErrors } from './list-errors';
import type { ListItemsRepository } from './list-items.repository';
import { withVisibleCounts } from './list-visible-counts';
import { toUserList } from './list.mapper';
import type { UserListsRepository } from './user-lists.repository';

export interface ListsLimits {
  maxLists: number;
  maxItems: number;
}

/**
 * Lists themselves: the lists of a member, the lists followed, create, update, delete. A caller
 * with parental limits (issue 23) sees counters and item uuids of the items within them only.
 */
export class ListsService {
  constructor(
    private readonly lists: UserListsRepository,
    private readonly items: ListItemsRepository,
    private readonly access: ListAccess,
    private readonly limits: Pick<ListsLimits, 'maxLists'> = { maxLists: MAX_LISTS_PER_USER },
  ) {}

  /** GET /api/lists/1/{guid}: all of one's own lists (favourites made if missing), others' public ones. */
  async ofMember(
    guid: string,
    viewer: Viewer,
    filter: { contains?: string; sort: ListSort },
    limits: ContentLimits,
  ): Promise<UserLists> {
    const owner = await this.access.member(guid, viewer, () =>
      AppError.notFound(listErrors.notAuthorized().code, NOT_AUTHORIZED_MESSAGE),
    );
    const own = owner.id === viewer?.userId;
    if (own) await this.lists.ensureFavorites(owner.id);
    const found = await this.lists.findByOwner(owner.id, viewer?.userId ?? null, !own, filter);
    const rows = await withVisibleCounts(this.items, found, limits);
    return { count: rows.length, values: rows.map((row) => toUserList(row, viewer?.userId ?? null)) };
  }

  /** GET /api/lists/1/{guid}/item-uuids: per list the caller may see, the content uuids it holds. */
  async itemUuids(guid: string, viewer: Viewer, limits: ContentLimits): Promise<ListItemUuids> {
    const owner = await this.access.member(guid, viewer, listErrors.itemsNotFound);
    const own = owner.id === viewer?.userId;
    const rows = await this.lists.findByOwner(owner.id, viewer?.userId ?? null, !own, { sort: 'created' });
    const uuids = await this.items.uuidsByList(
      rows.map((row) => row.uuid),
      limits,
    );
    return {
      values: rows.map((row) => ({
        uuid: row.uuid,
        title: row.title,
        is_favorites: row.is_favorites,
        item_uuids: uuids.get(row.uuid) ?? [],
      })),
    };
  }

  /** GET /api/lists/2/following: the public lists the caller follows. */
  async following(
    viewer: SessionContext,
    query: { contains?: string; sort: ListSort } & PageRequest,
    url: string,
    limits: ContentLimits,
  ): Promise<FollowingPage> {
    const count = await this.lists.countFollowed(viewer.userId, query.contains);
    assertPageExists(query, count);
    const found = await this.lists.findFollowed(viewer.userId, query, query.pageSize, pageOffset(query));
    const rows = await withVisibleCounts(this.items, found, limits);
    return toDefaultPage(
      rows.map((row) => toUserList(row, viewer.userId)),
      count,
      query,
      url,
      { contains: query.contains, sort: query.sort },
    );
  }

  /** GET /api/lists/2/following/uuids: `{uuids, pagination}` (spec §3 paged list metadata). */
  async followingUuids(viewer: SessionContext, query: PageRequest, url: string): Promise<FollowingUuids> {
    const count = await this.lists.countFollowed(viewer.userId);
    assertPageExists(query, count);
    const uuids = await this.lists.findFollowedUuids(viewer.userId, query.pageSize, pageOffset(query));
    const page = toDefaultPage(uuids, count, query, url);
    return {
      uuids,
      pagination: {
        count: page.count,
        num_pages: page.num_pages,
        page_number: page.page,
        per_page: page.page_size,
        links: page.links,
      },
    };
  }

  /** POST /api/lists/1/{guid or me}: only for oneself; a public list needs a verified email. */
  async create(guid: string, viewer: SessionContext, body: Required<CreateListBody>): Promise<UserList> {
    const owner = await this.access.member(guid, viewer, listErrors.notAuthorized);
    if (owner.id !== viewer.userId) throw listErrors.notAuthorized();
    if (body.is_public) await this.access.assertMayPublish(viewer);
    const title = body.title.trim();
    if (!title) throw listErrors.titleMissing();
    const uuid = await this.lists.createWithin(
      { user_id: viewer.userId, title, description: body.description, is_public: body.is_public },
      this.limits.maxLists,
    );
    if (!uuid) throw listErrors.tooManyLists(this.limits.maxLists);
    return toUserList((await this.lists.findByUuid(uuid, viewer.userId))!, viewer.userId);
  }

  /** PUT /api/lists/2/list/{uuid}: only the fields sent change; making it public needs a verified email. */
  async update(
    uuid: string,
    viewer: SessionContext,
    body: UpdateListBody,
    limits: ContentLimits,
  ): Promise<UserList> {
    // The body first: a refused change makes no favourites list.
    const changes: UpdateListBody = {};
    if (body.title !== undefined) {
      changes.title = body.title.trim();
      if (!changes.title) throw listErrors.titleMissing();
    }
    if (uuid === FAVORITES_LIST && body.is_public === true) await this.access.assertMayPublish(viewer);
    const list = await this.access.owned(uuid, viewer);
    if (body.is_public === true && !list.is_public) await this.access.assertMayPublish(viewer);
    if (body.description !== undefined) changes.description = body.description;
    if (body.is_public !== undefined) changes.is_public = body.is_public;
    if (Object.keys(changes).length > 0) await this.lists.update(list.uuid, viewer.userId, changes);
    const updated = await this.lists.findByUuid(list.uuid, viewer.userId);
    if (!updated) throw listErrors.listNotFound();
    const [shown] = await withVisibleCounts(this.items, [updated], limits);
    return toUserList(shown!, viewer.userId);
  }

  /** DELETE /api/lists/2/list/{uuid}: the favourites list stays (it is every member's). */
  async delete(uuid: string, viewer: SessionContext): Promise<{ success: true }> {
    if (uuid === FAVORITES_LIST) throw listErrors.notAuthorized();
    const list = await this.access.owned(uuid, viewer);
    if (list.is_favorites) throw listErrors.notAuthorized();
    if (!(await this.lists.delete(list.uuid, viewer.userId))) throw listErrors.listNotFound();
    return { success: true };
  }
}
