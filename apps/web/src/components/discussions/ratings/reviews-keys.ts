import type { DiscussedContentType } from '@fanverse/contract';
import type { QueryClient } from '@tanstack/react-query';
import { userKey } from '../../../lib/query-keys';

/**
 * Query keys of a title's ratings and reviews. They start with the user scope: the summary's
 * `mine` and each review's `is_own` are the caller's, so signing in or out must ask again.
 */
export const reviewsKeys = {
  title: (type: DiscussedContentType, uuid: string) => userKey('reviews', type, uuid),
  summary: (type: DiscussedContentType, uuid: string) => userKey('reviews', type, uuid, 'summary'),
  list: (type: DiscussedContentType, uuid: string) => userKey('reviews', type, uuid, 'list'),
};

/** Whether a cached reply is the title `uuid` with an average rating (a series or comic series). */
function showsRatingOf(data: unknown, uuid: string): boolean {
  return (
    typeof data === 'object' &&
    data !== null &&
    'avg_rating' in data &&
    (data as { uuid?: unknown }).uuid === uuid
  );
}

/**
 * After a rating changes: the title's summary and reviews, and any loaded reply of the title that
 * shows `avg_rating` (the series or comic series page itself, whatever key its feature keeps it
 * under), are asked again, so every average on screen is the new one.
 */
export function refreshRatings(queryClient: QueryClient, type: DiscussedContentType, uuid: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: reviewsKeys.title(type, uuid) }),
    queryClient.invalidateQueries({ predicate: (query) => showsRatingOf(query.state.data, uuid) }),
  ]);
}
