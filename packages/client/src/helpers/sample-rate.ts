/** Spec §5: an error-reporting sample rate is a boolean (all or none) or a fraction 0 to 1. */
export function isValidSampleRate(value: unknown): value is boolean | number {
  if (typeof value === 'boolean') return true;
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= 1;
}
