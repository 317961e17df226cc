import { viewerUnlockSchema, type ViewerUnlock } from '@fanverse/contract';
import type { ClientState } from '../client-state';

/**
 * The parental unlock the client holds, as a credential like the session token: sent as
 * `X-Viewer-Unlock` on every request while it is live. The server ties it to the session it was
 * given to, so it means nothing under another token: `setSessionToken` drops it on a change.
 */
export class ViewerUnlockHolder {
  constructor(
    private readonly state: ClientState,
    private readonly now: () => number = Date.now,
  ) {}

  /** The unlock while it is live (before its `expires_at`); an expired one is dropped here. */
  get(): ViewerUnlock | null {
    const held = this.state.viewerUnlock;
    if (held && !(Date.parse(held.expires_at) > this.now())) this.state.viewerUnlock = null;
    return this.state.viewerUnlock;
  }

  /**
   * Holds an unlock (a fresh one, or one the app kept across a reload). Anything that is not an
   * unlock (a tampered storage entry) is ignored; an expired one is as good as none.
   */
  hold(unlock: unknown): void {
    const parsed = viewerUnlockSchema.safeParse(unlock);
    if (parsed.success) this.state.viewerUnlock = parsed.data;
    this.get();
  }

  clear(): void {
    this.state.viewerUnlock = null;
  }
}
