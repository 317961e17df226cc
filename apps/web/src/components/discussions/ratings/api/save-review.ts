import type { DiscussedContentType, ReviewBody } from '@fanverse/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../../lib/api-client';
import { refreshRatings } from '../reviews-keys';

export interface SaveReview {
  /** POST a first review, or PUT over the member's own. */
  mode: 'create' | 'update';
  body: ReviewBody;
}

/**
 * POST or PUT /api/reviews/1/{type}/{uuid}. Not optimistic: the average is the server's to
 * compute (it counts everyone's ratings), so the summary and the title are asked again after.
 */
export function useSaveReview(type: DiscussedContentType, uuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ mode, body }: SaveReview) =>
      mode === 'create'
        ? apiClient.reviews.createReview(type, uuid, body)
        : apiClient.reviews.updateReview(type, uuid, body),
    onSettled: () => refreshRatings(queryClient, type, uuid),
  });
}
