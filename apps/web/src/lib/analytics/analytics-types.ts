import type { AdTargetingSiteSection } from '@fanverse/contract';

/**
 * The app's analytics interface (spec accounts §7 "Analytics calls": page, track, identify,
 * alias). Features talk to this, never to a vendor's script: the first-party pipeline
 * (fanverse-analytics.ts) sits behind the same four calls.
 */
export type AnalyticsProperties = Readonly<Record<string, unknown>>;

export interface Analytics {
  /** A page view: `category` groups pages (the site name by default), `name` is the segment name. */
  page(category: string, name: string, properties?: AnalyticsProperties): void;
  track(event: string, properties?: AnalyticsProperties): void;
  identify(userId: string, traits?: AnalyticsProperties): void;
  /** Links the member's new id to the one they had (`previousId`: this browser's anonymous id by default). */
  alias(userId: string, previousId?: string): void;
}

/** One call as made, in order (what the recording implementation keeps). */
export type AnalyticsCall =
  | { type: 'page'; category: string; name: string; properties: AnalyticsProperties }
  | { type: 'track'; event: string; properties: AnalyticsProperties }
  | { type: 'identify'; userId: string; traits: AnalyticsProperties }
  | { type: 'alias'; userId: string; previousId: string | null }
  | { type: 'targeting'; siteSection: AdTargetingSiteSection; memberStatus: string };

/**
 * Route metadata (`handle`) for analytics (spec §2): the page's segment name, and the query
 * parameters whose values belong in the page name (a search term, say).
 */
export interface AnalyticsRouteHandle {
  segmentName?: string;
  queriesToInclude?: readonly string[];
}

/** Spec §3 "Analytics page payload". */
export interface PagePayload {
  name: string;
  referrer: string;
  params: Readonly<Record<string, string | undefined>>;
  query: Readonly<Record<string, string>>;
  queriesToInclude: readonly string[];
}
