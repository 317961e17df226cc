import { ApiError, isAbortError, toApiError } from '@fanverse/client';
import type { DeviceCodeReply } from '@fanverse/contract';
import { useCallback, useEffect, useState } from 'react';
import { apiClient } from '../../../lib/api-client';
import { useSessionManager } from '../../../lib/session';
import { pollDelayMs, retryDelayMs } from '../devices-model';

/** Client code of a device login asked for before the member linked the code (spec §8). */
const USER_NOT_LINKED = 1404;

/** What the TV shows while nobody is signed in on it. */
export type TvLinkState =
  | { phase: 'loading' }
  /** A code to enter; `trouble` while polls fail (the code shown may still be good). */
  | { phase: 'code'; code: DeviceCodeReply; expiresAt: number; trouble: boolean }
  /** The member linked the code: the TV is signing in with it. */
  | { phase: 'signing-in'; code: DeviceCodeReply; expiresAt: number }
  /** No code to show (or the linked code could not sign in): the Renew button starts again. */
  | { phase: 'failed'; error: unknown };

/** A failure that asking again later may cure: the network, the server, or its rate limit. */
function isTransient(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  return error.networkError || error.status === 429 || (error.status !== undefined && error.status >= 500);
}

/**
 * The TV side of device linking (RFC 8628 §3.4–3.5, in the spec's calls): asks for a short code
 * (the server binds this browser to it with an HttpOnly device secret), then asks again every
 * `interval` seconds. The same call answers a new code once the old one expired, so polling is
 * also what renews it: the next poll is timed for the expiry when that comes first. Once the
 * member has linked the code, the device login answers a session secret, which the session
 * manager adopts like any sign-in (stored, claims and profile fetched); the page then shows the
 * signed-in TV and this hook stops (`active` false).
 *
 * Polls that fail for a passing reason wait longer each time; a refusal stops until Renew.
 */
export function useTvLink(active: boolean) {
  const session = useSessionManager();
  const [state, setState] = useState<TvLinkState>({ phase: 'loading' });
  // Bumped by Renew: the polling starts over at once with a fresh request.
  const [round, setRound] = useState(0);
  const renew = useCallback(() => setRound((value) => value + 1), []);

  useEffect(() => {
    if (!active) return;
    const controller = new AbortController();
    const { signal } = controller;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let current: { code: DeviceCodeReply; expiresAt: number } | null = null;
    let failures = 0;

    const later = (ms: number) => {
      timer = setTimeout(() => void poll(), ms);
    };
    const nextPollMs = () => {
      if (!current) return pollDelayMs(undefined);
      const untilExpiry = current.expiresAt - Date.now();
      return Math.max(1000, Math.min(pollDelayMs(current.code.interval), untilExpiry));
    };
    const failed = (error: unknown, retry: boolean) => {
      failures += 1;
      const stillShowing = current && Date.now() < current.expiresAt;
      setState(
        stillShowing && retry ? { phase: 'code', ...current!, trouble: true } : { phase: 'failed', error },
      );
      if (retry) later(retryDelayMs(current?.code.interval, failures));
    };

    /** The linked code's session secret, adopted; false to go on polling. */
    const signIn = async (code: DeviceCodeReply): Promise<boolean> => {
      setState({ phase: 'signing-in', code, expiresAt: current!.expiresAt });
      try {
        const { session_secret } = await apiClient.devices.login(code.short_code, { signal });
        if (signal.aborted) return true;
        if (await session.adoptSession(session_secret)) return true;
        // The session could not be loaded (and was let go): start over with a new code.
        current = null;
        return false;
      } catch (error) {
        if (signal.aborted || isAbortError(error)) return true;
        // A poll that raced the link: the code is still pending, keep asking.
        if (toApiError(error).errors.some((item) => item.code === USER_NOT_LINKED)) return false;
        failed(error, isTransient(error));
        return true;
      }
    };

    async function poll() {
      let reply: DeviceCodeReply;
      try {
        reply = await apiClient.devices.getCode({ signal });
      } catch (error) {
        if (signal.aborted || isAbortError(error)) return;
        failed(error, isTransient(error));
        return;
      }
      if (signal.aborted) return;
      failures = 0;
      current = { code: reply, expiresAt: Date.now() + reply.expires_in * 1000 };
      if (reply.link_complete) {
        if (await signIn(reply)) return;
        if (signal.aborted) return;
      }
      if (current) setState({ phase: 'code', ...current, trouble: false });
      later(current ? nextPollMs() : 0);
    }

    void poll();
    return () => {
      controller.abort();
      clearTimeout(timer);
      // Renewed, signed in or gone: whatever shows next starts from a fresh request.
      setState({ phase: 'loading' });
    };
  }, [active, round, session]);

  return { state, renew };
}

/** How often a signed-in TV makes sure it still is (a member may sign it out from elsewhere). */
export const SESSION_CHECK_MS = 5000;

/**
 * While signed in, asks for the profile every few seconds: a session signed out from another
 * device answers 401, and the session manager then signs this TV out, which brings back a code.
 */
export function useSessionCheck(active: boolean) {
  const session = useSessionManager();
  useEffect(() => {
    if (!active) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = async () => {
      await session.refreshProfile().catch(() => undefined);
      if (!stopped) timer = setTimeout(() => void check(), SESSION_CHECK_MS);
    };
    timer = setTimeout(() => void check(), SESSION_CHECK_MS);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [active, session]);
}
