import type { CollectionItem } from '@fanverse/contract';
import type { ItemLoader } from '../catalogue/item-loaders';
import { ContentLimits } from '../parental/content-limits';
import type { ListItemsRepository } from './list-items.repository';
import { withVisibleCounts } from './list-visible-counts';
import { toUserList } from './list.mapper';
import type { UserListsRepository } from './user-lists.repository';

/**
 * 'UserList' items of collections and homepage rails: public lists only (a list made private
 * or deleted drops out of the rail like a deleted row), one query per call. A rail is the same
 * for every visitor, so `is_following` is false here; the list's own page says the truth. A
 * caller with parental limits sees counters of the items within them (one more query).
 */
export function listItemLoaders(lists: UserListsRepository, listItems: ListItemsRepository): ItemLoader[] {
  return [
    {
      type: 'UserList',
      async load(uuids, _lang, limits = ContentLimits.NONE) {
        const items = new Map<string, CollectionItem>();
        const rows = await withVisibleCounts(listItems, await lists.findPublicByUuids(uuids), limits);
        for (const row of rows) {
          items.set(row.uuid, { ...toUserList(row, null), item_type: 'UserList' });
        }
        return items;
      },
    },
  ];
}
