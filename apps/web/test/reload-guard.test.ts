import { describe, expect, it, vi } from 'vitest';
import {
  RELOAD_GUARD_KEY,
  RELOAD_GUARD_TTL_MS,
  guardedReload,
  isReloadAllowed,
} from '../src/features/app-update/reload-guard';
import { isNewBuild } from '../src/features/app-update/build-update';

describe('isReloadAllowed', () => {
  it('allows the first reload', () => {
    expect(isReloadAllowed(null, 1_000)).toBe(true);
  });

  it('blocks a reload within 10 s of the last one', () => {
    expect(RELOAD_GUARD_TTL_MS).toBe(10_000);
    expect(isReloadAllowed(50_000, 50_000)).toBe(false);
    expect(isReloadAllowed(50_000, 59_999)).toBe(false);
  });

  it('allows it again from 10 s on', () => {
    expect(isReloadAllowed(50_000, 60_000)).toBe(true);
    expect(isReloadAllowed(50_000, 120_000)).toBe(true);
  });

  it('is not stuck when the clock went backwards or the stored value is junk', () => {
    expect(isReloadAllowed(50_000, 40_000)).toBe(true);
    expect(isReloadAllowed(Number.NaN, 40_000)).toBe(true);
  });
});

describe('guardedReload', () => {
  it('reloads and records the time in session storage', () => {
    const reload = vi.fn();
    expect(guardedReload({ storage: sessionStorage, now: 1_000, reload })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem(RELOAD_GUARD_KEY)).toBe('1000');
  });

  it('refuses a second reload within the guard time, then allows it', () => {
    const reload = vi.fn();
    guardedReload({ storage: sessionStorage, now: 1_000, reload });
    expect(guardedReload({ storage: sessionStorage, now: 5_000, reload })).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(guardedReload({ storage: sessionStorage, now: 11_000, reload })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('still reloads when storage is unavailable', () => {
    const reload = vi.fn();
    expect(guardedReload({ storage: null, now: 1, reload })).toBe(true);
    expect(reload).toHaveBeenCalled();
  });
});

describe('isNewBuild', () => {
  it('is true only when the served id differs from the running build', () => {
    expect(isNewBuild('abc-1', 'abc-2')).toBe(true);
    expect(isNewBuild('abc-1', 'abc-1')).toBe(false);
    expect(isNewBuild('abc-1', undefined)).toBe(false);
    expect(isNewBuild('abc-1', '')).toBe(false);
  });

  it('never fires on the dev server', () => {
    expect(isNewBuild('dev', 'abc-2')).toBe(false);
  });
});
