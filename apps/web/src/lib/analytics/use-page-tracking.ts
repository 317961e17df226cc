import { useEffect } from 'react';
import { useLocation, useMatches, useParams } from 'react-router';
import type { AnalyticsRouteHandle } from './analytics-types';
import { getAnalytics } from './analytics-instance';
import { redactedAddress } from './url-privacy';

function isAnalyticsHandle(handle: unknown): handle is AnalyticsRouteHandle {
  return (
    typeof handle === 'object' &&
    handle !== null &&
    typeof (handle as AnalyticsRouteHandle).segmentName === 'string'
  );
}

/** The deepest route's analytics metadata, if it has any. */
function useRouteAnalytics(): AnalyticsRouteHandle | null {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]!.handle;
    if (isAnalyticsHandle(handle)) return handle;
  }
  return null;
}

// The last location reported, kept outside React: a remount (StrictMode's double effects, a
// layout switch) must not report the same view twice, and the next view's referrer is this one.
let lastReported: { key: string; url: string } | null = null;

/**
 * One page call per route change, for routes whose metadata names a segment (spec §2): the
 * segment name (plus any included query values), the route params, the query, and as referrer
 * the previous page of the app (the document's referrer for the first one). `enabled` is off
 * while the route is about to redirect, so a view that never showed is not counted.
 */
export function usePageTracking(enabled = true): void {
  const location = useLocation();
  const params = useParams();
  const route = useRouteAnalytics();
  const segmentName = route?.segmentName;
  const queriesToInclude = route?.queriesToInclude;

  useEffect(() => {
    // The address as analytics may see it (no tokens): it is also the next view's referrer.
    const { url } = redactedAddress(
      { origin: window.location.origin, pathname: location.pathname, search: location.search },
      params,
    );
    if (!enabled || !segmentName || (lastReported?.key === location.key && lastReported.url === url)) return;
    const referrer = lastReported?.url ?? document.referrer;
    lastReported = { key: location.key, url };
    getAnalytics().pageView({
      name: segmentName,
      referrer,
      params: { ...params },
      query: Object.fromEntries(new URLSearchParams(location.search)),
      queriesToInclude: queriesToInclude ?? [],
    });
    // Only a new location is a new view; params and query are read from it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [enabled, segmentName, location.key, location.pathname, location.search]);
}
