/*
 * How the player asks again for the manifest of a video still being prepared (S08). Asking is
 * what moves the video to the front of the server's preparation queue, and a video at the front
 * is ready in seconds: so the first few asks come quickly, then less often (a video an
 * operator's import holds up may take minutes), and after about ten minutes the player stops and
 * offers to try again rather than polling forever from a forgotten tab.
 *
 * `retries` is how many times the manifest was asked again already, as TanStack Query's `retry`
 * and `retryDelay` receive it (0 after the first answer).
 */

/**
 * Asks again this often at first, for half a minute: a video moved to the front is ready within
 * that even on a busy two-core machine, and a slower ask would leave it waiting, ready, for
 * several seconds more.
 */
export const PREPARING_FIRST_DELAY_MS = 2000;
export const PREPARING_QUICK_RETRIES = 15;
/** After the quick asks, each wait is this much longer than the one before, up to the cap. */
export const PREPARING_BACKOFF = 1.5;
export const PREPARING_MAX_DELAY_MS = 10_000;
/** Asks again at most this many times (about ten minutes of waiting), then gives up. */
export const PREPARING_MAX_RETRIES = 75;

/** The wait before asking again, `retries` asks after the first. */
export function preparingRetryDelay(retries: number): number {
  const slowed = Math.max(0, retries - PREPARING_QUICK_RETRIES + 1);
  return Math.min(PREPARING_FIRST_DELAY_MS * PREPARING_BACKOFF ** slowed, PREPARING_MAX_DELAY_MS);
}

/** Whether to ask once more after `retries` asks again, all answered S08. */
export function shouldRetryPreparing(retries: number): boolean {
  return retries < PREPARING_MAX_RETRIES;
}
