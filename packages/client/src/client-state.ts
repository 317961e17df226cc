import type { ViewerUnlock } from '@fanverse/contract';

/** The mutable per-client settings every request reads when it is built. */
export interface ClientState {
  lang: string | undefined;
  sessionToken: string | null;
  consumerKey: string | null;
  /**
   * The parental unlock a correct pin answered (`client.viewer.unlock`), sent as
   * `X-Viewer-Unlock` until it expires (src/http/viewer-unlock.ts); a new session token drops it.
   */
  viewerUnlock: ViewerUnlock | null;
}
