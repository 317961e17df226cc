import { focusOwnsKey, isModified, type KeyInput } from '../../../lib/key-focus';

/**
 * The player's keyboard shortcuts, as pure functions of a key and of what has focus, so the rule
 * "never take a key away from the control that owns it" is written (and tested) in one place.
 */
export type ShortcutAction =
  | 'togglePlay'
  | 'back10'
  | 'forward10'
  | 'back5'
  | 'forward5'
  | 'volumeUp'
  | 'volumeDown'
  | 'mute'
  | 'fullscreen'
  | 'captions'
  | 'next'
  | 'help';

export type { KeyInput };

/**
 * What kind of element has focus: `text` (typing), `button` (Space and Enter press it),
 * `slider` (arrows move it), `menu` (arrows move in it), or anything else.
 */
export type FocusKind = 'text' | 'button' | 'slider' | 'menu' | 'other';

const PLAIN: Readonly<Record<string, ShortcutAction>> = {
  ' ': 'togglePlay',
  k: 'togglePlay',
  j: 'back10',
  l: 'forward10',
  ArrowLeft: 'back5',
  ArrowRight: 'forward5',
  ArrowUp: 'volumeUp',
  ArrowDown: 'volumeDown',
  m: 'mute',
  f: 'fullscreen',
  c: 'captions',
};

const SHIFTED: Readonly<Record<string, ShortcutAction>> = { n: 'next', '?': 'help' };

export function shortcutFor(input: KeyInput, focus: FocusKind): ShortcutAction | null {
  if (isModified(input)) return null; // browser and system shortcuts
  if (focus === 'text' || focus === 'menu') return null;
  if (focusOwnsKey(focus, input.key)) return null;
  // Letters are matched whatever the case (Caps Lock); `?` arrives with Shift on most layouts.
  const key = input.key.length === 1 ? input.key.toLowerCase() : input.key;
  if (key === '?') return 'help';
  if (input.shiftKey) return SHIFTED[key] ?? null;
  return PLAIN[key] ?? null;
}

const TEXT_INPUT_TYPES = new Set([
  'text',
  'search',
  'email',
  'password',
  'tel',
  'url',
  'number',
  'date',
  'datetime-local',
  'month',
  'time',
  'week',
]);

/** Classifies the focused element (the key event's target). */
export function focusKindOf(target: EventTarget | null): FocusKind {
  if (!(target instanceof Element)) return 'other';
  if (target.closest('[role="menu"], [role="listbox"]')) return 'menu';
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return 'text';
  if (target instanceof HTMLElement && target.isContentEditable) return 'text';
  if (target instanceof HTMLInputElement) {
    if (target.type === 'range') return 'slider';
    if (TEXT_INPUT_TYPES.has(target.type)) return 'text';
    return 'button'; // checkbox, radio, submit: Space toggles or presses them
  }
  const role = target.getAttribute('role');
  if (role === 'slider' || role === 'spinbutton') return 'slider';
  if (role === 'textbox' || role === 'combobox' || role === 'searchbox') return 'text';
  if (target instanceof HTMLButtonElement || target instanceof HTMLAnchorElement) return 'button';
  if (role === 'button' || role === 'switch' || role === 'link' || role === 'checkbox') return 'button';
  return 'other';
}

/** The list the `?` panel shows, in this order; each key is shown as written here. */
export const SHORTCUT_LIST: readonly { keys: readonly string[]; action: ShortcutAction }[] = [
  { keys: ['Space', 'K'], action: 'togglePlay' },
  { keys: ['J'], action: 'back10' },
  { keys: ['L'], action: 'forward10' },
  { keys: ['←'], action: 'back5' },
  { keys: ['→'], action: 'forward5' },
  { keys: ['↑'], action: 'volumeUp' },
  { keys: ['↓'], action: 'volumeDown' },
  { keys: ['M'], action: 'mute' },
  { keys: ['F'], action: 'fullscreen' },
  { keys: ['C'], action: 'captions' },
  { keys: ['Shift', 'N'], action: 'next' },
  { keys: ['?'], action: 'help' },
];
