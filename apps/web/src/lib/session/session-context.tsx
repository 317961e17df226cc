import { createContext, useContext, type ReactNode } from 'react';
import { useStore } from '../store';
import { selectProfile, selectSignedIn, selectVisitorType, type SessionStore } from './session-store';
import type { ErrorStore } from '@fanverse/client';
import type { AccountsApi, SessionManager, SessionState } from './session-types';

/** What features need to act for the visitor: the account areas' calls, the session and its state. */
export interface SessionServices {
  api: AccountsApi;
  session: SessionManager;
  store: SessionStore;
  /** Errors kept per operation: where the agreements calls, which never throw, leave theirs. */
  errors: ErrorStore;
}

const SessionServicesContext = createContext<SessionServices | null>(null);

/** Provided once by the app (the real client) and by tests (a fake one). */
export function SessionProvider({ services, children }: { services: SessionServices; children: ReactNode }) {
  return <SessionServicesContext.Provider value={services}>{children}</SessionServicesContext.Provider>;
}

export function useSessionServices(): SessionServices {
  const services = useContext(SessionServicesContext);
  if (!services) throw new Error('Fanverse: useSessionServices needs a <SessionProvider> above it');
  return services;
}

export function useAccountsApi(): AccountsApi {
  return useSessionServices().api;
}

export function useOperationErrors(): ErrorStore {
  return useSessionServices().errors;
}

export function useSessionManager(): SessionManager {
  return useSessionServices().session;
}

/** One value of the session state; the selector must return a stable value (see `useStore`). */
export function useSession<T>(selector: (state: SessionState) => T): T {
  return useStore(useSessionServices().store, selector);
}

export function useVisitorType() {
  return useSession(selectVisitorType);
}

export function useSignedIn(): boolean {
  return useSession(selectSignedIn);
}

export function useProfile() {
  return useSession(selectProfile);
}
