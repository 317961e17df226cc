import type { RatingSummary, Review } from '@fanverse/contract';
import { authorAvatar } from '../discussions/discussion-thread.mapper';
import type { RatingCounts, ReviewedContent, ReviewRow } from './reviews.repository';

/** A review row as the wire's Review; `viewerId` null for anonymous callers. */
export function toReview(row: ReviewRow, viewerId: string | null): Review {
  return {
    avatar: authorAvatar(row.author_avatar_path),
    username: row.author_username,
    user_guid: row.author_guid,
    uuid: row.uuid,
    content_type: row.content_type,
    content_uuid: row.content_uuid,
    rating: row.rating,
    subject: row.subject,
    comment: row.comment,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    is_own: viewerId !== null && row.user_id === viewerId,
  };
}

export function toRatingSummary(
  content: ReviewedContent,
  counts: RatingCounts,
  mine: Review | null,
): RatingSummary {
  const star = (n: number) => counts.byStar.get(n) ?? 0;
  return {
    content_type: content.type,
    content_uuid: content.uuid,
    avg_rating: counts.avg,
    rating_count: counts.count,
    distribution: { '1': star(1), '2': star(2), '3': star(3), '4': star(4), '5': star(5) },
    mine,
  };
}
