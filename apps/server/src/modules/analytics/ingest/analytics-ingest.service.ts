import {
  ANALYTICS_CATEGORY_OF,
  effectiveConsent,
  formatConsentGroups,
  parseOptanonConsent,
  type AnalyticsBatch,
  type AnalyticsBatchReply,
  type AnalyticsEvent,
  type ConsentGroups,
} from '@fanverse/contract';
import { isDatabaseUnavailable } from '../../../db/connection-errors';
import type { BatchStamp } from './analytics-event-row';
import type { AnalyticsEventsRepository } from './analytics-events.repository';
import type { SeenStore } from './seen-store';

/** Who sent a batch, as the route saw the request. */
export interface IngestRequestContext {
  /** The session's member (users.id and guid), if the request carried a live session. */
  member: { userId: string; userGuid: string } | null;
  /** The raw `OptanonConsent` cookie value as stored (still URL-encoded), if sent. */
  consentCookie: string | null;
  /** `Sec-GPC: 1` was sent. */
  gpc: boolean;
  /** The request body's size in bytes. */
  bodyBytes: number;
  /** The request's User-Agent, for events whose context names none. */
  userAgent: string | null;
}

/** What /metrics counts of each batch. */
export interface IngestObserver {
  batch(outcome: AnalyticsBatchReply & { bytes: number }): void;
}

/**
 * The ingest (issue 25; docs/analytics.md "Ingest"): a checked batch (the route checked its sizes
 * and schema) has each event's consent re-checked against the request's own cookie and GPC
 * signal (never the batch's word), its identity tied to the session, messageIds already seen in
 * the window dropped, and the rest stored with one COPY.
 */
export class AnalyticsIngestService {
  constructor(
    private readonly events: AnalyticsEventsRepository,
    private readonly seen: SeenStore,
    private readonly observer: IngestObserver,
    private readonly options: { now?: () => Date; closeStore?: boolean } = {},
  ) {}

  private now(): Date {
    return this.options.now?.() ?? new Date();
  }

  /** Rows waiting for or inside a COPY (a queue depth for /metrics). */
  get pendingRows(): number {
    return this.events.pendingRows;
  }

  async ingest(batch: AnalyticsBatch, context: IngestRequestContext): Promise<AnalyticsBatchReply> {
    const receivedAt = this.now().getTime();
    // No cookie (or one without groups) records no choice: only the strictly necessary, which no
    // analytics call is. GPC, sent now or recorded in the cookie, turns targeting off.
    const cookie = parseOptanonConsent(context.consentCookie);
    const groups = cookie ? effectiveConsent(cookie.groups, context.gpc || cookie.isGpcEnabled) : null;

    let refused = 0;
    let duplicates = 0;
    const candidates: AnalyticsEvent[] = [];
    const inBatch = new Set<string>();
    for (const event of batch.batch) {
      if (!groups || !this.mayStore(event, groups, context)) {
        refused++;
      } else if (inBatch.has(event.messageId)) {
        duplicates++;
      } else {
        inBatch.add(event.messageId);
        candidates.push(event);
      }
    }

    const claims = await this.seen.claim(candidates.map((e) => e.messageId));
    const fresh = candidates.filter((_, i) => claims[i]);
    duplicates += candidates.length - fresh.length;

    if (fresh.length > 0) {
      const sentAt = batch.sentAt === undefined ? Number.NaN : Date.parse(batch.sentAt);
      const stamp: BatchStamp = {
        receivedAt,
        clockOffsetMs: Number.isFinite(sentAt) ? receivedAt - sentAt : 0,
        userId: context.member?.userId ?? null,
        userAgent: context.userAgent,
        consentGroups: formatConsentGroups(groups!),
      };
      try {
        await this.events.insert(fresh, stamp);
      } catch (err) {
        // Not stored: the claims go back so that the browser's retry is stored. Unless the
        // database was lost mid-COPY: it may have committed all the same (the reply lost with the
        // connection), and a retry must then be taken for the duplicate it may be.
        if (!isDatabaseUnavailable(err)) await this.seen.release(fresh.map((e) => e.messageId));
        throw err;
      }
    }

    const reply = { accepted: fresh.length, duplicates, refused };
    this.observer.batch({ ...reply, bytes: context.bodyBytes });
    return reply;
  }

  /**
   * Consent: the category of the call's type must be allowed. Identity: with a session, an
   * identify or alias naming another member's guid is refused (the session's member is the only
   * one a browser may speak for); any other call is stored as the session member's.
   */
  private mayStore(event: AnalyticsEvent, groups: ConsentGroups, context: IngestRequestContext): boolean {
    if (!groups[ANALYTICS_CATEGORY_OF[event.type]]) return false;
    const speaksFor = event.type === 'identify' || event.type === 'alias' ? event.userId : undefined;
    return !(
      context.member &&
      speaksFor !== undefined &&
      speaksFor.toLowerCase() !== context.member.userGuid.toLowerCase()
    );
  }

  /** Closes the seen-store (its Redis connection) if it is the ingest's own. */
  async close(): Promise<void> {
    if (this.options.closeStore ?? true) await this.seen.close();
  }
}
