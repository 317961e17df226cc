import type { LoginResult, Profile, RegisterResult } from '@fanverse/contract';
import type { FanverseClient } from '../client';
import type { LoginInput, RegisterInput } from './account-inputs';
import type { Claims } from '../claims/claims';
import type { FlagStorage, SessionChannel, SessionPersistence } from './session-adapters';

/** Spec §1/§4: anonymous without a session, registered with one, premium by claim. */
export type VisitorType = 'anonymous' | 'registered' | 'premium';

/** Spec §3 "User state". */
export interface SessionState {
  user: { sessionId: string } | null;
  claims: Claims | null;
  profile: Profile | null;
  doubleOptInStatus: boolean | null;
  visitorType: VisitorType;
}

export type SessionListener = (state: SessionState) => void;

/** Spec §9: consent updates are debounced this long. */
export const CONSENT_DEBOUNCE_MS = 1000;
/** The premium claim that holds the consent groups string (spec §4 "Consent"). */
export const CONSENT_CLAIM = 'optanonconsent';
/** The storage flag that makes the do-not-sell event fire once (spec §3, §4). */
export const DO_NOT_SELL_FLAG = 'wbdl_nosell_fired';
export const DO_NOT_SELL_EVENT = 'Do Not Sell Toggled';

/** Injectable for tests; the global timers by default. */
export interface Timers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface SessionManagerDeps {
  /** Keeps the session id across visits; `restore()` reads it. */
  storage?: SessionPersistence;
  /** Makes sign-in and sign-out in one tab apply in the others. */
  channel?: SessionChannel;
  /** Where the do-not-sell flag is stored (`localStorage` fits); in memory when absent. */
  flags?: FlagStorage;
  /** The analytics `track` call; without it no do-not-sell event is sent. */
  track?: (event: string, properties: Record<string, unknown>) => void;
  timers?: Timers;
}

/** What the embedded login client reports (spec §4 "Embedded login client"). */
export interface LoginClientChange {
  registered: boolean;
  sessionId?: string | null;
}

/** The part of the client the manager uses (a whole FanverseClient fits). */
export type SessionClient = Pick<
  FanverseClient,
  'accounts' | 'claims' | 'errors' | 'setSessionToken' | 'getSessionToken'
>;

/**
 * The user's session as a framework-free state machine (spec accounts §4). React reads it with
 * `useSyncExternalStore(manager.subscribe, manager.getState)`: the state object only changes
 * when something in it does. Errors are kept in `client.errors`: login, register and logout
 * are the manager's flows (several calls each) and kept under those operations here; claims and
 * profile are kept by their calls (packages/client/README.md).
 */
export interface SessionManager {
  getState(): SessionState;
  /** Called with the new state on every change; returns the unsubscribe function. */
  subscribe(listener: SessionListener): () => void;
  /**
   * On start: signs back in with the persisted session id (claims and profile fetched), or
   * fetches the anonymous claims. An expired session signs out; a network failure keeps it.
   */
  restore(): Promise<SessionState>;
  /** Clears token and user, logs in, then fetches claims and profile; on failure refetches claims and rethrows. */
  login(input: LoginInput): Promise<LoginResult>;
  /** Registers, then (unless a password reset is required) adopts the returned session or logs in. */
  register(input: RegisterInput): Promise<RegisterResult>;
  /** Revokes the session on the server, then clears all user data; an expired session is a success. */
  logout(): Promise<void>;
  /** Signs in with a session id from elsewhere (the embedded login client); on failure logs out. */
  adoptSession(sessionId: string): Promise<boolean>;
  /** The embedded login client's report: a registered user's session is adopted, anything else logs out. */
  onLoginClientChange(change: LoginClientChange): Promise<void>;
  /** Spec §4: a signed-in user whose session cookie is missing gets one; failures are swallowed. */
  ensureSessionCookie(cookiePresent: boolean): Promise<void>;
  /** Refetches the claims (op claims); rethrows. */
  refreshClaims(): Promise<Claims>;
  /** Refetches the profile (op profile), e.g. after an edit or an upload; rethrows. */
  refreshProfile(): Promise<Profile>;
  /** Confirms the double opt-in (op confirmDoubleOptIn) and keeps its status. */
  confirmDoubleOptIn(guid: string, token: string): Promise<boolean>;
  /** Signed-in users only: stores the consent groups in the claims, debounced, failures swallowed. */
  updateConsent(groups: string): void;
  /** Runs any call so that a lost session signs the user out locally; the call's result or error passes through. */
  call<T>(fn: () => Promise<T>): Promise<T>;
  /** Stops listening to other tabs and drops a pending consent update. */
  dispose(): void;
}
