import type { DiscussedContentType } from '@fanverse/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../../lib/api-client';
import { refreshRatings } from '../reviews-keys';

/** DELETE /api/reviews/1/{type}/{uuid}: the member's own rating and review. */
export function useDeleteReview(type: DiscussedContentType, uuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiClient.reviews.deleteReview(type, uuid),
    onSettled: () => refreshRatings(queryClient, type, uuid),
  });
}
