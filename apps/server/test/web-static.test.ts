import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let dist: string;
beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'fv-dist-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><title>Fanverse</title></head><body><div id="root"></div></body></html>',
  );
  fs.writeFileSync(path.join(dist, 'assets', 'app-3f2a.js'), 'console.log(1)');
  // What the build writes beside each text file (apps/web/vite.config.ts precompressPlugin).
  fs.writeFileSync(path.join(dist, 'assets', 'app-3f2a.js.br'), zlib.brotliCompressSync('console.log(1)'));
  fs.writeFileSync(path.join(dist, 'assets', 'app-3f2a.js.gz'), zlib.gzipSync('console.log(1)'));
  fs.writeFileSync(
    path.join(dist, 'index.html.br'),
    zlib.brotliCompressSync(
      '<!doctype html><html><head><title>Fanverse</title></head><body><div id="root"></div></body></html>',
    ),
  );
  fs.writeFileSync(path.join(dist, 'icon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  fs.writeFileSync(
    path.join(dist, 'build-id.json'),
    JSON.stringify({ id: 'abc123', built_at: '2026-11-21T00:00:00.000Z' }),
  );
  // What the build writes for routes that need more than the entry (route-preloads plugin).
  fs.writeFileSync(
    path.join(dist, 'route-preloads.json'),
    JSON.stringify({
      routes: [
        {
          prefix: '/watch/',
          scripts: ['/assets/player-1a2b.js', '/assets/hls-3c4d.js'],
          styles: ['/assets/player-5e6f.css'],
        },
      ],
    }),
  );
  t = await buildTestApp({ WEB_DIST_DIR: dist });
  fs.mkdirSync(path.join(t.config.DATA_DIR, 'media', 'art'), { recursive: true });
  fs.writeFileSync(path.join(t.config.DATA_DIR, 'media', 'art', 'x.txt'), 'art');
});
afterAll(async () => t.app.close());

const html = { accept: 'text/html,application/xhtml+xml' };

describe('serving the web app', () => {
  it('serves index.html at / and for any client route (SPA fallback)', async () => {
    for (const url of ['/', '/myoriginstory/intro', '/coming-soon/', '/no/such/page']) {
      const res = await t.app.inject({ url, headers: html });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
      // HTML documents get the document policy (scripts and styles from our origin only).
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    }
  });

  it("lists a route's own chunks as preloads in its document, and only in its", async () => {
    const watch = await t.app.inject({ url: '/watch/episode/5ede0eb9?x=1', headers: html });
    expect(watch.statusCode).toBe(200);
    expect(watch.headers['content-type']).toContain('text/html');
    expect(watch.headers['content-security-policy']).toContain("script-src 'self'");
    expect(watch.body).toContain('<div id="root">');
    expect(watch.body).toContain('<link rel="modulepreload" crossorigin href="/assets/player-1a2b.js">');
    expect(watch.body).toContain('<link rel="modulepreload" crossorigin href="/assets/hls-3c4d.js">');
    expect(watch.body).toContain(
      '<link rel="preload" as="style" crossorigin href="/assets/player-5e6f.css">',
    );
    expect(watch.body.indexOf('hls-3c4d.js')).toBeLessThan(watch.body.indexOf('</head>'));
    for (const url of ['/', '/series/1/x', '/watchlist']) {
      const other = await t.app.inject({ url, headers: html });
      expect(other.body, url).not.toContain('modulepreload');
    }
  });

  it('caches hashed assets for a year', async () => {
    const res = await t.app.inject({ url: '/assets/app-3f2a.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('gives the precompressed document the document policy', async () => {
    const res = await t.app.inject({ url: '/', headers: { ...html, 'accept-encoding': 'br' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('sends the precompressed copy a client accepts, and the plain file to others', async () => {
    const br = await t.app.inject({ url: '/assets/app-3f2a.js', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe('console.log(1)');
    const gz = await t.app.inject({ url: '/assets/app-3f2a.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe('console.log(1)');
    const plain = await t.app.inject({
      url: '/assets/app-3f2a.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log(1)');
  });

  it('keeps the API answering code 11 for unknown /api paths, even from a browser', async () => {
    const res = await t.app.inject({ url: '/api/whatever', headers: html });
    expect(res.statusCode).toBe(404);
    expect(res.json().errors[0].code).toBe(11);
  });

  it('answers a plain 404 (not the API envelope) for a missing file asked for by a script', async () => {
    const res = await t.app.inject({ url: '/assets/missing.js', headers: { accept: '*/*' } });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.body).toBe('Not Found');
  });

  it('gives a browser a plain 404, not the app, for a missing media, stream or art path', async () => {
    for (const url of ['/media/nope.txt', '/streams/garbage', '/art/nope', '/streams', '/art']) {
      const res = await t.app.inject({ url, headers: html });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toBe('text/plain; charset=utf-8');
      expect(res.body, url).toBe('Not Found');
    }
  });

  it('keeps code 11 for /api itself, even from a browser', async () => {
    const res = await t.app.inject({ url: '/api', headers: html });
    expect(res.statusCode).toBe(404);
    expect(res.json().errors[0].code).toBe(11);
  });

  it('still gives the app to a browser for paths that merely start like those areas', async () => {
    for (const url of ['/artists', '/streamsy', '/mediakit', '/apiary']) {
      const res = await t.app.inject({ url, headers: html });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<div id="root">');
    }
  });

  it('serves the build id uncached and the manifest in the asked language', async () => {
    const id = await t.app.inject({ url: '/build-id.json' });
    expect(id.json()).toEqual({ id: 'abc123', built_at: '2026-11-21T00:00:00.000Z' });
    expect(id.headers['cache-control']).toContain('no-store');
    fs.writeFileSync(
      path.join(dist, 'build-id.json'),
      JSON.stringify({ id: 'def456', built_at: '2026-11-22T00:00:00.000Z' }),
    );
    expect((await t.app.inject({ url: '/build-id.json' })).json().id).toBe('def456');
    const manifest = await t.app.inject({ url: '/manifest.webmanifest?trans=es' });
    expect(manifest.headers['content-type']).toContain('application/manifest+json');
    expect(manifest.json()).toMatchObject({ name: 'Fanverse', lang: 'es', start_url: '/' });
  });

  it('lists icons the web app ships, at their declared sizes, maskable ones included (installable)', async () => {
    const { icons } = (await t.app.inject({ url: '/manifest.webmanifest' })).json() as {
      icons: { src: string; sizes: string; type: string; purpose: string }[];
    };
    // The real web app's public folder: its files are copied into every build as they are.
    const publicDir = path.resolve(import.meta.dirname, '../../web/public');
    for (const icon of icons) {
      const file = path.join(publicDir, icon.src);
      expect(fs.existsSync(file), icon.src).toBe(true);
      const meta = await sharp(file).metadata();
      expect(`image/${meta.format === 'svg' ? 'svg+xml' : meta.format}`, icon.src).toBe(icon.type);
      if (icon.sizes !== 'any') expect(`${meta.width}x${meta.height}`, icon.src).toBe(icon.sizes);
    }
    const pngs = icons.filter((i) => i.type === 'image/png');
    for (const purpose of ['any', 'maskable']) {
      expect(pngs.filter((i) => i.purpose === purpose).map((i) => i.sizes)).toEqual(['192x192', '512x512']);
    }
  });

  it('serves media files from DATA_DIR/media', async () => {
    const res = await t.app.inject({ url: '/media/art/x.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('art');
    expect((await t.app.inject({ url: '/media/../package.json' })).statusCode).toBe(404);
  });
});

describe('without a web build', () => {
  it('answers build-id with code 11', async () => {
    const bare = await buildTestApp();
    try {
      const res = await bare.app.inject({ url: '/build-id.json' });
      expect(res.statusCode).toBe(404);
      expect(res.json().errors[0].code).toBe(11);
    } finally {
      await bare.app.close();
    }
  });
});
