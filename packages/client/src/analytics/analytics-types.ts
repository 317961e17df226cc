import type { AnalyticsBatch, AnalyticsBatchReply } from '@fanverse/contract';
import type { CallOptions } from '../area/area-context';

/**
 * `client.analytics`: the first-party pipeline's ingest (issue 25; contract analytics/). The web
 * app's analytics transport calls it with batches of Segment-shaped calls; page hide uses
 * `sendBeacon` on the same path instead (`ANALYTICS_BATCH_PATH`). Failures: 413 or
 * ANALYTICS_BATCH_TOO_LARGE → 7760, 400 or INVALID_ANALYTICS_EVENT → 7761. Rethrows, stores
 * nothing. Client check: an empty batch is not sent (7761, field `batch`).
 *
 * - `sendBatch(batch)`   POST /api/analytics/1/batch
 */
export interface AnalyticsCalls {
  sendBatch(batch: AnalyticsBatch, options?: CallOptions): Promise<AnalyticsBatchReply>;
}

export const ANALYTICS_BATCH_PATH = '/api/analytics/1/batch';
