import {
  CONSENT_CATEGORIES,
  CONSENT_CLOSED_COOKIE,
  CONSENT_COOKIE,
  CONSENT_MAX_AGE_SECONDS,
  CONSENT_VERSION,
  DEFAULT_CONSENT_GROUPS,
  effectiveConsent,
  formatConsentGroups,
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
 * cookies. Global Privacy Control, and a signed-in member's "do not sell or share" request, turn
 * targeting off whatever the cookie says.
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
  /**
   * The signed-in member asked not to have their information sold or shared (the claims
   * `user_request_do_not_sell` or `dsr_request_do_not_sell`): targeting is off like with GPC.
   * Set by the consent feature from the session's claims; absent for a visitor.
   */
  saleOptOut?: boolean;
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
    // Not in the cookie: it comes from the member's claims and outlives a re-read.
    saleOptOut: consentStore.getState().saleOptOut ?? false,
  };
  consentStore.setState(state);
  return state;
}

/** Whether `cookieString` records a visitor's choice (the server render asks, for the banner). */
export function consentDecided(cookieString: string): boolean {
  return (parseOptanonConsent(readRawCookie(CONSENT_COOKIE, cookieString))?.interactionCount ?? 0) > 0;
}

/**
 * Re-reads the cookie (another tab chose, or a consent script such as OneTrust's wrote it) and
 * changes the store only when the choice differs, so listeners (the analytics transport) are not
 * woken for nothing. Returns whether it changed.
 */
export function refreshConsent(cookieString?: string, gpc: boolean = browserGpc()): boolean {
  const before = consentStore.getState();
  const saved = parseOptanonConsent(readRawCookie(CONSENT_COOKIE, cookieString));
  const groups = saved?.groups ?? DEFAULT_CONSENT_GROUPS;
  const same =
    formatConsentGroups(groups) === formatConsentGroups(before.groups) &&
    (saved?.interactionCount ?? 0) === before.interactionCount &&
    (saved?.consentId ?? '') === before.consentId &&
    gpc === before.gpc;
  if (same) return false;
  loadConsent(cookieString, gpc);
  return true;
}

/** Records the member's do-not-sell state from their claims (false once they sign out). */
export function setSaleOptOut(on: boolean): void {
  consentStore.setState({ saleOptOut: on });
}

/** Every category on, except targeting when GPC or a do-not-sell request rules it out. */
export function acceptAllGroups(state: ConsentState = consentStore.getState()): ConsentGroups {
  const all = Object.fromEntries(CONSENT_CATEGORIES.map((c) => [c, true])) as Record<
    ConsentCategory,
    boolean
  >;
  return { ...all, C0004: !targetingRuledOut(state) };
}

/** Only the strictly necessary. */
export function rejectAllGroups(): ConsentGroups {
  return DEFAULT_CONSENT_GROUPS;
}

/** Whether targeting is off whatever the visitor chooses (GPC, or the member's do-not-sell). */
export function targetingRuledOut(state: ConsentState = consentStore.getState()): boolean {
  return state.gpc || state.saleOptOut === true;
}

/** Whether a category may run now (GPC and a do-not-sell request counted). */
export function consentAllows(
  category: ConsentCategory,
  state: ConsentState = consentStore.getState(),
): boolean {
  return effectiveConsent(state.groups, targetingRuledOut(state))[category];
}

/**
 * Records a choice: writes the cookie (a year, the site's path, Lax), the banner-closed cookie,
 * and the store. Listeners (the analytics transport) react to the store; the consent feature
 * sends a signed-in member's choice to their claims (a choice, never a mere re-read).
 */
export function saveConsent(groups: ConsentGroups, now: Date = new Date()): ConsentState {
  const previous = consentStore.getState();
  const state: ConsentState = {
    // What is written is what is honoured: under GPC or a do-not-sell request targeting stays 0,
    // so the server's re-check of the cookie (and OneTrust, if it takes over) agrees.
    groups: { ...groups, C0001: true, C0004: groups.C0004 && !targetingRuledOut(previous) },
    decided: true,
    gpc: previous.gpc,
    consentId: previous.consentId || randomUuid(),
    interactionCount: previous.interactionCount + 1,
    saleOptOut: previous.saleOptOut ?? false,
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
