/**
 * What the player's and the comic reader's keyboard shortcuts share: a page's shortcut never
 * takes a key away from the browser (a modifier held) or from the control that has focus.
 */
export interface KeyInput {
  key: string;
  shiftKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
}

/** Ctrl, Meta or Alt held: a browser or system shortcut, never a page's own. */
export function isModified(input: KeyInput): boolean {
  return input.ctrlKey || input.metaKey || input.altKey;
}

/** Keys a focused control already answers: Space and Enter press a button. */
const BUTTON_KEYS = new Set([' ', 'Enter']);
/** Arrows, Home, End and the page keys move a slider. */
const SLIDER_KEYS = new Set([
  'ArrowLeft',
  'ArrowRight',
  'ArrowUp',
  'ArrowDown',
  'Home',
  'End',
  'PageUp',
  'PageDown',
]);

/** Whether the focused control (a `button` or a `slider`; other kinds own no keys here) answers this key. */
export function focusOwnsKey(focus: string, key: string): boolean {
  if (focus === 'button') return BUTTON_KEYS.has(key);
  if (focus === 'slider') return SLIDER_KEYS.has(key);
  return false;
}
