import fs from 'node:fs';
import fc from 'fast-check';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RightsContentType } from '@fanverse/contract';
import { probeTransportStream } from '../../src/media/video/ts-probe';
import { ServerSecretsRepository } from '../../src/modules/auth/server-secrets.repository';
import { JwtSigner, SigningKeys } from '../../src/modules/auth/signing-key';
import { PlayableRepository } from '../../src/modules/rights/playable.repository';
import { RightsTokens } from '../../src/modules/rights/rights-tokens';
import { redactJwtQuery } from '../../src/modules/streams/stream-paths';
import { createStreamsServices, type StreamsServices } from '../../src/modules/streams/streams.factory';
import { createVideoCatalogueServices } from '../../src/modules/video-catalogue/video-catalogue.factory';
import { buildTestApp, type TestApp } from '../helpers/test-app';
import {
  decryptSegment,
  insertClip,
  isTransportStream,
  testPatternSource,
  TEST_LADDER,
  type FixtureClip,
} from './stream-fixture';

/*
 * One real video (5 s of test pattern and tone, three renditions and the i-frame one) is
 * prepared once for the file, then served by the real app. The test's own streams instance
 * shares the app's database, so it signs with the same secrets the app checks.
 */
const TTL = 600;
const CUES = {
  en: [
    { start: 1, end: 2.5, text: 'Hello there.' },
    { start: 3, end: 4.5, text: 'Mind the <tide> & the wind.' },
  ],
  es: [{ start: 1, end: 2.5, text: 'Hola.' }],
};

let t: TestApp;
let streams: StreamsServices;
let keys: SigningKeys;
let clip: FixtureClip;
let other: FixtureClip;
let sd: string;
let hd: string;

const rightsTokens = (now?: () => Date) => new RightsTokens(new JwtSigner(keys, now), 900);
const token = (
  target: FixtureClip,
  rights: Partial<{ can_watch: boolean }> = {},
  now?: () => Date,
  type: RightsContentType = target.content_type,
) =>
  rightsTokens(now).sign({
    content_type: type,
    content_uuid: target.uuid,
    rights: { can_read: true, can_watch: true, hd_available: true, include_hd: false, ...rights },
    subject: 'anonymous',
  });

const pathOf = (url: string) => {
  // Stream addresses are paths on the site; the base only lets URL read them.
  const u = new URL(url, 'http://site.invalid');
  return `${u.pathname}${u.search}`;
};
/** The signed prefix of an entry URL (everything up to the signature). */
const prefixOf = (url: string) => pathOf(url).replace(/\/(master\.m3u8|iframe\/index\.m3u8)$/, '');
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });
const firstError = (res: LightMyRequestResponse) => res.json().errors[0];

beforeAll(async () => {
  t = await buildTestApp({ STREAM_URL_TTL_SECONDS: String(TTL) });
  await t.app.ready();
  const db = t.database.db;
  keys = new SigningKeys(new ServerSecretsRepository(db), t.config.JWT_SECRET);
  streams = createStreamsServices(db, t.config, {
    keys,
    rightsTokens: rightsTokens(),
    playables: new PlayableRepository(db),
    subtitles: createVideoCatalogueServices(db).subtitles,
  });
  clip = await insertClip(db, 'Stream test clip', CUES);
  other = await insertClip(db, 'Another clip');
  const outcome = await streams.preparer.prepare(clip.video_uuid, testPatternSource(5), {
    ladder: TEST_LADDER,
  });
  expect(outcome).toBe('prepared');
  sd = await streams.links.streamUrl(clip.video_uuid, { type: 'hls', subs: 'en', includeHd: false });
  hd = await streams.links.streamUrl(clip.video_uuid, { type: 'hls', subs: 'none', includeHd: true });
}, 120_000);
afterAll(async () => {
  await t.app.close();
  fs.rmSync(t.config.DATA_DIR, { recursive: true, force: true });
});

describe('media preparation', () => {
  it('reports ready media, with HD when a rendition has 720 lines', async () => {
    expect(await streams.links.mediaState(clip.video_uuid)).toEqual({ status: 'ready', hd: true });
  });

  it('reports videos being prepared, failed and never staged', async () => {
    await streams.preparer.register([other.video_uuid]);
    expect(await streams.links.mediaState(other.video_uuid)).toEqual({ status: 'processing', hd: false });
    expect(await streams.links.mediaState('00000000-0000-4000-8000-000000000000')).toEqual({
      status: 'missing',
      hd: false,
    });
    expect(await streams.links.mediaState('not-a-uuid')).toEqual({ status: 'missing', hd: false });

    const broken = await insertClip(t.database.db, 'Broken source');
    const missingFile = {
      ...testPatternSource(1),
      inputArgs: ['-i', '/nonexistent/source.mp4'],
      fingerprint: 'x',
    };
    await expect(streams.preparer.prepare(broken.video_uuid, missingFile)).rejects.toThrow(/ffmpeg failed/);
    expect(await streams.links.mediaState(broken.video_uuid)).toEqual({ status: 'failed', hd: false });
    const row = await t.database.db
      .selectFrom('video_media')
      .select(['error', 'key_hex'])
      .where('video_uuid', '=', broken.video_uuid)
      .executeTakeFirstOrThrow();
    expect(row.error).toMatch(/nonexistent/);
    expect(row.key_hex).toMatch(/^[0-9a-f]{32}$/);
  });

  it('skips a video already prepared from the same source, and leaves an aborted one to be redone', async () => {
    expect(
      await streams.preparer.prepare(clip.video_uuid, testPatternSource(5), { ladder: TEST_LADDER }),
    ).toBe('skipped');
    const aborted = new AbortController();
    aborted.abort();
    await expect(
      streams.preparer.prepare(other.video_uuid, testPatternSource(5), { signal: aborted.signal }),
    ).rejects.toThrow();
    expect((await streams.links.mediaState(other.video_uuid)).status).toBe('processing');
    const root = path.join(t.config.DATA_DIR, 'streams');
    expect(fs.readdirSync(root).filter((name) => name.startsWith('.tmp-'))).toEqual([]);
  });

  it('hands out paths on the site (not PUBLIC_URL) that expire after STREAM_URL_TTL_SECONDS', async () => {
    const match = /^\/streams\/([0-9a-f-]{36})\/(\d+)\/hls\.en\.sd\/[\w-]{43}\/master\.m3u8$/.exec(sd);
    expect(match?.[1]).toBe(clip.video_uuid);
    const exp = Number(match?.[2]);
    expect(Math.abs(exp - (Date.now() / 1000 + TTL))).toBeLessThan(10);
    const iframes = await streams.links.streamUrl(clip.video_uuid, {
      type: 'iframe',
      subs: 'none',
      includeHd: false,
    });
    expect(iframes).toMatch(/\/iframe\.none\.sd\/[\w-]{43}\/iframe\/index\.m3u8$/);
  });
});

describe('playlists', () => {
  it('lists the renditions below HD, the i-frame playlist and both subtitle languages', async () => {
    const res = await get(pathOf(sd));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.apple.mpegurl');
    const maxAge = Number(/^private, max-age=(\d+)$/.exec(String(res.headers['cache-control']))?.[1]);
    expect(maxAge).toBeGreaterThan(TTL - 10);
    expect(maxAge).toBeLessThanOrEqual(TTL);

    const body = res.body;
    const variants = [...body.matchAll(/#EXT-X-STREAM-INF:(.*)\n(.*)/g)];
    expect(variants.map((v) => v[2])).toEqual(['360p/index.m3u8', '180p/index.m3u8']);
    for (const [, attributes] of variants) {
      expect(attributes).toMatch(/BANDWIDTH=\d{5,}/);
      expect(attributes).toMatch(/RESOLUTION=(640x360|320x180)/);
      expect(attributes).toMatch(/CODECS="avc1\.[0-9a-f]{6},mp4a\.40\.2"/);
      expect(attributes).toContain('SUBTITLES="subs"');
    }
    expect(body).not.toContain('1280x720');
    expect(body).toMatch(
      /#EXT-X-I-FRAME-STREAM-INF:BANDWIDTH=\d+,RESOLUTION=256x144,CODECS="avc1\.[0-9a-f]{6}",URI="iframe\/i-frames\.m3u8"/,
    );
    expect(body).toContain(
      '#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="subs",LANGUAGE="en",NAME="English",DEFAULT=YES,AUTOSELECT=YES,FORCED=NO,URI="subs/en.m3u8"',
    );
    expect(body).toContain(
      '#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="subs",LANGUAGE="es",NAME="Spanish",DEFAULT=NO,AUTOSELECT=YES,FORCED=NO,URI="subs/es.m3u8"',
    );
  });

  it('adds HD renditions only to addresses that include HD, and selects no subtitles with subs=none', async () => {
    const body = (await get(pathOf(hd))).body;
    expect([...body.matchAll(/RESOLUTION=(\d+x\d+),CODECS="[^"]+",SUBTITLES/g)].map((m) => m[1])).toEqual([
      '640x360',
      '1280x720',
      '320x180',
    ]);
    expect(body).not.toContain('DEFAULT=YES');
    expect(body).toContain('DEFAULT=NO,AUTOSELECT=NO');
    expect((await get(`${prefixOf(hd)}/720p/index.m3u8`)).statusCode).toBe(200);
    expect((await get(`${prefixOf(sd)}/720p/index.m3u8`)).statusCode).toBe(404);
    expect((await get(`${prefixOf(sd)}/720p/seg000.ts`)).statusCode).toBe(404);
  });

  it('writes media playlists of 2-second segments naming the AES-128 key', async () => {
    for (const rendition of ['360p', '180p']) {
      const res = await get(`${prefixOf(sd)}/${rendition}/index.m3u8`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/vnd.apple.mpegurl');
      const body = res.body;
      expect(body).toContain('#EXT-X-TARGETDURATION:2\n');
      expect(body).toContain('#EXT-X-KEY:METHOD=AES-128,URI="../key"\n');
      expect(body).toContain('#EXT-X-ENDLIST');
      const durations = [...body.matchAll(/#EXTINF:([\d.]+),\n(seg\d{3}\.ts)/g)].map((m) => Number(m[1]));
      expect(durations).toEqual([2, 2, 1]);
    }
  });

  it('serves the i-frame rendition as an I-FRAMES-ONLY playlist and as the plain one st=iframe names', async () => {
    const prefix = prefixOf(sd);
    const only = (await get(`${prefix}/iframe/i-frames.m3u8`)).body;
    expect(only).toContain('#EXT-X-I-FRAMES-ONLY');
    expect(only).toContain('#EXT-X-KEY:METHOD=AES-128,URI="../key"');
    const iframeUrl = await streams.links.streamUrl(clip.video_uuid, {
      type: 'iframe',
      subs: 'none',
      includeHd: false,
    });
    const plain = await get(pathOf(iframeUrl));
    expect(plain.statusCode).toBe(200);
    expect(plain.body).not.toContain('I-FRAMES-ONLY');
    expect([...plain.body.matchAll(/#EXTINF:2\.000000,\nseg\d{3}\.ts/g)].length).toBeGreaterThanOrEqual(2);
    // Each i-frame segment is one small keyframe.
    const segment = await get(`${prefix}/iframe/seg001.ts`);
    expect(segment.statusCode).toBe(200);
    expect(segment.rawPayload.length).toBeLessThan(20_000);
  });

  it('carries a jwt query parameter on to the media playlists and the key', async () => {
    const jwt = await token(clip);
    const master = (await get(`${pathOf(sd)}?jwt=${jwt}`)).body;
    expect(master).toContain(`360p/index.m3u8?jwt=${jwt}\n`);
    const media = (await get(`${prefixOf(sd)}/360p/index.m3u8?jwt=${jwt}`)).body;
    expect(media).toContain(`#EXT-X-KEY:METHOD=AES-128,URI="../key?jwt=${jwt}"`);
  });
});

describe('segments and keys', () => {
  it('serves AES-128 encrypted MPEG-TS that the released key decrypts (IV = sequence number)', async () => {
    const prefix = prefixOf(sd);
    const keyRes = await get(`${prefix}/key`, { 'x-auth-jwt': await token(clip) });
    expect(keyRes.statusCode).toBe(200);
    expect(keyRes.headers['content-type']).toBe('application/octet-stream');
    expect(keyRes.headers['cache-control']).toBe('private, no-store');
    const key = keyRes.rawPayload;
    expect(key).toHaveLength(16);

    for (const sequence of [0, 1]) {
      const res = await get(`${prefix}/360p/seg00${sequence}.ts`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('video/mp2t');
      const cipher = res.rawPayload;
      expect(isTransportStream(cipher)).toBe(false);
      const plain = decryptSegment(cipher, key, sequence);
      expect(isTransportStream(plain)).toBe(true);
      expect(plain.equals(cipher.subarray(0, plain.length))).toBe(false);
      const probe = probeTransportStream(plain);
      expect(probe.videoCodec).toMatch(/^avc1\./);
      expect(probe.audioCodec).toBe('mp4a.40.2');
    }
    // Each segment has its own IV: a segment starts with the same table (PAT) as the others, and
    // only its own sequence number as IV restores that first block (CBC: the IV only touches it).
    const pat = (data: Buffer) => data.subarray(4, 16).toString('hex');
    const first = decryptSegment((await get(`${prefix}/360p/seg000.ts`)).rawPayload, key, 0);
    const second = (await get(`${prefix}/360p/seg001.ts`)).rawPayload;
    expect(pat(decryptSegment(second, key, 1))).toBe(pat(first));
    expect(pat(decryptSegment(second, key, 0))).not.toBe(pat(first));
  });

  it('releases the key with the token in the jwt query parameter (native HLS players)', async () => {
    const res = await get(`${prefixOf(sd)}/key?jwt=${await token(clip)}`);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload).toHaveLength(16);
  });

  it('refuses the key without a valid rights token for this video that allows watching', async () => {
    const url = `${prefixOf(sd)}/key`;
    const good = await token(clip);
    const [header, payload, signature] = good.split('.') as [string, string, string];
    const flipped = `${signature.slice(0, -2)}${signature.at(-2) === 'A' ? 'B' : 'A'}${signature.at(-1)}`;
    const hourAgo = () => new Date(Date.now() - 3_600_000);
    const claimsToken = await new JwtSigner(keys).sign({}, { audience: 'fanverse', ttlSeconds: 900 });
    const cases: [string, Record<string, string>, number, string | number][] = [
      ['no token', {}, 401, 'JWT'],
      ['tampered signature', { 'x-auth-jwt': `${header}.${payload}.${flipped}` }, 401, 'S10'],
      ['garbage', { 'x-auth-jwt': 'not-a-jwt' }, 401, 'S10'],
      ['expired', { 'x-auth-jwt': await token(clip, {}, hourAgo) }, 401, 'S10'],
      ['a claims token', { 'x-auth-jwt': claimsToken }, 401, 'S10'],
      ['another video', { 'x-auth-jwt': await token(other) }, 403, 'STREAM_KEY_DENIED'],
      ['cannot watch', { 'x-auth-jwt': await token(clip, { can_watch: false }) }, 403, 'STREAM_KEY_DENIED'],
      [
        'wrong content type',
        { 'x-auth-jwt': await token(clip, {}, undefined, 'episode') },
        403,
        'STREAM_KEY_DENIED',
      ],
    ];
    for (const [name, headers, status, code] of cases) {
      const res = await get(url, headers);
      expect(res.statusCode, name).toBe(status);
      expect(firstError(res).code, name).toBe(code);
      expect(res.rawPayload.length, name).not.toBe(16);
    }
  });
});

describe('signed addresses', () => {
  it('refuses a forged or altered address with 403 STREAM_URL_INVALID', async () => {
    const [, , video, exp, opts, sig] = prefixOf(sd).split('/') as string[];
    const flip = (s: string) => `${s.slice(0, -1)}${s.at(-1) === 'A' ? 'B' : 'A'}`;
    const forged = [
      `/streams/${video}/${exp}/${opts}/${flip(sig!)}/master.m3u8`,
      `/streams/${video}/${exp}/hls.en.hd/${sig}/master.m3u8`,
      `/streams/${video}/${Number(exp) + 3600}/${opts}/${sig}/master.m3u8`,
      `/streams/${other.video_uuid}/${exp}/${opts}/${sig}/master.m3u8`,
      `/streams/${video}/${exp}/${opts}/short/master.m3u8`,
      `/streams/${video}/${exp}/hls.fr.sd/${sig}/master.m3u8`,
      `/streams/${video!.toUpperCase()}/${exp}/${opts}/${sig}/master.m3u8`,
      `/streams/${video}/${exp}/${opts}/${flip(sig!)}/360p/seg000.ts`,
      `/streams/${video}/${exp}/${opts}/${flip(sig!)}/key`,
      `/streams/${video}/${exp}/${opts}/${flip(sig!)}/subs/en.vtt`,
    ];
    for (const url of forged) {
      const res = await get(url, { 'x-auth-jwt': await token(clip) });
      expect(res.statusCode, url).toBe(403);
      expect(firstError(res).code, url).toBe('STREAM_URL_INVALID');
    }
  });

  it('answers 410 STREAM_URL_EXPIRED for a genuine address past its expiry, and 403 for a forged one', async () => {
    const past = Math.floor(Date.now() / 1000) - 1;
    const prefix = await streams.signer.prefix(clip.video_uuid, past, {
      type: 'hls',
      subs: 'en',
      includeHd: false,
    });
    for (const file of ['master.m3u8', '360p/index.m3u8', '360p/seg000.ts', 'key', 'subs/en.vtt']) {
      const res = await get(`${prefix}/${file}`, { 'x-auth-jwt': await token(clip) });
      expect(res.statusCode, file).toBe(410);
      expect(firstError(res).code, file).toBe('STREAM_URL_EXPIRED');
    }
    const forged = prefix.replace(
      /\/([\w-]{43})$/,
      (_, sig: string) => `/${sig.startsWith('A') ? 'B' : 'A'}${sig.slice(1)}`,
    );
    expect((await get(`${forged}/master.m3u8`)).statusCode).toBe(403);
  });

  it('answers 404 for unknown files and for every path-traversal attempt', async () => {
    const prefix = prefixOf(sd);
    const cases = [
      `${prefix}/nope/index.m3u8`,
      `${prefix}/360p/seg999.ts`,
      `${prefix}/360p/notes.txt`,
      `${prefix}/360p/i-frames.m3u8`,
      `${prefix}/stream.json`,
      `${prefix}/iframe/stream.json`,
      `${prefix}/subs/fr.vtt`,
      `${prefix}/subs/en.srt`,
      `${prefix}/..%2F..%2Fpglite/PG_VERSION`,
      `${prefix}/360p/..%2F..%2F..%2Fpglite%2FPG_VERSION`,
      `${prefix}/%2e%2e/stream.json`,
      `${prefix}/360p/%2e%2e%2fstream.json`,
      `${prefix}/360p/..`,
      `${prefix}/../../../../etc/passwd`,
      `${prefix}/subs/..%2F..%2Fstream.json`,
    ];
    for (const url of cases) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain('fingerprint');
    }
  });

  it('never answers a 5xx, whatever the path holds', async () => {
    const segment = fc.oneof(
      fc.string({ maxLength: 60 }),
      fc.constantFrom(
        '..',
        '.',
        '%2e%2e',
        '%2F',
        'key',
        'subs',
        'iframe',
        '360p',
        'seg000.ts',
        'index.m3u8',
        'en.vtt',
      ),
    );
    const encode = (value: string) => {
      try {
        return value.includes('%') ? value : encodeURIComponent(value);
      } catch {
        return 'x';
      }
    };
    const prefix = prefixOf(sd);
    await fc.assert(
      fc.asyncProperty(
        fc.array(segment, { minLength: 1, maxLength: 6 }),
        fc.boolean(),
        async (parts, signed) => {
          const tail = parts.map(encode).join('/');
          const url = signed ? `${prefix}/${tail}` : `/streams/${tail}`;
          const res = await get(url, { 'x-auth-jwt': 'x' });
          expect(res.statusCode, url).toBeLessThan(500);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('answers 404 while a video is still being prepared', async () => {
    const url = await streams.links.streamUrl(other.video_uuid, {
      type: 'hls',
      subs: 'en',
      includeHd: false,
    });
    const res = await get(pathOf(url));
    expect(res.statusCode).toBe(404);
    expect(firstError(res).code).toBe('RESOURCE_NOT_FOUND');
    const key = await get(`${prefixOf(url)}/key`, { 'x-auth-jwt': await token(other) });
    expect(key.statusCode).toBe(404);
  });
});

describe('subtitles', () => {
  it('serves WebVTT with an X-TIMESTAMP-MAP matching the segments, and the stored cues', async () => {
    const prefix = prefixOf(sd);
    const res = await get(`${prefix}/subs/en.vtt`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/vtt; charset=utf-8');
    const key = (await get(`${prefix}/key`, { 'x-auth-jwt': await token(clip) })).rawPayload;
    const first = decryptSegment((await get(`${prefix}/360p/seg000.ts`)).rawPayload, key, 0);
    const pts = probeTransportStream(first).firstPts;
    expect(pts).toBeGreaterThan(0);
    expect(res.body).toBe(
      `WEBVTT\nX-TIMESTAMP-MAP=MPEGTS:${pts},LOCAL:00:00:00.000\n\n` +
        '00:00:01.000 --> 00:00:02.500\nHello there.\n\n' +
        '00:00:03.000 --> 00:00:04.500\nMind the &lt;tide&gt; &amp; the wind.\n',
    );
    expect((await get(`${prefix}/subs/es.vtt`)).body).toContain('Hola.');
  });

  it('wraps each language in a one-segment subtitle playlist', async () => {
    const res = await get(`${prefixOf(sd)}/subs/es.m3u8`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.apple.mpegurl');
    expect(res.body).toMatch(/#EXTINF:5\.000000,\nes\.vtt\n#EXT-X-ENDLIST/);
    expect(res.body).not.toContain('EXT-X-KEY');
  });
});

describe('logs', () => {
  it('masks rights tokens carried in a jwt query parameter', () => {
    expect(redactJwtQuery('/streams/a/1/hls.en.sd/s/key?jwt=eyJ.abc.def&x=1')).toBe(
      '/streams/a/1/hls.en.sd/s/key?jwt=[redacted]&x=1',
    );
    expect(redactJwtQuery('/x?a=1&JWT=secret')).toBe('/x?a=1&JWT=[redacted]');
    expect(redactJwtQuery('/api/5/1/rights/clip/abc')).toBe('/api/5/1/rights/clip/abc');
  });
});
