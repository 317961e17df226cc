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
}

/** Measures requests per second (mean) and p99 latency of one URL with autocannon. */
export async function measure(url: string, opts: LoadOptions): Promise<LoadResult> {
  const nextPath = opts.nextPath;
  const result = await autocannon({
    url,
    connections: opts.connections ?? 50,
    pipelining: 1,
    duration: opts.seconds,
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
