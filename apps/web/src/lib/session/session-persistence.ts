import type { SessionPersistence } from '@fanverse/client';
import { PERSISTED_STATE_KEY } from '../store';
import { isRecord } from '@fanverse/contract';
import { getStorage, readJson, writeItem } from '../storage';

/** The slice of the `vuex` key the session id lives in. */
export const SESSION_SLICE = 'user';

/**
 * Keeps the session id in local storage as `vuex.user.sessionId`: all persisted state lives
 * under one key, one property per slice (spec accounts §3). Other slices are left untouched;
 * storage that throws or is missing only costs persistence (see lib/storage).
 */
export function vuexSessionPersistence(storage: Storage | null = getStorage()): SessionPersistence {
  const readAll = (): Record<string, unknown> => {
    const all = readJson(PERSISTED_STATE_KEY, storage);
    return isRecord(all) ? all : {};
  };
  const writeSlice = (slice: Record<string, unknown> | undefined) => {
    const { [SESSION_SLICE]: _previous, ...others } = readAll();
    writeItem(
      PERSISTED_STATE_KEY,
      JSON.stringify(slice ? { ...others, [SESSION_SLICE]: slice } : others),
      storage,
    );
  };
  return {
    get() {
      const slice = readAll()[SESSION_SLICE];
      const id = isRecord(slice) ? slice.sessionId : undefined;
      return typeof id === 'string' && id.trim() !== '' ? id : null;
    },
    set: (sessionId) => writeSlice({ sessionId }),
    remove: () => writeSlice(undefined),
  };
}
