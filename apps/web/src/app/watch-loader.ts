import type { LoaderFunctionArgs } from 'react-router';
import { startApp } from '../features/app-config';
import { prefetchPlayback } from '../features/player/prefetch-playback';
import { getAppSession } from './session';

/**
 * The watch route starts the stream's chain (rights, manifest, hls.js) from its address before
 * the page renders: loaders run beside the root loader and the page's code download, so the
 * first frame does not wait for the page. Rights depend on who is signed in: a visitor with a
 * stored session waits for start-up and the session restore (the root loader's, each run once
 * per page load); an anonymous one starts at once, beside them. The prefetch is part of the
 * entry (a few kB) so that nothing is downloaded before the first call goes out.
 */
export async function watchLoader({ params }: LoaderFunctionArgs) {
  const session = getAppSession();
  if (session.hasStoredSession()) {
    await startApp();
    await session.restore();
  }
  prefetchPlayback(params.content_type, params.uuid);
  return null;
}
