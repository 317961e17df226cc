import type { AnalyticsEvent } from '@fanverse/contract';
import { readCookie, serializeCookie } from '../cookies';

/**
 * The campaign a visit came from (spec accounts §3 "utm_* cookies"; Segment's `context.campaign`):
 * the landing address's `utm_*` parameters. They are read into memory when the app starts and
 * written to `utm_*` cookies only once the visitor allows performance analytics, so a later visit
 * without them is still credited; the cookies go again when that consent is withdrawn.
 */
export type Campaign = NonNullable<NonNullable<AnalyticsEvent['context']>['campaign']>;

/** Each utm parameter (and its cookie) and the campaign field it fills. */
export const UTM_FIELDS = [
  ['utm_campaign', 'name'],
  ['utm_source', 'source'],
  ['utm_medium', 'medium'],
  ['utm_term', 'term'],
  ['utm_content', 'content'],
] as const satisfies readonly (readonly [string, keyof Campaign])[];

/** How long a campaign is credited after the visit that brought it (the usual attribution window). */
export const CAMPAIGN_COOKIE_DAYS = 30;
/** The contract's limit on each campaign field. */
const MAX_FIELD_LENGTH = 200;

/** The campaign of an address's query string; null when it names none. */
export function campaignFromSearch(search: string): Campaign | null {
  const params = new URLSearchParams(search);
  const campaign: Record<string, string> = {};
  for (const [param, field] of UTM_FIELDS) {
    const value = params.get(param)?.trim();
    if (value) campaign[field] = value.slice(0, MAX_FIELD_LENGTH);
  }
  return Object.keys(campaign).length > 0 ? campaign : null;
}

/** The campaign the utm_* cookies keep; null when there are none. */
export function campaignFromCookies(
  cookieString: string = globalThis.document?.cookie ?? '',
): Campaign | null {
  const campaign: Record<string, string> = {};
  for (const [param, field] of UTM_FIELDS) {
    const value = readCookie(param, cookieString)?.trim();
    if (value) campaign[field] = value.slice(0, MAX_FIELD_LENGTH);
  }
  return Object.keys(campaign).length > 0 ? campaign : null;
}

function secure(): boolean {
  return globalThis.location?.protocol === 'https:';
}

/** Keeps a campaign in the utm_* cookies (a new campaign replaces every field of the old one). */
export function writeCampaignCookies(campaign: Campaign, now: Date = new Date()): void {
  if (typeof document === 'undefined') return;
  for (const [param, field] of UTM_FIELDS) {
    const value = campaign[field];
    document.cookie = value
      ? serializeCookie(param, value, { days: CAMPAIGN_COOKIE_DAYS, secure: secure() }, now)
      : serializeCookie(param, '', { days: -1, secure: secure() }, now);
  }
}

/** Removes the utm_* cookies (consent withdrawn). Only those that exist are touched. */
export function clearCampaignCookies(cookieString: string = globalThis.document?.cookie ?? ''): void {
  if (typeof document === 'undefined') return;
  for (const [param] of UTM_FIELDS) {
    if (readCookie(param, cookieString) !== null) {
      document.cookie = serializeCookie(param, '', { days: -1, secure: secure() });
    }
  }
}
