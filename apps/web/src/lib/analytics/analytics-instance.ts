import type { AnalyticsCall } from './analytics-types';
import { createRecordingAnalytics, type RecordingAnalytics } from './recording-analytics';

declare global {
  interface Window {
    /** The recorded analytics calls, for browser tests (no network until the analytics issue). */
    __fanverseAnalytics?: { readonly calls: readonly AnalyticsCall[] };
  }
}

let instance: RecordingAnalytics | null = null;

/** The app's analytics, created on first use and exposed on `window.__fanverseAnalytics`. */
export function getAnalytics(): RecordingAnalytics {
  if (!instance) {
    instance = createRecordingAnalytics();
    if (typeof window !== 'undefined') window.__fanverseAnalytics = { calls: instance.calls };
  }
  return instance;
}
