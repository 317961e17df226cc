export { createStore, type Store, type StateUpdate } from './create-store';
export { useStore } from './use-store';
export { persistSlice, PERSISTED_STATE_KEY, type PersistOptions } from './persist';
