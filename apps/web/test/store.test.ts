import { describe, expect, it, vi } from 'vitest';
import { createStore, persistSlice } from '../src/lib/store';

describe('createStore', () => {
  it('merges updates and notifies subscribers only on change', () => {
    const store = createStore({ a: 1, b: 'x' });
    const listener = vi.fn();
    const stop = store.subscribe(listener);
    store.setState({ a: 2 });
    store.setState((state) => ({ b: state.b + 'y' }));
    store.setState({ a: 2 });
    expect(store.getState()).toEqual({ a: 2, b: 'xy' });
    expect(listener).toHaveBeenCalledTimes(2);
    stop();
    store.setState({ a: 3 });
    expect(listener).toHaveBeenCalledTimes(2);
  });
});

describe('persistSlice', () => {
  it('writes only the selected keys under vuex.<slice> and restores them', () => {
    const store = createStore({ keep: 'a', skip: 'b' });
    const stop = persistSlice(store, {
      slice: 'demo',
      keys: ['keep'],
      storage: localStorage,
      restore: (saved) => (typeof saved.keep === 'string' ? { keep: saved.keep } : {}),
    });
    store.setState({ keep: 'changed', skip: 'changed' });
    expect(JSON.parse(localStorage.getItem('vuex') ?? '')).toEqual({ demo: { keep: 'changed' } });
    stop();

    const fresh = createStore({ keep: 'a', skip: 'b' });
    persistSlice(fresh, {
      slice: 'demo',
      keys: ['keep'],
      storage: localStorage,
      restore: (saved) => (typeof saved.keep === 'string' ? { keep: saved.keep } : {}),
    })();
    expect(fresh.getState()).toEqual({ keep: 'changed', skip: 'b' });
  });

  it('survives corrupt storage', () => {
    localStorage.setItem('vuex', '{oops');
    const store = createStore({ keep: 'a' });
    persistSlice(store, { slice: 's', keys: ['keep'], storage: localStorage, restore: () => ({}) })();
    expect(store.getState()).toEqual({ keep: 'a' });
    expect(JSON.parse(localStorage.getItem('vuex') ?? '')).toEqual({ s: { keep: 'a' } });
  });
});
