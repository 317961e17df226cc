import { focusOwnsKey, isModified, type KeyInput } from '../../../../lib/key-focus';

/**
 * The reader's keys, taps and swipes as pure functions of the input and the reading direction:
 * in a right-to-left book the left arrow, the left edge and a swipe to the right go forward.
 */
export type ReaderAction = 'next' | 'prev' | 'first' | 'last' | 'fullscreen' | 'goto' | 'guided' | 'close';

export type FlowDirection = 'ltr' | 'rtl' | 'vertical';

export type { KeyInput };

/**
 * What kind of element has focus: `text` (typing), `button` (Space and Enter press it),
 * `slider` (arrows, Home and End move it), anything else `other`.
 */
export type FocusKind = 'text' | 'button' | 'slider' | 'other';

export function readerKeyAction(
  input: KeyInput,
  direction: FlowDirection,
  focus: FocusKind = 'other',
): ReaderAction | null {
  const { key } = input;
  if (isModified(input)) return null;
  if (key === 'Escape') return 'close';
  if (focus === 'text') return null;
  if (focusOwnsKey(focus, key)) return null;
  const forward = direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
  const backward = direction === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
  switch (key) {
    case forward:
    case 'ArrowDown':
    case 'PageDown':
      return 'next';
    case backward:
    case 'ArrowUp':
    case 'PageUp':
      return 'prev';
    case ' ':
      return input.shiftKey ? 'prev' : 'next';
    case 'Home':
      return 'first';
    case 'End':
      return 'last';
    case 'f':
    case 'F':
      return 'fullscreen';
    case 'g':
    case 'G':
      return 'goto';
    case 'v':
    case 'V':
      return 'guided';
    default:
      return null;
  }
}

/** Edge tap zones: the outer quarter on each side turns the page, the middle shows the controls. */
export const TAP_EDGE = 0.25;

export function tapAction(x: number, width: number, direction: FlowDirection): 'next' | 'prev' | 'toggle' {
  if (width <= 0) return 'toggle';
  const at = x / width;
  const left = direction === 'rtl' ? 'next' : 'prev';
  const right = direction === 'rtl' ? 'prev' : 'next';
  if (at < TAP_EDGE) return left;
  if (at > 1 - TAP_EDGE) return right;
  return 'toggle';
}

/** A swipe shorter than this (CSS pixels), or more vertical than horizontal, is not a page turn. */
export const SWIPE_MIN = 40;

export function swipeAction(dx: number, dy: number, direction: FlowDirection): 'next' | 'prev' | null {
  if (Math.abs(dx) < SWIPE_MIN || Math.abs(dx) < Math.abs(dy) * 1.2) return null;
  // Swiping the finger to the left pulls the next page in from the right in a left-to-right book.
  const towardsLeft = dx < 0;
  if (direction === 'rtl') return towardsLeft ? 'prev' : 'next';
  return towardsLeft ? 'next' : 'prev';
}
