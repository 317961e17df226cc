import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ART_SIZES, CatalogueServerCode, errorEnvelopeSchema } from '@fanverse/contract';
import { ART_MOTIFS } from '../../../src/media/art-spec';
import { buildTestApp, type TestApp } from '../../helpers/test-app';
import { insertArt, PALETTE } from './art-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await insertArt(t.database.db, [
    { type: 'series', key: 'harbour-lights', spec: { palette: PALETTE, motif: 'rings', seed: 7 } },
    { type: 'banners', key: 'spring-banner', spec: { palette: PALETTE, motif: 'waves', seed: 8 } },
    { type: 'clips', key: 'cache-probe', spec: { palette: PALETTE, motif: 'grid', seed: 9 } },
    { type: 'episode', key: 'etag-probe', spec: { palette: PALETTE, motif: 'burst', seed: 10 } },
    { type: 'season', key: 'together', spec: { palette: PALETTE, motif: 'stripes', seed: 11 } },
    ...ART_MOTIFS.map((motif, i) => ({
      type: 'actors',
      key: `motif-${motif}`,
      spec: { palette: PALETTE, motif, seed: 100 + i },
    })),
    // Stored specs that must never reach the SVG: markup in a colour, an unknown motif.
    {
      type: 'series',
      key: 'tampered',
      spec: {
        palette: ['#000"/><image href="file:///etc/passwd"/><x a="', '#fff', '#fff'],
        motif: 'rings',
        seed: 1,
      },
    },
    { type: 'series', key: 'odd-motif', spec: { palette: PALETTE, motif: 'spirals', seed: 1 } },
  ]);
  await t.app.ready();
});
afterAll(async () => t.app.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });
const cacheDir = () => path.join(t.config.DATA_DIR, 'art-cache');

describe('GET /art/{assetType}/{assetKey}/{file}', () => {
  it('answers every format at the exact pixel size of the kind, with long-lived cache headers', async () => {
    const [width, height] = ART_SIZES.series.thumb;
    const decoded = { avif: 'heif', webp: 'webp', jpg: 'jpeg' } as const;
    for (const format of ['avif', 'webp', 'jpg'] as const) {
      const res = await get(`/art/series/harbour-lights/thumb.${format}`);
      expect(res.statusCode, format).toBe(200);
      expect(res.headers['content-type']).toBe(
        { avif: 'image/avif', webp: 'image/webp', jpg: 'image/jpeg' }[format],
      );
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers.etag).toMatch(/^"[\w-]{22}"$/);
      expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
      const meta = await sharp(res.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height], format).toEqual([decoded[format], width, height]);
    }
    const jpeg = await sharp((await get('/art/series/harbour-lights/thumb.jpg')).rawPayload).metadata();
    expect(jpeg.isProgressive).toBe(true);
  });

  it('renders every motif, and large kinds at full size', async () => {
    for (const motif of ART_MOTIFS) {
      const res = await get(`/art/actors/motif-${motif}/picture.jpg`);
      expect(res.statusCode, motif).toBe(200);
      const meta = await sharp(res.rawPayload).metadata();
      expect([meta.width, meta.height], motif).toEqual([...ART_SIZES.actors.picture]);
      // Not a flat fill: the motif is drawn.
      const { channels } = await sharp(res.rawPayload).stats();
      expect(Math.max(...channels.map((c) => c.stdev)), motif).toBeGreaterThan(8);
    }
    const hero = await get('/art/banners/spring-banner/hero-c2.webp');
    expect(hero.statusCode).toBe(200);
    const meta = await sharp(hero.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([3840, 2160]);
  });

  it('answers the narrower srcset widths with the aspect ratio kept', async () => {
    for (const [url, size] of [
      ['/art/series/harbour-lights/thumb-320w.webp', [320, 180]],
      ['/art/series/harbour-lights/thumb-640w.avif', [640, 360]],
      ['/art/banners/spring-banner/hero-960w.jpg', [960, 320]],
      ['/art/banners/spring-banner/mobile-480w.jpg', [480, 480]],
    ] as const) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      const meta = await sharp(res.rawPayload).metadata();
      expect([meta.width, meta.height], url).toEqual(size);
    }
  });

  it('serves a file already rendered from the disk cache, byte for byte', async () => {
    const url = '/art/clips/cache-probe/thumbnail.jpg';
    const first = await get(url);
    expect(first.statusCode).toBe(200);
    const folder = path.join(cacheDir(), 'clips', 'cache-probe');
    const files = fs.readdirSync(folder);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^thumbnail\.[\w-]{22}\.jpg$/);
    const file = path.join(folder, files[0]!);
    expect(fs.readFileSync(file).equals(first.rawPayload)).toBe(true);

    // Replace the cached file: the next reply is what is on disk, proving it is not re-rendered.
    const marker = Buffer.concat([first.rawPayload, Buffer.from('cached')]);
    fs.writeFileSync(file, marker);
    const second = await get(url);
    expect(second.rawPayload.equals(marker)).toBe(true);
    expect(second.headers.etag).toBe(first.headers.etag);
    fs.writeFileSync(file, first.rawPayload);
  });

  it('renders the same bytes for the same asset every time (a seeded drawing)', async () => {
    const url = '/art/clips/cache-probe/hero.webp';
    const first = await get(url);
    fs.rmSync(path.join(cacheDir(), 'clips', 'cache-probe'), { recursive: true });
    const again = await get(url);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect((await get('/art/clips/cache-probe/hero.jpg')).headers.etag).not.toBe(first.headers.etag);
  });

  it('answers If-None-Match with 304 and no body, whatever form the tag list takes', async () => {
    const url = '/art/episode/etag-probe/thumb.avif';
    const { headers } = await get(url);
    const etag = headers.etag as string;
    for (const header of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const res = await get(url, { 'if-none-match': header });
      expect(res.statusCode, header).toBe(304);
      expect(res.rawPayload.length).toBe(0);
      expect(res.headers.etag).toBe(etag);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    expect((await get(url, { 'if-none-match': '"stale"' })).statusCode).toBe(200);
  });

  it('answers simultaneous requests for a new file with the same bytes, leaving one file', async () => {
    const url = '/art/season/together/poster.jpg';
    const replies = await Promise.all(Array.from({ length: 6 }, () => get(url)));
    for (const res of replies) {
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.equals(replies[0]!.rawPayload)).toBe(true);
    }
    // One file, no temporary leftovers.
    expect(fs.readdirSync(path.join(cacheDir(), 'season', 'together'))).toHaveLength(1);
  });

  it('answers 404 RESOURCE_NOT_FOUND for anything unknown or malformed, and never touches the disk for it', async () => {
    const urls = [
      '/art/movies/harbour-lights/thumb.jpg', // unknown asset type
      '/art/series/nobody/thumb.jpg', // no such asset
      '/art/series/Harbour_Lights/thumb.jpg', // key outside ASSET_KEY_PATTERN
      '/art/series/..%2F..%2Fetc/thumb.jpg',
      '/art/series/harbour-lights%00/thumb.jpg',
      '/art/series/harbour-lights/..%2F..%2Fpasswd',
      '/art/series/harbour-lights/thumbnail.jpg', // a clips kind, not a series kind
      '/art/series/harbour-lights/constructor.jpg',
      '/art/series/harbour-lights/thumb.png',
      '/art/series/harbour-lights/thumb',
      '/art/series/harbour-lights/thumb.jpg.jpg',
      '/art/series/harbour-lights/thumb-500w.jpg', // not a srcset width
      '/art/series/harbour-lights/thumb-720w.jpg', // not narrower than the kind
      '/art/series/harbour-lights/thumb-1280w.jpg',
      '/art/series/harbour-lights/THUMB.jpg',
      '/art/series/tampered/thumb.jpg', // a stored spec with markup in a colour
      '/art/series/odd-motif/thumb.jpg',
    ];
    for (const url of urls) {
      const res = await get(url);
      // The NUL guard answers its own 400 before any route runs; everything else is a plain 404.
      if (url.includes('%00')) {
        expect(res.statusCode, url).toBe(400);
        continue;
      }
      expect(res.statusCode, url).toBe(404);
      const body = errorEnvelopeSchema.parse(res.json());
      expect(body.errors[0]!.code, url).toBe(CatalogueServerCode.RESOURCE_NOT_FOUND);
    }
    // Dot segments are resolved before any route runs, leaving a path that names no route:
    // outside /api that is a plain 404 (code 11 belongs to the API).
    const dots = await get('/art/series/%2e%2e/thumb.jpg');
    expect(dots.statusCode).toBe(404);
    expect(dots.headers['content-type']).toMatch(/^text\/plain/);
    const written = fs.readdirSync(path.join(cacheDir(), 'series'));
    expect(written).toEqual(['harbour-lights']);
  });

  it('serves the art that reply image fields name', async () => {
    const { db } = t.database;
    await db
      .insertInto('cms_pages')
      .values({
        uuid: crypto.randomUUID(),
        slug: 'spring-notes',
        title: 'Spring notes',
        asset_key: 'spring-banner',
      })
      .execute();
    await db
      .insertInto('collections')
      .values({ uuid: crypto.randomUUID(), slug: 'lights', asset_key: 'lights', title: 'Lights' })
      .execute();
    await insertArt(db, [
      { type: 'collection', key: 'lights', spec: { palette: PALETTE, motif: 'halftone', seed: 12 } },
    ]);

    const page = (await get('/api/5/2/cmspage/slug/spring-notes')).json();
    const collection = (await get('/api/5/2/collections/slug/lights')).json();
    for (const [url, size] of [
      [page.large, ART_SIZES.banners.hero],
      [page.logo, ART_SIZES.banners.mobile],
      [page.thumbnail, ART_SIZES.banners['hero-c2']],
      [collection.metadata.thumbnail, ART_SIZES.collection.thumb],
      [collection.metadata.icon, ART_SIZES.collection.icon],
      [collection.metadata.masthead, ART_SIZES.collection.hero],
    ] as const) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      const meta = await sharp(res.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height], url).toEqual(['jpeg', ...size]);
    }
    const head = await t.app.inject({ method: 'HEAD', url: page.logo });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('image/jpeg');
  });
});
