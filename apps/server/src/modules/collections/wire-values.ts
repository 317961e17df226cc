/** Timestamps go out as ISO 8601 UTC (DESIGN.md "Times"), whichever driver read them. */
export function toIso(value: Date | string): string {
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

export function toIsoOrNull(value: Date | string | null): string | null {
  return value === null ? null : toIso(value);
}

/** A metadata jsonb value as text: stored metadata is editor data, so a missing key reads ''. */
export function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

export function textOrNull(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

/** `value` when it is one of `allowed`, else `fallback`: the wire enums never carry a stray value. */
export function oneOf<T extends string>(allowed: readonly T[], value: unknown, fallback: T): T {
  return typeof value === 'string' && (allowed as readonly string[]).includes(value)
    ? (value as T)
    : fallback;
}
