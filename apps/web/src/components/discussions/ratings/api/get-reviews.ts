import { REVIEWS_DEFAULT_PAGE_SIZE, type DiscussedContentType } from '@fanverse/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiClient } from '../../../../lib/api-client';
import { retryTransient } from '../../../../lib/content-query';
import { reviewsKeys } from '../reviews-keys';

/**
 * GET /api/reviews/1/{type}/{uuid}?page=: the reviews with text, newest first, one page more at a
 * time ("More reviews" keeps the ones already read on screen).
 */
export function useReviews(type: DiscussedContentType, uuid: string) {
  return useInfiniteQuery({
    queryKey: reviewsKeys.list(type, uuid),
    queryFn: ({ pageParam }) =>
      apiClient.reviews.listReviews(type, uuid, { page: pageParam, page_size: REVIEWS_DEFAULT_PAGE_SIZE }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page < last.num_pages ? last.page + 1 : undefined),
    staleTime: 30_000,
    retry: retryTransient,
    enabled: Boolean(uuid),
  });
}
