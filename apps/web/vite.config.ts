import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

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

export default defineConfig({
  plugins: [react(), buildIdPlugin()],
  server: {
    port: 5173,
    proxy: Object.fromEntries(PROXIED.map((path) => [path, { target: API_ORIGIN, changeOrigin: false }])),
  },
  build: {
    sourcemap: true,
    target: 'es2022',
    rolldownOptions: {
      output: {
        // Libraries change far less often than the app: separate chunks stay cached across deploys.
        codeSplitting: {
          groups: [
            { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 40 },
            { name: 'router', test: /[\\/]node_modules[\\/]react-router[\\/]/, priority: 30 },
            { name: 'zod', test: /[\\/]node_modules[\\/]zod[\\/]/, priority: 20 },
            { name: 'vendor', test: /[\\/]node_modules[\\/]/, priority: 10 },
          ],
        },
      },
    },
  },
});
