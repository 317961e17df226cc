// What `npm run bench lighthouse` measures besides Lighthouse itself: the build it serves, the
// hello world baseline, the pages it opens and the homepage feed's bytes on the wire.
import { createRequire } from 'node:module';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PluginOption } from 'vite';

/** What the web build is made from: a file changed after the build means the build is stale. */
const WEB_SOURCES = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/build-plugins',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/package.json',
  'packages/client/src',
  'packages/contract/src',
];

function newestFile(root: string, entries: string[]): { file: string; mtimeMs: number } {
  let newest = { file: '', mtimeMs: 0 };
  const visit = (full: string) => {
    const stat = fs.statSync(full, { throwIfNoEntry: false });
    if (!stat) return;
    if (stat.isDirectory()) {
      for (const name of fs.readdirSync(full)) visit(path.join(full, name));
    } else if (stat.mtimeMs > newest.mtimeMs) {
      newest = { file: path.relative(root, full), mtimeMs: stat.mtimeMs };
    }
  };
  for (const entry of entries) visit(path.join(root, entry));
  return newest;
}

/**
 * Copies the web build (and the server-rendering build beside it, once there is one) into a
 * temporary folder, so a build started by someone else mid-run cannot change the files under
 * the running server; says whether the build is newer than its sources (the bench measures the
 * build as it is, it does not build: `npm run build` does).
 */
export function copyWebBuild(root: string, into: string): { webDir: string; note: string } {
  const dist = path.join(root, 'apps/web/dist');
  const index = path.join(dist, 'index.html');
  if (!fs.existsSync(index)) throw new Error('the web app is not built: run `npm run build` first');
  const builtAt = fs.statSync(index).mtimeMs;
  const newest = newestFile(root, WEB_SOURCES);
  const note =
    newest.mtimeMs <= builtAt
      ? `apps/web/dist built ${new Date(builtAt).toISOString()}, newer than its sources`
      : `apps/web/dist built ${new Date(builtAt).toISOString()} is OLDER than ${newest.file} ` +
        `(${new Date(newest.mtimeMs).toISOString()}): measuring it as it is; run \`npm run build\` for the current sources`;
  for (const name of ['dist', 'dist-ssr']) {
    const from = path.join(root, 'apps/web', name);
    if (fs.existsSync(from)) fs.cpSync(from, path.join(into, name), { recursive: true });
  }
  return { webDir: path.join(into, 'dist'), note };
}

/**
 * Builds bench/hello-world with the project's own Vite and the web app's React plugin (a
 * dependency of apps/web, so resolved from there: the very version the app is built with), for
 * the same target as the app, into `outDir`.
 */
export async function buildHelloWorld(root: string, outDir: string): Promise<void> {
  const { build } = await import('vite');
  const fromWeb = createRequire(path.join(root, 'apps/web/package.json'));
  const pluginUrl = pathToFileURL(fromWeb.resolve('@vitejs/plugin-react')).href;
  const { default: react } = (await import(pluginUrl)) as { default: () => PluginOption };
  await build({
    root: path.join(root, 'bench/hello-world'),
    configFile: false,
    logLevel: 'warn',
    plugins: [react()],
    build: { outDir, emptyOutDir: true, target: 'es2022' },
  });
}

export interface PagePaths {
  series: string;
  episode: string;
}

/**
 * The first series and the first episode the homepage feed links to (its `url` fields, in the
 * order the page shows them, masthead banners included), so the bench opens pages the demo
 * catalogue really has, whatever their ids.
 */
export function pickPages(feed: unknown): PagePaths {
  const found: Partial<Record<'Series' | 'Episode', string>> = {};
  const visit = (node: unknown) => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!node || typeof node !== 'object') return;
    const { item_type: type, url } = node as { item_type?: unknown; url?: unknown };
    if ((type === 'Series' || type === 'Episode') && typeof url === 'string' && url.startsWith('/')) {
      found[type] ??= url;
    }
    Object.values(node).forEach(visit);
  };
  visit(feed);
  if (!found.Series || !found.Episode) {
    throw new Error('the homepage feed links to no series or no episode: is the demo catalogue on?');
  }
  return { series: found.Series, episode: found.Episode };
}

/** The feed the home page asks for (apps/web: the homepage of the `home` flavor, with items). */
export const HOMEPAGE_FEED = '/api/5/2/homepage/home?withitems=1';

/** Bytes of `url`'s reply as sent (not decoded), asked as Chromium asks, and its encoding. */
export function bytesOnTheWire(url: string): Promise<{ bytes: number; encoding: string }> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.byteLength));
      res.on('end', () => {
        if (res.statusCode !== 200) return reject(new Error(`${url}: ${res.statusCode}`));
        resolve({ bytes, encoding: String(res.headers['content-encoding'] ?? 'identity') });
      });
      res.on('error', reject);
    });
    request.on('error', reject);
  });
}
