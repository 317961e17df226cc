import { useEffect, useRef } from 'react';
import { focusKindOf, shortcutFor, type ShortcutAction } from '../logic/shortcuts';

/**
 * The player's keys (logic/shortcuts.ts), listened for on the whole page while the player is
 * shown, so they work without first clicking the video; never while a text field, a menu or a
 * modal dialog outside the player has focus.
 */
export function usePlayerShortcuts(container: HTMLElement | null, run: (action: ShortcutAction) => boolean) {
  const latest = useRef(run);
  useEffect(() => {
    latest.current = run;
  });

  useEffect(() => {
    if (!container) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing) return;
      const target = event.target;
      if (target instanceof Element && !container.contains(target) && target.closest('[aria-modal="true"]')) {
        return;
      }
      const action = shortcutFor(event, focusKindOf(target));
      if (action && latest.current(action)) event.preventDefault();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [container]);
}
