import { useEffect, type RefObject } from 'react';
import { isModified } from '../../lib/key-focus';

/** What a remote control's arrows move between: the page's buttons and links. */
const FOCUSABLE = 'button:not([disabled]), a[href]';

const FORWARD = new Set(['ArrowRight', 'ArrowDown']);
const BACKWARD = new Set(['ArrowLeft', 'ArrowUp']);

/**
 * Moves focus one control forward or back in page order for an arrow key; the first control
 * when none has focus yet (a TV page opens with nothing focused). Stops at the ends, as a
 * remote's focus does. Returns whether the key was used.
 */
export function moveFocus(root: HTMLElement, key: string): boolean {
  const forward = FORWARD.has(key);
  if (!forward && !BACKWARD.has(key)) return false;
  const items = [...root.querySelectorAll<HTMLElement>(FOCUSABLE)];
  if (items.length === 0) return false;
  const index = items.indexOf(document.activeElement as HTMLElement);
  const next = index < 0 ? 0 : Math.min(items.length - 1, Math.max(0, index + (forward ? 1 : -1)));
  items[next]!.focus();
  return true;
}

/**
 * Remote-control navigation for a large-screen page: the arrow keys (what a TV remote's d-pad
 * sends to a browser) move focus between the controls inside `root`; OK/Enter then presses the
 * focused one, as any button or link does. Keys with a modifier stay the browser's.
 */
export function useArrowFocus(root: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const element = root.current;
      if (!element || event.defaultPrevented || isModified(event)) return;
      if (moveFocus(element, event.key)) event.preventDefault();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [root]);
}
