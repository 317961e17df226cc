import { useEffect } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), ' +
  'textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Keeps keyboard focus inside the reader: Tab and Shift+Tab wrap around its controls, and focus
 * that lands outside it (a click on the page behind, a banner) is brought back. Dialogs the
 * reader opens are portals marked `data-reader-dialog`, where focus may go.
 */
export function useFocusTrap(root: HTMLElement | null): void {
  useEffect(() => {
    if (!root) return;
    const inDialog = (node: EventTarget | null) =>
      node instanceof Element &&
      node.closest('[data-reader-dialog], [role="dialog"], [role="alertdialog"]') !== null;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab' || inDialog(event.target)) return;
      const items = [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
        (element) => element.offsetParent !== null || element === document.activeElement,
      );
      if (items.length === 0) return;
      const first = items[0]!;
      const last = items[items.length - 1]!;
      const active = document.activeElement;
      if (event.shiftKey && (active === first || !root.contains(active))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !root.contains(active))) {
        event.preventDefault();
        first.focus();
      }
    };
    const onFocusIn = (event: FocusEvent) => {
      if (root.contains(event.target as Node) || inDialog(event.target)) return;
      root.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
    };
  }, [root]);
}
