import { useCallback, useState } from 'react';
import { useMatches, useNavigate } from 'react-router';
import { useSessionManager } from './session-context';

/** Route `handle` flag: the page needs a signed-in visitor. */
export interface SessionRouteHandle {
  requiresSignIn?: boolean;
}

function requiresSignIn(handle: unknown): boolean {
  return (
    typeof handle === 'object' && handle !== null && (handle as SessionRouteHandle).requiresSignIn === true
  );
}

/**
 * Signs out. On a page that needs a signed-in visitor it first goes to the home page, so the
 * visitor is not bounced to the sign-in form for the page they just left. Logout never fails
 * for the visitor: an expired session counts as signed out (spec §4).
 */
export function useSignOut() {
  const session = useSessionManager();
  const navigate = useNavigate();
  const matches = useMatches();
  const [pending, setPending] = useState(false);
  const onProtectedPage = matches.some((match) => requiresSignIn(match.handle));
  const signOut = useCallback(async () => {
    setPending(true);
    try {
      if (onProtectedPage) await navigate('/', { replace: true });
      await session.logout();
    } catch {
      // The manager has cleared the user already; there is nothing left to undo.
    } finally {
      setPending(false);
    }
  }, [navigate, onProtectedPage, session]);
  return { signOut, pending };
}
