import type { ThreadEditBody } from '@fanverse/contract';
import { apiClient } from '../../../lib/api-client';
import { useDiscussionMutation } from './use-discussion-mutation';

/** PATCH /api/discussions/1/threads/{uuid}: the author edits the title or the opening post. */
export function useEditThread(uuid: string) {
  return useDiscussionMutation((body: ThreadEditBody) => apiClient.discussions.editThread(uuid, body));
}
