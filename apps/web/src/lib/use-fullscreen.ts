import { useCallback, useSyncExternalStore } from 'react';

function subscribe(onChange: () => void) {
  document.addEventListener('fullscreenchange', onChange);
  return () => document.removeEventListener('fullscreenchange', onChange);
}

/**
 * Full screen for one element (the player's frame, the comic reader), controls included, following
 * Esc and the browser's own UI.
 */
export function useFullscreen(target: HTMLElement | null) {
  const active = useSyncExternalStore(
    subscribe,
    () => target !== null && document.fullscreenElement === target,
    () => false,
  );
  const supported = typeof document !== 'undefined' && document.fullscreenEnabled === true;
  const toggle = useCallback(() => {
    if (!target || !document.fullscreenEnabled) return;
    if (document.fullscreenElement === target) void document.exitFullscreen().catch(() => undefined);
    else void target.requestFullscreen().catch(() => undefined);
  }, [target]);
  return { active, supported, toggle };
}
