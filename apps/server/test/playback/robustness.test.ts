import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorEnvelopeSchema } from '@fanverse/contract';
import { insertEpisode, type FixtureContent } from './playback-fixtures';
import { buildPlaybackTestApp, type PlaybackTestApp } from './playback-test-app';

/** Whatever a caller sends, playback answers a coded 2xx or 4xx: never a 5xx. */
let t: PlaybackTestApp;
let episode: FixtureContent;
let token: string;
beforeAll(async () => {
  t = await buildPlaybackTestApp();
  episode = await insertEpisode(t.database.db);
  t.streams.set(episode.video_uuid, 'ready');
  token = (await t.get(`/api/5/1/rights/episode/${episode.uuid}`)).json().token;
});
afterAll(async () => t.app.close());

const text = fc.oneof(
  fc.string({ maxLength: 80 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom('', '..', '%', "' OR 1=1 --", '\u0000', '\ud800', 'episode', 'clip', 'hls', 'iframe', 'en'),
);
const encode = (s: string) => {
  try {
    return encodeURIComponent(s);
  } catch {
    return 'x'; // lone surrogates cannot be encoded
  }
};
const headerSafe = (s: string) => s.replace(/[^\x20-\x7e]/g, '');

function expectCoded(res: { statusCode: number; body: string; json(): unknown }, what: string) {
  expect(res.statusCode, `${what} → ${res.body}`).toBeLessThan(500);
  if (res.statusCode >= 400) expect(errorEnvelopeSchema.safeParse(res.json()).success, what).toBe(true);
}

describe('playback never answers a 5xx to bad input', () => {
  it('rights: any content type and uuid', async () => {
    await fc.assert(
      fc.asyncProperty(text, fc.oneof(text, fc.uuid()), async (type, uuid) => {
        const url = `/api/5/1/rights/${encode(type)}/${encode(uuid)}`;
        expectCoded(await t.get(url, { 'x-country-code': headerSafe(type) }), url);
      }),
      { numRuns: 150 },
    );
  });

  it('manifest: any token, query and consumer key', async () => {
    const jwt = fc.oneof(text.map(headerSafe), fc.constant(token), fc.constant(`${token}x`));
    await fc.assert(
      fc.asyncProperty(jwt, text, text, text, text, text, async (j, st, drm, cdn, subs, key) => {
        const url = `/api/5/1/video_manifest_from_jwt/?st=${encode(st)}&drm=${encode(drm)}&cdn=${encode(cdn)}&subs=${encode(subs)}`;
        const headers: Record<string, string> = { 'x-auth-jwt': j };
        if (key) headers['x-consumer-key'] = headerSafe(key);
        expectCoded(await t.get(url, headers), url);
      }),
      { numRuns: 150 },
    );
  });

  it('log: any value in any field, as JSON or text/plain', async () => {
    const anyValue = fc.oneof(
      text,
      fc.double(),
      fc.integer(),
      fc.constant(null),
      fc.boolean(),
      fc.uuid(),
      fc.constantFrom(1e-50, 1e308, -0, 86_400, 253_402_300_800_000, Number.MAX_SAFE_INTEGER),
    );
    const event = fc.record(
      {
        event_type: fc.oneof(fc.constantFrom('play', 'pause', 'progress'), text),
        videotype: fc.oneof(fc.constantFrom('episode', 'clip'), text),
        content_id: fc.oneof(fc.uuid(), text),
        episode: fc.oneof(fc.constantFrom('1.2', null), text),
        session_id: fc.oneof(fc.uuid(), text),
        timestamp: fc.oneof(fc.integer({ min: 0 }), anyValue),
        start_timecode: fc.oneof(fc.double({ min: 0, max: 86_400, noNaN: true }), anyValue),
        end_timecode: fc.oneof(fc.double({ min: 0, max: 86_400, noNaN: true }), anyValue),
        container_type: fc.oneof(fc.constantFrom('series', null), text),
        container_uuid: fc.oneof(fc.uuid(), fc.constant(null), text),
      },
      { requiredKeys: [] },
    );
    const body = fc.record({
      events: fc.array(event, { maxLength: 5 }),
      page_domain: fc.oneof(text, anyValue),
    });
    await fc.assert(
      fc.asyncProperty(
        body,
        fc.constantFrom('application/json', 'text/plain;charset=UTF-8'),
        async (b, type) => {
          const res = await t.app.inject({
            method: 'POST',
            url: '/api/5/log/',
            headers: { 'content-type': type },
            payload: JSON.stringify(b),
          });
          expectCoded(res, JSON.stringify(b));
        },
      ),
      { numRuns: 200 },
    );
  });

  it('position: any uuid', async () => {
    const m = await t.member();
    await fc.assert(
      fc.asyncProperty(fc.oneof(text, fc.uuid()), async (uuid) => {
        const url = `/api/5/2/user/playback/${encode(uuid)}/position`;
        expectCoded(await t.get(url, m.headers), url);
      }),
      { numRuns: 100 },
    );
  });
});
