import type { ThreadModerationBody } from '@fanverse/contract';
import { apiClient } from '../../../lib/api-client';
import { useDiscussionMutation } from './use-discussion-mutation';

/** PUT /api/discussions/1/threads/{uuid}/moderation (staff): hide or lock the thread. */
export function useModerateThread(uuid: string) {
  return useDiscussionMutation((body: ThreadModerationBody) =>
    apiClient.discussions.moderateThread(uuid, body),
  );
}
