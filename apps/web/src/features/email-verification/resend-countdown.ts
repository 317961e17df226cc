import { toApiError } from '@fanverse/client';
import { useEffect, useState } from 'react';
import { createStore, useStore } from '../../lib/store';

/** When the next verification mail may be asked for (epoch ms); shared by banner and pages. */
export const resendCountdownStore = createStore<{ retryAt: number | null }>({ retryAt: null });

export function startCountdown(seconds: number, now: number = Date.now()): void {
  resendCountdownStore.setState({ retryAt: seconds > 0 ? now + seconds * 1000 : null });
}

/**
 * The wait a rate-limited resend (7504) asks for. The server says it in its message
 * (`seconds_until_retry=42`); the client keeps that raw reply as the error's cause.
 */
export function retrySecondsOf(error: unknown): number | null {
  for (const item of toApiError(error).errors) {
    if (item.code !== 7504) continue;
    const cause = item.cause as { message?: unknown } | undefined;
    const match = typeof cause?.message === 'string' ? /seconds_until_retry=(\d+)/.exec(cause.message) : null;
    return match ? Number(match[1]) : null;
  }
  return null;
}

/** Whole seconds left until `retryAt`, never negative. */
export function secondsLeft(retryAt: number | null, now: number): number {
  return retryAt === null ? 0 : Math.max(0, Math.ceil((retryAt - now) / 1000));
}

/** `1:05`, `0:09`. */
export function formatWait(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${String(seconds % 60).padStart(2, '0')}`;
}

const selectRetryAt = (state: { retryAt: number | null }) => state.retryAt;

/** Seconds until another mail may be asked for, ticking once a second while there are any. */
export function useResendWait(): number {
  const retryAt = useStore(resendCountdownStore, selectRetryAt);
  const [now, setNow] = useState(() => Date.now());
  const left = secondsLeft(retryAt, now);
  useEffect(() => {
    if (retryAt === null) return;
    // At once (the clock read at the last tick may be long gone), then every second.
    const first = setTimeout(tick, 0);
    const timer = setInterval(tick, 1000);
    function tick() {
      const current = Date.now();
      setNow(current);
      if (current >= (retryAt ?? 0)) clearInterval(timer);
    }
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [retryAt]);
  return left;
}
