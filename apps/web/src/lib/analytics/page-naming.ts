import type { AdTargetingSiteSection } from '@fanverse/contract';
import type { Analytics, AnalyticsProperties, PagePayload } from './analytics-types';

/** The site name page calls carry when the config names no property (spec §4). */
export const DEFAULT_SITE_NAME = 'Fanverse';

/**
 * Spec §4 "the property name from config or a default site name": a build setting,
 * VITE_ANALYTICS_PROPERTY_NAME, else the default (blank counts as unset).
 */
export function siteNameSetting(value: string | undefined): string {
  const name = value?.trim().slice(0, 200);
  return name ? name : DEFAULT_SITE_NAME;
}

/** Segment names with their own tracking (spec §4 "Analytics page naming"). */
export const SIGN_UP_PAGE = 'Sign Up For Your Universe';
export const HOME_PAGE = 'Homepage';

export type PageTracking = 'sign-up' | 'home' | 'default';

export function pageTrackingFor(name: string): PageTracking {
  if (name === SIGN_UP_PAGE) return 'sign-up';
  if (name === HOME_PAGE) return 'home';
  return 'default';
}

/**
 * Spec §7's ad-targeting call names the site section of the two pages with their own tracking:
 * the home page is 'HomeHub', a sign-up page (the register form, the quiz's start) 'Register'.
 * Other pages make no ad-targeting call.
 */
export function siteSectionFor(tracking: PageTracking): AdTargetingSiteSection | null {
  if (tracking === 'home') return 'HomeHub';
  if (tracking === 'sign-up') return 'Register';
  return null;
}

/**
 * The page name: the segment name, followed by the values of the query parameters the route
 * asks to include (`Search | q=comets`), in the route's order; absent or empty ones are skipped.
 */
export function pageName(
  segmentName: string,
  query: Readonly<Record<string, string>>,
  queriesToInclude: readonly string[] = [],
): string {
  const parts = queriesToInclude
    .filter((key) => Object.hasOwn(query, key) && query[key] !== '')
    .map((key) => `${key}=${query[key]}`);
  return parts.length === 0 ? segmentName : `${segmentName} | ${parts.join(' ')}`;
}

/**
 * Reports one page view (spec §4): 'Sign Up For Your Universe' goes through sign-up tracking
 * (category "Sign Up" and a "Sign Up Viewed" event, the funnel's first step), 'Homepage'
 * through home tracking (category "Home"), anything else is a default page call whose category
 * is the site name.
 */
export function trackPage(
  analytics: Analytics,
  payload: PagePayload,
  siteName = DEFAULT_SITE_NAME,
): PageTracking {
  const name = pageName(payload.name, payload.query, payload.queriesToInclude);
  const properties: AnalyticsProperties = {
    referrer: payload.referrer,
    params: payload.params,
    query: payload.query,
    site_name: siteName,
  };
  const tracking = pageTrackingFor(payload.name);
  switch (tracking) {
    case 'sign-up':
      analytics.page('Sign Up', name, properties);
      analytics.track('Sign Up Viewed', { page: name, site_name: siteName });
      break;
    case 'home':
      analytics.page('Home', name, properties);
      break;
    case 'default':
      analytics.page(siteName, name, properties);
      break;
  }
  return tracking;
}
