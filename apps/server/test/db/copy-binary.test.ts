import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { BinaryCopyRows } from '../../src/db/copy-binary';

/** Reads back what BinaryCopyRows wrote: per field its bytes, or null. */
function fieldsOf(bytes: Buffer): (Buffer | null)[][] {
  const rows: (Buffer | null)[][] = [];
  let at = 0;
  while (at < bytes.length) {
    const count = bytes.readInt16BE(at);
    at += 2;
    const row: (Buffer | null)[] = [];
    for (let i = 0; i < count; i++) {
      const length = bytes.readInt32BE(at);
      at += 4;
      row.push(length < 0 ? null : bytes.subarray(at, at + length));
      at += Math.max(0, length);
    }
    rows.push(row);
  }
  return rows;
}

describe('BinaryCopyRows', () => {
  it('writes each type in PostgreSQL’s binary form', () => {
    const id = crypto.randomUUID();
    const bytes = new BinaryCopyRows(8)
      .row(6)
      .uuid(id.toUpperCase())
      .text('ñandú\t✓')
      .null()
      .text(undefined)
      .float4(1.5)
      .timestamptz(Date.UTC(2000, 0, 1, 0, 0, 1, 250))
      .bytes();
    const [row] = fieldsOf(bytes);
    expect(row![0]!.toString('hex')).toBe(id.replaceAll('-', ''));
    expect(row![1]!.toString('utf8')).toBe('ñandú\t✓');
    expect(row![2]).toBeNull();
    expect(row![3]).toBeNull();
    expect(row![4]!.readFloatBE(0)).toBe(1.5);
    expect(row![5]!.readBigInt64BE(0)).toBe(1_250_000n); // µs after 2000-01-01
  });

  it('writes timestamps exactly across the whole range the log accepts', () => {
    const pgEpochMs = 946_684_800_000n;
    for (const ms of [
      0, 1, 946_684_799_999, 946_684_800_000, 1_735_689_600_123, 9_946_684_799_999, 253_402_300_799_999,
    ]) {
      const [row] = fieldsOf(new BinaryCopyRows().row(1).timestamptz(ms).bytes());
      expect(row![0]!.readBigInt64BE(0), String(ms)).toBe((BigInt(ms) - pgEpochMs) * 1000n);
    }
  });

  it('grows as rows are added, keeping what was written', () => {
    const rows = new BinaryCopyRows(4);
    const texts = Array.from({ length: 300 }, (_, i) => `row ${i} ${'x'.repeat(i % 40)}`);
    for (const text of texts) rows.row(1).text(text);
    expect(fieldsOf(rows.bytes()).map((r) => r[0]!.toString())).toEqual(texts);
  });

  it('writes texts and jsonb as UTF-8 whatever their length and characters', () => {
    const texts = [
      '',
      'page',
      '/series/starfall',
      'café',
      'x'.repeat(255) + 'é',
      'y'.repeat(256),
      'z'.repeat(257) + '✓',
      '𝄞 clef',
      '\u007f\u0080',
      'ascii then ñ at the end',
    ];
    const rows = new BinaryCopyRows(4);
    for (const text of texts) rows.row(2).text(text).jsonb(JSON.stringify({ text }));
    const read = fieldsOf(rows.bytes());
    expect(read.map((r) => r[0]!.toString('utf8'))).toEqual(texts);
    expect(read.map((r) => r[1]![0])).toEqual(texts.map(() => 1));
    expect(read.map((r) => JSON.parse(r[1]!.subarray(1).toString('utf8')).text)).toEqual(texts);
  });

  it('refuses values it would write wrongly', () => {
    const rows = new BinaryCopyRows();
    expect(() => rows.uuid('not-a-uuid')).toThrow(RangeError);
    expect(() => rows.uuid('0123456789abcdef0123456789abcdef0123')).toThrow(RangeError);
    expect(() => rows.uuid('zz345678-1234-1234-1234-123456789012')).toThrow(RangeError);
    expect(() => rows.float4(Number.NaN)).toThrow(RangeError);
    expect(() => rows.timestamptz(1.5)).toThrow(RangeError);
  });
});
