import { isRecord } from '@fanverse/contract';
import { getStorage, readJson, writeItem } from '../storage';
import type { Store } from './create-store';

/**
 * All persisted state lives under one local-storage key, one property per slice, as the
 * original product's store did (spec accounts §3: "state is persisted under the key vuex").
 */
export const PERSISTED_STATE_KEY = 'vuex';

export interface PersistOptions<S extends object, K extends keyof S> {
  /** The slice's property inside the persisted object. */
  slice: string;
  /** Only these keys are written; everything else stays in memory. */
  keys: readonly K[];
  /** Checks what was stored (it may be old or hand-edited) and returns only valid values. */
  restore: (saved: Record<string, unknown>) => Partial<Pick<S, K>>;
  storage?: Storage | null;
}

/** Restores a slice from storage, then writes its selected keys back on every change. */
export function persistSlice<S extends object, K extends keyof S>(
  store: Store<S>,
  { slice, keys, restore, storage = getStorage() }: PersistOptions<S, K>,
): () => void {
  const readAll = (): Record<string, unknown> => {
    const all = readJson(PERSISTED_STATE_KEY, storage);
    return isRecord(all) ? all : {};
  };

  const saved = readAll()[slice];
  if (isRecord(saved)) store.setState(restore(saved) as Partial<S>);

  let last = '';
  const write = () => {
    const state = store.getState();
    const picked: Record<string, unknown> = {};
    for (const key of keys) picked[key as string] = state[key];
    const serialised = JSON.stringify(picked);
    if (serialised === last) return;
    last = serialised;
    writeItem(PERSISTED_STATE_KEY, JSON.stringify({ ...readAll(), [slice]: picked }), storage);
  };
  write();
  return store.subscribe(write);
}
