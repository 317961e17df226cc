import type { Analytics, AnalyticsCall } from './analytics-types';

export interface RecordingAnalytics extends Analytics {
  /** Every call so far, oldest first. */
  readonly calls: readonly AnalyticsCall[];
}

/** Beyond this the oldest calls are dropped: a long session must not grow without bound. */
export const MAX_RECORDED_CALLS = 500;

/** The in-memory log of calls: `calls` stays the same array, so readers may hold on to it. */
export function createCallLog(limit = MAX_RECORDED_CALLS) {
  const calls: AnalyticsCall[] = [];
  return {
    calls: calls as readonly AnalyticsCall[],
    record(call: AnalyticsCall) {
      calls.push(call);
      if (calls.length > limit) calls.splice(0, calls.length - limit);
    },
  };
}

/**
 * Analytics that only remember: every call is kept in memory, nothing leaves the browser. The
 * app's pipeline (fanverse-analytics.ts) keeps the same log beside what it sends, which browser
 * tests read (through `window.__fanverseAnalytics`) to check the page names the app reports;
 * this one serves tests of code that makes calls.
 */
export function createRecordingAnalytics(limit = MAX_RECORDED_CALLS): RecordingAnalytics {
  const { calls, record } = createCallLog(limit);
  return {
    calls,
    page: (category, name, properties = {}) => record({ type: 'page', category, name, properties }),
    track: (event, properties = {}) => record({ type: 'track', event, properties }),
    identify: (userId, traits = {}) => record({ type: 'identify', userId, traits }),
    alias: (userId, previousId) => record({ type: 'alias', userId, previousId: previousId ?? null }),
  };
}
