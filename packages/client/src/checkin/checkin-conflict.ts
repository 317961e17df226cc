import { eventItemSchema, isRecord, type EventItem } from '@fanverse/contract';
import type { ApiError } from '../errors/api-error';

/** The client code of a check-in update that lost to another desk (409 STALE_MODDATE). */
export const CHECKIN_CONFLICT_CODE = 7753;

/**
 * The item as it is now, when an update failed because another desk changed it first (7753):
 * the server's error item carries it as `current`. Null for any other failure, or a `current`
 * that is not an item.
 */
export function checkinConflict(error: ApiError): EventItem | null {
  const first = error.errors[0];
  if (first?.code !== CHECKIN_CONFLICT_CODE || !isRecord(first.cause)) return null;
  const parsed = eventItemSchema.safeParse(first.cause.current);
  return parsed.success ? parsed.data : null;
}
