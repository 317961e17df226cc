import { Outlet, ScrollRestoration, type Location } from 'react-router';
import { AgreementsPrompt } from '../../features/agreements';
import { BUILD_ID } from '../../features/app-config';
import { UpdateBanner } from '../../features/app-update';
import { ConsentHost } from '../../features/consent';

/**
 * Where a page's scroll position is remembered. React Router keys every page a document opens
 * on as "default", so a page opened by typing its address (or a mail link) would get the
 * position of whatever page the tab opened on before; that entry is keyed by its path instead.
 */
export function scrollKey(location: Pick<Location, 'key' | 'pathname' | 'search'>): string {
  return location.key === 'default' ? `path:${location.pathname}${location.search}` : location.key;
}

/**
 * Wraps every layout: the page, the new-version banner, scroll restoration, and, over any page
 * a signed-in member opens, the prompt for an agreement revision they still have to accept.
 * The consent banner comes first in the document (drawn fixed at the foot of the screen), so
 * keyboard and screen reader users meet it before the page.
 */
export function RootLayout() {
  return (
    <>
      <ConsentHost />
      <Outlet />
      <UpdateBanner currentBuildId={BUILD_ID} />
      <AgreementsPrompt />
      <ScrollRestoration getKey={scrollKey} />
    </>
  );
}
