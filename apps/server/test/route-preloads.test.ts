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

  it('starts a route with a boot in place of the app entry and its preloads', () => {
    const entry = '<script type="module" crossorigin src="/assets/index-1.js"></script>';
    const appPreload = '<link rel="modulepreload" crossorigin href="/assets/main-1.js">';
    fs.writeFileSync(path.join(dir, 'index.html'), INDEX.replace('</head>', `${entry}${appPreload}</head>`));
    fs.writeFileSync(
      path.join(dir, 'route-preloads.json'),
      JSON.stringify({
        routes: [{ prefix: '/watch/', scripts: ['/assets/hls-1.js'], styles: [], boot: '/assets/boot-1.js' }],
      }),
    );
    const documents = loadRouteDocuments(dir);
    const watch = documents.documentFor('/watch/episode/abc')!;
    expect(watch).toContain('<script type="module" crossorigin src="/assets/boot-1.js"></script>');
    expect(watch).not.toContain(entry);
    expect(watch).not.toContain(appPreload);
    expect(watch).toContain('href="/assets/hls-1.js"');
    // Other routes keep the app's entry and preloads.
    const home = documents.documentFor('/');
    expect(home).toBeNull(); // served as index.html itself
    // A boot outside the build's assets is refused with the rest of the file.
    fs.writeFileSync(
      path.join(dir, 'route-preloads.json'),
      JSON.stringify({
        routes: [{ prefix: '/watch/', scripts: [], styles: [], boot: 'https://evil.example/x.js' }],
      }),
    );
    const later = new Date(Date.now() + 5_000);
    fs.utimesSync(path.join(dir, 'route-preloads.json'), later, later);
    expect(documents.documentFor('/watch/episode/abc')).toBeNull();
  });

  it('gives each boot route its own boot (the watch page, the comic reader)', () => {
    const entry = '<script type="module" crossorigin src="/assets/index-1.js"></script>';
    const stylesheet = '<link rel="stylesheet" crossorigin href="/assets/app-1.css">';
    fs.writeFileSync(path.join(dir, 'index.html'), INDEX.replace('</head>', `${stylesheet}${entry}</head>`));
    fs.writeFileSync(
      path.join(dir, 'route-preloads.json'),
      JSON.stringify({
        routes: [
          { prefix: '/watch/', scripts: ['/assets/hls-1.js'], styles: [], boot: '/assets/watch-boot-1.js' },
          {
            prefix: '/comics/read/',
            scripts: ['/assets/playback-core-1.js'],
            styles: [],
            boot: '/assets/reader-boot-1.js',
          },
        ],
      }),
    );
    const documents = loadRouteDocuments(dir);
    const reader = documents.documentFor('/comics/read/7c1e0eb9-67c5-48eb-bf88-282d8da195cd')!;
    expect(reader).toContain('<script type="module" crossorigin src="/assets/reader-boot-1.js"></script>');
    expect(reader).not.toContain(entry);
    expect(reader).not.toContain('watch-boot-1.js');
    expect(reader).not.toContain('hls-1.js');
    expect(reader).toContain('href="/assets/playback-core-1.js"');
    // The global styles stay: the boot's stage is drawn with their variables.
    expect(reader).toContain(stylesheet);
    expect(documents.documentFor('/watch/clip/abc')).toContain('watch-boot-1.js');
    expect(documents.documentFor('/comics/book/abc')).toBeNull();
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
