import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { DISCUSSIONS_ROOT_KEY } from '../../components/discussions/discussion-queries';
import { useSession } from '../../lib/session';
import type { SessionState } from '../../lib/session';

/** Who is reading, as far as discussions care: the member, and whether they are staff. */
const selectViewer = (state: SessionState) =>
  state.profile ? `${state.profile.user_guid}:${state.claims?.profile.isStaff ? 'staff' : 'member'}` : 'anon';

/** Whether the session's claims say the viewer is staff (the server checks again on every call). */
export const selectIsStaff = (state: SessionState) => state.claims?.profile.isStaff ?? false;

export function useIsStaff(): boolean {
  return useSession(selectIsStaff);
}

/**
 * Discussion replies depend on the viewer (`is_own`, hidden posts for staff) but their keys do
 * not (so a server-rendered page hydrates with its own data): when the viewer changes (sign in,
 * sign out, claims restored after start), every discussion read is asked again.
 */
export function useDiscussionViewerRefresh(): void {
  const viewer = useSession(selectViewer);
  const queryClient = useQueryClient();
  const seen = useRef(viewer);
  useEffect(() => {
    if (seen.current === viewer) return;
    seen.current = viewer;
    void queryClient.invalidateQueries({ queryKey: DISCUSSIONS_ROOT_KEY });
  }, [viewer, queryClient]);
}
