import { afterEach, describe, expect, it, vi } from 'vitest';
import { AnalyticsCode, type AnalyticsBatch } from '@fanverse/contract';
import { ApiError, type BeaconSender } from '../src';
import { envelope, json, pageHideClient, rejection, type Handler } from './fake-fetch';

const REPLY = { accepted: 1, duplicates: 0, refused: 0 };

const batch: AnalyticsBatch = {
  batch: [
    {
      type: 'track',
      event: 'Clicked',
      messageId: '9b2f3c1e-1111-4a5b-8c9d-0e1f2a3b4c5d',
      anonymousId: '5a7c9e1b-2222-4d3f-8a1b-2c3d4e5f6a7b',
      timestamp: '2026-11-27T08:00:00.000Z',
      properties: {},
      context: {},
    },
  ],
  sentAt: '2026-11-27T08:00:01.000Z',
} as AnalyticsBatch;

const analyticsClient = (handler: Handler = () => json(REPLY), sendBeacon?: BeaconSender) =>
  pageHideClient(handler, 'en', sendBeacon);

async function codeOf(promise: Promise<unknown>): Promise<number | undefined> {
  const error = await rejection(promise);
  expect(error).toBeInstanceOf(ApiError);
  return (error as ApiError).errors[0]?.code;
}

describe('client.analytics.sendBatch', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('POSTs the batch as JSON and answers the counts', async () => {
    const { client, last, keepalive } = analyticsClient();
    expect(await client.analytics.sendBatch(batch)).toEqual(REPLY);
    expect(last().method).toBe('POST');
    expect(last().url.pathname).toBe('/api/analytics/1/batch');
    expect(JSON.parse(String(last().body))).toEqual(batch);
    expect(keepalive).toEqual([undefined]);
  });

  it('sends no empty batch (7761, batch)', async () => {
    const { client, calls } = analyticsClient();
    const error = (await rejection(client.analytics.sendBatch({ ...batch, batch: [] }))) as ApiError;
    expect(error.errors[0]).toMatchObject({ code: 7761, field: 'batch' });
    expect(calls).toHaveLength(0);
  });

  it('maps the ingest’s refusals: too large 7760 (also a bare 413), not a batch 7761', async () => {
    const tooLarge = analyticsClient(() =>
      envelope(413, { code: AnalyticsCode.BATCH_TOO_LARGE, message: 'x' }),
    );
    expect(await codeOf(tooLarge.client.analytics.sendBatch(batch))).toBe(7760);
    const bare = analyticsClient(() => new Response('', { status: 413 }));
    expect(await codeOf(bare.client.analytics.sendBatch(batch))).toBe(7760);
    const invalid = analyticsClient(() =>
      envelope(400, { code: AnalyticsCode.INVALID_EVENT, message: 'x', field: 'batch.0.type' }),
    );
    expect(await codeOf(invalid.client.analytics.sendBatch(batch))).toBe(7761);
  });

  it('on page hide a visitor’s batch goes by navigator.sendBeacon, with no reply', async () => {
    const beacon = vi.fn<BeaconSender>(() => true);
    const { client, calls } = analyticsClient(undefined, beacon);
    expect(await client.analytics.sendBatch(batch, { beacon: true })).toBeNull();
    expect(calls).toHaveLength(0);
    expect(beacon).toHaveBeenCalledWith(
      'http://api.test/api/analytics/1/batch?trans=en',
      JSON.stringify(batch),
    );
  });

  it('a member’s page-hide batch keeps the session: fetch keepalive with Authorization, never a beacon', async () => {
    const beacon = vi.fn<BeaconSender>(() => true);
    const { client, last, keepalive } = analyticsClient(undefined, beacon);
    client.setSessionToken('session-1');
    expect(await client.analytics.sendBatch(batch, { beacon: true })).toEqual(REPLY);
    expect(beacon).not.toHaveBeenCalled();
    expect(keepalive).toEqual([true]);
    expect(last().headers.get('authorization')).toBe('Token session-1');
  });

  it('a refused beacon, or none, falls back to fetch keepalive', async () => {
    const refused = analyticsClient(undefined, () => false);
    expect(await refused.client.analytics.sendBatch(batch, { beacon: true })).toEqual(REPLY);
    expect(refused.keepalive).toEqual([true]);
    vi.unstubAllGlobals();
    const none = analyticsClient();
    expect(await none.client.analytics.sendBatch(batch, { beacon: true })).toEqual(REPLY);
    expect(none.keepalive).toEqual([true]);
  });
});
