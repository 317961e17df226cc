import type { AnalyticsCall } from './analytics-types';
import { createFanverseAnalytics, type AnalyticsConfig, type FanverseAnalytics } from './fanverse-analytics';

declare global {
  interface Window {
    /** Every analytics call made, sent or not, for browser tests (they read page names from it). */
    __fanverseAnalytics?: { readonly calls: readonly AnalyticsCall[] };
  }
}

let instance: FanverseAnalytics | null = null;

/**
 * The app's analytics, created on first use and exposed on `window.__fanverseAnalytics`. It
 * records from the start and sends once the app has configured it (`configureAnalytics`), and
 * then only what consent allows.
 */
export function getAnalytics(): FanverseAnalytics {
  if (!instance) {
    instance = createFanverseAnalytics();
    if (typeof window !== 'undefined') window.__fanverseAnalytics = { calls: instance.calls };
  }
  return instance;
}

/** Plugs the app's sender, identity and settings in (start-up, once). */
export function configureAnalytics(config: Partial<AnalyticsConfig>): FanverseAnalytics {
  const analytics = getAnalytics();
  analytics.configure(config);
  return analytics;
}

/** Whether the app's analytics exists and can send (the cross-domain linker waits for it). */
export function analyticsReady(): boolean {
  return instance?.ready() ?? false;
}
