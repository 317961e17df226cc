import { guardedReload } from './reload-guard';

/**
 * After a deploy, a lazy route of the old build may fail to load its chunk. Vite reports that as
 * `vite:preloadError`; reloading picks up the new build. The reload guard stops a loop when the
 * chunk is genuinely broken, and the error then reaches the error page instead.
 */
export function reloadOnStaleChunks(target: Window = window): () => void {
  const onPreloadError = (event: Event) => {
    if (guardedReload()) event.preventDefault();
  };
  target.addEventListener('vite:preloadError', onPreloadError);
  return () => target.removeEventListener('vite:preloadError', onPreloadError);
}
