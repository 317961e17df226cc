import type { DiscussionReply } from '@fanverse/contract';
import { authorAvatar } from './discussion-thread.mapper';
import type { ReplyRow } from './discussion-replies.repository';

/** A reply row as the wire's DiscussionReply; `viewerId` null for anonymous callers. */
export function toDiscussionReply(row: ReplyRow, viewerId: string | null): DiscussionReply {
  return {
    avatar: authorAvatar(row.author_avatar_path),
    username: row.author_username,
    user_guid: row.author_guid,
    uuid: row.uuid,
    thread_uuid: row.thread_uuid,
    body: row.body,
    created_at: row.created_at.toISOString(),
    edited_at: row.edited_at?.toISOString() ?? null,
    is_hidden: row.is_hidden,
    is_own: viewerId !== null && row.author_id === viewerId,
  };
}
