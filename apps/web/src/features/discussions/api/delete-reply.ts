import { apiClient } from '../../../lib/api-client';
import { useDiscussionMutation } from './use-discussion-mutation';

/** DELETE /api/discussions/1/replies/{uuid} → 204: the author deletes their reply. */
export function useDeleteReply() {
  return useDiscussionMutation((uuid: string) => apiClient.discussions.deleteReply(uuid));
}
