import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { seedDemoCatalogue } from '../src/modules/demo/seed-demo-catalogue';
import { buildTestApp, type TestApp } from './helpers/test-app';

// A built web app with a document big enough to be compressed, answered to a browser's
// navigation by the not-found fallback (where server-rendered pages are answered too).
const DOCUMENT = `<!doctype html><html><head><title>Fanverse</title></head><body><div id="root">${'<p>rail</p>'.repeat(300)}</div></body></html>`;

let t: TestApp;
beforeAll(async () => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'fv-compress-dist-'));
  fs.writeFileSync(path.join(dist, 'index.html'), DOCUMENT);
  t = await buildTestApp({ CATALOGUE_CACHE_SECONDS: '30', WEB_DIST_DIR: dist });
  await seedDemoCatalogue(t.database.db);
  // A text file in the media folder: big and of a compressible type, yet media are never compressed.
  fs.writeFileSync(
    path.join(t.config.DATA_DIR, 'media', 'notes.json'),
    JSON.stringify({ x: 'y'.repeat(5000) }),
  );
  // Replies no cache keeps: a big one, a big error, an event stream.
  const big = { rows: Array.from({ length: 200 }, (_, i) => ({ id: i, title: `Row ${i}` })) };
  t.app.get('/api/test/big', { config: { auth: 'public' } }, async () => big);
  t.app.get('/api/test/big-error', { config: { auth: 'public' } }, async (_request, reply) =>
    reply
      .code(422)
      .send({ message: 'invalid', errors: big.rows.map((r) => ({ code: 5, message: r.title })) }),
  );
  t.app.get('/api/test/events', { config: { auth: 'public' } }, async (_request, reply) =>
    reply.type('text/event-stream').send(`data: ${'x'.repeat(4000)}\n\n`),
  );
  t.app.addHook('onClose', async () => fs.promises.rm(dist, { recursive: true, force: true }));
  await t.app.ready();
});
afterAll(async () => t.app.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

/** The decoded body of a reply, by its content-encoding. */
function decoded(reply: { rawPayload: Buffer; headers: Record<string, unknown> }): Buffer {
  const encoding = reply.headers['content-encoding'];
  if (encoding === 'br') return zlib.brotliDecompressSync(reply.rawPayload);
  if (encoding === 'gzip') return zlib.gunzipSync(reply.rawPayload);
  expect(encoding).toBeUndefined();
  return reply.rawPayload;
}

const HOME = '/api/5/2/homepage/home?withitems=1';

describe('compression of cached catalogue replies', () => {
  it('stores brotli, gzip and identity forms that decode to the same bytes, and answers hits with them', async () => {
    const url = '/api/5/series/1/episodes/?page=1';
    const first = await get(url, { 'accept-encoding': 'gzip, deflate, br' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers['x-cache']).toBeUndefined();

    const br = await get(url, { 'accept-encoding': 'gzip, deflate, br' });
    const gzip = await get(url, { 'accept-encoding': 'gzip' });
    const identity = await get(url);
    for (const [reply, encoding] of [
      [br, 'br'],
      [gzip, 'gzip'],
      [identity, undefined],
    ] as const) {
      expect(reply.headers['x-cache']).toBe('hit');
      expect(reply.headers['content-encoding']).toBe(encoding);
      expect(reply.headers.vary).toMatch(/accept-encoding/i);
      expect(Number(reply.headers['content-length'])).toBe(reply.rawPayload.byteLength);
      expect(reply.headers['content-type']).toBe('application/json; charset=utf-8');
    }
    const bytes = identity.rawPayload;
    expect(bytes.byteLength).toBeGreaterThan(4096);
    expect(decoded(br).equals(bytes)).toBe(true);
    expect(decoded(gzip).equals(bytes)).toBe(true);
    expect(decoded(first).equals(bytes)).toBe(true);
    // Encoded forms are much smaller than the JSON they carry.
    expect(br.rawPayload.byteLength).toBeLessThan(bytes.byteLength / 3);
    expect(gzip.rawPayload.byteLength).toBeLessThan(bytes.byteLength / 3);
  });

  it('follows the preference and refusals of Accept-Encoding', async () => {
    const url = '/api/5/series/2/episodes/?page=1';
    await get(url);
    expect((await get(url, { 'accept-encoding': 'br;q=0.5, gzip' })).headers['content-encoding']).toBe(
      'gzip',
    );
    expect(
      (await get(url, { 'accept-encoding': 'br;q=0, gzip;q=0' })).headers['content-encoding'],
    ).toBeUndefined();
    expect((await get(url, { 'accept-encoding': 'deflate' })).headers['content-encoding']).toBeUndefined();
    expect((await get(url, { 'accept-encoding': '*' })).headers['content-encoding']).toBe('gzip');
  });

  it('gives each request waiting for a shared miss the form it accepts', async () => {
    const url = '/api/5/series/3/episodes/?page=1&trans=es';
    const encodings = ['br', 'gzip', '', 'br', 'gzip', ''];
    const replies = await Promise.all(encodings.map((e) => get(url, e ? { 'accept-encoding': e } : {})));
    expect(replies.filter((r) => r.headers['x-cache'] === 'shared')).toHaveLength(5);
    const bytes = decoded(replies[2]!);
    replies.forEach((reply, i) => {
      expect(reply.statusCode).toBe(200);
      expect(reply.headers['content-encoding']).toBe(encodings[i] || undefined);
      expect(decoded(reply).equals(bytes)).toBe(true);
    });
  });

  it('encodes a large reply again at brotli quality 11 in the background', async () => {
    const first = await get(HOME, { 'accept-encoding': 'br' });
    expect(first.statusCode).toBe(200);
    const identity = (await get(HOME)).rawPayload;
    expect(identity.byteLength).toBeGreaterThan(32 * 1024);
    const best = zlib.brotliCompressSync(identity, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 },
    }).byteLength;
    expect(first.rawPayload.byteLength).toBeGreaterThan(best);
    await vi.waitFor(
      async () => {
        const hit = await get(HOME, { 'accept-encoding': 'br' });
        expect(hit.headers['x-cache']).toBe('hit');
        expect(hit.rawPayload.byteLength).toBeLessThan(first.rawPayload.byteLength);
        expect(decoded(hit).equals(identity)).toBe(true);
      },
      { timeout: 20_000, interval: 50 },
    );
  });

  it('keeps small cached replies as they are, without Vary', async () => {
    const small = await get('/api/5/1/series/999999', { 'accept-encoding': 'br' });
    expect(small.statusCode).toBe(404);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.headers.vary ?? '').not.toMatch(/accept-encoding/i);
  });
});

describe('compression of other replies', () => {
  it('compresses replies that are not cached by Accept-Encoding, errors included', async () => {
    for (const url of ['/api/test/big', '/api/test/big-error']) {
      const identity = await get(url);
      expect(identity.headers['content-encoding']).toBeUndefined();
      expect(identity.headers.vary).toMatch(/accept-encoding/i);
      expect(identity.rawPayload.byteLength).toBeGreaterThan(4096);
      for (const encoding of ['br', 'gzip']) {
        const reply = await get(url, { 'accept-encoding': encoding });
        expect(reply.statusCode).toBe(identity.statusCode);
        expect(reply.headers['content-encoding']).toBe(encoding);
        expect(reply.headers['x-cache']).toBeUndefined();
        expect(reply.headers.vary).toMatch(/accept-encoding/i);
        expect(reply.rawPayload.byteLength).toBeLessThan(identity.rawPayload.byteLength / 3);
        expect(decoded(reply).toString()).toBe(identity.body);
      }
    }
  });

  it('compresses the HTML document of a browser navigation', async () => {
    const page = await get('/series/1/ember-harbor', { accept: 'text/html', 'accept-encoding': 'gzip, br' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers.vary).toMatch(/accept-encoding/i);
    expect(decoded(page).toString()).toBe(DOCUMENT);
  });

  it('never compresses media, HEAD replies or small replies', async () => {
    const media = await get('/media/notes.json', { 'accept-encoding': 'br, gzip' });
    expect(media.statusCode).toBe(200);
    expect(media.headers['content-encoding']).toBeUndefined();

    const events = await get('/api/test/events', { 'accept-encoding': 'br, gzip' });
    expect(events.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(events.headers['content-encoding']).toBeUndefined();

    const head = await t.app.inject({
      method: 'HEAD',
      url: '/api/test/big',
      headers: { 'accept-encoding': 'br' },
    });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-encoding']).toBeUndefined();
    expect(head.rawPayload.byteLength).toBe(0);
    expect(Number(head.headers['content-length'])).toBe((await get('/api/test/big')).rawPayload.byteLength);

    const health = await get('/healthz', { 'accept-encoding': 'br' });
    expect(health.statusCode).toBe(200);
    expect(health.headers['content-encoding']).toBeUndefined();
    const missing = await get('/api/5/nothing-here', { 'accept-encoding': 'br' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-encoding']).toBeUndefined();
  });
});
