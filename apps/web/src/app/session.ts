import {
  DO_NOT_SELL_FLAG,
  broadcastSessionChannel,
  createSessionManager,
  type FanverseClient,
  type FlagStorage,
  type SessionChannel,
} from '@fanverse/client';
import { CONSENT_CATEGORY } from '@fanverse/contract';
import { restoreKeptUnlock } from '../components/parental/unlock-storage';
import { getAnalytics } from '../lib/analytics';
import { apiClient } from '../lib/api-client';
import { consentAllows } from '../lib/consent';
import { readCookie } from '../lib/cookies';
import {
  bindSession,
  createSessionStore,
  vuexSessionPersistence,
  type SessionServices,
} from '../lib/session';
import { getStorage } from '../lib/storage';

/** The channel the tabs of one browser use to share sign-in and sign-out. */
export const SESSION_CHANNEL_NAME = 'fanverse-session';
/** Spec accounts §3: the session cookie the server reads besides the Authorization header. */
export const SESSION_COOKIE = 'session';

function openChannel(name: string): SessionChannel | undefined {
  if (typeof BroadcastChannel !== 'function') return undefined; // old browsers: one tab at a time
  return broadcastSessionChannel(new BroadcastChannel(name));
}

/**
 * The flag says the 'Do Not Sell Toggled' event went out (spec §4: once). The event is sent only
 * with performance consent, so without it the flag is not stored either: the event then goes out
 * once, when a later claims load finds consent given.
 */
export function doNotSellFlags(
  storage: FlagStorage,
  performanceAllowed: () => boolean = () => consentAllows(CONSENT_CATEGORY.PERFORMANCE),
): FlagStorage {
  return {
    getItem: (key) => storage.getItem(key),
    setItem: (key, value) => {
      if (key !== DO_NOT_SELL_FLAG || performanceAllowed()) storage.setItem(key, value);
    },
  };
}

export interface AppSessionOptions {
  storage?: Storage | null;
  channel?: SessionChannel;
}

/**
 * The app's one session: the client's session manager, persisting the session id in local
 * storage (under `vuex`) and sharing sign-in and sign-out with other tabs, mirrored into an app
 * store that components and route loaders read.
 */
export function createAppSession(
  client: FanverseClient = apiClient,
  { storage = getStorage(), channel = openChannel(SESSION_CHANNEL_NAME) }: AppSessionOptions = {},
): SessionServices & { restore(): Promise<unknown>; hasStoredSession(): boolean } {
  const persistence = vuexSessionPersistence(storage);
  const session = createSessionManager(client, {
    storage: persistence,
    channel,
    // The do-not-sell flag (wbdl_nosell_fired) sits beside the rest of the app's storage.
    flags: storage ? doNotSellFlags(storage) : undefined,
    // Spec §4 'Do Not Sell Toggled' goes through the app's analytics like any track: sent only
    // with performance consent (docs/analytics.md explains why).
    track: (event, properties) => getAnalytics().track(event, properties),
  });
  const store = createSessionStore(session.getState());
  bindSession(session, store);

  let restored: Promise<unknown> | null = null;
  return {
    api: client,
    errors: client.errors,
    session,
    store,
    /**
     * Whether an earlier visit left a session to sign back in with. Without one the visitor is
     * anonymous whatever the restore finds, so calls that depend only on who is signed in
     * (rights) need not wait for it.
     */
    hasStoredSession: () => persistence.get() !== null,
    /**
     * Once per page load, after the consumer config (its key must be on the requests): signs
     * back in with the stored session, or loads the anonymous claims. Never rejects: a visitor
     * whose session cannot be restored simply starts signed out.
     */
    restore() {
      restored ??= session
        .restore()
        .then(() => session.ensureSessionCookie(readCookie(SESSION_COOKIE) !== null))
        // The parental unlock this tab kept (components/parental) goes on under the same session.
        .then(() => restoreKeptUnlock(client.viewer, session.getState().user?.sessionId ?? null))
        .catch((error: unknown) => console.error('Fanverse: the session could not be restored', error));
      return restored;
    },
  };
}

export type AppSession = ReturnType<typeof createAppSession>;

let instance: AppSession | null = null;

/** The app's session, created on first use (so importing this module opens no channel). */
export function getAppSession(): AppSession {
  instance ??= createAppSession();
  return instance;
}
