import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { defineConfig, type Plugin, type UserConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { routePreloadsPlugin } from './build-plugins/route-preloads.ts';

const API_ORIGIN = process.env.FANVERSE_API_ORIGIN ?? 'http://localhost:8080';

/** Paths the Fastify server answers; the dev server forwards them so the SPA runs same-origin. */
const PROXIED = ['/api', '/shop', '/build-id.json', '/healthz', '/media', '/manifest.webmanifest'];

function gitShortSha(): string | null {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    return null; // no git, or no commit yet
  }
}

/**
 * Gives every build an id, injects it into the bundle (`import.meta.env.VITE_BUILD_ID`) and writes
 * the same id to `dist/build-id.json`. The running app polls that file and offers a reload when a
 * newer build has been deployed. The dev server uses the fixed id `dev`, which never triggers it.
 */
export function buildIdPlugin(): Plugin {
  const builtAt = new Date();
  let id = 'dev';
  return {
    name: 'fanverse-build-id',
    config(_config, { command }) {
      if (command === 'build') {
        const stamp = builtAt
          .toISOString()
          .replace(/[-:]/g, '')
          .replace(/\.\d+Z$/, 'Z');
        id = `${gitShortSha() ?? randomUUID().slice(0, 8)}-${stamp}`;
      }
      return { define: { 'import.meta.env.VITE_BUILD_ID': JSON.stringify(id) } };
    },
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'build-id.json',
        source: `${JSON.stringify({ id, built_at: builtAt.toISOString() })}\n`,
      });
    },
  };
}

const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|webmanifest|txt)$/;

/**
 * Writes a brotli (`.br`) and a gzip (`.gz`) copy beside every text file of the build, once, at
 * build time: the server sends them as they are (@fastify/static `preCompressed`), so no reply
 * pays for compression and a first visit on a slow line downloads a third of the bytes.
 */
export function precompressPlugin(): Plugin {
  let outDir = 'dist';
  return {
    name: 'fanverse-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const walk = (dir: string): string[] =>
        fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
          const full = path.join(dir, entry.name);
          return entry.isDirectory() ? walk(full) : [full];
        });
      for (const file of walk(outDir)) {
        if (!COMPRESSIBLE.test(file)) continue;
        const data = fs.readFileSync(file);
        if (data.length < 1024) continue;
        fs.writeFileSync(
          `${file}.br`,
          zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
        fs.writeFileSync(`${file}.gz`, zlib.gzipSync(data, { level: 9 }));
      }
    },
  };
}

/**
 * The server-side render of the public pages (src/entry-server.tsx, docs/first-view.md): built
 * by `vite build --ssr` into dist-ssr/, beside (never inside) the public dist/. Everything is
 * bundled in, libraries too, so the folder runs wherever it is copied with the server.
 */
const ssrBuild = {
  ssr: { noExternal: true },
  build: {
    outDir: 'dist-ssr',
    copyPublicDir: false,
    target: 'node20',
    sourcemap: true,
    rolldownOptions: { input: { 'entry-server': 'src/entry-server.tsx' } },
  },
} as const;

const clientBuild = {
  plugins: [
    react(),
    buildIdPlugin(),
    // The watch page's code and hls.js, fetched beside the entry when a visit starts there
    // (time to first frame), instead of after the app has started and the route has matched.
    // A watch page's document starts with the watch boot instead of the app (it plays the video
    // first, then starts the app): see src/watch-boot.ts.
    routePreloadsPlugin({
      '/watch/': {
        modules: ['node_modules/hls.js/dist/hls.mjs'],
        boot: 'src/watch-boot.ts',
      },
      // The comic reader's document starts with the reader boot (the first page's calls and image
      // before the app): see src/reader-boot.ts. Nothing else is preloaded: the line is the page's.
      '/comics/read/': { modules: [], boot: 'src/reader-boot.ts' },
    }),
    precompressPlugin(),
  ],
  server: {
    port: 5173,
    proxy: Object.fromEntries(PROXIED.map((path) => [path, { target: API_ORIGIN, changeOrigin: false }])),
  },
  build: {
    sourcemap: true,
    target: 'es2022',
    // .vite/manifest.json: which chunks and styles each page's source file needs; the server
    // links them in a server-rendered page's document (apps/server/src/plugins/page-render.ts).
    manifest: true,
    rolldownOptions: {
      input: { index: 'index.html', 'watch-boot': 'src/watch-boot.ts', 'reader-boot': 'src/reader-boot.ts' },
      output: {
        // Libraries change far less often than the app: separate chunks stay cached across deploys.
        codeSplitting: {
          groups: [
            // The video player's engine: its own chunk, fetched only by the watch page.
            { name: 'hls', test: /[\\/]node_modules[\\/]hls\.js[\\/]/, priority: 50 },
            // What the watch boot and the app share (the playback engine, the boot's hand-over):
            // a small chunk of its own, or the app's shared chunk (which imports it) would pull it
            // in and the boot would have to load the whole app before the video could start.
            {
              name: 'playback-core',
              test: /[\\/]src[\\/](lib[\\/]early-responses|features[\\/]player[\\/](engine[\\/]|boot[\\/]boot-handoff))/,
              priority: 45,
            },
            // zod on its own: the entry sets its config (lib/zod-jitless.ts) before the app's start
            // is evaluated in parts (src/main.tsx), and the other libraries are not needed for that.
            { name: 'zod', test: /[\\/]node_modules[\\/]zod[\\/]/, priority: 42 },
            // React and its router change together. Few,
            // large chunks: a first visit over HTTP/1.1 fetches six files at a time.
            {
              name: 'react',
              test: /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
              priority: 40,
            },
            // The libraries every page needs at start (the app's start imports them: src/main.tsx
            // evaluates them as a part of its own). The others (react-hook-form for the sign-in and
            // account forms, the charts) go with the pages that use them.
            {
              name: 'vendor',
              test: /[\\/]node_modules[\\/](i18next|react-i18next|@tanstack|jose|use-sync-external-store)[\\/]/,
              priority: 10,
            },
            // The shared code of our own (lib, components, the layouts, the client and contract):
            // one chunk instead of a dozen small ones that a first visit fetches in waves (six
            // connections at a time over HTTP/1.1). The form parts stay out: only form pages need
            // them.
            {
              name: 'app',
              test: /[\\/](apps[\\/]web[\\/]src[\\/](lib(?![\\/](forms|zod-jitless))|components(?![\\/]ui[\\/]form)|app)|packages[\\/](client|contract)[\\/]src)[\\/]/,
              priority: 5,
            },
          ],
        },
      },
    },
  },
} satisfies UserConfig;

export default defineConfig(({ isSsrBuild }) =>
  isSsrBuild ? { plugins: [react()], ...ssrBuild } : clientBuild,
);
