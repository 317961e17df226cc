import type { CollectionItem } from '@fanverse/contract';
import type { ItemLoader } from '../catalogue/item-loaders';
import { toUserList } from './list.mapper';
import type { UserListsRepository } from './user-lists.repository';

/**
 * 'UserList' items of collections and homepage rails: public lists only (a list made private
 * or deleted drops out of the rail like a deleted row), one query per call. A rail is the same
 * for every visitor, so `is_following` is false here; the list's own page says the truth.
 */
export function listItemLoaders(lists: UserListsRepository): ItemLoader[] {
  return [
    {
      type: 'UserList',
      async load(uuids) {
        const items = new Map<string, CollectionItem>();
        for (const row of await lists.findPublicByUuids(uuids)) {
          items.set(row.uuid, { ...toUserList(row, null), item_type: 'UserList' });
        }
        return items;
      },
    },
  ];
}
