import fs from 'node:fs';
import path from 'node:path';
import { Kysely, PostgresDialect, sql, type Dialect } from 'kysely';
import { PGlite } from '@electric-sql/pglite';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import { pipelinedCopy } from './pipelined-copy';
import { COPY_BINARY_HEADER, COPY_BINARY_TRAILER } from './copy-binary';
import { isDatabaseUnavailable } from './connection-errors';
import type { Database } from './schema';

/**
 * Bulk load: rows in binary COPY format (db/copy-binary, without its header and trailer, in one
 * or more pieces) into `columns` of `table`, as one COPY statement (stored whole or not at all);
 * answers the number of rows stored. Table and column names are the code's own, never a caller's.
 */
export type CopyIn = (
  table: string,
  columns: readonly string[],
  rows: readonly Uint8Array[],
) => Promise<number>;

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: 'pglite' | 'postgres';
  copyIn: CopyIn;
  /** PostgreSQL only: the pool's connections, for /metrics (PGlite has one, no pool). */
  poolStats?: () => PoolStats;
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

/** A pg Pool's counts: connections open, of them idle, and queries waiting for one. */
export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

export type DatabaseTarget =
  | { kind: 'postgres'; url: string; poolSize?: number }
  // dataDir null: in memory; `image` starts from a dumped data directory (a migrated template).
  | { kind: 'pglite'; dataDir: string | null; image?: Blob };

// `date` columns (like a date of birth) stay YYYY-MM-DD text on both engines: turning them into
// a JS Date would shift them by the server's time zone.
const DATE_OID = 1082;
pg.types.setTypeParser(DATE_OID, (value: string) => value);

/** Longest a query waits for a connection (pool full, or the server not answering). */
const CONNECT_TIMEOUT_MS = 5_000;

/**
 * One warning when connections start failing and one when a new connection succeeds again,
 * instead of one per dropped connection (a restart drops all ten at once).
 */
class OutageLog {
  private down = false;

  lost(err: Error): void {
    if (this.down) return;
    this.down = true;
    console.warn(`database: connection lost (${err.message}); connections are reopened as needed`);
  }

  back(): void {
    if (!this.down) return;
    this.down = false;
    console.warn('database: connected again');
  }
}

/** The one place that chooses between embedded PGlite and a real PostgreSQL. Same SQL on both. */
export function openDatabase(target: DatabaseTarget): DatabaseHandle {
  let dialect: Dialect;
  let closeExtra = async () => {};
  let copyIn: CopyIn;
  let poolStats: (() => PoolStats) | undefined;
  if (target.kind === 'postgres') {
    // A full pool makes a request wait for a free connection; during an outage that wait ends
    // (an error, answered 503) instead of holding the request until the database returns.
    const pool = new pg.Pool({
      connectionString: target.url,
      max: target.poolSize ?? 10,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    });
    const outage = new OutageLog();
    // A connection the server drops (a restart, a failover, an administrator) emits 'error' on
    // its client, and an 'error' nobody listens to ends the process. pg-pool listens only while
    // a client is idle (and then reports it here); a client checked out (Kysely's queries, the
    // COPY below) has no listener, so every client gets one for its whole life. The query it
    // was running fails on its own (answered 503) and the pool drops the broken client.
    pool.on('error', (err) => outage.lost(err));
    pool.on('connect', (client) => {
      client.on('error', (err) => outage.lost(err));
      outage.back();
    });
    dialect = new PostgresDialect({ pool });
    poolStats = () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount });
    copyIn = async (table, columns, rows) => {
      const client = await pool.connect();
      let failure: unknown;
      try {
        return await pipelinedCopy(client, copyStatement(table, columns, 'stdin'), rows);
      } catch (err) {
        failure = err;
        throw err;
      } finally {
        // A connection that failed this way is not reused, even before its socket has closed.
        client.release(isDatabaseUnavailable(failure));
      }
    };
  } else {
    if (target.dataDir) fs.mkdirSync(target.dataDir, { recursive: true });
    const lite = new PGlite({
      dataDir: target.dataDir ?? undefined,
      loadDataDir: target.image,
      parsers: { [DATE_OID]: (value: string) => value },
    });
    dialect = new PGliteDialect(lite);
    // PGlite reads COPY input from a blob. The statement runs while holding Kysely's one PGlite
    // connection, so it never lands inside a transaction another caller has open.
    copyIn = (table, columns, rows) =>
      db.connection().execute(async () => {
        const result = await lite.query(copyStatement(table, columns, "'/dev/blob'"), [], {
          blob: new Blob([COPY_BINARY_HEADER, ...rows, COPY_BINARY_TRAILER]),
        });
        return result.affectedRows ?? 0;
      });
    closeExtra = async () => {
      if (!lite.closed) await lite.close();
    };
  }
  const db = new Kysely<Database>({ dialect });
  return {
    db,
    kind: target.kind,
    copyIn,
    ...(poolStats ? { poolStats } : {}),
    async ping() {
      try {
        await sql`select 1`.execute(db);
        return true;
      } catch {
        return false;
      }
    },
    async close() {
      await db.destroy();
      await closeExtra();
    },
  };
}

function copyStatement(table: string, columns: readonly string[], source: string): string {
  const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;
  return `copy ${quote(table)} (${columns.map(quote).join(', ')}) from ${source} with (format binary)`;
}

export function databaseTargetFromConfig(config: {
  DATABASE_URL?: string;
  DATA_DIR: string;
}): DatabaseTarget {
  return config.DATABASE_URL
    ? { kind: 'postgres', url: config.DATABASE_URL }
    : { kind: 'pglite', dataDir: path.resolve(config.DATA_DIR, 'pglite') };
}
