import type { LoginResult, Profile } from '@fanverse/contract';
import type { LoginInput } from './account-inputs';
import type { Claims } from '../claims/claims';
import { isBlank } from './client-checks';
import { isSessionMessage, type FlagStorage } from './session-adapters';
import { isSessionExpiredError } from './session-expired-error';
import {
  CONSENT_CLAIM,
  CONSENT_DEBOUNCE_MS,
  DO_NOT_SELL_EVENT,
  DO_NOT_SELL_FLAG,
  type SessionClient,
  type SessionListener,
  type SessionManager,
  type SessionManagerDeps,
  type SessionState,
  type Timers,
  type VisitorType,
} from './session-types';

const ANONYMOUS: SessionState = {
  user: null,
  claims: null,
  profile: null,
  doubleOptInStatus: null,
  visitorType: 'anonymous',
};

function visitorTypeOf(state: Omit<SessionState, 'visitorType'>): VisitorType {
  if (!state.user) return 'anonymous';
  return state.claims?.premium.userType === 'premium' ? 'premium' : 'registered';
}

function memoryFlags(): FlagStorage {
  const values = new Map<string, string>();
  return { getItem: (key) => values.get(key) ?? null, setItem: (key, value) => values.set(key, value) };
}

const defaultTimers: Timers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
};

/** How a session change reaches storage and the other tabs. */
interface Spread {
  persist: boolean;
  broadcast: boolean;
}
/** A change made here: stored, and told to the other tabs. */
const LOCAL: Spread = { persist: true, broadcast: true };
/** A change another tab made: it already stored it; only this tab's state follows. */
const FROM_OTHER_TAB: Spread = { persist: false, broadcast: false };

export function createSessionManager(client: SessionClient, deps: SessionManagerDeps = {}): SessionManager {
  const { accounts, claims: claimCalls, errors } = client;
  const timers = deps.timers ?? defaultTimers;
  const flags = deps.flags ?? memoryFlags();
  const listeners = new Set<SessionListener>();
  let state = ANONYMOUS;
  // Bumped on every change of session: work started under an older session must not write
  // its result into the new one (a late profile of the previous user, a consent of a sign-out).
  let epoch = 0;
  let consentTimer: unknown;

  function update(patch: Partial<Omit<SessionState, 'visitorType'>>): void {
    const next = { ...state, ...patch };
    state = { ...next, visitorType: visitorTypeOf(next) };
    for (const listener of [...listeners]) listener(state);
  }

  function setClaims(claims: Claims): void {
    update({ claims });
    trackDoNotSell(claims);
  }

  /** Spec §4 "Do-not-sell": once per browser, the flag stays once set. */
  function trackDoNotSell(claims: Claims): void {
    if (!claims.premium.userRequestDoNotSell || !deps.track) return;
    try {
      if (flags.getItem(DO_NOT_SELL_FLAG) !== null) return;
      flags.setItem(DO_NOT_SELL_FLAG, 'true');
    } catch {
      // Without a flag that sticks the event would fire on every load: send nothing.
      return;
    }
    deps.track(DO_NOT_SELL_EVENT, { do_not_sell: true });
  }

  function cancelConsent(): void {
    if (consentTimer === undefined) return;
    timers.clearTimeout(consentTimer);
    consentTimer = undefined;
  }

  /** A new session: token, user; the previous user's data goes. Returns the new epoch. */
  function begin(sessionId: string, spread: Spread): number {
    cancelConsent();
    epoch += 1;
    client.setSessionToken(sessionId);
    if (spread.persist) deps.storage?.set(sessionId);
    update({ user: { sessionId }, claims: null, profile: null, doubleOptInStatus: null });
    if (spread.broadcast) deps.channel?.post({ type: 'signed-in', sessionId });
    return epoch;
  }

  /** Signed out here: token and all user data cleared. */
  function end(spread: Spread): void {
    cancelConsent();
    epoch += 1;
    const hadUser = state.user !== null;
    client.setSessionToken(null);
    if (spread.persist) deps.storage?.remove();
    update({ user: null, claims: null, profile: null, doubleOptInStatus: null });
    if (spread.broadcast && hadUser) deps.channel?.post({ type: 'signed-out' });
  }

  /** Any call failing because the session is gone signs the user out locally. */
  async function guard<T>(fn: () => Promise<T>): Promise<T> {
    const mine = epoch;
    try {
      return await fn();
    } catch (error) {
      if (mine === epoch && state.user && isSessionExpiredError(error)) end(LOCAL);
      throw error;
    }
  }

  async function fetchClaims(): Promise<Claims> {
    const mine = epoch;
    const claims = await guard(() => claimCalls.getClaims());
    if (mine === epoch) setClaims(claims);
    return claims;
  }

  async function fetchProfile(): Promise<Profile> {
    const mine = epoch;
    const profile = await guard(() => accounts.getProfile());
    if (mine === epoch) update({ profile });
    return profile;
  }

  /** Fetches claims and profile for the session; true when both arrived and it is still current. */
  async function adopt(sessionId: string, spread: Spread): Promise<boolean> {
    const mine = begin(sessionId, spread);
    const loaded = await Promise.allSettled([fetchClaims(), fetchProfile()]);
    return mine === epoch && loaded.every((result) => result.status === 'fulfilled');
  }

  /** Spec §4 "Login": the stored token and user go first, so the attempt is anonymous. */
  async function logIn(input: LoginInput): Promise<LoginResult> {
    if (state.user) end(LOCAL);
    else client.setSessionToken(null);
    const started = epoch;
    let result: LoginResult;
    try {
      result = await accounts.login(input);
    } catch (error) {
      if (started === epoch) await fetchClaims().catch(() => undefined);
      throw error;
    }
    await adopt(result.session_id, LOCAL);
    return result;
  }

  async function logOut(): Promise<void> {
    let failure: { error: unknown } | undefined;
    if (client.getSessionToken()) {
      try {
        await accounts.logout();
      } catch (error) {
        if (!isSessionExpiredError(error)) failure = { error };
      }
    }
    // Signed out here whatever the server said: on a shared machine "log out" must take effect.
    end(LOCAL);
    if (failure) throw failure.error;
  }

  const quietLogout = () => errors.run('logout', logOut).catch(() => undefined);

  const unsubscribeChannel = deps.channel?.subscribe((message) => {
    if (!isSessionMessage(message)) return;
    if (message.type === 'signed-out') {
      if (state.user) end(FROM_OTHER_TAB);
    } else if (state.user?.sessionId !== message.sessionId) {
      void adopt(message.sessionId, FROM_OTHER_TAB);
    }
  });

  const manager: SessionManager = {
    getState: () => state,

    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },

    async restore() {
      const sessionId = deps.storage?.get();
      if (sessionId && !isBlank(sessionId)) {
        if (state.user?.sessionId !== sessionId) await adopt(sessionId, { persist: false, broadcast: false });
      } else if (!state.user) {
        await fetchClaims().catch(() => undefined);
      }
      return state;
    },

    login: (input) => errors.run('login', () => logIn(input)),

    register: (input) =>
      errors.run('register', async () => {
        const result = await accounts.register(input);
        if (result.requires_password_reset) return result;
        if (input.login_on_success === 'true' && result.session) {
          await adopt(result.session.session_id, LOCAL);
          return result;
        }
        const who = input.username ? { username: input.username } : { email: input.email };
        const { captcha, captchaToken, arkoseSession } = input;
        await logIn({ ...who, password: input.password, captcha, captchaToken, arkoseSession });
        return result;
      }),

    logout: () => errors.run('logout', logOut),

    async adoptSession(sessionId) {
      if (isBlank(sessionId)) {
        await quietLogout();
        return false;
      }
      if (await adopt(sessionId, LOCAL)) return true;
      // Still this session (not replaced meanwhile, not already ended as expired): sign out.
      if (state.user?.sessionId === sessionId) await quietLogout();
      return false;
    },

    async onLoginClientChange(change) {
      if (change.registered && change.sessionId) {
        if (state.user?.sessionId !== change.sessionId) await manager.adoptSession(change.sessionId);
      } else if (state.user) {
        await quietLogout();
      }
    },

    async ensureSessionCookie(cookiePresent) {
      if (!state.user || cookiePresent) return;
      await guard(() => accounts.setCookie()).catch(() => undefined);
    },

    refreshClaims: fetchClaims,
    refreshProfile: fetchProfile,

    async confirmDoubleOptIn(guid, token) {
      const mine = epoch;
      const { doubleOptInStatus } = await guard(() => accounts.confirmDoubleOptIn(guid, token));
      if (mine === epoch) update({ doubleOptInStatus });
      return doubleOptInStatus;
    },

    updateConsent(groups) {
      if (!state.user) return;
      cancelConsent();
      const mine = epoch;
      consentTimer = timers.setTimeout(() => {
        consentTimer = undefined;
        if (mine !== epoch || !state.user) return;
        guard(() => claimCalls.updateClaim(CONSENT_CLAIM, groups)).then(
          (claims) => {
            if (mine === epoch) setClaims(claims);
          },
          // Spec §8: a failed consent update is swallowed silently (an expired session still signs out).
          () => undefined,
        );
      }, CONSENT_DEBOUNCE_MS);
    },

    call: guard,

    dispose() {
      cancelConsent();
      unsubscribeChannel?.();
      listeners.clear();
    },
  };
  return manager;
}
