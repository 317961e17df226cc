/**
 * Consent (spec accounts §3 cookies, §4 "Consent"; issue 25; ANCHORS "OptanonConsent"). The
 * OneTrust category model: the web app writes the `OptanonConsent` cookie in OneTrust's own
 * format, so a deployment that loads OneTrust's script instead (the consent script URL) keeps
 * working, and the server re-checks the same cookie (plus `Sec-GPC: 1`) on every analytics call.
 */

/** The categories: C0001 is always on; nothing else runs before the visitor allows it. */
export const CONSENT_CATEGORIES = ['C0001', 'C0002', 'C0003', 'C0004', 'C0005'] as const;
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number];

export const CONSENT_CATEGORY = {
  STRICTLY_NECESSARY: 'C0001',
  PERFORMANCE: 'C0002',
  FUNCTIONAL: 'C0003',
  TARGETING: 'C0004',
  SOCIAL: 'C0005',
} as const satisfies Record<string, ConsentCategory>;

export const CONSENT_COOKIE = 'OptanonConsent';
/** Set (to a timestamp) once the visitor closed the banner, OneTrust's companion cookie. */
export const CONSENT_CLOSED_COOKIE = 'OptanonAlertBoxClosed';
/** The consent model's version, written into the cookie's `version` field. */
export const CONSENT_VERSION = '202611.1.0';
/** The cookie lives a year (OneTrust's default), then the banner asks again. */
export const CONSENT_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** Which category each category allows, `true` allowed. C0001 is always true. */
export type ConsentGroups = Readonly<Record<ConsentCategory, boolean>>;

/** Before any choice: only the strictly necessary. */
export const DEFAULT_CONSENT_GROUPS: ConsentGroups = {
  C0001: true,
  C0002: false,
  C0003: false,
  C0004: false,
  C0005: false,
};

/** `C0001:1,C0002:0,…` (the cookie's `groups` field, and what the `optanonconsent` claim holds). */
export function formatConsentGroups(groups: ConsentGroups): string {
  return CONSENT_CATEGORIES.map((c) => `${c}:${c === 'C0001' || groups[c] ? 1 : 0}`).join(',');
}

/**
 * Reads a `groups` value. Unknown categories are ignored, missing ones are off, C0001 is on:
 * a damaged value can only ever allow less.
 */
export function parseConsentGroups(value: string | null | undefined): ConsentGroups {
  const groups: Record<ConsentCategory, boolean> = { ...DEFAULT_CONSENT_GROUPS };
  for (const part of (value ?? '').split(',')) {
    const [name, flag] = part.trim().split(':');
    if ((CONSENT_CATEGORIES as readonly string[]).includes(name ?? '') && name !== 'C0001') {
      groups[name as ConsentCategory] = flag === '1';
    }
  }
  return groups;
}

/** The fields of the cookie's value (OneTrust's names). */
export interface OptanonConsentValue {
  /** The consent's date, as OneTrust writes it (`Date.prototype.toString()`). */
  datestamp: string;
  version: string;
  /** A random UUID naming this browser's consent record. */
  consentId: string;
  /** How many times the visitor chose (0: never, the banner is still due). */
  interactionCount: number;
  isGpcEnabled: boolean;
  /** OneTrust's IAB-global flag: false for us (no IAB TCF framework, consent is per site). */
  isIABGlobal: boolean;
  landingPath: string;
  groups: ConsentGroups;
}

/**
 * The cookie's value: `key=value` pairs joined with `&`, each value URL-encoded, the whole again
 * as a cookie value (OneTrust's format: `isGpcEnabled=0&datestamp=…&version=…&groups=C0001%3A1…`).
 */
export function formatOptanonConsent(value: OptanonConsentValue): string {
  const fields: [string, string][] = [
    ['isGpcEnabled', value.isGpcEnabled ? '1' : '0'],
    ['datestamp', value.datestamp],
    ['version', value.version],
    ['isIABGlobal', value.isIABGlobal ? 'true' : 'false'],
    ['consentId', value.consentId],
    ['interactionCount', String(value.interactionCount)],
    ['landingPath', value.landingPath],
    ['groups', formatConsentGroups(value.groups)],
  ];
  return fields.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&');
}

/**
 * Reads the cookie's value (already taken out of the Cookie header, still URL-encoded as stored).
 * Null when it has no `groups` field: such a cookie records no choice.
 */
export function parseOptanonConsent(raw: string | null | undefined): OptanonConsentValue | null {
  if (!raw) return null;
  const fields = new Map<string, string>();
  for (const pair of raw.split('&')) {
    const at = pair.indexOf('=');
    if (at <= 0) continue;
    try {
      fields.set(pair.slice(0, at), decodeURIComponent(pair.slice(at + 1).replace(/\+/g, ' ')));
    } catch {
      // A malformed escape: that field is skipped, the rest still counts.
    }
  }
  const groups = fields.get('groups');
  if (groups === undefined) return null;
  const count = Number.parseInt(fields.get('interactionCount') ?? '0', 10);
  return {
    datestamp: fields.get('datestamp') ?? '',
    version: fields.get('version') ?? '',
    consentId: fields.get('consentId') ?? '',
    interactionCount: Number.isFinite(count) && count > 0 ? count : 0,
    isGpcEnabled: fields.get('isGpcEnabled') === '1',
    isIABGlobal: fields.get('isIABGlobal') === 'true',
    landingPath: fields.get('landingPath') ?? '',
    groups: parseConsentGroups(groups),
  };
}

/**
 * What a visitor allows once Global Privacy Control is counted: GPC is an opt-out of targeting
 * and sale (CCPA/CPRA), whatever the cookie says.
 */
export function effectiveConsent(groups: ConsentGroups, gpc: boolean): ConsentGroups {
  return gpc ? { ...groups, C0004: false } : groups;
}
