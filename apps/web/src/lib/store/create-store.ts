export type Listener = () => void;
export type StateUpdate<S> = Partial<S> | ((state: S) => Partial<S>);

/** A tiny observable state container: one per slice, read by React through `useStore`. */
export interface Store<S extends object> {
  getState(): S;
  setState(update: StateUpdate<S>): void;
  subscribe(listener: Listener): () => void;
}

export function createStore<S extends object>(initial: S): Store<S> {
  let state = initial;
  const listeners = new Set<Listener>();
  return {
    getState: () => state,
    setState(update) {
      const patch = typeof update === 'function' ? update(state) : update;
      const changed = Object.keys(patch).some(
        (key) => !Object.is(patch[key as keyof S], state[key as keyof S]),
      );
      if (!changed) return;
      state = { ...state, ...patch };
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
