import type { AnalyticsBatch, AnalyticsBatchReply } from '@fanverse/contract';
import { notBuilt } from '../not-built';

/** Who sent a batch, as the route saw the request. */
export interface IngestRequestContext {
  /** The signed-in member's guid, if any: an event's userId must be this one or is dropped. */
  memberGuid: string | null;
  /** The raw `OptanonConsent` cookie value, if sent. */
  consentCookie: string | null;
  /** `Sec-GPC: 1` was sent. */
  gpc: boolean;
  /** The request body's size in bytes. */
  bodyBytes: number;
}

/**
 * The ingest: checks a batch (sizes, schema), drops messageIds seen in the last 24 hours,
 * re-checks consent per event category, and stores the rest with one COPY (issue 25).
 */
export class AnalyticsIngestService {
  async ingest(batch: AnalyticsBatch, context: IngestRequestContext): Promise<AnalyticsBatchReply> {
    void batch;
    void context;
    return notBuilt('analytics ingest');
  }
}
