import type { QueryParams } from '../http/request-types';

/** Path segments are escaped so a value can never reach another route. */
export const segment = (value: string) => encodeURIComponent(value);

/** Query values as sent: only what the caller gave. */
export function query(values: Record<string, string | number | undefined | null>): QueryParams {
  const out: QueryParams = {};
  for (const [key, value] of Object.entries(values)) {
    if (value !== undefined && value !== null && value !== '') out[key] = value;
  }
  return out;
}
