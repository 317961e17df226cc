import type { CaptchaPlatform } from '@fanverse/contract';
import { createStore, persistSlice } from '../../lib/store';
import { getStorage } from '../../lib/storage';

/** Spec accounts §3 "Application config". */
export interface ApplicationConfig {
  config: { build: { id: string } };
  platformInitialized: boolean;
  /** Random ids that identify this browser across visits (logging, analytics); persisted. */
  persistentUserId: string;
  browserId: string;
  captchaPlatform: CaptchaPlatform;
}

export type ConsumerStatus = 'idle' | 'loading' | 'configured' | 'unconfigured';

/** What start-up keeps from the `www` consumer config (spec accounts §3). Never persisted. */
export interface ConsumerState {
  status: ConsumerStatus;
  consumerSecret: string | null;
  artSourceUrl: string | null;
  countrySupported: boolean | null;
}

export const BUILD_ID: string = import.meta.env.VITE_BUILD_ID ?? 'dev';

export const appConfigStore = createStore<ApplicationConfig>({
  config: { build: { id: BUILD_ID } },
  platformInitialized: false,
  persistentUserId: '',
  browserId: '',
  captchaPlatform: 'google',
});

export const consumerStore = createStore<ConsumerState>({
  status: 'idle',
  consumerSecret: null,
  artSourceUrl: null,
  countrySupported: null,
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function newId(): string {
  return globalThis.crypto.randomUUID();
}

/**
 * Restores the persisted part of the application config (slice `app` of the `vuex` key) and
 * creates the browser's ids on the first visit, so they survive reloads from then on.
 */
export function initAppConfigStore(storage: Storage | null = getStorage()): () => void {
  const stop = persistSlice(appConfigStore, {
    slice: 'app',
    keys: ['persistentUserId', 'browserId'],
    storage,
    restore: (saved) => ({
      ...(typeof saved.persistentUserId === 'string' && UUID.test(saved.persistentUserId)
        ? { persistentUserId: saved.persistentUserId }
        : {}),
      ...(typeof saved.browserId === 'string' && UUID.test(saved.browserId)
        ? { browserId: saved.browserId }
        : {}),
    }),
  });
  const { persistentUserId, browserId } = appConfigStore.getState();
  appConfigStore.setState({
    persistentUserId: persistentUserId || newId(),
    browserId: browserId || newId(),
  });
  return stop;
}
