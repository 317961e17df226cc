import {
  LIST_CONTENT_ITEM_TYPES,
  MAX_ITEMS_PER_LIST,
  listItemUrn,
  type ListContentType,
  type ListItem,
  type ListItemSort,
  type ListItemUrns,
  type Locale,
  type UserListDetail,
} from '@fanverse/contract';
import type { SessionContext } from '../auth/session.service';
import type { ItemLoaderRegistry, ItemRef } from '../catalogue/item-loaders';
import { assertPageExists, pageOffset, toDefaultPage, type PageRequest } from '../catalogue/page';
import type { ContentLimits } from '../parental/content-limits';
import type { ContentRatings } from '../parental/content-ratings';
import type { ListAccess, Viewer } from './list-access';
import { listErrors } from './list-errors';
import type { ItemFilter, ListItemRow, ListItemsRepository } from './list-items.repository';
import { withVisibleCounts } from './list-visible-counts';
import { toUserList } from './list.mapper';

export interface ItemPageQuery extends ItemFilter, PageRequest {
  sort: ListItemSort;
}

const refOf = (row: { content_type: ListContentType; content_uuid: string }): ItemRef => ({
  item_type: LIST_CONTENT_ITEM_TYPES[row.content_type],
  item_uuid: row.content_uuid,
});

/**
 * A list's items: the list page, item URNs, add, reorder, remove. Items resolve to catalogue
 * entities through the item loaders (one query per content type per page), which leave out
 * content that is gone or not published; such items are not shown and cannot be added.
 *
 * Parental limits (issue 23): for a caller with limits (and no pin entered), items above them are
 * left out of every read, in SQL (the page, its count, the URNs, the list's counters), whoever
 * owns the list; adding such content, or reordering such an item (both answer it), is 403
 * PARENTAL_LOCK; removing one is always allowed.
 */
export class ListItemsService {
  constructor(
    private readonly items: ListItemsRepository,
    private readonly access: ListAccess,
    private readonly catalogue: ItemLoaderRegistry,
    private readonly ratings: ContentRatings,
    private readonly limits: { maxItems: number } = { maxItems: MAX_ITEMS_PER_LIST },
  ) {}

  /**
   * GET /api/lists/2/list/{uuid}: the list and one page of its items, with the list's owner and
   * uuid (what a kept copy of the reply depends on: docs/member-cache.md).
   */
  async list(
    uuid: string,
    viewer: Viewer,
    query: ItemPageQuery,
    lang: Locale,
    url: string,
    limits: ContentLimits,
  ): Promise<{ detail: UserListDetail; ownerId: string; listUuid: string }> {
    const list = await this.access.readable(uuid, viewer);
    const filter = { content_type: query.content_type, object_uuid: query.object_uuid };
    const count = await this.items.count(list.uuid, filter, limits);
    assertPageExists(query, count);
    const rows = await this.items.page(
      list.uuid,
      filter,
      query.sort,
      query.pageSize,
      pageOffset(query),
      limits,
    );
    const values = await this.resolve(rows, lang, limits);
    const [shown] = await withVisibleCounts(this.items, [list], limits);
    const detail = {
      ...toUserList(shown!, viewer?.userId ?? null),
      items: toDefaultPage(values, count, query, url, {
        content_type: query.content_type,
        object_uuid: query.object_uuid,
        sort: query.sort,
      }),
    };
    return { detail, ownerId: list.user_id, listUuid: list.uuid };
  }

  /** Rows with their catalogue entity, in order; rows whose content is gone are left out. */
  private async resolve(
    rows: readonly ListItemRow[],
    lang: Locale,
    limits: ContentLimits,
  ): Promise<ListItem[]> {
    // With the limits: a collection's own entries above them are left out too.
    const resolved = await this.catalogue.resolve(rows.map(refOf), lang, limits);
    const byKey = new Map(resolved.map((item) => [`${item.item_type}:${item.uuid}`, item]));
    const items: ListItem[] = [];
    for (const row of rows) {
      const content = byKey.get(`${LIST_CONTENT_ITEM_TYPES[row.content_type]}:${row.content_uuid}`);
      if (!content) continue;
      items.push({
        content_type: row.content_type,
        content_uuid: row.content_uuid,
        urn: listItemUrn(row.content_type, row.content_uuid),
        sort_order: row.sort_order,
        created_at: row.created_at.toISOString(),
        content,
      });
    }
    return items;
  }

  /** GET /api/lists/2/list/{uuid}/item-urns: a missing list is 404 (the client's 2206). */
  async urns(uuid: string, viewer: Viewer, limits: ContentLimits): Promise<ListItemUrns> {
    const list = await this.access.readable(uuid, viewer, listErrors.itemsNotFound);
    const rows = await this.items.all(list.uuid, limits);
    return { uuid: list.uuid, urns: rows.map((row) => listItemUrn(row.content_type, row.content_uuid)) };
  }

  /**
   * POST /api/lists/2/list/{uuid}/{type}/{contentUuid}: content that does not exist (or is not
   * published) is 2204, content above the caller's limits 403 PARENTAL_LOCK, an item already
   * there 2205, a full list 2209.
   */
  async add(
    uuid: string,
    type: ListContentType,
    contentUuid: string,
    viewer: SessionContext,
    lang: Locale,
    limits: ContentLimits,
  ): Promise<ListItem> {
    // The content first: a refused add makes no favourites list.
    await this.assertAllowed(limits, type, contentUuid);
    const [content] = await this.catalogue.resolve(
      [refOf({ content_type: type, content_uuid: contentUuid })],
      lang,
      limits,
    );
    if (!content) throw listErrors.contentNotFound();
    const list = await this.access.owned(uuid, viewer);
    // The English title is the sort key whatever the caller's language: one order for everyone.
    const [english] =
      lang === 'en'
        ? [content]
        : await this.catalogue.resolve([refOf({ content_type: type, content_uuid: contentUuid })], 'en');
    const title = english && 'title' in english ? String(english.title) : '';
    const outcome = await this.items.add(
      { list_uuid: list.uuid, content_type: type, content_uuid: contentUuid, title, sort_order: 0 },
      this.limits.maxItems,
    );
    if (outcome === 'duplicate') throw listErrors.alreadyExists();
    if (outcome === 'full') throw listErrors.listFull(this.limits.maxItems);
    const row = await this.items.find(list.uuid, type, contentUuid);
    if (!row) throw listErrors.itemNotInList();
    return (await this.resolve([row], lang, limits))[0]!;
  }

  /**
   * PUT …/{type}/{contentUuid}: sets sort_order (default 0); an item not in the list is 2204, one
   * above the caller's limits 403 PARENTAL_LOCK (nothing changes).
   */
  async setSortOrder(
    uuid: string,
    type: ListContentType,
    contentUuid: string,
    sortOrder: number,
    viewer: SessionContext,
    lang: Locale,
    limits: ContentLimits,
  ): Promise<ListItem> {
    const list = await this.access.owned(uuid, viewer, { create: false, missing: listErrors.itemNotInList });
    await this.assertAllowed(limits, type, contentUuid);
    if (!(await this.items.setSortOrder(list.uuid, type, contentUuid, sortOrder)))
      throw listErrors.itemNotInList();
    const row = await this.items.find(list.uuid, type, contentUuid);
    if (!row) throw listErrors.itemNotInList();
    const [item] = await this.resolve([row], lang, limits);
    // Content gone since it was added: the order is stored, but there is no item to show.
    if (!item) throw listErrors.contentNotFound();
    return item;
  }

  /** 403 PARENTAL_LOCK for content above the limits (a collection has no rating of its own). */
  private async assertAllowed(limits: ContentLimits, type: ListContentType, contentUuid: string) {
    if (type === 'collection') return;
    await this.ratings.assertAllowed(limits, { type, uuid: contentUuid });
  }

  /** DELETE …/{type}/{contentUuid}: an item not in the list is 2204 (limits or not: removing shows nothing). */
  async remove(uuid: string, type: ListContentType, contentUuid: string, viewer: SessionContext) {
    const list = await this.access.owned(uuid, viewer, { create: false, missing: listErrors.itemNotInList });
    if (!(await this.items.remove(list.uuid, type, contentUuid))) throw listErrors.itemNotInList();
    return { success: true as const };
  }
}
