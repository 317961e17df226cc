import { apiClient } from '../../../lib/api-client';
import { useDiscussionMutation } from './use-discussion-mutation';

/** PUT /api/discussions/1/replies/{uuid}/moderation (staff): hide or show a reply. */
export function useModerateReply() {
  return useDiscussionMutation(({ uuid, is_hidden }: { uuid: string; is_hidden: boolean }) =>
    apiClient.discussions.moderateReply(uuid, { is_hidden }),
  );
}
