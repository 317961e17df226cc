import { isRecord, type ViewerUnlock } from '@fanverse/contract';
import { getStorage, readJson, removeItem, writeItem } from '../../lib/storage';

/**
 * The parental unlock a correct pin answered, kept for the tab (session storage) so that a
 * reload goes on where it was until the unlock expires. It is a credential tied to the session
 * it was given to: it is kept with that session's id and never restored under another one.
 */
export const UNLOCK_STORAGE_KEY = 'fanverse_viewer_unlock';

export function keepUnlock(
  unlock: ViewerUnlock,
  sessionId: string | null,
  storage: Storage | null = getStorage('session'),
): void {
  if (!sessionId) return;
  writeItem(UNLOCK_STORAGE_KEY, JSON.stringify({ ...unlock, session: sessionId }), storage);
}

export function forgetUnlock(storage: Storage | null = getStorage('session')): void {
  removeItem(UNLOCK_STORAGE_KEY, storage);
}

/** The kept unlock of `sessionId` while it is live; anything else is dropped from storage. */
export function keptUnlock(
  sessionId: string | null,
  now: number = Date.now(),
  storage: Storage | null = getStorage('session'),
): ViewerUnlock | null {
  const kept = readJson(UNLOCK_STORAGE_KEY, storage);
  if (kept === undefined) return null;
  const usable =
    isRecord(kept) &&
    sessionId !== null &&
    kept.session === sessionId &&
    typeof kept.unlock_token === 'string' &&
    typeof kept.expires_at === 'string' &&
    Date.parse(kept.expires_at) > now;
  if (!usable) {
    forgetUnlock(storage);
    return null;
  }
  return { unlock_token: kept.unlock_token as string, expires_at: kept.expires_at as string };
}

/**
 * Once the session is restored after a reload (a new session token drops any unlock the client
 * holds): the unlock this tab kept for that session is held again, until it expires.
 */
export function restoreKeptUnlock(
  viewer: { restoreUnlock(unlock: ViewerUnlock): void },
  sessionId: string | null,
  storage: Storage | null = getStorage('session'),
): void {
  const kept = keptUnlock(sessionId, Date.now(), storage);
  if (kept) viewer.restoreUnlock(kept);
}
