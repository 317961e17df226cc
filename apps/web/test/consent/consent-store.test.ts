import { CONSENT_CLOSED_COOKIE, CONSENT_COOKIE, parseOptanonConsent } from '@fanverse/contract';
import { describe, expect, it } from 'vitest';
import {
  acceptAllGroups,
  consentAllows,
  consentStore,
  loadConsent,
  refreshConsent,
  rejectAllGroups,
  saveConsent,
  setSaleOptOut,
} from '../../src/lib/consent';
import { cookies, resetConsent, withFreshConsent } from './consent-fixtures';

withFreshConsent();

const PERFORMANCE_ONLY = { C0001: true, C0002: true, C0003: false, C0004: false, C0005: false };
const EVERYTHING = { C0001: true, C0002: true, C0003: true, C0004: true, C0005: true };

describe('the consent store and the OptanonConsent cookie', () => {
  it('writes OneTrust’s format and reads it back, counting each choice', () => {
    const when = new Date('2026-03-01T10:00:00Z');
    const first = saveConsent(PERFORMANCE_ONLY, when);
    const raw = cookies().get(CONSENT_COOKIE) ?? '';
    expect(raw.endsWith('&groups=C0001%3A1%2CC0002%3A1%2CC0003%3A0%2CC0004%3A0%2CC0005%3A0')).toBe(true);
    expect(raw).toMatch(
      /^isGpcEnabled=0&datestamp=[^&]+&version=202611\.1\.0&isIABGlobal=false&consentId=[0-9a-f-]{36}&interactionCount=1&landingPath=NotLandingPage&groups=/,
    );
    expect(decodeURIComponent(raw.match(/datestamp=([^&]+)/)![1]!)).toBe(when.toString());
    expect(cookies().get(CONSENT_CLOSED_COOKIE)).toBe(encodeURIComponent(when.toISOString()));

    // A new page load reads the same choice back.
    resetStoreOnly();
    const loaded = loadConsent();
    expect(loaded).toMatchObject({ decided: true, groups: PERFORMANCE_ONLY, interactionCount: 1 });
    expect(loaded.consentId).toBe(first.consentId);
    expect(consentAllows('C0002')).toBe(true);
    expect(consentAllows('C0004')).toBe(false);

    // The next choice keeps the consent id and counts one more interaction.
    const second = saveConsent(EVERYTHING);
    expect(second.consentId).toBe(first.consentId);
    expect(parseOptanonConsent(cookies().get(CONSENT_COOKIE))).toMatchObject({
      interactionCount: 2,
      consentId: first.consentId,
      groups: EVERYTHING,
    });
  });

  it('starts undecided with only the strictly necessary allowed', () => {
    const state = loadConsent('');
    expect(state.decided).toBe(false);
    expect(state.interactionCount).toBe(0);
    expect(consentAllows('C0001')).toBe(true);
    for (const category of ['C0002', 'C0003', 'C0004', 'C0005'] as const) {
      expect(consentAllows(category)).toBe(false);
    }
  });

  it('a cookie without a choice (interactionCount 0, as OneTrust writes before one) leaves the banner due', () => {
    const state = loadConsent(`${CONSENT_COOKIE}=interactionCount=0&groups=C0001%3A1%2CC0002%3A1`);
    expect(state.decided).toBe(false);
    expect(state.groups.C0002).toBe(true);
  });

  it('with GPC: targeting is off whatever is chosen, and the cookie records both', () => {
    resetConsent({ gpc: true });
    expect(acceptAllGroups()).toEqual({ ...EVERYTHING, C0004: false });
    saveConsent(EVERYTHING);
    const saved = parseOptanonConsent(cookies().get(CONSENT_COOKIE));
    expect(saved).toMatchObject({ isGpcEnabled: true, groups: { ...EVERYTHING, C0004: false } });
    expect(consentAllows('C0004')).toBe(false);
    expect(consentAllows('C0005')).toBe(true);
  });

  it('GPC wins over a cookie that allowed targeting before', () => {
    saveConsent(EVERYTHING);
    expect(consentAllows('C0004')).toBe(true);
    loadConsent(undefined, true);
    expect(consentAllows('C0004')).toBe(false);
    expect(consentAllows('C0002')).toBe(true);
  });

  it('a member’s do-not-sell request rules targeting out like GPC, and outlives a re-read', () => {
    saveConsent(EVERYTHING);
    setSaleOptOut(true);
    expect(consentAllows('C0004')).toBe(false);
    loadConsent();
    expect(consentStore.getState().saleOptOut).toBe(true);
    expect(consentAllows('C0004')).toBe(false);
    expect(acceptAllGroups().C0004).toBe(false);
    setSaleOptOut(false);
    expect(consentAllows('C0004')).toBe(true);
  });

  it('reject all keeps only the strictly necessary', () => {
    saveConsent(rejectAllGroups());
    expect(cookies().get(CONSENT_COOKIE)).toContain(
      'groups=C0001%3A1%2CC0002%3A0%2CC0003%3A0%2CC0004%3A0%2CC0005%3A0',
    );
  });

  it('a re-read wakes listeners only when the cookie says something new', () => {
    saveConsent(PERFORMANCE_ONLY);
    let calls = 0;
    const stop = consentStore.subscribe(() => {
      calls += 1;
    });
    expect(refreshConsent()).toBe(false);
    expect(calls).toBe(0);
    // Another tab (or OneTrust) wrote a newer choice.
    const other = cookies()
      .get(CONSENT_COOKIE)!
      .replace('interactionCount=1', 'interactionCount=2')
      .replace('C0003%3A0', 'C0003%3A1');
    expect(refreshConsent(`${CONSENT_COOKIE}=${other}`)).toBe(true);
    expect(calls).toBe(1);
    expect(consentStore.getState()).toMatchObject({
      interactionCount: 2,
      groups: { ...PERFORMANCE_ONLY, C0003: true },
    });
    stop();
  });
});

/** The store as a new page starts it, the cookie kept. */
function resetStoreOnly() {
  consentStore.setState({
    groups: { C0001: true, C0002: false, C0003: false, C0004: false, C0005: false },
    decided: false,
    consentId: '',
    interactionCount: 0,
  });
}
