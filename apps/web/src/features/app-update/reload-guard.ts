import { getStorage, readItem, writeItem } from '../../lib/storage';

/** Spec accounts §9: no second guarded reload within 10 seconds of the last one. */
export const RELOAD_GUARD_TTL_MS = 10_000;
/** Session storage, so the guard is per tab and forgotten when the tab closes. */
export const RELOAD_GUARD_KEY = 'fanverse_reload_guard_at';

/** A reload is allowed unless the last guarded reload was less than `ttl` ago. */
export function isReloadAllowed(
  lastReloadAt: number | null,
  now: number,
  ttl: number = RELOAD_GUARD_TTL_MS,
): boolean {
  if (lastReloadAt === null || !Number.isFinite(lastReloadAt)) return true;
  const elapsed = now - lastReloadAt;
  return elapsed < 0 || elapsed >= ttl; // a clock that went backwards never blocks for good
}

export interface GuardedReloadOptions {
  storage?: Storage | null;
  now?: number;
  reload?: () => void;
  ttl?: number;
}

/**
 * Reloads the page unless a guarded reload happened moments ago, so that a broken deploy (for
 * example a chunk that keeps failing to load) cannot trap the visitor in a reload loop.
 * Returns whether the reload happened.
 */
export function guardedReload({
  storage = getStorage('session'),
  now = Date.now(),
  reload = () => globalThis.location.reload(),
  ttl = RELOAD_GUARD_TTL_MS,
}: GuardedReloadOptions = {}): boolean {
  const saved = readItem(RELOAD_GUARD_KEY, storage);
  const last = saved === null ? null : Number(saved);
  if (!isReloadAllowed(last, now, ttl)) return false;
  writeItem(RELOAD_GUARD_KEY, String(now), storage);
  reload();
  return true;
}
