import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { DatabaseHandle } from '../../src/db/database';
import { copyRow } from '../../src/db/copy-text';
import { createTestDatabase } from '../helpers/test-database';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
  await sql`create table copy_probe (
    id int generated always as identity primary key, label text, amount real, at timestamptz, ref uuid
  )`.execute(handle.db);
});
afterAll(async () => handle?.close());

const COLUMNS = ['label', 'amount', 'at', 'ref'] as const;

async function probeRows() {
  const { rows } = await sql<{
    label: string | null;
    amount: number | null;
    at: Date | null;
    ref: string | null;
  }>`
    select label, amount, at, ref from copy_probe order by id`.execute(handle.db);
  await sql`truncate copy_probe`.execute(handle.db);
  return rows;
}

describe(`copyIn (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('stores every row exactly, special characters and nulls included, in order', async () => {
    const ref = crypto.randomUUID();
    const labels = ['plain', 'tab\there', 'new\nline', 'back\\slash', 'cr\rhere', '\\N', 'ñandú ✓'];
    const rows = labels.map((label, i) => copyRow([label, i + 0.5, '2026-11-21T10:00:00.125Z', ref]));
    rows.push(copyRow([null, null, null, null]));
    expect(await handle.copyIn('copy_probe', COLUMNS, rows.join(''))).toBe(labels.length + 1);
    const stored = await probeRows();
    expect(stored.map((r) => r.label)).toEqual([...labels, null]);
    expect(stored[1]).toMatchObject({ amount: 1.5, ref });
    expect(stored[1]!.at?.toISOString()).toBe('2026-11-21T10:00:00.125Z');
    expect(stored.at(-1)).toEqual({ label: null, amount: null, at: null, ref: null });
  });

  it('stores nothing when one row is refused', async () => {
    const rows = copyRow(['good', 1, null, null]) + copyRow(['bad', 1, null, 'not-a-uuid']);
    await expect(handle.copyIn('copy_probe', COLUMNS, rows)).rejects.toThrow();
    expect(await probeRows()).toEqual([]);
    // The connection is usable afterwards.
    expect(await handle.copyIn('copy_probe', COLUMNS, copyRow(['after', 2, null, null]))).toBe(1);
    expect((await probeRows()).map((r) => r.label)).toEqual(['after']);
  });

  it('is never part of a transaction another caller has open', async () => {
    let copied: Promise<number> | undefined;
    await handle.db
      .transaction()
      .execute(async (trx) => {
        await sql`insert into copy_probe (label) values ('in-transaction')`.execute(trx);
        copied = handle.copyIn('copy_probe', COLUMNS, copyRow(['from-copy', null, null, null]));
        await new Promise((r) => setTimeout(r, 20));
        throw new Error('roll back');
      })
      .catch(() => undefined);
    expect(await copied).toBe(1);
    expect((await probeRows()).map((r) => r.label)).toEqual(['from-copy']);
  });
});
