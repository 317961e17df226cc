import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { BinaryCopyRows } from '../../src/db/copy-binary';
import type { DatabaseHandle } from '../../src/db/database';
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
type Probe = { label: string | null; amount: number | null; at: number | null; ref: string | null };

function rowsOf(...probes: Probe[]): Uint8Array {
  const rows = new BinaryCopyRows();
  for (const p of probes) {
    rows.row(4).text(p.label);
    if (p.amount === null) rows.null();
    else rows.float4(p.amount);
    if (p.at === null) rows.null();
    else rows.timestamptz(p.at);
    rows.uuid(p.ref);
  }
  return rows.bytes();
}
const labelled = (label: string): Probe => ({ label, amount: null, at: null, ref: null });

async function stored() {
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
  it('stores every row exactly, in order, from one piece or several', async () => {
    const ref = crypto.randomUUID();
    const at = Date.UTC(2026, 10, 21, 10, 0, 0, 125);
    const labels = ['plain', 'tab\there', 'new\nline', 'back\\slash', '\\N', 'ñandú ✓'];
    const first = rowsOf(...labels.slice(0, 2).map((label, i) => ({ label, amount: i + 0.5, at, ref })));
    const rest = rowsOf(...labels.slice(2).map((label, i) => ({ label, amount: i + 2.5, at, ref })));
    const none = rowsOf({ label: null, amount: null, at: null, ref: null });
    expect(await handle.copyIn('copy_probe', COLUMNS, [first, rest, none])).toBe(labels.length + 1);
    const rows = await stored();
    expect(rows.map((r) => r.label)).toEqual([...labels, null]);
    expect(rows[1]).toMatchObject({ amount: 1.5, ref });
    expect(rows[1]!.at?.toISOString()).toBe('2026-11-21T10:00:00.125Z');
    expect(rows.at(-1)).toEqual({ label: null, amount: null, at: null, ref: null });
  });

  it('stores nothing when a row is refused, and the connection serves the next COPY', async () => {
    // A uuid field of 3 bytes is not a uuid: the database refuses the row, and so the COPY.
    const bad = Buffer.concat([rowsOf(labelled('good')), Buffer.from([0, 1, 0, 0, 0, 3, 1, 2, 3])]);
    const badRow = new BinaryCopyRows().row(4).text('bad').null().null().bytes();
    const wrongShape = Buffer.concat([badRow, Buffer.from([0, 0, 0, 3, 1, 2, 3])]);
    for (const rows of [bad, wrongShape]) {
      await expect(handle.copyIn('copy_probe', COLUMNS, [rows])).rejects.toThrow();
      expect(await stored()).toEqual([]);
    }
    for (let i = 0; i < 6; i++) {
      expect(await handle.copyIn('copy_probe', COLUMNS, [rowsOf(labelled(`after ${i}`))])).toBe(1);
    }
    expect(await stored()).toHaveLength(6);
  });

  it('a statement that fails before the copy starts fails alone: its rows are never read as commands', async () => {
    await expect(handle.copyIn('no_such_table', COLUMNS, [rowsOf(labelled('lost'))])).rejects.toThrow(
      /no_such_table/,
    );
    await expect(
      handle.copyIn('copy_probe', ['no_such_column'], [rowsOf(labelled('lost'))]),
    ).rejects.toThrow();
    expect(await handle.copyIn('copy_probe', COLUMNS, [rowsOf(labelled('next'))])).toBe(1);
    expect((await stored()).map((r) => r.label)).toEqual(['next']);
  });

  it('runs alongside other queries and COPYs, each stored whole', async () => {
    const copies = Array.from({ length: 10 }, (_, i) =>
      handle.copyIn('copy_probe', COLUMNS, [rowsOf(...Array.from({ length: 50 }, () => labelled(`c${i}`)))]),
    );
    const reads = Array.from({ length: 10 }, () => sql`select count(*) from copy_probe`.execute(handle.db));
    expect(await Promise.all(copies)).toEqual(Array(10).fill(50));
    await Promise.all(reads);
    const rows = await stored();
    expect(rows).toHaveLength(500);
    const perCopy = new Map<string | null, number>();
    for (const row of rows) perCopy.set(row.label, (perCopy.get(row.label) ?? 0) + 1);
    expect([...perCopy.values()]).toEqual(Array(10).fill(50));
    if (!process.env.TEST_DATABASE_URL) {
      // PGlite has one connection: each COPY must hold it alone, so its rows are contiguous. On
      // PostgreSQL, COPYs on different pooled connections draw ids from the sequence in turns.
      const runs = rows.map((r) => r.label).filter((label, i, all) => i === 0 || all[i - 1] !== label);
      expect(runs).toHaveLength(10);
    }
  });

  it('is never part of a transaction another caller has open', async () => {
    let copied: Promise<number> | undefined;
    await handle.db
      .transaction()
      .execute(async (trx) => {
        await sql`insert into copy_probe (label) values ('in-transaction')`.execute(trx);
        copied = handle.copyIn('copy_probe', COLUMNS, [rowsOf(labelled('from-copy'))]);
        await new Promise((r) => setTimeout(r, 20));
        throw new Error('roll back');
      })
      .catch(() => undefined);
    expect(await copied).toBe(1);
    expect((await stored()).map((r) => r.label)).toEqual(['from-copy']);
  });
});
