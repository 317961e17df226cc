/** z for a two-sided 95 % interval (the standard normal's 97.5th percentile). */
export const Z_95 = 1.959963984540054;

/**
 * The Wilson score interval of a proportion: `successes` of `trials`, at confidence `z`
 * (Wilson 1927). Unlike the normal approximation (rate ± z·√(rate(1−rate)/n)) it stays inside
 * [0, 1] and is not zero-width at 0 or n successes, which matters for the small counts an
 * experiment starts with. With no trials nothing is known: [0, 1].
 */
export function wilsonInterval(successes: number, trials: number, z = Z_95): { low: number; high: number } {
  if (trials <= 0) return { low: 0, high: 1 };
  const p = Math.min(Math.max(successes / trials, 0), 1);
  const z2 = z * z;
  const denominator = 1 + z2 / trials;
  const centre = (p + z2 / (2 * trials)) / denominator;
  const half = (z * Math.sqrt((p * (1 - p)) / trials + z2 / (4 * trials * trials))) / denominator;
  // At 0 or n successes the end is exactly 0 or 1 (floating point lands a hair inside or out).
  return {
    low: p === 0 ? 0 : Math.max(0, centre - half),
    high: p === 1 ? 1 : Math.min(1, centre + half),
  };
}
