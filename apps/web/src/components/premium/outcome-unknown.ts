import { toApiError } from '@fanverse/client';

/**
 * Whether a failed call's outcome is unknown (no reply, the server failed, or the first request
 * with this key is still running: IDEMPOTENCY_KEY_IN_USE, read as 2999): the same attempt, with
 * the same Idempotency-Key, may be tried again without acting twice.
 */
export function outcomeUnknown(error: unknown): boolean {
  const apiError = toApiError(error);
  if (apiError.networkError) return true;
  if (apiError.status !== undefined && apiError.status >= 500) return true;
  return apiError.errors.some(
    (item) => (item.cause as { code?: unknown } | undefined)?.code === 'IDEMPOTENCY_KEY_IN_USE',
  );
}
