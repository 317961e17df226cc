export * from './session-types';
export {
  createSessionStore,
  bindSession,
  selectProfile,
  selectSessionId,
  selectSignedIn,
  selectVisitorType,
  type SessionStore,
} from './session-store';
export {
  SessionProvider,
  useAccountsApi,
  useOperationErrors,
  useProfile,
  useSession,
  useSessionManager,
  useSessionServices,
  useSignedIn,
  useVisitorType,
  type SessionServices,
} from './session-context';
export { RETURN_PARAM, readReturnPath, safeReturnPath, withReturnPath } from './return-path';
export { useSignOut, type SessionRouteHandle } from './use-sign-out';
export { vuexSessionPersistence, SESSION_SLICE } from './session-persistence';
