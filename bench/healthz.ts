import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, ourServerArgs, startProcess, stopProcess } from './lib/processes';
import { interleaved, measure, reportRounds } from './lib/load';

// Headers node writes on its own for any server; everything else is copied into the baseline.
const TRANSPORT_HEADERS = new Set(['date', 'connection', 'keep-alive', 'content-length', 'content-type']);
// What Kubernetes' HTTP probe sends: `Accept: */*` and its user agent, and no Accept-Encoding (its
// transport sets DisableCompression). Keep-alive stays on: the bench measures the framework's
// cost per request, not TCP connection setup, which a bare server pays alike.
const PROBE_HEADERS = { accept: '*/*', 'user-agent': 'kube-probe/1.31' };

/**
 * Requests per second of our /healthz, with every plugin and hook the product runs (security
 * headers, CORS with a configured origin, rate limiting, request ids, request logging at info,
 * OpenAPI, static serving, error handling), divided by a bare node:http server's on the same
 * machine. Two baselines: one answering the very same bytes (the target metric: the cost of our
 * framework and hooks), and a minimal one with two headers (for reference: the cost of all of it,
 * security headers included). Requests carry a probe's headers. Rounds alternate so drift on a
 * noisy machine hits every side alike; each side's figure is the median of its rounds
 * (lib/load.ts `interleaved`).
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
  const sample = await fetch(oursUrl, { headers: PROBE_HEADERS });
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
    const load = { seconds: opts.seconds, headers: PROBE_HEADERS };
    for (const url of Object.values(urls)) await measure(url, { ...load, seconds: 1 }); // warm-up: JIT
    const rounds = await interleaved(
      {
        ours: async () => (await measure(urls.ours, load)).rps,
        same: async () => (await measure(urls.same, load)).rps,
        bare: async () => (await measure(urls.bare, load)).rps,
      },
      opts.rounds,
    );
    const ratio = reportRounds('healthz-rps', rounds.ours, rounds.same, 'req/s', '>= 0.85');
    reportRounds('healthz-rps-vs-minimal-reply (reference)', rounds.ours, rounds.bare, 'req/s', 'none');
    return ratio;
  } finally {
    await Promise.all([stopProcess(ours), stopProcess(same), stopProcess(bare)]);
  }
}
