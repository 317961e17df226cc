import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RENDER_TIMEOUT_MS } from '../src/plugins/page-render';
import { buildTestApp, type TestApp } from './helpers/test-app';

/**
 * A server-side render that fails or hangs never costs the visitor the page: the server sends
 * the client-only document (the app draws the page itself). A stand-in bundle plays the renderer:
 * it throws for one address, never answers for another and renders a third.
 */

const INDEX =
  '<!doctype html><html lang="en"><head><title>Fanverse</title></head><body><div id="root"></div></body></html>';
const BUNDLE = `
export function createPageRenderer({ scope }) {
  return {
    async render(request) {
      if (request.url.startsWith('/browse')) throw new Error('the render broke');
      if (request.url.startsWith('/search')) return new Promise(() => {});
      if (request.url.startsWith('/login')) return { kind: 'skip' };
      // The in-process API and the request scope are there for the renderer to use.
      const reply = await scope.run('scoped', () => request.fetch('/healthz'));
      return {
        kind: 'page', status: 200, lang: 'es', head: '<title>Rendered</title>',
        html: '<p>rendered: ' + reply.status + ' ' + scope.getStore() + '</p>', state: '', page: 'src/x.tsx',
      };
    },
  };
}
`;

let t: TestApp;
let folder: string;
beforeAll(async () => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'fv-page-render-fallback-'));
  fs.mkdirSync(path.join(folder, 'dist', '.vite'), { recursive: true });
  fs.mkdirSync(path.join(folder, 'dist-ssr'));
  fs.writeFileSync(path.join(folder, 'dist', 'index.html'), INDEX);
  fs.writeFileSync(path.join(folder, 'dist', '.vite', 'manifest.json'), '{}');
  fs.writeFileSync(path.join(folder, 'dist-ssr', 'entry-server.js'), BUNDLE);
  t = await buildTestApp({ WEB_DIST_DIR: path.join(folder, 'dist') });
  await t.app.ready();
});
afterAll(async () => {
  await t?.app.close();
  fs.rmSync(folder, { recursive: true, force: true });
});

const page = (url: string) => t.app.inject({ url, headers: { accept: 'text/html' } });

describe('when the server-side render fails', () => {
  it('sends the rendered document when the render works', async () => {
    const res = await page('/series/1/x');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="es">');
    expect(res.body).toContain('<div id="root"><p>rendered: 200 undefined</p></div>');
    expect(res.body).toContain('<title>Rendered</title>');
    expect(res.body).not.toContain('<title>Fanverse</title>');
  });

  it('sends the client-only document when the render throws', async () => {
    const res = await page('/browse');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.body).toBe(INDEX);
  });

  it('sends the client-only document when the render takes too long', async () => {
    const started = Date.now();
    const res = await page('/search?q=x');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(INDEX);
    expect(Date.now() - started).toBeGreaterThanOrEqual(RENDER_TIMEOUT_MS - 50);
  }, 10_000);

  it('sends the client-only document for pages the renderer does not render', async () => {
    const res = await page('/login');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(INDEX);
  });
});
