import { describe, expect, it } from 'vitest';
import { createInsightsFormat } from '../../src/features/insights/insights-format';
import { experimentVerdict, funnelRows, type Variant } from '../../src/features/insights/insights-model';
import {
  addDays,
  parseDay,
  rangeProblem,
  readRange,
  withRange,
} from '../../src/features/insights/insights-range';
import { funnel } from './insights-fixtures';

const TODAY = '2026-03-10';
const params = (query: string) => new URLSearchParams(query);

function variant(key: string, rate: number, low: number, high: number, exposed = 100): Variant {
  return { key, weight: 1, exposed, converted: Math.round(rate * exposed), rate, ci_low: low, ci_high: high };
}

describe('the insights range', () => {
  it('is the last 30 days by default, a preset with ?days=, fixed dates with ?from=&to=', () => {
    expect(readRange(params(''), TODAY)).toEqual({ kind: 'preset', days: 30, from: '2026-02-09', to: TODAY });
    expect(readRange(params('days=7'), TODAY)).toEqual({
      kind: 'preset',
      days: 7,
      from: '2026-03-04',
      to: TODAY,
    });
    expect(readRange(params('from=2026-01-01&to=2026-01-31&days=7'), TODAY)).toEqual({
      kind: 'custom',
      from: '2026-01-01',
      to: '2026-01-31',
    });
  });

  it('fills a missing end with today and a missing start with 30 days before the end', () => {
    expect(readRange(params('from=2026-03-01'), TODAY)).toMatchObject({ from: '2026-03-01', to: TODAY });
    expect(readRange(params('to=2026-01-31'), TODAY)).toMatchObject({ from: '2026-01-02', to: '2026-01-31' });
  });

  it('ignores a days value outside 1 to 400 (the default instead)', () => {
    for (const days of ['0', '401', 'abc', '2.5'])
      expect(readRange(params(`days=${days}`), TODAY)).toMatchObject({ days: 30 });
  });

  it('passes mistyped dates on as written, for the client to refuse with 7762', () => {
    expect(readRange(params('from=yesterday&to=2026-03-01'), TODAY)).toMatchObject({ from: 'yesterday' });
  });

  it('reads only real calendar days', () => {
    expect(parseDay('2026-02-28')).toBe(Date.UTC(2026, 1, 28));
    expect(parseDay('2026-02-29')).toBeNull();
    expect(parseDay('2024-02-29')).toBe(Date.UTC(2024, 1, 29));
    expect(parseDay('2026-3-1')).toBeNull();
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('refuses a range out of order, with a bad day, or longer than 400 days (7762)', () => {
    expect(rangeProblem('2026-03-01', '2026-03-01')).toBeNull();
    expect(rangeProblem('2025-02-05', '2026-03-10')).toBeNull(); // 399 days
    expect(rangeProblem('2025-02-04', '2026-03-10')).toBeNull(); // 400 days
    expect(rangeProblem('2025-02-03', '2026-03-10')).toBe('code:7762'); // 401 days
    expect(rangeProblem('2026-03-02', '2026-03-01')).toBe('code:7762');
    expect(rangeProblem('', '2026-03-01')).toBe('code:7762');
    expect(rangeProblem('2026-02-30', '2026-03-01')).toBe('code:7762');
  });

  it('writes a choice into the address, keeping the chosen book', () => {
    expect(
      withRange(params('from=2026-01-01&to=2026-01-31&book=b'), { kind: 'preset', days: 7 }).toString(),
    ).toBe('book=b&days=7');
    expect(
      withRange(params('days=7'), { kind: 'custom', from: '2026-01-01', to: '2026-01-02' }).toString(),
    ).toBe('from=2026-01-01&to=2026-01-02');
  });
});

describe('the experiment verdict', () => {
  it('says "no clear difference yet" while the best interval overlaps another', () => {
    expect(experimentVerdict([variant('a', 0.05, 0.03, 0.08), variant('b', 0.07, 0.05, 0.1)])).toEqual({
      kind: 'unclear',
    });
  });

  it('names the leader when its interval lies above every other', () => {
    expect(
      experimentVerdict([
        variant('a', 0.05, 0.044, 0.056),
        variant('b', 0.08, 0.073, 0.088),
        variant('c', 0.04, 0.034, 0.047),
      ]),
    ).toEqual({ kind: 'leader', key: 'b' });
    // Clear of one but not of the other: no leader.
    expect(
      experimentVerdict([
        variant('a', 0.05, 0.044, 0.056),
        variant('b', 0.08, 0.073, 0.088),
        variant('c', 0.075, 0.066, 0.085),
      ]),
    ).toEqual({ kind: 'unclear' });
  });

  it('claims nothing when nobody, or only one variant, was exposed', () => {
    expect(experimentVerdict([variant('a', 0, 0, 0, 0), variant('b', 0, 0, 0, 0)])).toEqual({ kind: 'none' });
    expect(experimentVerdict([variant('a', 0.1, 0.05, 0.2)])).toEqual({ kind: 'single' });
    expect(experimentVerdict([variant('a', 0.3, 0.25, 0.35), variant('b', 0, 0, 0, 0)])).toEqual({
      kind: 'unclear',
    });
  });
});

describe('the funnel', () => {
  it('gives each step its conversion from the step before and from the first', () => {
    expect(funnelRows(funnel([2000, 150, 12]))).toEqual([
      { step: 'visit', count: 2000, fromPrevious: null, fromStart: 1 },
      { step: 'register', count: 150, fromPrevious: 0.075, fromStart: 0.075 },
      { step: 'premium', count: 12, fromPrevious: 0.08, fromStart: 0.006 },
    ]);
  });

  it('leaves a conversion out rather than divide by an empty step', () => {
    expect(funnelRows(funnel([0, 0, 0])).map((row) => [row.fromPrevious, row.fromStart])).toEqual([
      [null, null],
      [null, null],
      [null, null],
    ]);
  });
});

describe('insights formatting', () => {
  it('writes days as UTC days (never a day off) and a mistyped day as it came', () => {
    const en = createInsightsFormat('en');
    expect(en.day('2026-01-01')).toBe('Jan 1, 2026');
    expect(en.shortDay('2026-12-31')).toBe('Dec 31');
    expect(en.day('not-a-day')).toBe('not-a-day');
    expect(createInsightsFormat('es').day('2026-01-01')).toBe('1 ene 2026');
  });

  it('writes counts, compact axis numbers and shares per language', () => {
    const en = createInsightsFormat('en');
    const es = createInsightsFormat('es');
    expect(en.count(12345)).toBe('12,345');
    expect(es.count(12345)).toBe('12.345');
    expect(en.compact(1_250_000)).toBe('1.3M');
    expect(en.percent(0.425)).toBe('42.5%');
    expect(en.minutes(2.46)).toBe('2.5');
    expect(en.minutes(1234.4)).toBe('1,234');
  });
});
