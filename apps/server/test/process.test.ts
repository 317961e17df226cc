import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

function startServer(env: Record<string, string>) {
  // Node itself runs main.ts (tsx only as its loader), so SIGTERM reaches the server as a process
  // manager sends it. Through the tsx command, a busy machine could miss tsx's 30 ms window to
  // acknowledge the relayed signal, and the test saw tsx's own exit (143), not the server's.
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    // No demo videos: encoding them in the background is tested on its own (test/streams).
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'test', LOG_LEVEL: 'warn', DEMO_MEDIA: 'off', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

async function waitForReady(port: number, timeoutMs = 30_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/readyz`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('server did not become ready');
}

describe('the server process', () => {
  it('refuses to start on a bad setting and names it', async () => {
    const s = startServer({ PORT: 'not-a-port', DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'fv-p-')) });
    expect(await s.exited).toBe(78);
    expect(s.output()).toContain('PORT');
  });

  it('migrates, serves on embedded PGlite in DATA_DIR, and shuts down gracefully on SIGTERM', async () => {
    const port = await freePort();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fv-p-'));
    const s = startServer({ PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir });
    await waitForReady(port);
    const consumer = (await (await fetch(`http://127.0.0.1:${port}/api/5/consumer/www`)).json()) as {
      name: string;
      consumer_secret: string;
    };
    expect(consumer.name).toBe('www');
    expect(fs.existsSync(path.join(dataDir, 'pglite'))).toBe(true);
    s.child.kill('SIGTERM');
    expect(await s.exited).toBe(0);

    // The data survives a restart: the same consumer secret comes back.
    const again = startServer({ PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir });
    await waitForReady(port);
    const second = (await (await fetch(`http://127.0.0.1:${port}/api/5/consumer/www`)).json()) as {
      consumer_secret: string;
    };
    expect(second.consumer_secret).toBe(consumer.consumer_secret);
    again.child.kill('SIGTERM');
    expect(await again.exited).toBe(0);
  });
});
