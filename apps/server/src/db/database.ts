import fs from 'node:fs';
import path from 'node:path';
import { Kysely, PostgresDialect, sql, type Dialect } from 'kysely';
import { PGlite } from '@electric-sql/pglite';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import { pipelinedCopy } from './pipelined-copy';
import { COPY_BINARY_HEADER, COPY_BINARY_TRAILER } from './copy-binary';
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
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

export type DatabaseTarget =
  { kind: 'postgres'; url: string; poolSize?: number } | { kind: 'pglite'; dataDir: string | null }; // null: in memory

// `date` columns (like a date of birth) stay YYYY-MM-DD text on both engines: turning them into
// a JS Date would shift them by the server's time zone.
const DATE_OID = 1082;
pg.types.setTypeParser(DATE_OID, (value: string) => value);

/** The one place that chooses between embedded PGlite and a real PostgreSQL. Same SQL on both. */
export function openDatabase(target: DatabaseTarget): DatabaseHandle {
  let dialect: Dialect;
  let closeExtra = async () => {};
  let copyIn: CopyIn;
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url, max: target.poolSize ?? 10 });
    // An idle connection that the server drops (a restart, a failover, an administrator) is
    // reported here; without a listener it would crash the process. The pool replaces it.
    pool.on('error', (err) => console.warn(`database: idle connection lost (${err.message})`));
    dialect = new PostgresDialect({ pool });
    copyIn = async (table, columns, rows) => {
      const client = await pool.connect();
      try {
        return await pipelinedCopy(client, copyStatement(table, columns, 'stdin'), rows);
      } finally {
        client.release();
      }
    };
  } else {
    if (target.dataDir) fs.mkdirSync(target.dataDir, { recursive: true });
    const lite = new PGlite({
      dataDir: target.dataDir ?? undefined,
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
