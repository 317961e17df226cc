import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANALYTICS_DEDUP_WINDOW_SECONDS, type AnalyticsBatch } from '@fanverse/contract';
import type { CopyIn } from '../../src/db/database';
import { AnalyticsEventsRepository } from '../../src/modules/analytics/ingest/analytics-events.repository';
import { AnalyticsIngestService } from '../../src/modules/analytics/ingest/analytics-ingest.service';
import { MemorySeenStore } from '../../src/modules/analytics/ingest/seen-store';
import {
  PERFORMANCE_ONLY,
  buildIngestTestApp,
  event,
  send,
  storedRows,
  type IngestTestApp,
} from './ingest-fixtures';

/*
 * A messageId is stored once within the dedup window: twice in one batch, again in a later batch,
 * or in 50 copies of one batch sent at once. A batch whose COPY fails gives its claims back, so
 * the browser's retry is stored.
 */
let t: IngestTestApp;
beforeAll(async () => {
  t = await buildIngestTestApp();
});
afterAll(async () => t?.app.close());

const headers = { cookie: PERFORMANCE_ONLY };
/** The service's view of an anonymous request with performance consent. */
const consentedContext = () => ({
  member: null,
  consentCookie: PERFORMANCE_ONLY.slice('OptanonConsent='.length),
  gpc: false,
  bodyBytes: 10,
  userAgent: null,
});
const countOf = async (messageIds: string[]) => (await storedRows(t.database, messageIds)).length;

describe('duplicates by messageId', () => {
  it('inside one batch: the first is stored, the copies counted', async () => {
    const e = event();
    const other = event('track');
    const res = await send(t.app, { batch: [e, other, e, { ...e, name: 'changed' }] }, headers);
    expect(res.json()).toEqual({ accepted: 2, duplicates: 2, refused: 0 });
    const rows = await storedRows(t.database, [e.messageId]);
    expect(rows.map((r) => r.name)).toEqual(['Homepage']);
  });

  it('across batches within the window, and stored again once it has passed', async () => {
    const e = event();
    expect((await send(t.app, { batch: [e] }, headers)).json()).toEqual({
      accepted: 1,
      duplicates: 0,
      refused: 0,
    });
    t.clock.advance((ANALYTICS_DEDUP_WINDOW_SECONDS - 60) * 1000);
    const retry = await send(t.app, { batch: [e, event()] }, headers);
    expect(retry.json()).toEqual({ accepted: 1, duplicates: 1, refused: 0 });
    expect(await countOf([e.messageId])).toBe(1);
    t.clock.advance(120 * 1000);
    expect((await send(t.app, { batch: [e] }, headers)).json()).toEqual({
      accepted: 1,
      duplicates: 0,
      refused: 0,
    });
    expect(await countOf([e.messageId])).toBe(2);
  });

  it('a refused event is not claimed: sent again with consent, it is stored', async () => {
    const e = event();
    expect((await send(t.app, { batch: [e] })).json().refused).toBe(1);
    expect((await send(t.app, { batch: [e] }, headers)).json().accepted).toBe(1);
  });

  it('50 copies of one batch at once store it exactly once', async () => {
    const batch = { batch: Array.from({ length: 20 }, (_, i) => event(i % 2 ? 'page' : 'track')) };
    const replies = await Promise.all(Array.from({ length: 50 }, () => send(t.app, batch, headers)));
    const bodies = replies.map((r) => r.json() as { accepted: number; duplicates: number });
    expect(replies.every((r) => r.statusCode === 200)).toBe(true);
    expect(bodies.reduce((sum, b) => sum + b.accepted, 0)).toBe(20);
    expect(bodies.reduce((sum, b) => sum + b.duplicates, 0)).toBe(49 * 20);
    expect(await countOf(batch.batch.map((e) => e.messageId))).toBe(20);
  });
});

describe('a failed COPY', () => {
  it('gives its claims back: the retry is stored', async () => {
    let failNext = true;
    const copyIn: CopyIn = async (table, columns, rows) => {
      if (failNext) {
        failNext = false;
        throw new Error('disk full');
      }
      return t.database.copyIn(table, columns, rows);
    };
    const observed: number[] = [];
    const ingest = new AnalyticsIngestService(
      new AnalyticsEventsRepository(copyIn),
      new MemorySeenStore(ANALYTICS_DEDUP_WINDOW_SECONDS),
      { batch: (o) => observed.push(o.accepted) },
    );
    const batch: AnalyticsBatch = { batch: [event(), event('track')] };
    const context = consentedContext();
    await expect(ingest.ingest(batch, context)).rejects.toThrow('disk full');
    expect(await ingest.ingest(batch, context)).toEqual({ accepted: 2, duplicates: 0, refused: 0 });
    expect(await ingest.ingest(batch, context)).toEqual({ accepted: 0, duplicates: 2, refused: 0 });
    expect(await countOf(batch.batch.map((e) => e.messageId))).toBe(2);
    expect(observed).toEqual([2, 0]);
  });

  it('keeps its claims when the database was lost mid-COPY (it may have committed)', async () => {
    const lost = new Error('Connection terminated unexpectedly');
    const ingest = new AnalyticsIngestService(
      new AnalyticsEventsRepository(async () => {
        throw lost;
      }),
      new MemorySeenStore(ANALYTICS_DEDUP_WINDOW_SECONDS),
      { batch: () => {} },
    );
    const batch: AnalyticsBatch = { batch: [event()] };
    const context = consentedContext();
    await expect(ingest.ingest(batch, context)).rejects.toBe(lost);
    await expect(ingest.ingest(batch, context)).resolves.toEqual({ accepted: 0, duplicates: 1, refused: 0 });
  });
});

describe('the in-process store', () => {
  it('keeps at most its size, forgetting the oldest first', async () => {
    const store = new MemorySeenStore(60, { max: 3 });
    expect(await store.claim(['a', 'b', 'c', 'a'])).toEqual([true, true, true, false]);
    // A fourth id: 'a', claimed first, is forgotten (a duplicate check does not refresh it).
    expect(await store.claim(['d'])).toEqual([true]);
    expect(await store.claim(['b', 'c', 'd'])).toEqual([false, false, false]);
    expect(await store.claim(['a'])).toEqual([true]);
    await store.release(['c']);
    expect(await store.claim(['c'])).toEqual([true]);
  });

  it('forgets a claim once the window has passed, not before', async () => {
    let clock = 1_000_000;
    const store = new MemorySeenStore(60, { now: () => clock });
    expect(await store.claim(['a'])).toEqual([true]);
    clock += 30_000;
    expect(await store.claim(['b'])).toEqual([true]);
    clock += 30_000; // 'a' is exactly a window old: still seen
    expect(await store.claim(['a', 'b'])).toEqual([false, false]);
    clock += 1;
    expect(await store.claim(['a', 'b'])).toEqual([true, false]);
    clock += 60_000;
    expect(await store.claim(['b', 'a'])).toEqual([true, false]);
  });
});
