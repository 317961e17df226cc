import { ApiError } from '@fanverse/client';
import type { ComicLogBatch } from '@fanverse/contract';
import { apiClient } from '../../../../lib/api-client';

/**
 * POST /api/5/log/comic/: one batch of reading events, stamped with the client's clock when sent
 * (X-Client-Time, so the server can correct a wrong clock). With `beacon` (page hide, close) it
 * goes as a keepalive request, which outlives the page and, unlike sendBeacon, carries headers.
 */
export function sendComicLog(batch: ComicLogBatch, { beacon }: { beacon: boolean }): Promise<unknown> {
  return apiClient.comics.logComic(batch, { clientTime: Date.now(), beacon });
}

/** Worth sending again after a network failure, a rate limit or a server fault; not after a 4xx. */
export function isComicLogRetryable(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  if (error.networkError || error.status === undefined) return true;
  return error.status >= 500 || error.status === 408 || error.status === 429;
}
