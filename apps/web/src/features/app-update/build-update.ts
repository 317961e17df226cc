/** Build id of the dev server, which never asks for a reload. */
export const DEV_BUILD_ID = 'dev';

/** Default interval between two looks at `/build-id.json`. */
export const BUILD_POLL_INTERVAL_MS = 60_000;

/** A newer build is deployed when the served id differs from the one this page was built with. */
export function isNewBuild(currentId: string, latestId: string | null | undefined): boolean {
  return (
    currentId !== DEV_BUILD_ID && typeof latestId === 'string' && latestId !== '' && latestId !== currentId
  );
}
