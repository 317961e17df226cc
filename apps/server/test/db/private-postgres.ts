import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * A PostgreSQL server of a test's own (Debian's initdb and pg_ctl, a temporary folder, a spare
 * port), so the test may restart it without touching the server other tests share. Run as the
 * `postgres` OS user when the tests run as root: initdb refuses root.
 */
export class PrivatePostgres {
  readonly url: string;

  private constructor(
    private readonly bin: string,
    private readonly root: string,
    readonly port: number,
    private readonly asPostgres: boolean,
  ) {
    this.url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  }

  /** Why this machine cannot run one, or null when it can. */
  static unavailableReason(): string | null {
    if (!findBinaries())
      return 'no PostgreSQL server binaries in /usr/lib/postgresql/*/bin (Debian package postgresql)';
    if (process.getuid?.() === 0 && !postgresUser())
      return 'running as root and there is no `postgres` OS user to run initdb as';
    return null;
  }

  static async start(): Promise<PrivatePostgres> {
    const bin = findBinaries();
    if (!bin) throw new Error(PrivatePostgres.unavailableReason() ?? 'no PostgreSQL');
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'fv-private-pg-'));
    const user = process.getuid?.() === 0 ? postgresUser() : null;
    if (user) fs.chownSync(root, user.uid, user.gid);
    const port = await sparePort();
    const server = new PrivatePostgres(bin, root, port, user !== null);
    server.run('initdb', ['-D', server.dataDir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-sync']);
    server.run('pg_ctl', [
      'start',
      '-w',
      '-D',
      server.dataDir,
      '-l',
      path.join(root, 'server.log'),
      // TCP on loopback only, the socket in the test's folder; fsync off: a test database.
      '-o',
      `-p ${port} -k ${root} -c listen_addresses=127.0.0.1 -c fsync=off`,
    ]);
    return server;
  }

  private get dataDir(): string {
    return path.join(this.root, 'data');
  }

  /**
   * `pg_ctl restart -m fast`: every connection is ended; resolves once it accepts them again.
   * Asynchronous, so the app in this process keeps serving (and failing) meanwhile.
   */
  async restart(): Promise<void> {
    const [file, argv] = this.command('pg_ctl', [
      'restart',
      '-w',
      '-m',
      'fast',
      '-D',
      this.dataDir,
      '-l',
      path.join(this.root, 'server.log'),
    ]);
    await promisify(execFile)(file, argv, { cwd: this.root, timeout: 60_000 });
  }

  /** The postmaster's process id (changes with each restart). */
  pid(): number {
    return Number(fs.readFileSync(path.join(this.dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  }

  stop(): void {
    try {
      this.run('pg_ctl', ['stop', '-m', 'immediate', '-D', this.dataDir]);
    } finally {
      fs.rmSync(this.root, { recursive: true, force: true });
    }
  }

  private run(tool: string, args: string[]): void {
    const [file, argv] = this.command(tool, args);
    execFileSync(file, argv, { stdio: 'pipe', cwd: this.root, timeout: 60_000 });
  }

  private command(tool: string, args: string[]): [string, string[]] {
    const command = path.join(this.bin, tool);
    return this.asPostgres ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
  }
}

/** A port nothing listens on now (the system's pick), so no fixed port can collide. */
function sparePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

function findBinaries(): string | null {
  const base = '/usr/lib/postgresql';
  if (!fs.existsSync(base)) return null;
  const versions = fs
    .readdirSync(base)
    .filter((v) => fs.existsSync(path.join(base, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(base, versions[0], 'bin') : null;
}

function postgresUser(): { uid: number; gid: number } | null {
  try {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    return Number.isInteger(uid) && Number.isInteger(gid) ? { uid, gid } : null;
  } catch {
    return null;
  }
}
