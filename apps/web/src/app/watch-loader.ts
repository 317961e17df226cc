import type { LoaderFunctionArgs } from 'react-router';
import { startApp } from '../features/app-config';
import { getAppSession } from './session';

/**
 * The watch route starts the stream's chain (rights, manifest, hls.js) from its address as soon
 * as the session is known: loaders run beside the root loader and the page's code download, so
 * the first frame does not wait for the page to render. Start-up and the session restore are the
 * root loader's (each runs once per page load); rights depend on who is signed in.
 */
export async function watchLoader({ params }: LoaderFunctionArgs) {
  const player = import('../features/player/prefetch-playback');
  await startApp();
  await getAppSession().restore();
  (await player).prefetchPlayback(params.content_type, params.uuid);
  return null;
}
