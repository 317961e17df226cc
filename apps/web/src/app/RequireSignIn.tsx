import { Navigate, Outlet, useLocation } from 'react-router';
import { PATHS } from '../lib/paths';
import { useSignedIn, withReturnPath } from '../lib/session';

/**
 * Layout route for pages that need a signed-in member: anyone else goes to the sign-in form,
 * which brings them back here afterwards. It reacts to the session, so signing out in another
 * tab also leaves the page. (Start-up has restored the session before any page renders.)
 */
export function RequireSignIn() {
  const signedIn = useSignedIn();
  const location = useLocation();
  if (!signedIn) {
    return (
      <Navigate
        to={withReturnPath(PATHS.login, `${location.pathname}${location.search}${location.hash}`)}
        replace
      />
    );
  }
  return <Outlet />;
}
