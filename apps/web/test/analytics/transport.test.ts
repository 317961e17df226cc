import { ApiError, codedError } from '@fanverse/client';
import type { AnalyticsBatch } from '@fanverse/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PagePayload } from '../../src/lib/analytics';
import { createAnalyticsQueue } from '../../src/lib/analytics/analytics-queue';
import { isPermanentFailure } from '../../src/app/analytics-setup';
import { ORIGIN, fakeConsent, setupAnalytics } from './analytics-fakes';

const view = (name: string, extra: Partial<PagePayload> = {}): PagePayload => ({
  name,
  referrer: `${ORIGIN}/`,
  params: {},
  query: {},
  queriesToInclude: [],
  ...extra,
});

function clearCookies() {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Path=/; Max-Age=0`;
  }
}

beforeEach(() => {
  vi.useFakeTimers();
  clearCookies();
});
afterEach(() => {
  vi.useRealTimers();
  clearCookies();
});

describe('the analytics transport: batching', () => {
  it('sends Segment-shaped calls, 20 at once in one batch', async () => {
    const { analytics, send, sent } = setupAnalytics();
    for (let n = 0; n < 19; n += 1) analytics.track('Clicked', { n });
    expect(send).not.toHaveBeenCalled();
    analytics.track('Clicked', { n: 19 });
    await vi.advanceTimersByTimeAsync(0);
    expect(send).toHaveBeenCalledTimes(1);
    expect(sent[0]!.batch).toHaveLength(20);
    expect(sent[0]!.sentAt).toBe('2026-05-01T12:00:00.000Z');
    expect(sent[0]!.batch[0]).toEqual({
      type: 'track',
      messageId: 'm-1',
      anonymousId: 'anon-1',
      timestamp: '2026-05-01T12:00:00.000Z',
      event: 'Clicked',
      properties: { n: 0 },
      context: {
        page: {
          path: '/browse',
          search: '',
          url: `${ORIGIN}/browse`,
          referrer: '',
          title: 'Browse | Fanverse',
        },
        locale: 'es',
        userAgent: 'TestAgent/1.0',
        consent: { groups: 'C0001:1,C0002:1,C0003:0,C0004:0,C0005:0' },
        library: { name: 'fanverse-web', version: 'build-7' },
      },
    });
    // Every call its own messageId, in the order made.
    expect(sent[0]!.batch.map((event) => event.messageId)).toEqual(
      Array.from({ length: 20 }, (_, index) => `m-${index + 1}`),
    );
  });

  it('sends fewer than 20 after 5 seconds', async () => {
    const { analytics, send, sent } = setupAnalytics();
    analytics.track('One');
    await vi.advanceTimersByTimeAsync(2_000);
    analytics.track('Two');
    await vi.advanceTimersByTimeAsync(2_999);
    expect(send).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(sent.map((batch) => batch.batch.map((event) => event.event))).toEqual([['One', 'Two']]);
  });

  it('carries the member, identify traits and an alias from the anonymous id', async () => {
    const { analytics, sent } = setupAnalytics({
      config: { identity: () => ({ anonymousId: 'anon-1', userId: 'guid-9', memberStatus: 'registered' }) },
    });
    analytics.alias('guid-9');
    analytics.identify('guid-9', { username: 'ada_lovelace' });
    await vi.advanceTimersByTimeAsync(5_000);
    const [alias, identify] = sent[0]!.batch;
    expect(alias).toMatchObject({
      type: 'alias',
      userId: 'guid-9',
      previousId: 'anon-1',
      anonymousId: 'anon-1',
    });
    expect(identify).toMatchObject({
      type: 'identify',
      userId: 'guid-9',
      traits: { username: 'ada_lovelace' },
    });
    expect(analytics.calls.at(-2)).toEqual({ type: 'alias', userId: 'guid-9', previousId: 'anon-1' });
  });

  it('sends nothing until the app has configured a sender', async () => {
    const { analytics, send } = setupAnalytics({ config: { send: null } });
    analytics.track('Early');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(send).not.toHaveBeenCalled();
    expect(analytics.calls).toEqual([{ type: 'track', event: 'Early', properties: {} }]);
  });

  it('keeps a call the server would refuse (over 32 KB) from the batch, and sends the rest', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { analytics, sent } = setupAnalytics();
    analytics.track('Huge', { blob: 'x'.repeat(40_000) });
    analytics.track('Fine');
    await vi.advanceTimersByTimeAsync(5_000);
    expect(sent[0]!.batch.map((event) => event.event)).toEqual(['Fine']);
    expect(warn).toHaveBeenCalled();
    // Still recorded as made.
    expect(analytics.calls.map((call) => (call.type === 'track' ? call.event : ''))).toEqual([
      'Huge',
      'Fine',
    ]);
  });
});

describe('the analytics transport: page hide', () => {
  it('hands what waits to sendBeacon on pagehide, and does not send it again', async () => {
    const { analytics, send, beacon, beacons, win } = setupAnalytics();
    analytics.track('A');
    analytics.track('B');
    win.dispatchEvent(new Event('pagehide'));
    expect(beacon).toHaveBeenCalledTimes(1);
    expect(beacons[0]!.batch.map((event) => event.event)).toEqual(['A', 'B']);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(send).not.toHaveBeenCalled();
  });

  it('also when the page becomes hidden (a tab switched away from), not when it shows again', () => {
    const { analytics, beacon, doc } = setupAnalytics();
    analytics.track('A');
    doc.dispatchEvent(new Event('visibilitychange'));
    expect(beacon).not.toHaveBeenCalled();
    doc.visibilityState = 'hidden';
    doc.dispatchEvent(new Event('visibilitychange'));
    expect(beacon).toHaveBeenCalledTimes(1);
  });

  it('keeps what the browser would not take (beacon quota) for the next send', async () => {
    const { analytics, beacon, win, send } = setupAnalytics({ config: { beacon: () => false } });
    analytics.track('A');
    win.dispatchEvent(new Event('pagehide'));
    expect(beacon).not.toHaveBeenCalled(); // the fake above was replaced by the refusing one
    await vi.advanceTimersByTimeAsync(5_000);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('splits a large queue into beacons of at most 60 KB', () => {
    const { analytics, beacon, beacons, win } = setupAnalytics({ env: { batchSize: 1_000 } });
    for (let n = 0; n < 30; n += 1) analytics.track('Big', { text: 'y'.repeat(10_000) });
    win.dispatchEvent(new Event('pagehide'));
    expect(beacon.mock.calls.length).toBeGreaterThan(1);
    for (const [body] of beacon.mock.calls)
      expect(new TextEncoder().encode(JSON.stringify(body)).length).toBeLessThanOrEqual(60 * 1024);
    expect(beacons.flatMap((batch) => batch.batch)).toHaveLength(30);
  });
});

describe('the analytics transport: failures', () => {
  it('retries a failed batch later with the same messageIds, backing off', async () => {
    const attempts: AnalyticsBatch[] = [];
    let failures = 2;
    const send = vi.fn(async (batch: AnalyticsBatch) => {
      attempts.push(batch);
      if (failures-- > 0) throw new Error('offline');
      return {};
    });
    const { analytics } = setupAnalytics({ config: { send } });
    analytics.track('A');
    analytics.track('B');
    await vi.advanceTimersByTimeAsync(5_000);
    expect(attempts).toHaveLength(1);
    analytics.track('C');
    await vi.advanceTimersByTimeAsync(5_000); // first retry after 5 s
    expect(attempts).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(9_999); // the second waits 10 s
    expect(attempts).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(attempts).toHaveLength(3);
    const ids = attempts.map((batch) => batch.batch.map((event) => event.messageId));
    expect(ids[0]).toEqual(['m-1', 'm-2']);
    expect(ids[1]).toEqual(['m-1', 'm-2', 'm-3']);
    expect(ids[2]).toEqual(['m-1', 'm-2', 'm-3']);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(send).toHaveBeenCalledTimes(3); // sent, nothing left
  });

  it('drops a batch the server refuses as such, and goes on with the next', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const send = vi.fn().mockRejectedValueOnce(new Error('refused')).mockResolvedValue({});
    const { analytics } = setupAnalytics({ config: { send } });
    analytics.track('A');
    await vi.advanceTimersByTimeAsync(5_000);
    analytics.track('B');
    await vi.advanceTimersByTimeAsync(5_000);
    expect(send).toHaveBeenCalledTimes(2);
    expect((send.mock.calls[1]![0] as AnalyticsBatch).batch.map((event) => event.event)).toEqual(['B']);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('refused'));
  });

  it('does not send again what a beacon took while its batch was in flight', async () => {
    let reject!: (error: Error) => void;
    const send = vi
      .fn()
      .mockImplementationOnce(() => new Promise((_, fail) => (reject = fail)))
      .mockResolvedValue({});
    const { analytics, beacons, win } = setupAnalytics({ config: { send } });
    analytics.track('A');
    await vi.advanceTimersByTimeAsync(5_000); // in flight
    analytics.track('B');
    win.dispatchEvent(new Event('pagehide'));
    expect(beacons[0]!.batch.map((event) => event.event)).toEqual(['A', 'B']);
    reject(new Error('offline'));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('keeps at most its limit while the network is away, dropping the oldest', async () => {
    const onDrop = vi.fn();
    const send = vi.fn().mockRejectedValue(new Error('offline'));
    const queue = createAnalyticsQueue({
      send,
      allowed: () => true,
      isPermanent: () => false,
      maxQueued: 3,
      onDrop,
    });
    for (let n = 1; n <= 5; n += 1) {
      queue.enqueue({
        event: { type: 'track', messageId: `m-${n}`, timestamp: '2026-05-01T12:00:00Z', anonymousId: 'a' },
        category: 'C0002',
        bytes: 80,
      });
    }
    expect(queue.size()).toBe(3);
    await queue.flush();
    expect((send.mock.calls[0]![0] as AnalyticsBatch).batch.map((event) => event.messageId)).toEqual([
      'm-3',
      'm-4',
      'm-5',
    ]);
    expect(onDrop.mock.calls).toEqual([
      ['overflow', 1],
      ['overflow', 1],
    ]);
    queue.dispose();
  });

  it('treats 4xx replies but 408 and 429 as refusals, everything else as worth a retry', () => {
    const apiError = (status: number | undefined, networkError = false) =>
      new ApiError({ errors: [codedError(7761, 'en')], sessionExpired: false, networkError }, status);
    expect(isPermanentFailure(apiError(400))).toBe(true);
    expect(isPermanentFailure(apiError(413))).toBe(true);
    expect(isPermanentFailure(apiError(429))).toBe(false);
    expect(isPermanentFailure(apiError(408))).toBe(false);
    expect(isPermanentFailure(apiError(503))).toBe(false);
    expect(isPermanentFailure(apiError(undefined, true))).toBe(false);
    expect(isPermanentFailure(new TypeError('Failed to fetch'))).toBe(false);
  });
});

describe('the analytics transport: consent', () => {
  it('records calls made without performance consent but never sends or keeps them', async () => {
    const consent = fakeConsent();
    const { analytics, send, beacon, win } = setupAnalytics({ consent });
    analytics.track('Before');
    analytics.identify('guid-1');
    win.dispatchEvent(new Event('pagehide'));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(send).not.toHaveBeenCalled();
    expect(beacon).not.toHaveBeenCalled();
    expect(analytics.calls).toHaveLength(2);
    // Allowed later: what was made before stays unsent.
    consent.set({ C0002: true });
    analytics.track('After');
    await vi.advanceTimersByTimeAsync(5_000);
    expect(send).toHaveBeenCalledTimes(1);
    expect((send.mock.calls[0]![0] as AnalyticsBatch).batch.map((event) => event.event)).toEqual(['After']);
  });

  it('sends the page on screen when performance consent is given', async () => {
    const consent = fakeConsent();
    const { analytics, events } = setupAnalytics({ consent });
    analytics.pageView(view('Browse'));
    analytics.track('Clicked');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(events()).toEqual([]);
    consent.set({ C0002: true });
    await vi.advanceTimersByTimeAsync(5_000);
    expect(events().map((event) => [event.type, event.name ?? event.event])).toEqual([['page', 'Browse']]);
    expect(events()[0]!.context?.consent).toEqual({ groups: 'C0001:1,C0002:1,C0003:0,C0004:0,C0005:0' });
    // Given again (another tab's choice re-read): the view is not sent twice.
    consent.set({ C0002: false });
    consent.set({ C0002: true });
    await vi.advanceTimersByTimeAsync(5_000);
    expect(events()).toHaveLength(1);
  });

  it('drops what waits when consent is withdrawn', async () => {
    const consent = fakeConsent({ C0002: true, C0004: true });
    const { analytics, send, beacon, win } = setupAnalytics({ consent });
    analytics.pageView(view('Homepage'));
    analytics.track('A');
    consent.set({ C0002: false });
    await vi.advanceTimersByTimeAsync(10_000);
    win.dispatchEvent(new Event('pagehide'));
    // The targeting call may still go (its own category is still allowed); nothing else.
    const sentTypes = [...send.mock.calls, ...beacon.mock.calls].flatMap(([batch]) =>
      (typeof batch === 'string'
        ? (JSON.parse(batch) as AnalyticsBatch)
        : (batch as AnalyticsBatch)
      ).batch.map((event) => event.type),
    );
    expect(sentTypes).toEqual(['targeting']);
  });

  it('sends the ad-targeting call only with targeting consent, and once it is given', async () => {
    const consent = fakeConsent({ C0002: true });
    const { analytics, events } = setupAnalytics({
      consent,
      config: { identity: () => ({ anonymousId: 'anon-1', userId: 'guid-1', memberStatus: 'premium' }) },
    });
    analytics.pageView(view('Homepage'));
    await vi.advanceTimersByTimeAsync(5_000);
    expect(events().map((event) => event.type)).toEqual(['page']);
    expect(analytics.calls.map((call) => call.type)).toEqual(['page', 'targeting']);
    consent.set({ C0004: true });
    await vi.advanceTimersByTimeAsync(5_000);
    expect(events().at(-1)).toMatchObject({
      type: 'targeting',
      siteSection: 'HomeHub',
      memberStatus: 'premium',
      userId: 'guid-1',
    });
    expect(events()).toHaveLength(2); // the page was not sent again
  });

  it('names the register page’s section Register; other pages make no targeting call', () => {
    const { analytics } = setupAnalytics({ consent: fakeConsent({ C0002: true, C0004: true }) });
    analytics.pageView(view('Sign Up For Your Universe'));
    analytics.pageView(view('Browse'));
    expect(analytics.calls.filter((call) => call.type === 'targeting')).toEqual([
      { type: 'targeting', siteSection: 'Register', memberStatus: 'anonymous' },
    ]);
  });
});

describe('the analytics transport: what an address may tell', () => {
  it('replaces tokens and personal data in the address, params and query', async () => {
    const { analytics, sent } = setupAnalytics({
      path: '/gift/claim/s3cr3t-token',
      search: '?email=ada%40example.com&q=comets&utm_source=mail',
    });
    analytics.pageView(
      view('Gift Claim', {
        params: { token: 's3cr3t-token' },
        query: { email: 'ada@example.com', q: 'comets' },
        referrer: 'https://mail.example/open?token=abc&x=1#frag',
      }),
    );
    await vi.advanceTimersByTimeAsync(5_000);
    const [page] = sent[0]!.batch;
    expect(page!.context?.page).toMatchObject({
      path: '/gift/claim/REDACTED',
      search: '?email=REDACTED&q=comets&utm_source=mail',
      url: `${ORIGIN}/gift/claim/REDACTED?email=REDACTED&q=comets&utm_source=mail`,
      referrer: 'https://mail.example/open?token=REDACTED&x=1',
    });
    expect(page!.properties).toMatchObject({
      params: { token: 'REDACTED' },
      query: { email: 'REDACTED', q: 'comets' },
    });
    expect(JSON.stringify(sent)).not.toMatch(/s3cr3t|ada@example|ada%40example/);
  });
});

describe('the campaign (utm_*)', () => {
  it('comes from the landing address, and is kept in cookies only with performance consent', async () => {
    const consent = fakeConsent();
    const { analytics, sent } = setupAnalytics({
      consent,
      env: { landingSearch: '?utm_source=newsletter&utm_medium=email&utm_campaign=spring&x=1' },
    });
    expect(document.cookie).not.toMatch(/utm_/);
    consent.set({ C0002: true });
    expect(document.cookie).toMatch(/utm_source=newsletter/);
    expect(document.cookie).toMatch(/utm_campaign=spring/);
    analytics.track('A');
    await vi.advanceTimersByTimeAsync(5_000);
    expect(sent[0]!.batch[0]!.context?.campaign).toEqual({
      name: 'spring',
      source: 'newsletter',
      medium: 'email',
    });
    consent.set({ C0002: false });
    expect(document.cookie).not.toMatch(/utm_/);
  });

  it('a later visit without utm parameters is credited from the cookies', async () => {
    document.cookie = 'utm_source=partner; Path=/';
    const { analytics, sent } = setupAnalytics();
    analytics.track('A');
    await vi.advanceTimersByTimeAsync(5_000);
    expect(sent[0]!.batch[0]!.context?.campaign).toEqual({ source: 'partner' });
  });
});
