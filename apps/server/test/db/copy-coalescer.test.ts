import { describe, expect, it } from 'vitest';
import { CopyCoalescer } from '../../src/db/copy-coalescer';

/** A CopyIn that records each COPY and finishes it only when the test says so. */
function recordingCopy(refuse: (rows: string) => boolean = () => false) {
  const calls: { rows: string; finish: () => void }[] = [];
  const copyIn = (_table: string, _columns: readonly string[], pieces: readonly Uint8Array[]) =>
    new Promise<number>((resolve, reject) => {
      const rows = pieces.map((piece) => Buffer.from(piece).toString()).join('');
      calls.push({
        rows,
        finish: () => (refuse(rows) ? reject(new Error('refused')) : resolve(rows.split('\n').length - 1)),
      });
    });
  return { calls, copyIn };
}

/** Rows as lines of text (the coalescer never looks inside), so the test can read back each COPY. */
const lines = (...values: string[]) => values.map((v) => `${v}\n`).join('');
const rowsOf = (...values: string[]) => Buffer.from(lines(...values));
const tick = () => new Promise((r) => setImmediate(r));

describe('CopyCoalescer', () => {
  it('sends a write at once when a COPY is free, and merges what arrives while it runs', async () => {
    const { calls, copyIn } = recordingCopy();
    const writer = new CopyCoalescer(copyIn, 't', ['a'], { maxInFlight: 1, maxRows: 100 });
    const first = writer.write(rowsOf('1'), 1);
    expect(calls.map((c) => c.rows)).toEqual([lines('1')]);
    const second = writer.write(rowsOf('2', '3'), 2);
    const third = writer.write(rowsOf('4'), 1);
    expect(calls).toHaveLength(1);
    calls[0]!.finish();
    await expect(first).resolves.toBe(1);
    await tick();
    // The two that waited went out together, in the order they came.
    expect(calls.map((c) => c.rows)).toEqual([lines('1'), lines('2', '3', '4')]);
    let settled = false;
    void second.then(() => (settled = true));
    await tick();
    expect(settled).toBe(false); // not acknowledged before its COPY commits
    calls[1]!.finish();
    await expect(second).resolves.toBe(2);
    await expect(third).resolves.toBe(1);
  });

  it('runs up to maxInFlight COPYs at once and keeps each under maxRows', async () => {
    const { calls, copyIn } = recordingCopy();
    const writer = new CopyCoalescer(copyIn, 't', ['a'], { maxInFlight: 2, maxRows: 3 });
    const writes = [
      writer.write(rowsOf('a'), 1),
      writer.write(rowsOf('b'), 1),
      writer.write(rowsOf('c', 'd'), 2),
      writer.write(rowsOf('e'), 1),
      writer.write(rowsOf('f', 'g', 'h', 'i'), 4), // larger than maxRows: goes alone
    ];
    expect(calls.map((c) => c.rows)).toEqual([lines('a'), lines('b')]);
    calls[0]!.finish();
    calls[1]!.finish();
    await tick();
    expect(calls.slice(2).map((c) => c.rows)).toEqual([lines('c', 'd', 'e'), lines('f', 'g', 'h', 'i')]);
    for (const c of calls.slice(2)) c.finish();
    await expect(Promise.all(writes)).resolves.toEqual([1, 1, 2, 1, 4]);
  });

  it('when a merged COPY fails, writes each batch again alone: only the bad one fails', async () => {
    const { calls, copyIn } = recordingCopy((rows) => rows.includes('bad'));
    const writer = new CopyCoalescer(copyIn, 't', ['a'], { maxInFlight: 1, maxRows: 100 });
    const first = writer.write(rowsOf('ok-1'), 1);
    const good = writer.write(rowsOf('ok-2'), 1);
    const bad = writer.write(rowsOf('bad'), 1);
    const alsoGood = writer.write(rowsOf('ok-3'), 1);
    calls[0]!.finish();
    await first;
    await tick();
    expect(calls[1]!.rows).toBe(lines('ok-2', 'bad', 'ok-3'));
    calls[1]!.finish();
    await tick();
    expect(calls.slice(2).map((c) => c.rows)).toEqual([lines('ok-2'), lines('bad'), lines('ok-3')]);
    for (const c of calls.slice(2)) c.finish();
    await expect(good).resolves.toBe(1);
    await expect(bad).rejects.toThrow('refused');
    await expect(alsoGood).resolves.toBe(1);
  });

  it('when a merged COPY loses its connection, fails every write in it and sends none again', async () => {
    const calls: { rows: string; fail: (err: Error) => void }[] = [];
    const copyIn = (_table: string, _columns: readonly string[], pieces: readonly Uint8Array[]) =>
      new Promise<number>((_resolve, reject) => {
        calls.push({ rows: pieces.map((p) => Buffer.from(p).toString()).join(''), fail: reject });
      });
    const writer = new CopyCoalescer(copyIn, 't', ['a'], { maxInFlight: 1, maxRows: 100 });
    const first = writer.write(rowsOf('1'), 1);
    const second = writer.write(rowsOf('2'), 1);
    const third = writer.write(rowsOf('3'), 1);
    calls[0]!.fail(
      Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
    );
    await expect(first).rejects.toThrow('administrator command');
    await tick();
    expect(calls[1]!.rows).toBe(lines('2', '3'));
    // The merged COPY may have committed before its reply was lost: replaying its batches one
    // by one could store them twice.
    calls[1]!.fail(new Error('Connection terminated unexpectedly'));
    await expect(second).rejects.toThrow('Connection terminated');
    await expect(third).rejects.toThrow('Connection terminated');
    await tick();
    expect(calls).toHaveLength(2);
  });
});
