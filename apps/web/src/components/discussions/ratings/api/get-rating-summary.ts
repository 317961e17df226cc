import type { DiscussedContentType } from '@fanverse/contract';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../../lib/api-client';
import { retryTransient } from '../../../../lib/content-query';
import { reviewsKeys } from '../reviews-keys';

/** GET /api/reviews/1/{type}/{uuid}/summary: the average, the counts per star, the caller's own. */
export function ratingSummaryQueryOptions(type: DiscussedContentType, uuid: string) {
  return {
    queryKey: reviewsKeys.summary(type, uuid),
    queryFn: () => apiClient.reviews.getRatingSummary(type, uuid),
    staleTime: 30_000,
    retry: retryTransient,
  } as const;
}

export function useRatingSummary(type: DiscussedContentType, uuid: string) {
  return useQuery({ ...ratingSummaryQueryOptions(type, uuid), enabled: Boolean(uuid) });
}
