/** A JSON object (not null, not an array): the only body shape whose fields we may read. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
