import { apiClient } from '../../../lib/api-client';
import { useDiscussionMutation } from './use-discussion-mutation';

/** POST /api/discussions/1/threads/{uuid}/replies → 201 with the reply. */
export function useCreateReply(threadUuid: string) {
  return useDiscussionMutation((body: string) => apiClient.discussions.createReply(threadUuid, { body }));
}
