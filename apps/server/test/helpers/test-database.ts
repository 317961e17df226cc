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
  const admin = adminOf(serverUrl);
  await admin(`CREATE DATABASE "${name}" TEMPLATE "${await migratedTemplate(serverUrl)}"`);
  const handle = openDatabase({ kind: 'postgres', url: databaseUrl(serverUrl, name), poolSize: 4 });
  const close = handle.close.bind(handle);
  return {
    ...handle,
    async close() {
      await close();
      await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    },
  };
}

/** Runs one statement on the server's maintenance connection (databases are made and dropped there). */
function adminOf(serverUrl: string) {
  return async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
}

function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** The migrations' source, hashed: a changed migration makes new templates. */
function migrationsHash(): string {
  const source = Object.entries(allMigrations())
    .map(([name, migration]) => `${name}\n${migration.up.toString()}`)
    .join('\n');
  return crypto.createHash('sha256').update(source).digest('hex').slice(0, 16);
}

/**
 * On PostgreSQL, each test file's database is a copy of one already migrated (CREATE DATABASE …
 * TEMPLATE: about a tenth of running the migrations, 0.75 s a file). The template is made once per
 * server and migrations' hash, under a name of its own and renamed when complete, so test files
 * running alongside never copy half of one; one that lost the race to make it drops its own.
 */
let template: Promise<string> | undefined;
function migratedTemplate(serverUrl: string): Promise<string> {
  template ??= makeTemplate(serverUrl);
  return template;
}

async function makeTemplate(serverUrl: string): Promise<string> {
  const name = `fv_template_${migrationsHash()}`;
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount) return name;
  } finally {
    await client.end();
  }
  const admin = adminOf(serverUrl);
  const partial = `fv_partial_${crypto.randomBytes(6).toString('hex')}`;
  await admin(`CREATE DATABASE "${partial}"`);
  const handle = openDatabase({ kind: 'postgres', url: databaseUrl(serverUrl, partial), poolSize: 1 });
  try {
    await migrateToLatest(handle.db);
  } finally {
    await handle.close();
  }
  try {
    await admin(`ALTER DATABASE "${partial}" RENAME TO "${name}"`);
  } catch (err) {
    await admin(`DROP DATABASE IF EXISTS "${partial}" WITH (FORCE)`);
    // Another test file made it first: theirs is the same.
    if ((err as { code?: string }).code !== '42P04') throw err;
  }
  return name;
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
  const file = path.join(os.tmpdir(), `fv-pglite-migrated-${migrationsHash()}.tar`);
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
