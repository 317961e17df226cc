import autocannon from 'autocannon';

export interface LoadResult {
  rps: number;
  p99Ms: number;
}

/** Measures requests per second (mean) and p99 latency of one URL with autocannon. */
export async function measure(
  url: string,
  opts: { seconds: number; connections?: number },
): Promise<LoadResult> {
  const result = await autocannon({
    url,
    connections: opts.connections ?? 50,
    pipelining: 1,
    duration: opts.seconds,
  });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${url}: ${result.non2xx} non-2xx replies and ${result.errors} errors under load`);
  }
  return { rps: result.requests.average, p99Ms: result.latency.p99 };
}

/** Prints one metric line; `baselineUnit` when the baseline counts something else (verify/s). */
export function report(
  metric: string,
  ours: number,
  baseline: number,
  unit: string,
  target: string,
  baselineUnit = unit,
) {
  const ratio = ours / baseline;
  console.log(
    `${metric}: ours ${ours.toFixed(0)} ${unit}, baseline ${baseline.toFixed(0)} ${baselineUnit}, ratio ${ratio.toFixed(3)} (target ${target})`,
  );
  return ratio;
}
