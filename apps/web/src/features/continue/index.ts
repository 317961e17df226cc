export { ContinueRail, UNDO_WINDOW_MS } from './ContinueRail';
export { consumeNextQueryOptions, useConsumeNext, CONTINUE_RAIL_LIMIT } from './api/get-consume-next';
