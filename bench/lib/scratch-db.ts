// A scratch PostgreSQL database for one bench (made and dropped by it), and bulk COPY into it.
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';

export const ADMIN_URL = process.env.BENCH_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export async function withClient<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** Drops `name` if a previous run left it, creates it empty, and answers its address. */
export async function createScratchDatabase(name: string): Promise<string> {
  await withClient(ADMIN_URL, async (c) => {
    await c.query(`drop database if exists ${name}`);
    await c.query(`create database ${name}`);
  });
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function dropScratchDatabase(name: string): Promise<void> {
  await withClient(ADMIN_URL, (c) => c.query(`drop database if exists ${name} with (force)`));
}

/** Lines joined into 64 kB chunks: one CopyData message each, as a bulk loader sends them. */
function* chunked(lines: Iterable<string>): Generator<string> {
  let chunk = '';
  for (const line of lines) {
    chunk += line;
    if (chunk.length >= 65_536) {
      yield chunk;
      chunk = '';
    }
  }
  if (chunk) yield chunk;
}

/** One text COPY of `lines` (tab separated, `\N` for null, each ending in a newline). */
export async function copyLines(
  client: pg.Client,
  table: string,
  columns: readonly string[],
  lines: Iterable<string>,
): Promise<void> {
  const sink = client.query(copyFrom(`copy ${table} (${columns.join(', ')}) from stdin`));
  await pipeline(Readable.from(chunked(lines)), sink);
}

/** A COPY text field: `\N` for null; tabs, newlines and backslashes never occur in bench data. */
export const field = (value: string | number | boolean | null | undefined): string =>
  value === null || value === undefined ? '\\N' : String(value);
