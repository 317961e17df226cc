import { useMatches } from 'react-router';
import { usePageTracking } from '../../lib/analytics';
import { useSignedIn, type SessionRouteHandle } from '../../lib/session';

function requiresSignIn(handle: unknown): boolean {
  return (
    typeof handle === 'object' && handle !== null && (handle as SessionRouteHandle).requiresSignIn === true
  );
}

/**
 * A layout's page calls (spec accounts §2: a segment name per route). A members-only page seen
 * by a visitor who is not signed in is not counted: it sends them to the sign-in form at once,
 * and that page is the view.
 */
export function useLayoutPageTracking(enabled = true): void {
  const matches = useMatches();
  const signedIn = useSignedIn();
  const redirecting = !signedIn && matches.some((match) => requiresSignIn(match.handle));
  usePageTracking(enabled && !redirecting);
}

/** The same as a component, for a layout that tracks only in some of its uses. */
export function LayoutPageTracking(): null {
  useLayoutPageTracking();
  return null;
}
