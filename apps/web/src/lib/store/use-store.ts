import { useCallback, useSyncExternalStore } from 'react';
import type { Store } from './create-store';

/**
 * Subscribes a component to one value of a store. The selector must return a value that is
 * stable between calls (a primitive or a reference held in the state), not a fresh object.
 */
export function useStore<S extends object, T>(store: Store<S>, selector: (state: S) => T): T {
  const getSnapshot = useCallback(() => selector(store.getState()), [store, selector]);
  return useSyncExternalStore(store.subscribe, getSnapshot, getSnapshot);
}
