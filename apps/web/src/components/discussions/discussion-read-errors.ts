import { toApiError } from '@fanverse/client';
import { DISCUSSION_ERROR } from '@fanverse/contract';

/** Whether a failed discussion read says the board does not exist (or the title has none). */
export function isBoardMissing(error: unknown): boolean {
  return toApiError(error).errors.some(
    (item) =>
      item.code === DISCUSSION_ERROR.BOARD_NOT_FOUND || item.code === DISCUSSION_ERROR.CONTENT_NOT_FOUND,
  );
}

/** Whether a failed thread read says the thread is unknown, deleted or hidden from the viewer. */
export function isThreadMissing(error: unknown): boolean {
  return toApiError(error).errors.some((item) => item.code === DISCUSSION_ERROR.THREAD_NOT_FOUND);
}
