import { useState } from 'react';
import { useDebounced } from '../../lib/use-debounced';

/** How long the desk's typing must pause before a search is sent. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * A desk search's state: what is typed (the field's value) and `q`, the trimmed text once typing
 * has paused (what the server is asked for), so a fast typist sends one request, not one a key.
 */
export function useDeskSearch() {
  const [typed, setTyped] = useState('');
  const q = useDebounced(typed.trim(), SEARCH_DEBOUNCE_MS);
  return { typed, setTyped, q };
}
