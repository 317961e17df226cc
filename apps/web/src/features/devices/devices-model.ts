import {
  DEVICE_POLL_INTERVAL_SECONDS,
  SHORT_CODE_MAX_LENGTH,
  normalizeShortCode,
  type SignedInDevice,
} from '@fanverse/contract';

/** Where a member enters a TV's code, and where they see their signed-in devices. */
export const ACTIVATE_PATH = '/activate';
export const DEVICES_PATH = '/account/devices';

/** Client code of a short code nobody typed (spec §5, 1401) or one too long to be one (1402). */
export const MISSING_SHORT_CODE = 1401;
export const SHORT_CODE_TOO_LONG = 1402;

/**
 * What is wrong with a code as typed, before anything is sent: the client's own checks (spec §5),
 * on the code as the server reads it (case and separators do not count).
 */
export function shortCodeProblem(input: string): 1401 | 1402 | null {
  const code = normalizeShortCode(input);
  if (code === '') return MISSING_SHORT_CODE;
  if (code.length > SHORT_CODE_MAX_LENGTH) return SHORT_CODE_TOO_LONG;
  return null;
}

/** The device codes shown by the code field (1400–1403); any other failure is the form's. */
export function isCodeFieldError(code: number): boolean {
  return code >= 1400 && code <= 1403;
}

/** Milliseconds between the TV's polls: the server's `interval` (RFC 8628), at least a second. */
export function pollDelayMs(intervalSeconds: number | undefined): number {
  const seconds =
    intervalSeconds && Number.isFinite(intervalSeconds) ? intervalSeconds : DEVICE_POLL_INTERVAL_SECONDS;
  return Math.max(1, seconds) * 1000;
}

/** After failed polls the TV waits longer each time (RFC 8628 §3.5 "slow_down"), up to a minute. */
export function retryDelayMs(intervalSeconds: number | undefined, failures: number): number {
  return Math.min(60_000, pollDelayMs(intervalSeconds) * 2 ** Math.max(0, failures - 1));
}

/** `9:05` for a count-down; never below zero. */
export function countdownText(remainingMs: number): string {
  const total = Math.max(0, Math.ceil(remainingMs / 1000));
  const minutes = Math.floor(total / 60);
  const seconds = total % 60;
  return `${minutes}:${String(seconds).padStart(2, '0')}`;
}

/**
 * The activation address as a person types it: no scheme, no trailing slash
 * (`fanverse.example/activate`). An address that does not parse is shown as it came.
 */
export function typedAddress(uri: string): string {
  try {
    const url = new URL(uri);
    return `${url.host}${url.pathname.replace(/\/$/, '')}${url.search}`;
  } catch {
    return uri;
  }
}

/** The device making the call first, then the most recently used. */
export function sortDevices(devices: readonly SignedInDevice[]): SignedInDevice[] {
  return [...devices].sort(
    (a, b) =>
      Number(b.current) - Number(a.current) || Date.parse(b.last_used_at) - Date.parse(a.last_used_at),
  );
}
