import { describe, expect, it } from 'vitest';
import { copyRow, copyTimestamp, copyValue } from '../../src/db/copy-text';

describe('COPY text format', () => {
  it('writes null as \\N, numbers as they print, and escapes the four special characters', () => {
    expect(copyValue(null)).toBe('\\N');
    expect(copyValue(undefined)).toBe('\\N');
    expect(copyValue(1.5)).toBe('1.5');
    expect(copyValue(0)).toBe('0');
    expect(copyValue('plain.example')).toBe('plain.example');
    expect(copyValue('a\\b\tc\nd\re')).toBe('a\\\\b\\tc\\nd\\re');
    // A literal "\N" in text must not read back as null.
    expect(copyValue('\\N')).toBe('\\\\N');
  });

  it('refuses numbers COPY would store as something else', () => {
    expect(() => copyValue(Number.NaN)).toThrow(RangeError);
    expect(() => copyValue(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });

  it('joins a row with tabs and ends it with a newline', () => {
    expect(copyRow(['a', null, 2, 'x\ty'])).toBe('a\t\\N\t2\tx\\ty\n');
  });

  it('formats timestamps exactly as toISOString does, across seconds, days and the range allowed', () => {
    const samples = [
      0, 1, 9, 10, 99, 100, 999, 1000, 1001, 59_999, 60_000, 86_399_999, 1_735_689_600_123, 1_735_689_600_999,
      1_735_689_601_000, 1_735_689_600_005, 253_402_300_799_999,
    ];
    // Out of order and repeated, so the one-second cache is entered and left both ways.
    for (const ms of [...samples, ...samples.reverse(), ...samples]) {
      expect(copyTimestamp(ms), String(ms)).toBe(new Date(ms).toISOString());
    }
    let ms = 1_700_000_000_000;
    for (let i = 0; i < 5000; i++) {
      ms += Math.floor(Math.random() * 700);
      expect(copyTimestamp(ms)).toBe(new Date(ms).toISOString());
    }
  });
});
