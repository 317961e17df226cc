import { createStore, type Store } from '../store';
import { ANONYMOUS_STATE, type SessionManager, type SessionState, type VisitorType } from './session-types';

export type SessionStore = Store<SessionState>;

export function createSessionStore(initial: SessionState = ANONYMOUS_STATE): SessionStore {
  return createStore<SessionState>({ ...initial });
}

/**
 * Mirrors the session manager's state into an app store, now and on every change, so React
 * components (through `useStore`) and route loaders (through `getState`) read the same user.
 * The manager stays the one owner of the session; the store is a read-only view of it.
 */
export function bindSession(manager: Pick<SessionManager, 'getState' | 'subscribe'>, store: SessionStore) {
  const copy = (state: SessionState) =>
    store.setState({
      user: state.user,
      claims: state.claims,
      profile: state.profile,
      doubleOptInStatus: state.doubleOptInStatus,
      visitorType: state.visitorType,
    });
  copy(manager.getState());
  return manager.subscribe(copy);
}

export const selectVisitorType = (state: SessionState): VisitorType => state.visitorType;
export const selectSignedIn = (state: SessionState): boolean => state.user !== null;
export const selectProfile = (state: SessionState) => state.profile;
export const selectSessionId = (state: SessionState): string | null => state.user?.sessionId ?? null;
