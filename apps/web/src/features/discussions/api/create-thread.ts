import type { NewThreadBody } from '@fanverse/contract';
import { apiClient } from '../../../lib/api-client';
import { useDiscussionMutation } from './use-discussion-mutation';

/** POST /api/discussions/1/boards/{slug}/threads → 201 with the new thread. */
export function useCreateThread(slug: string) {
  return useDiscussionMutation((body: NewThreadBody) => apiClient.discussions.createThread(slug, body));
}
