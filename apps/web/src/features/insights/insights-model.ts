import { toApiError } from '@fanverse/client';
import type { InsightsExperiments, InsightsFunnel } from '@fanverse/contract';

/** Client codes the dashboard answers differently (contract catalogue-analytics.ts). */
export const InsightsCodes = {
  INVALID_RANGE: 7762,
  STAFF_ONLY: 7763,
} as const;

export function hasCode(error: unknown, code: number): boolean {
  return error != null && toApiError(error).errors.some((item) => item.code === code);
}

export type Experiment = InsightsExperiments['experiments'][number];
export type Variant = Experiment['variants'][number];

/**
 * What an experiment's numbers say, in plain words:
 * - `none`: nobody was exposed in the range;
 * - `single`: one variant only, nothing to compare;
 * - `leader`: the best variant's 95 % interval lies above every other variant's;
 * - `unclear`: the best variant's interval overlaps another's ("no clear difference yet").
 * Non-overlapping intervals is a stricter test than a difference test: a verdict it gives is
 * safe to act on, and an overlap never claims a winner.
 */
export type Verdict =
  { kind: 'none' } | { kind: 'single' } | { kind: 'leader'; key: string } | { kind: 'unclear' };

export function experimentVerdict(variants: readonly Variant[]): Verdict {
  const seen = variants.filter((variant) => variant.exposed > 0);
  if (seen.length === 0) return { kind: 'none' };
  if (variants.length < 2) return { kind: 'single' };
  const best = seen.reduce((top, variant) => (variant.rate > top.rate ? variant : top));
  const others = variants.filter((variant) => variant !== best);
  // A variant nobody saw has no interval worth the name: nothing can be said against it yet.
  if (others.some((variant) => variant.exposed === 0)) return { kind: 'unclear' };
  return others.every((variant) => best.ci_low > variant.ci_high)
    ? { kind: 'leader', key: best.key }
    : { kind: 'unclear' };
}

export interface FunnelRow {
  step: InsightsFunnel['steps'][number]['step'];
  count: number;
  /** This step over the step before it (null for the first step, or after an empty step). */
  fromPrevious: number | null;
  /** This step over the first step (null when the first step is empty). */
  fromStart: number | null;
}

/** The funnel's steps with their step-to-step and overall conversion. */
export function funnelRows(funnel: InsightsFunnel): FunnelRow[] {
  const first = funnel.steps[0]?.count ?? 0;
  return funnel.steps.map((step, index) => {
    const previous = index > 0 ? funnel.steps[index - 1]!.count : null;
    return {
      step: step.step,
      count: step.count,
      fromPrevious: previous === null || previous === 0 ? null : step.count / previous,
      fromStart: first === 0 ? null : step.count / first,
    };
  });
}
