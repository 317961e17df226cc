import { toApiError, type CodedError } from '@fanverse/client';

/** The coded errors of a failed list call (a client check or a server reply alike). */
export function listErrors(error: unknown): CodedError[] {
  if (!error) return [];
  return toApiError(error).errors;
}

/** Whether a failure says the visitor may not see the list (spec §6: 'Not authorized' → 2200). */
export function isNotAuthorized(error: unknown): boolean {
  return listErrors(error).some((item) => item.code === 2200);
}

/** Whether the list does not exist (2202), or its item look-up found nothing (2206). */
export function isListMissing(error: unknown): boolean {
  return listErrors(error).some((item) => item.code === 2202 || item.code === 2206);
}
