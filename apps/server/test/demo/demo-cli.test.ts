import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseTarget } from '../../src/db/database';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const tsx = path.resolve(serverDir, '../../node_modules/.bin/tsx');
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups) await cleanup();
});

async function admin(serverUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * A database for a child process, configured as an operator would: a fresh PostgreSQL database
 * when the suite runs against one (TEST_DATABASE_URL), else embedded PGlite in a temp DATA_DIR.
 */
async function processDatabase(): Promise<{ env: Record<string, string>; target: DatabaseTarget }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fv-demo-'));
  cleanups.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl)
    return { env: { DATA_DIR: dataDir }, target: { kind: 'pglite', dataDir: path.join(dataDir, 'pglite') } };
  const name = `fv_test_${crypto.randomBytes(6).toString('hex')}`;
  await admin(serverUrl, `CREATE DATABASE "${name}"`);
  cleanups.push(() => admin(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: url.toString() },
    target: { kind: 'postgres', url: url.toString() },
  };
}

/** Runs a script of the server the way npm does. */
function run(script: string, args: string[], env: Record<string, string>) {
  const child = spawn(tsx, [script, ...args], {
    cwd: serverDir,
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'test', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

async function mediaRows(target: DatabaseTarget): Promise<number> {
  const handle = openDatabase(target);
  try {
    const row = await handle.db
      .selectFrom('video_media')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  } finally {
    await handle.close();
  }
}

async function catalogueCounts(target: DatabaseTarget) {
  const handle = openDatabase(target);
  try {
    const count = async (table: 'series' | 'episodes') =>
      Number(
        (
          await handle.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const quiz = await handle.db
      .selectFrom('jsonbags')
      .select('slug')
      .where('slug', '=', 'myoriginstory')
      .executeTakeFirst();
    return { series: await count('series'), episodes: await count('episodes'), quiz: !!quiz };
  } finally {
    await handle.close();
  }
}

const CLI = 'src/modules/demo/demo-cli.ts';

describe('npm run demo', () => {
  it('refuses a bad option with the usage and exit code 64', async () => {
    const r = run(CLI, ['--scale-episodes=lots'], {});
    expect(await r.exited).toBe(64);
    expect(r.output()).toContain('--scale-episodes takes a whole number');
    expect(r.output()).toContain('usage: npm run demo');
  });

  it('generates, then regenerates and scales the configured database', async () => {
    const database = await processDatabase();
    // The videos (98 ffmpeg runs) have their own tests (test/streams).
    database.env.DEMO_MEDIA = 'off';
    const first = run(CLI, [], database.env);
    expect(await first.exited).toBe(0);
    expect(first.output()).toMatch(/Demo catalogue: 100% \(\d+\/\d+\) art/);
    expect(first.output()).toContain('Demo catalogue generated');

    const scaled = run(CLI, ['--regenerate', '--scale-episodes=300'], database.env);
    expect(await scaled.exited).toBe(0);
    expect(scaled.output()).toContain('Demo catalogue regenerated');
    expect(scaled.output()).toContain('228 episodes added, 300 in the catalogue');
    // Starting over keeps the quiz (product content stored as a jsonbag).
    expect(await catalogueCounts(database.target)).toEqual({ series: 9, episodes: 300, quiz: true });
  }, 60_000);
});

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/**
 * Waits for this process's own "up" log line (not just any answer on the port, which another
 * suite's server could give) and then for it to answer.
 */
async function waitForUp(port: number, output: () => string, timeoutMs = 45_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (output().includes(`Fanverse is up at`)) {
      if ((await fetch(`http://127.0.0.1:${port}/readyz`)).ok) return;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server did not come up:\n${output()}`);
}

describe('server start', () => {
  it('generates the demo catalogue before listening and its videos after', async () => {
    const database = await processDatabase();
    const port = await freePort();
    const server = run('src/main.ts', [], {
      ...database.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
    });
    await waitForUp(port, server.output);
    // The demo videos are made after listening: shutting down while they are encoded stops
    // ffmpeg and leaves no half-made folder; every video has its row (the unfinished ones are
    // made on the next start). The signal goes to the server process itself (its pid is in
    // its log lines): tsx's relay gives a busy child only 30 ms to acknowledge a signal before
    // killing it, which a loaded test machine exceeds while videos are being encoded.
    while (!server.output().includes('Demo media:')) await new Promise((r) => setTimeout(r, 100));
    const pid = Number(/"pid":(\d+)/.exec(server.output())?.[1]);
    expect(pid).toBeGreaterThan(0);
    process.kill(pid, 'SIGTERM');
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('shutting down');
    expect(await mediaRows(database.target)).toBe(72 + 26);
    const streams = path.join(database.env.DATA_DIR!, 'streams');
    const leftovers = fs.existsSync(streams)
      ? fs.readdirSync(streams).filter((n) => n.startsWith('.tmp-'))
      : [];
    expect(leftovers).toEqual([]);
    expect(server.output()).toMatch(/Demo catalogue: 100% .* art\n/);
    expect(server.output()).toMatch(/Demo catalogue generated in [\d.]+ s/);
    expect(await catalogueCounts(database.target)).toEqual({ series: 6, episodes: 72, quiz: true });
  }, 60_000);
});
