import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { freePort, ourServerArgs, startProcess, stopProcess } from './lib/processes';
import { interleaved, reportRounds } from './lib/load';

// The server's production argon2id cost (OWASP), given explicitly so the baseline uses the same.
const ARGON2 = { ARGON2_MEMORY_KIB: '19456', ARGON2_TIME_COST: '2' };
const CONNECTIONS = 4;
const PASSWORD = 'Violet-Harbor-91';

/** Sign-ins per second against the real server: POST /api/users/login with a handful of connections. */
async function measureLogins(url: string, username: string, seconds: number): Promise<number> {
  const result = await autocannon({
    url,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: PASSWORD }),
    connections: CONNECTIONS,
    pipelining: 1,
    duration: seconds,
  });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`login: ${result.non2xx} non-2xx replies and ${result.errors} errors under load`);
  }
  return result.requests.average;
}

/** The baseline: argon2.verify in a loop, same hash cost and concurrency, in its own process. */
function measureVerifies(root: string, seconds: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(path.join(root, 'node_modules/.bin/tsx'), ['bench/argon2-verify-loop.ts'], {
      cwd: root,
      env: {
        ...process.env,
        ...ARGON2,
        SECONDS: String(seconds),
        CONCURRENCY: String(CONNECTIONS),
        PASSWORD,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`argon2 baseline exited with ${code}`));
      resolve((JSON.parse(out.trim().split('\n').at(-1) ?? '{}') as { rate: number }).rate);
    });
  });
}

/**
 * Logins per second of the real server (production mode, OWASP argon2id, embedded database,
 * sessions and claims JWT included) divided by what the machine does with argon2.verify alone at
 * the same concurrency: the share of a login's cost that is not the password hash itself.
 * Rounds alternate between the two; each side's figure is the median of its rounds.
 */
export async function benchLogin(root: string, opts: { seconds: number; rounds: number }) {
  const tsx = path.join(root, 'node_modules/.bin/tsx');
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = await startProcess(tsx, ourServerArgs(root), {
    cwd: root,
    env: {
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'fv-bench-login-')),
      LOG_LEVEL: 'warn',
      // No demo videos: encoding them in the background would compete with the measurement.
      DEMO_MEDIA: 'off',
      RATE_LIMIT_MAX: '100000000',
      LOGIN_IP_MAX_FAILURES: '0',
      ...ARGON2,
    },
    readyUrl: `${base}/readyz`,
  });
  try {
    const username = `bench_${Date.now() % 1_000_000}`;
    const registered = await fetch(`${base}/api/users/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, email: `${username}@bench.example`, password: PASSWORD }),
    });
    if (!registered.ok) throw new Error(`register failed: ${registered.status} ${await registered.text()}`);

    await measureLogins(`${base}/api/users/login`, username, 1); // warm-up: JIT
    const rounds = await interleaved(
      {
        ours: () => measureLogins(`${base}/api/users/login`, username, opts.seconds),
        baseline: () => measureVerifies(root, opts.seconds),
      },
      opts.rounds,
    );
    return reportRounds('login-rps', rounds.ours, rounds.baseline, 'req/s', '>= 0.9', 'verify/s');
  } finally {
    await stopProcess(server);
  }
}
