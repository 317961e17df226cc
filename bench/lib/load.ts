import autocannon from 'autocannon';

export interface LoadResult {
  rps: number;
  p99Ms: number;
}

export interface LoadOptions {
  seconds: number;
  connections?: number;
  /** Requests per second across all connections; unset means as fast as the server answers. */
  overallRate?: number;
  /** Picks the path of each request (random pages, random series); unset: the URL's own path. */
  nextPath?: () => string;
  /** Request headers sent with every request (what the client being modelled sends). */
  headers?: Record<string, string>;
}

/** Measures requests per second (mean) and p99 latency of one URL with autocannon. */
export async function measure(url: string, opts: LoadOptions): Promise<LoadResult> {
  const nextPath = opts.nextPath;
  const result = await autocannon({
    url,
    connections: opts.connections ?? 50,
    pipelining: 1,
    duration: opts.seconds,
    ...(opts.headers ? { headers: opts.headers } : {}),
    ...(opts.overallRate ? { overallRate: Math.max(1, Math.round(opts.overallRate)) } : {}),
    ...(nextPath ? { requests: [{ setupRequest: (request) => ({ ...request, path: nextPath() }) }] } : {}),
  });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${url}: ${result.non2xx} non-2xx replies and ${result.errors} errors under load`);
  }
  return { rps: result.requests.average, p99Ms: result.latency.p99 };
}

/** The middle of `values` (the mean of the two middle ones for an even count). */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** One side's rounds: each round's figure, in the order taken, and their median and range. */
export interface Rounds {
  values: number[];
  median: number;
  min: number;
  max: number;
}

/** At least this many rounds per side: one slow or fast round then moves no median. */
export const MIN_ROUNDS = 5;

/**
 * Measures every side `rounds` times, in turns (ours, baseline, ours, baseline, …), so drift on a
 * shared machine (another process, a CPU's clock, the baseline's own warm-up) meets every side
 * alike, and answers each side's median and spread. Medians, not the best round: the best of a few
 * picks whichever side had the luckiest second, and on a quiet machine the healthz baseline still
 * moved from 16k to 27k req/s between runs (issue 16). Fewer than MIN_ROUNDS are run if asked
 * (BENCH_ROUNDS=1 for a smoke check), with a warning that the figures are not a measurement.
 */
export async function interleaved<K extends string>(
  sides: Record<K, () => Promise<number>>,
  rounds: number,
): Promise<Record<K, Rounds>> {
  if (rounds < MIN_ROUNDS) {
    console.error(
      `only ${rounds} round(s) (BENCH_ROUNDS): a smoke check, medians need ${MIN_ROUNDS} or more`,
    );
  }
  const keys = Object.keys(sides) as K[];
  const values = Object.fromEntries(keys.map((k) => [k, [] as number[]])) as Record<K, number[]>;
  for (let i = 0; i < rounds; i++) {
    for (const key of keys) values[key].push(await sides[key]());
  }
  return Object.fromEntries(
    keys.map((k) => [
      k,
      {
        values: values[k],
        median: median(values[k]),
        min: Math.min(...values[k]),
        max: Math.max(...values[k]),
      },
    ]),
  ) as Record<K, Rounds>;
}

/**
 * Prints one metric line for two sides measured by `interleaved`: the ratio of their medians,
 * then each side's range over its rounds and the rounds themselves (`report`'s line, extended).
 */
export function reportRounds(
  metric: string,
  ours: Rounds,
  baseline: Rounds,
  unit: string,
  target: string,
  baselineUnit = unit,
  digits = 0,
) {
  const ratio = report(metric, ours.median, baseline.median, unit, target, baselineUnit, digits);
  const range = (r: Rounds) =>
    `${r.min.toFixed(digits)}–${r.max.toFixed(digits)} (${r.values.map((v) => v.toFixed(digits)).join(', ')})`;
  console.log(
    `  ${metric}: medians of ${ours.values.length} interleaved rounds; ours ${range(ours)}; baseline ${range(baseline)}`,
  );
  return ratio;
}

/** Prints one metric line; `baselineUnit` when the baseline counts something else (verify/s). */
export function report(
  metric: string,
  ours: number,
  baseline: number,
  unit: string,
  target: string,
  baselineUnit = unit,
  digits = 0,
) {
  const ratio = ours / baseline;
  console.log(
    `${metric}: ours ${ours.toFixed(digits)} ${unit}, baseline ${baseline.toFixed(digits)} ${baselineUnit}, ratio ${ratio.toFixed(3)} (target ${target})`,
  );
  return ratio;
}
