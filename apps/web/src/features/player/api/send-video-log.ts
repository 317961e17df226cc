import { ApiError } from '@fanverse/client';
import type { VideoLogBatch } from '@fanverse/contract';
import { apiClient } from '../../../lib/api-client';

/**
 * POST /api/5/log/: one batch of playback events. With `beacon` (the page is being hidden or
 * closed) it goes through navigator.sendBeacon, which the browser delivers after the page is gone.
 */
export function sendVideoLog(batch: VideoLogBatch, { beacon }: { beacon: boolean }): Promise<unknown> {
  return apiClient.playback.log(batch, { beacon });
}

/**
 * A batch is worth sending again after a network failure, a rate limit or a server fault; one the
 * server refused as invalid (any other 4xx) would be refused again.
 */
export function isLogRetryable(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  if (error.networkError || error.status === undefined) return true;
  return error.status >= 500 || error.status === 408 || error.status === 429;
}
