import { Outlet, ScrollRestoration } from 'react-router';
import { BUILD_ID } from '../../features/app-config';
import { UpdateBanner } from '../../features/app-update';

/** Wraps every layout: the page, the new-version banner and scroll restoration. */
export function RootLayout() {
  return (
    <>
      <Outlet />
      <UpdateBanner currentBuildId={BUILD_ID} />
      <ScrollRestoration />
    </>
  );
}
