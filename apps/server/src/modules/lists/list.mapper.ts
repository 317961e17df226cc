import { listPagePath, type UserList } from '@fanverse/contract';
import type { ListRow } from './user-lists.repository';

/** A list row as the wire's UserList; `is_following` is never true for the owner. */
export function toUserList(row: ListRow, viewerId: string | null): UserList {
  return {
    uuid: row.uuid,
    title: row.title,
    description: row.description,
    is_public: row.is_public,
    is_favorites: row.is_favorites,
    is_pull_list: row.is_pull_list,
    is_following: row.is_following && row.user_id !== viewerId,
    follower_count: row.follower_count,
    items_count: row.items_count,
    counts: {
      series: row.series_count,
      episode: row.episode_count,
      clip: row.clip_count,
      comicseries: row.comicseries_count,
      book: row.book_count,
      collection: row.collection_count,
    },
    user_guid: row.user_guid,
    username: row.username,
    url: listPagePath(row.uuid),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}
