import type { Analytics, AnalyticsCall } from './analytics-types';

export interface RecordingAnalytics extends Analytics {
  /** Every call so far, oldest first. */
  readonly calls: readonly AnalyticsCall[];
}

/** Beyond this the oldest calls are dropped: a long session must not grow without bound. */
const MAX_CALLS = 500;

/**
 * Analytics that only remember: every call is kept in memory, nothing leaves the browser. It is
 * the implementation until the analytics issue adds the real pipeline, and what browser tests
 * read (through `window.__fanverseAnalytics`) to check the page names the app reports.
 */
export function createRecordingAnalytics(limit = MAX_CALLS): RecordingAnalytics {
  const calls: AnalyticsCall[] = [];
  const record = (call: AnalyticsCall) => {
    calls.push(call);
    if (calls.length > limit) calls.splice(0, calls.length - limit);
  };
  return {
    calls,
    page: (category, name, properties = {}) => record({ type: 'page', category, name, properties }),
    track: (event, properties = {}) => record({ type: 'track', event, properties }),
    identify: (userId, traits = {}) => record({ type: 'identify', userId, traits }),
    alias: (userId, previousId) => record({ type: 'alias', userId, previousId: previousId ?? null }),
  };
}
