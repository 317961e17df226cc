import { apiClient } from '../../../lib/api-client';
import { useDiscussionMutation } from './use-discussion-mutation';

/**
 * DELETE /api/discussions/1/threads/{uuid} → 204: the author deletes their thread, and the page
 * then leaves for the board (which reads its threads afresh, since they are all marked stale).
 */
export function useDeleteThread(uuid: string) {
  return useDiscussionMutation(() => apiClient.discussions.deleteThread(uuid), { refetchNow: false });
}
