import { toApiError } from '@fanverse/client';

/** The client codes of a failed discussion, review or bookmark call (a client check or a reply). */
export function errorCodes(error: unknown): number[] {
  if (!error) return [];
  return toApiError(error).errors.map((item) => item.code);
}

/** Whether a failure carries `code`. */
export function hasCode(error: unknown, code: number): boolean {
  return errorCodes(error).includes(code);
}
