import { describe, expect, it } from 'vitest';
import { wilsonInterval } from '../../src/modules/analytics/insights/wilson';

describe('wilsonInterval (95 %)', () => {
  // Newcombe, "Two-sided confidence intervals for the single proportion" (Stat Med 1998), Table I,
  // method 3 (Wilson score, no continuity correction).
  it.each([
    [81, 263, 0.2553, 0.3662],
    [15, 148, 0.0624, 0.1605],
    [0, 20, 0, 0.1611],
    [1, 29, 0.0061, 0.1718],
  ])('%i of %i: [%f, %f] as published', (x, n, low, high) => {
    const ci = wilsonInterval(x, n);
    expect(ci.low).toBeCloseTo(low, 4);
    expect(ci.high).toBeCloseTo(high, 4);
  });

  it('stays inside [0, 1] and is never zero-width at 0 or n successes', () => {
    expect(wilsonInterval(0, 10)).toEqual({ low: 0, high: expect.closeTo(0.2775, 4) });
    expect(wilsonInterval(10, 10)).toEqual({ low: expect.closeTo(0.7225, 4), high: 1 });
  });

  it('is symmetric: x of n mirrors n − x of n', () => {
    for (const [x, n] of [
      [3, 17],
      [40, 100],
      [1, 2],
    ] as const) {
      const a = wilsonInterval(x, n);
      const b = wilsonInterval(n - x, n);
      expect(a.low).toBeCloseTo(1 - b.high, 12);
      expect(a.high).toBeCloseTo(1 - b.low, 12);
    }
  });

  it('narrows as trials grow at the same rate, around it', () => {
    const widths = [10, 100, 1000, 10000].map((n) => {
      const ci = wilsonInterval(n * 0.3, n);
      expect(ci.low).toBeLessThan(0.3);
      expect(ci.high).toBeGreaterThan(0.3);
      return ci.high - ci.low;
    });
    expect(widths).toEqual([...widths].sort((a, b) => b - a));
    expect(widths[3]).toBeLessThan(0.02);
  });

  it('knows nothing without trials: [0, 1]', () => {
    expect(wilsonInterval(0, 0)).toEqual({ low: 0, high: 1 });
  });
});
