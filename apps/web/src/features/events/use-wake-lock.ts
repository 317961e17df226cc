import { useEffect } from 'react';

/**
 * Keeps the screen on while `active`, where the Screen Wake Lock API exists: a phone held out at
 * the door must not dim and lock in the queue. The browser lets the lock go whenever the tab is
 * hidden, so it is asked for again each time the page comes back. A refusal (battery saver, an
 * older browser) changes nothing else: the card works without it.
 */
export function useWakeLock(active: boolean) {
  useEffect(() => {
    if (!active || typeof navigator === 'undefined' || !('wakeLock' in navigator)) return;
    let stopped = false;
    let lock: WakeLockSentinel | null = null;
    const request = async () => {
      try {
        const granted = await navigator.wakeLock.request('screen');
        if (stopped) void granted.release().catch(() => undefined);
        else lock = granted;
      } catch {
        // Refused or unsupported here: the screen may dim, nothing more.
      }
    };
    const onVisibility = () => {
      if (document.visibilityState === 'visible') void request();
    };
    void request();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      stopped = true;
      document.removeEventListener('visibilitychange', onVisibility);
      void lock?.release().catch(() => undefined);
    };
  }, [active]);
}
