import type { AnalyticsBatch, AnalyticsBatchReply } from '@fanverse/contract';
import type { CallOptions } from '../area/area-context';

/**
 * `client.analytics`: the first-party pipeline's ingest (issue 25; contract analytics/). The web
 * app's analytics transport calls it with batches of Segment-shaped calls, and on page hide
 * with `beacon: true` (`sendBeacon` on the same path for a visitor, keepalive for a member). Failures: 413 or
 * ANALYTICS_BATCH_TOO_LARGE → 7760, 400 or INVALID_ANALYTICS_EVENT → 7761. Rethrows, stores
 * nothing. Client check: an empty batch is not sent (7761, field `batch`).
 *
 * - `sendBatch(batch)`   POST /api/analytics/1/batch
 */
export interface AnalyticsCalls {
  /**
   * With `beacon: true` (page hide) a visitor's batch goes by navigator.sendBeacon (answering
   * null: a beacon has no reply) and a member's by fetch keepalive with the session.
   */
  sendBatch(
    batch: AnalyticsBatch,
    options?: CallOptions & { beacon?: boolean },
  ): Promise<AnalyticsBatchReply | null>;
}

export const ANALYTICS_BATCH_PATH = '/api/analytics/1/batch';
