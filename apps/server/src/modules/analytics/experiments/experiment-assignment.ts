import crypto from 'node:crypto';

/** A variant as assignment sees it: its key and integer weight, in the operator's order. */
export interface WeightedVariant {
  key: string;
  weight: number;
}

/** 2^48: six bytes of the digest are a whole number below it, exact in a double. */
const SPAN = 2 ** 48;

/**
 * The subject's point in [0, 1) for one experiment: sha256 of (experiment name, subject), its
 * first 48 bits over 2^48. Deterministic, so every instance and every concurrent first ask
 * computes the same point; keyed by the experiment too, so a subject's variants in two
 * experiments are independent. A NUL separates the parts: names and subjects never contain one.
 */
export function assignmentPoint(experiment: string, subject: string): number {
  const digest = crypto.createHash('sha256').update(`${experiment}\0${subject}`).digest();
  return digest.readUIntBE(0, 6) / SPAN;
}

/**
 * The variant whose share of the weights covers `point`: variants laid end to end in their
 * order, each as long as its weight. A variant of weight 0 is never picked (its subjects keep it
 * through their stored row). Null only when no weight is positive (a definition refuses that).
 */
export function pickVariant(variants: readonly WeightedVariant[], point: number): string | null {
  const total = variants.reduce((sum, v) => sum + Math.max(0, v.weight), 0);
  if (total <= 0) return null;
  const target = point * total;
  let reached = 0;
  let last: string | null = null;
  for (const variant of variants) {
    if (variant.weight <= 0) continue;
    reached += variant.weight;
    last = variant.key;
    if (target < reached) return variant.key;
  }
  // Rounding at the very end of [0, 1): the last variant that has a share.
  return last;
}
