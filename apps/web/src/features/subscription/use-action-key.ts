import { toApiError } from '@fanverse/client';

export { useKeyedAction, type Keyed } from '../../lib/use-keyed-action';

/** The coded errors of a failed action or load (none while it has not failed). */
export function errorsOf(error: unknown) {
  return error ? toApiError(error).errors : [];
}
