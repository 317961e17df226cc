import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

export async function waitForHttp(url: string, timeoutMs = 60_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

export interface CpuSplit {
  server: string;
  generator: string;
}

/**
 * CPU sets that keep servers under test and the load generator (this process) off each other's
 * cores: on a small machine the generator otherwise takes the server's CPU, and every latency it
 * reports measures itself. Null with fewer than two CPUs, without `taskset` (util-linux), or
 * when BENCH_PIN=off. Counts the CPUs this process may use now, so call it unpinned (see
 * withCpuSplit).
 */
function cpuSplit(): CpuSplit | null {
  const count = os.availableParallelism();
  if (count < 2 || process.env.BENCH_PIN === 'off') return null;
  try {
    execFileSync('taskset', ['-V'], { stdio: 'ignore' });
  } catch {
    return null;
  }
  const serverCpus = Math.floor(count / 2);
  return { server: `0-${serverCpus - 1}`, generator: `${serverCpus}-${count - 1}` };
}

/** Moves this process (the load generator), all its threads, onto `cpus`. */
function pinSelf(cpus: string): void {
  execFileSync('taskset', ['-a', '-cp', cpus, String(process.pid)], { stdio: 'ignore' });
}

/** The CPUs this process may run on, as taskset lists them ("0,1" or "0-3"). */
function ownCpus(): string {
  const out = execFileSync('taskset', ['-cp', String(process.pid)], { encoding: 'utf8' });
  return out.slice(out.lastIndexOf(':') + 1).trim();
}

/**
 * Runs `measure` with this process on the generator's half of the CPUs; servers it starts go on
 * the other half when given `split.server` (startProcess's `cpus`). This process gets its CPUs
 * back afterwards. Without that, the next cpuSplit saw a single CPU and answered null, and every
 * server started later, unpinned, inherited the generator's one core: all runs after the first
 * measured server and generator fighting over it, and any benchmark after this one did too.
 */
export async function withCpuSplit<T>(measure: (split: CpuSplit | null) => Promise<T>): Promise<T> {
  const split = cpuSplit();
  if (!split) return measure(null);
  const own = ownCpus();
  pinSelf(split.generator);
  try {
    return await measure(split);
  } finally {
    pinSelf(own);
  }
}

/**
 * The arguments of tsx that start our server as `npm run serve` does (apps/server/package.json),
 * with its Node.js and V8 flags: the garbage-collector settings are part of what is measured.
 * `nodeFlags` go before the entry point (a CPU profile, say).
 */
export function ourServerArgs(root: string, nodeFlags: string[] = []): string[] {
  const pkg = JSON.parse(fs.readFileSync(path.join(root, 'apps/server/package.json'), 'utf8')) as {
    scripts: { serve: string };
  };
  const serveFlags = pkg.scripts.serve.split(/\s+/).filter((word) => word.startsWith('--'));
  return [...serveFlags, ...nodeFlags, 'apps/server/src/main.ts'];
}

/** BENCH_CPU_PROF=<folder>: Node flags that make the server write a V8 CPU profile there on exit. */
export function profileFlags(): string[] {
  const folder = process.env.BENCH_CPU_PROF;
  return folder ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(folder)}`] : [];
}

/**
 * Starts a server in its own process, so the load generator never shares its event loop; on
 * `cpus` when given (taskset).
 */
export async function startProcess(
  command: string,
  args: string[],
  opts: { cwd: string; env: Record<string, string>; readyUrl: string; cpus?: string },
): Promise<ChildProcess> {
  const [file, argv] = opts.cpus ? ['taskset', ['-c', opts.cpus, command, ...args]] : [command, args];
  const child = spawn(file, argv, {
    cwd: opts.cwd,
    env: { ...process.env, ...opts.env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitForHttp(opts.readyUrl);
  return child;
}

/** Runs a command to its end (a generator, a migration), its stderr shown; rejects on a failure. */
export function runToExit(
  command: string,
  args: string[],
  cwd: string,
  env: Record<string, string>,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${args.join(' ')} exited ${code}`)),
    );
  });
}

export function stopProcess(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}
