import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorEnvelopeSchema } from '@fanverse/contract';
import { buildVideoTestApp, type VideoTestApp } from './video-test-app';

let t: VideoTestApp;
beforeAll(async () => {
  t = await buildVideoTestApp({ RATE_LIMIT_MAX: '100000' });
});
afterAll(async () => t.app.close());

const segment = fc.oneof(
  fc.string({ maxLength: 120 }),
  fc.integer({ min: -5, max: 2_000_000_000 }).map(String),
  fc.uuid().map(String),
  fc.constantFrom(
    '..',
    '%',
    '%2e%2e%2f',
    "' OR 1=1 --",
    ':*',
    '&|!()',
    '1.2',
    'desc',
    'series',
    'vtt',
    'en',
    '',
  ),
);
const encode = (s: string) => {
  try {
    return encodeURIComponent(s);
  } catch {
    return 'x'; // lone surrogates cannot be encoded; a browser would not send them either
  }
};

const routes: ((a: string, b: string) => string)[] = [
  (a, b) => `/api/5/1/series/${a}?trans=${b}`,
  (a, b) => `/api/5/series/${a}/episodes/?page=${b}&page_size=${b}&sort=${b}`,
  (a, b) => `/api/5/series/1/episodes/?page=${a}&page_size=${b}`,
  (a, b) => `/api/5/series/${a}/episodes/${b}/`,
  (a) => `/api/5/episode/${a}/`,
  (a, b) => `/api/5/latestepisodes?page=${a}&page_size=${b}`,
  (a, b) => `/api/5/series/${a}/seasons?page=${b}`,
  (a, b) => `/api/5/series/1/seasons/${a}?page=${b}&sort=${b}`,
  (a) => `/api/5/series/${a}/cast`,
  (a) => `/api/5/2/clips/${a}`,
  (a, b) => `/api/5/2/${a}/${b}/clips?clip_type=${a}&page=${b}`,
  (a, b) => `/api/5/2/series/${a}/episode/${b}/clips`,
  (a, b) => `/api/5/2/video/${a}/subtitles/${b}`,
  (a, b) => `/api/5/2/video/${a}/subtitles/vtt/${b}`,
  (a, b) => `/api/5/video/${a}.${b}/subtitles/`,
  (a, b) => `/api/5/2/search?q=${a}&types=${b}&page=${b}`,
  (a) => `/api/5/2/search?q=${a}`,
];

describe('video catalogue: bad input never produces a 5xx', () => {
  it('holds for generated path and query values on every route', async () => {
    await fc.assert(
      fc.asyncProperty(fc.nat(routes.length - 1), segment, segment, async (i, a, b) => {
        const url = routes[i]!(encode(a), encode(b));
        const res = await t.app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBeLessThan(500);
        expect(res.statusCode, url).not.toBe(429);
        if (res.statusCode >= 400) errorEnvelopeSchema.parse(res.json());
      }),
      { numRuns: 400 },
    );
  });

  it('answers real uuids of the wrong kind with a 404, never a 5xx', async () => {
    const uuids = [t.fx.ferry.uuid, t.fx.clips.trailer.uuid, t.fx.ferry.episodes[0]!.video_uuid];
    for (const uuid of uuids) {
      for (const url of [
        `/api/5/episode/${uuid}/`,
        `/api/5/2/clips/${uuid}`,
        `/api/5/2/episode/${uuid}/clips`,
        `/api/5/2/video/${uuid}/subtitles/vtt/es`,
      ]) {
        const res = await t.get(url);
        expect([200, 404], url).toContain(res.statusCode);
      }
    }
  });
});
