import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { loadRouteDocuments } from '../src/plugins/route-preloads';

const INDEX =
  '<!doctype html><html><head><title>Fanverse</title></head><body><div id="root"></div></body></html>';
const preloads = (scripts: string[]) =>
  JSON.stringify({ routes: [{ prefix: '/watch/', scripts, styles: [] }] });

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fv-route-preloads-'));
  fs.writeFileSync(path.join(dir, 'index.html'), INDEX);
});

describe('route documents', () => {
  it('adds the route preloads to the head of the document', () => {
    fs.writeFileSync(path.join(dir, 'route-preloads.json'), preloads(['/assets/hls-1.js']));
    const html = loadRouteDocuments(dir).documentFor('/watch/clip/abc');
    expect(html).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/hls-1\.js">\s*<\/head>/);
    expect(html).toContain('<div id="root"></div>');
    expect(loadRouteDocuments(dir).documentFor('/series/1/x')).toBeNull();
  });

  it('serves the plain document when the file is missing, unreadable or names odd paths', () => {
    expect(loadRouteDocuments(dir).documentFor('/watch/clip/abc')).toBeNull();
    fs.writeFileSync(path.join(dir, 'route-preloads.json'), '{ not json');
    expect(loadRouteDocuments(dir).documentFor('/watch/clip/abc')).toBeNull();
    // Only the build's own assets: nothing else can be injected into the document.
    fs.writeFileSync(path.join(dir, 'route-preloads.json'), preloads(['"><script>alert(1)</script>']));
    expect(loadRouteDocuments(dir).documentFor('/watch/clip/abc')).toBeNull();
  });

  it('follows a new build deployed under the running server', () => {
    fs.writeFileSync(path.join(dir, 'route-preloads.json'), preloads(['/assets/hls-1.js']));
    const documents = loadRouteDocuments(dir);
    expect(documents.documentFor('/watch/clip/abc')).toContain('hls-1.js');
    fs.writeFileSync(path.join(dir, 'index.html'), INDEX.replace('Fanverse', 'Fanverse 2'));
    fs.writeFileSync(path.join(dir, 'route-preloads.json'), preloads(['/assets/hls-2.js']));
    // A later modification time, as a deploy gives (a same-millisecond rewrite would not be seen).
    const later = new Date(Date.now() + 5_000);
    fs.utimesSync(path.join(dir, 'route-preloads.json'), later, later);
    const html = documents.documentFor('/watch/clip/abc');
    expect(html).toContain('hls-2.js');
    expect(html).toContain('Fanverse 2');
    expect(html).not.toContain('hls-1.js');
  });
});
