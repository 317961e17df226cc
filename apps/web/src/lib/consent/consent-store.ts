import {
  CONSENT_CLOSED_COOKIE,
  CONSENT_COOKIE,
  CONSENT_MAX_AGE_SECONDS,
  CONSENT_VERSION,
  DEFAULT_CONSENT_GROUPS,
  effectiveConsent,
  formatOptanonConsent,
  parseOptanonConsent,
  type ConsentCategory,
  type ConsentGroups,
} from '@fanverse/contract';
import { createStore } from '../store';
import { randomUuid } from '../random-uuid';

/**
 * The visitor's consent (issue 25), read from and written to the `OptanonConsent` cookie in
 * OneTrust's own format (contract analytics/consent.ts). Nothing non-essential may run until
 * `allows(category)` says so: the analytics transport, the ad-targeting call, the linker, utm_*
 * cookies. Global Privacy Control turns targeting off whatever the cookie says.
 */
export interface ConsentState {
  /** What the visitor chose (C0001 always on); before a choice, only C0001. */
  groups: ConsentGroups;
  /** Whether the visitor has chosen (the banner is due while false). */
  decided: boolean;
  /** `navigator.globalPrivacyControl` is on: targeting and sale are off without asking. */
  gpc: boolean;
  consentId: string;
  interactionCount: number;
}

export const consentStore = createStore<ConsentState>({
  groups: DEFAULT_CONSENT_GROUPS,
  decided: false,
  gpc: false,
  consentId: '',
  interactionCount: 0,
});

/** The cookie's raw value: OneTrust's is `k=v&…` with URL-encoded values, not encoded as a whole. */
export function readRawCookie(
  name: string,
  cookieString: string = globalThis.document?.cookie ?? '',
): string | null {
  for (const part of cookieString.split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return null;
}

function browserGpc(): boolean {
  return (
    typeof navigator !== 'undefined' &&
    (navigator as { globalPrivacyControl?: boolean }).globalPrivacyControl === true
  );
}

/** Reads the cookie and GPC into the store (at start-up, and when another tab may have chosen). */
export function loadConsent(cookieString?: string, gpc: boolean = browserGpc()): ConsentState {
  const saved = parseOptanonConsent(readRawCookie(CONSENT_COOKIE, cookieString));
  const state: ConsentState = {
    groups: saved?.groups ?? DEFAULT_CONSENT_GROUPS,
    decided: (saved?.interactionCount ?? 0) > 0,
    gpc,
    consentId: saved?.consentId ?? '',
    interactionCount: saved?.interactionCount ?? 0,
  };
  consentStore.setState(state);
  return state;
}

/** Whether a category may run now (GPC counted). */
export function consentAllows(
  category: ConsentCategory,
  state: ConsentState = consentStore.getState(),
): boolean {
  return effectiveConsent(state.groups, state.gpc)[category];
}

/**
 * Records a choice: writes the cookie (a year, the site's path, Lax), the banner-closed cookie,
 * and the store. Listeners (the analytics transport, the claim update) react to the store.
 */
export function saveConsent(groups: ConsentGroups, now: Date = new Date()): ConsentState {
  const previous = consentStore.getState();
  const state: ConsentState = {
    groups: { ...groups, C0001: true },
    decided: true,
    gpc: previous.gpc,
    consentId: previous.consentId || randomUuid(),
    interactionCount: previous.interactionCount + 1,
  };
  if (typeof document !== 'undefined') {
    const value = formatOptanonConsent({
      datestamp: now.toString(),
      version: CONSENT_VERSION,
      consentId: state.consentId,
      interactionCount: state.interactionCount,
      isGpcEnabled: state.gpc,
      isIABGlobal: false,
      landingPath: 'NotLandingPage',
      groups: state.groups,
    });
    const secure = globalThis.location?.protocol === 'https:' ? '; Secure' : '';
    const tail = `; Path=/; Max-Age=${CONSENT_MAX_AGE_SECONDS}; SameSite=Lax${secure}`;
    document.cookie = `${CONSENT_COOKIE}=${value}${tail}`;
    document.cookie = `${CONSENT_CLOSED_COOKIE}=${encodeURIComponent(now.toISOString())}${tail}`;
  }
  consentStore.setState(state);
  return state;
}
