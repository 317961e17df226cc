import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, ourServerArgs, startProcess, stopProcess } from './lib/processes';
import { measure, report } from './lib/load';

// Headers node writes on its own for any server; everything else is copied into the baseline.
const TRANSPORT_HEADERS = new Set(['date', 'connection', 'keep-alive', 'content-length', 'content-type']);

/**
 * Requests per second of our /healthz, with every plugin and hook the product runs (security
 * headers, CORS with a configured origin, rate limiting, request ids, request logging at info,
 * OpenAPI, static serving, error handling), divided by a bare node:http server's on the same
 * machine. Two baselines: one answering the very same bytes (the target metric: the cost of our
 * framework and hooks), and a minimal one with two headers (for reference: the cost of all of it,
 * security headers included). Rounds alternate so drift on a noisy machine hits every side alike;
 * the best round of each is kept.
 */
export async function benchHealthz(root: string, opts: { seconds: number; rounds: number }) {
  const tsx = path.join(root, 'node_modules/.bin/tsx');
  const [oursPort, samePort, barePort] = [await freePort(), await freePort(), await freePort()];
  const ours = await startProcess(tsx, ourServerArgs(root), {
    cwd: root,
    env: {
      NODE_ENV: 'production',
      PORT: String(oursPort),
      HOST: '127.0.0.1',
      DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'fv-bench-')),
      CORS_ORIGINS: 'https://app.fanverse.example',
      LOG_LEVEL: 'info',
      // No demo videos: encoding them in the background would compete with the measurement.
      DEMO_MEDIA: 'off',
    },
    readyUrl: `http://127.0.0.1:${oursPort}/readyz`,
  });
  const oursUrl = `http://127.0.0.1:${oursPort}/healthz`;
  const sample = await fetch(oursUrl);
  const headers = Object.fromEntries([...sample.headers].filter(([k]) => !TRANSPORT_HEADERS.has(k)));
  const body = await sample.text();

  const same = await startProcess(tsx, ['bench/baseline-http-server.ts'], {
    cwd: root,
    env: { PORT: String(samePort), BASELINE_HEADERS: JSON.stringify(headers), BASELINE_BODY: body },
    readyUrl: `http://127.0.0.1:${samePort}/`,
  });
  const bare = await startProcess(tsx, ['bench/baseline-http-server.ts'], {
    cwd: root,
    env: { PORT: String(barePort), BASELINE_BODY: body },
    readyUrl: `http://127.0.0.1:${barePort}/`,
  });
  try {
    const urls = {
      ours: oursUrl,
      same: `http://127.0.0.1:${samePort}/`,
      bare: `http://127.0.0.1:${barePort}/`,
    };
    const best = { ours: 0, same: 0, bare: 0 };
    for (const url of Object.values(urls)) await measure(url, { seconds: 1 }); // warm-up: JIT
    for (let i = 0; i < opts.rounds; i++) {
      for (const key of ['ours', 'same', 'bare'] as const) {
        best[key] = Math.max(best[key], (await measure(urls[key], { seconds: opts.seconds })).rps);
      }
    }
    const ratio = report('healthz-rps', best.ours, best.same, 'req/s', '>= 0.85');
    report('healthz-rps-vs-minimal-reply (reference)', best.ours, best.bare, 'req/s', 'none');
    return ratio;
  } finally {
    await Promise.all([stopProcess(ours), stopProcess(same), stopProcess(bare)]);
  }
}
