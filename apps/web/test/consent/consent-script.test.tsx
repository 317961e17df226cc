import { CONSENT_COOKIE } from '@fanverse/contract';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConsentHost, consentUiStore, openConsentPreferences } from '../../src/features/consent';
import { consentStore } from '../../src/lib/consent';
import { scriptUrlSetting, siteSettingsStore } from '../../src/lib/site-settings';
import { renderRoute, signedInServices } from '../fake-client';
import { withFreshConsent } from './consent-fixtures';

withFreshConsent();

const SCRIPT_URL = 'https://cdn.consent.example/otSDKStub.js';
// A script is loaded once per page (lib/captcha/load-script remembers it): one address per test.
let scriptUrl = SCRIPT_URL;
let tests = 0;

afterEach(() => {
  document.head.querySelectorAll('script').forEach((script) => script.remove());
  const win = window as { OptanonWrapper?: unknown; OneTrust?: unknown };
  delete win.OptanonWrapper;
  delete win.OneTrust;
});

/** The deployment sets VITE_CONSENT_SCRIPT_URL (the store starts from it at load). */
function useConsentScriptSetting() {
  tests += 1;
  scriptUrl = `${SCRIPT_URL}?test=${tests}`;
  siteSettingsStore.setState({ consentScriptUrl: scriptUrl, consentScriptDomainId: 'domain-123' });
  consentUiStore.setState({ builtIn: false });
}

function consentScript(): HTMLScriptElement {
  const script = document.head.querySelector<HTMLScriptElement>(`script[src="${scriptUrl}"]`);
  if (!script) throw new Error('the consent script was not added');
  return script;
}

/** What OneTrust does when the visitor chooses in its banner: writes the cookie, then tells the page. */
function oneTrustChooses(groups: string, interactionCount: number) {
  document.cookie = `${CONSENT_COOKIE}=isGpcEnabled=0&datestamp=x&version=202611.1.0&isIABGlobal=false&consentId=ot-1&interactionCount=${interactionCount}&landingPath=NotLandingPage&groups=${encodeURIComponent(groups)}; Path=/`;
  (window as { OptanonWrapper?: () => void }).OptanonWrapper?.();
}

describe('a consent script from config (VITE_CONSENT_SCRIPT_URL)', () => {
  it('accepts only absolute http(s) addresses', () => {
    expect(scriptUrlSetting(undefined)).toBe('');
    expect(scriptUrlSetting('  ')).toBe('');
    expect(scriptUrlSetting('javascript:alert(1)')).toBe('');
    expect(scriptUrlSetting('/local.js')).toBe('');
    expect(scriptUrlSetting(` ${SCRIPT_URL} `)).toBe(SCRIPT_URL);
  });

  it('is loaded instead of the banner, and its choices are read back from the cookie', async () => {
    useConsentScriptSetting();
    const services = await signedInServices();
    const updateConsent = vi.spyOn(services.session, 'updateConsent');
    renderRoute(<ConsentHost />, { services });
    const script = consentScript();
    expect(script.getAttribute('data-domain-script')).toBe('domain-123');
    expect(screen.queryByRole('region', { name: 'Your privacy choices' })).toBeNull();
    await act(async () => {
      script.dispatchEvent(new Event('load'));
    });
    // Loaded, nothing chosen yet: nothing changes and nothing goes to the claims.
    expect(consentStore.getState().decided).toBe(false);
    expect(updateConsent).not.toHaveBeenCalled();

    act(() => oneTrustChooses('C0001:1,C0002:1,C0003:0,C0004:0,C0005:0', 1));
    expect(consentStore.getState()).toMatchObject({
      decided: true,
      interactionCount: 1,
      groups: { C0001: true, C0002: true, C0003: false, C0004: false, C0005: false },
    });
    expect(updateConsent).toHaveBeenCalledExactlyOnceWith('C0001:1,C0002:1,C0003:0,C0004:0,C0005:0');

    // OneTrust's event signals the same choice again: nothing new, nothing sent.
    act(() => {
      window.dispatchEvent(new Event('OneTrustGroupsUpdated'));
    });
    expect(updateConsent).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('region', { name: 'Your privacy choices' })).toBeNull();
  });

  it('"Cookie settings" opens the script’s own preference centre when it has one', () => {
    useConsentScriptSetting();
    const toggle = vi.fn();
    (window as { OneTrust?: unknown }).OneTrust = { ToggleInfoDisplay: toggle };
    openConsentPreferences();
    expect(toggle).toHaveBeenCalledTimes(1);
    expect(consentUiStore.getState().dialog).toBeNull();
  });

  it('falls back to the built-in banner when the script cannot be loaded', async () => {
    useConsentScriptSetting();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderRoute(<ConsentHost />);
    await act(async () => {
      fireEvent.error(consentScript());
    });
    expect(await screen.findByRole('region', { name: 'Your privacy choices' })).toBeTruthy();
    expect(consentUiStore.getState().builtIn).toBe(true);
  });
});
