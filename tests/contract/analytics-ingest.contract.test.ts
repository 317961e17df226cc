import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, type FanverseClient } from '@fanverse/client';
import {
  ANALYTICS_MAX_BATCH_EVENTS,
  ANALYTICS_MAX_EVENT_BYTES,
  AnalyticsCode,
  CONSENT_VERSION,
  DEFAULT_CONSENT_GROUPS,
  formatOptanonConsent,
  type AnalyticsBatch,
  type AnalyticsEvent,
} from '@fanverse/contract';
import { FAST_ENV } from '../../apps/server/test/helpers/test-user';
import { expectMapped, failure } from './accounts-fixtures';
import { startContractServer, type ContractServer } from './contract-server';

/** client.analytics.sendBatch against the real server on a real port: replies and 7760 / 7761. */
let s: ContractServer;
let client: FanverseClient;
let sent: string[];

const consent = formatOptanonConsent({
  datestamp: new Date().toString(),
  version: CONSENT_VERSION,
  consentId: crypto.randomUUID(),
  interactionCount: 1,
  isGpcEnabled: false,
  isIABGlobal: false,
  landingPath: '/',
  groups: { ...DEFAULT_CONSENT_GROUPS, C0002: true },
});

beforeAll(async () => {
  s = await startContractServer(FAST_ENV);
  sent = [];
  // The browser sends its OptanonConsent cookie with the call; here the fetch adds it.
  client = createClient({
    baseUrl: s.baseUrl,
    lang: 'en',
    fetch: (input, init) => {
      const headers = new Headers(init?.headers);
      headers.set('cookie', `OptanonConsent=${consent}`);
      sent.push(`${init?.method ?? 'GET'} ${new URL(String(input)).pathname}`);
      return fetch(input, { ...init, headers });
    },
  });
});
afterAll(async () => s?.app.close());

const event = (over: Partial<AnalyticsEvent> = {}): AnalyticsEvent => ({
  type: 'page',
  messageId: crypto.randomUUID(),
  anonymousId: crypto.randomUUID(),
  timestamp: new Date().toISOString(),
  name: 'Homepage',
  context: { page: { path: '/' }, locale: 'en-US' },
  ...over,
});

describe('client.analytics.sendBatch', () => {
  it('answers what became of the batch: stored, duplicates, refused', async () => {
    const page = event();
    const batch: AnalyticsBatch = {
      batch: [page, page, event({ type: 'targeting', siteSection: 'HomeHub' })],
      sentAt: new Date().toISOString(),
    };
    expect(await client.analytics.sendBatch(batch)).toEqual({ accepted: 1, duplicates: 1, refused: 1 });
    expect(await client.analytics.sendBatch(batch)).toEqual({ accepted: 0, duplicates: 2, refused: 1 });
  });

  it('7760: a batch too large (an event over its limit; too many events)', async () => {
    const big = event({
      type: 'track',
      event: 'x',
      properties: { pad: 'p'.repeat(ANALYTICS_MAX_EVENT_BYTES) },
    });
    expectMapped(
      await failure(client.analytics.sendBatch({ batch: [big] })),
      { status: 413, code: AnalyticsCode.BATCH_TOO_LARGE },
      7760,
    );
    const many = Array.from({ length: ANALYTICS_MAX_BATCH_EVENTS + 1 }, () => event());
    expectMapped(
      await failure(client.analytics.sendBatch({ batch: many })),
      { status: 413, code: AnalyticsCode.BATCH_TOO_LARGE },
      7760,
    );
  });

  it('7761: an event that is not one, with the field the server named', async () => {
    const bad = { ...event(), timestamp: 'yesterday' };
    const e = await failure(client.analytics.sendBatch({ batch: [event(), bad] }));
    expectMapped(e, { status: 400, code: AnalyticsCode.INVALID_EVENT }, 7761);
    expect(e.errors[0]?.cause).toMatchObject({ field: 'batch.1.timestamp' });
  });

  it('7761 before sending: an empty batch never leaves the client', async () => {
    sent.length = 0;
    const e = await failure(client.analytics.sendBatch({ batch: [] }));
    expect(e.errors[0]?.code).toBe(7761);
    expect(sent).toEqual([]);
  });
});
