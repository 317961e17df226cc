import { apiClient } from '../../../lib/api-client';
import { useDiscussionMutation } from './use-discussion-mutation';

/** PATCH /api/discussions/1/replies/{uuid}: the author edits their reply. */
export function useEditReply() {
  return useDiscussionMutation(({ uuid, body }: { uuid: string; body: string }) =>
    apiClient.discussions.editReply(uuid, { body }),
  );
}
