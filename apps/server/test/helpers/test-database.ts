import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../../src/db/database';
import { allMigrations, migrateToLatest } from '../../src/db/migrate';

/**
 * An isolated, migrated database for one test file: PGlite in memory by default, or a fresh
 * database on the PostgreSQL server named by TEST_DATABASE_URL (dropped again on close).
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return openDatabase({ kind: 'pglite', dataDir: null, image: await migratedImage() });

  const name = `fv_test_${crypto.randomBytes(6).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 4 });
  await migrateToLatest(handle.db);
  const close = handle.close.bind(handle);
  return {
    ...handle,
    async close() {
      await close();
      await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    },
  };
}

/**
 * A freshly started PGlite runs initdb (about 1.5 s of WebAssembly) and then every migration;
 * starting from a dump of one already migrated takes about 0.4 s. The dump is kept in the temp
 * folder under a hash of the migrations' source, so every test file (each in its own worker)
 * shares it and a changed migration makes a new one.
 */
let image: Promise<Blob> | undefined;
function migratedImage(): Promise<Blob> {
  image ??= loadOrMakeImage();
  return image;
}

async function loadOrMakeImage(): Promise<Blob> {
  const source = Object.entries(allMigrations())
    .map(([name, migration]) => `${name}\n${migration.up.toString()}`)
    .join('\n');
  const hash = crypto.createHash('sha256').update(source).digest('hex').slice(0, 16);
  const file = path.join(os.tmpdir(), `fv-pglite-migrated-${hash}.tar`);
  try {
    return new Blob([await fs.promises.readFile(file)]);
  } catch {
    // Not made yet: make it below.
  }
  const lite = new PGlite();
  const db = new Kysely<unknown>({ dialect: new PGliteDialect(lite) });
  await migrateToLatest(db);
  const dump = await lite.dumpDataDir('none');
  await db.destroy();
  if (!lite.closed) await lite.close();
  // Written under a name of its own and renamed: a file running alongside never reads half a dump.
  const partial = `${file}.${process.pid}.${crypto.randomBytes(4).toString('hex')}`;
  await fs.promises.writeFile(partial, Buffer.from(await dump.arrayBuffer()));
  await fs.promises.rename(partial, file);
  return dump;
}
