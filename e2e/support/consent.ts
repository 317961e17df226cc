/**
 * The consent cookies (issue 25; ANCHORS "OptanonConsent"): what a visitor who has already
 * chosen carries. The journeys start as such a visitor (playwright.config.ts), so the consent
 * banner never covers what they click; e2e/tests/consent-analytics.spec.ts starts without them.
 */
export const CONSENT_CATEGORIES = ['C0001', 'C0002', 'C0003', 'C0004', 'C0005'] as const;
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number];

/** The cookie's `groups` field: `C0001:1,C0002:0,…` (C0001 always on). */
export function consentGroups(allowed: readonly ConsentCategory[] = []): string {
  return CONSENT_CATEGORIES.map((c) => `${c}:${c === 'C0001' || allowed.includes(c) ? 1 : 0}`).join(',');
}

/** OneTrust's format: `k=v&…`, each value URL-encoded; `interactionCount` 1 is a choice made. */
export function optanonConsentValue(allowed: readonly ConsentCategory[] = [], date = new Date()): string {
  const fields: [string, string][] = [
    ['isGpcEnabled', '0'],
    ['datestamp', date.toString()],
    ['version', '202611.1.0'],
    ['isIABGlobal', 'false'],
    ['consentId', '00000000-0000-4000-8000-00000000e2e0'],
    ['interactionCount', '1'],
    ['landingPath', 'NotLandingPage'],
    ['groups', consentGroups(allowed)],
  ];
  return fields.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&');
}

/** The `groups` field of an OptanonConsent cookie's value, decoded. */
export function groupsOf(cookieValue: string): string | null {
  for (const pair of cookieValue.split('&')) {
    const at = pair.indexOf('=');
    if (pair.slice(0, at) === 'groups') return decodeURIComponent(pair.slice(at + 1));
  }
  return null;
}

/**
 * A decided visitor's cookies for `baseUrl`'s host: OptanonConsent with every non-essential
 * category off (so no journey sends analytics unless it asks to), and OptanonAlertBoxClosed.
 */
export function decidedConsentCookies(baseUrl: string, allowed: readonly ConsentCategory[] = []) {
  const now = new Date();
  const common = {
    domain: new URL(baseUrl).hostname,
    path: '/',
    expires: Math.floor(now.getTime() / 1000) + 365 * 24 * 60 * 60,
    httpOnly: false,
    secure: false,
    sameSite: 'Lax' as const,
  };
  return [
    { name: 'OptanonConsent', value: optanonConsentValue(allowed, now), ...common },
    { name: 'OptanonAlertBoxClosed', value: encodeURIComponent(now.toISOString()), ...common },
  ];
}
