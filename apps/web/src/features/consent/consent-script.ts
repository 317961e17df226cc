import { loadScript } from '../../lib/captcha/load-script';

/**
 * A consent script from config (spec accounts §7, VITE_CONSENT_SCRIPT_URL), such as OneTrust's:
 * it shows its own banner and writes the same `OptanonConsent` cookie, which the app re-reads
 * whenever the script signals a change. OneTrust signals in several ways depending on its
 * version: it calls `window.OptanonWrapper()` on load and on each change, and fires window
 * events; all of them are listened to (a re-read that finds nothing new changes nothing).
 */
export const CONSENT_SCRIPT_EVENTS = [
  'consent.onetrust',
  'OneTrustGroupsUpdated',
  'OTConsentApplied',
] as const;

interface OneTrustWindow {
  OptanonWrapper?: () => void;
  OneTrust?: { ToggleInfoDisplay?: () => void };
}

function consentWindow(): Window & OneTrustWindow {
  return window as Window & OneTrustWindow;
}

/**
 * Loads the script once and calls `onChange` on every signal it gives. Resolves when the script
 * has loaded; rejects when it cannot be (blocked, offline): the caller then falls back to the
 * built-in banner, so a visitor is never left without a way to choose. `stop` stops listening.
 */
export function startConsentScript(
  url: string,
  domainId: string,
  onChange: () => void,
): { loaded: Promise<void>; stop: () => void } {
  const win = consentWindow();
  const previousWrapper = win.OptanonWrapper;
  // A page may define its own wrapper (tag managers do): it keeps being called.
  const wrapper = () => {
    previousWrapper?.();
    onChange();
  };
  win.OptanonWrapper = wrapper;
  const listener = () => onChange();
  for (const name of CONSENT_SCRIPT_EVENTS) window.addEventListener(name, listener);
  const attributes: Record<string, string> = { charset: 'UTF-8' };
  if (domainId) attributes['data-domain-script'] = domainId;
  const loaded = loadScript(url, attributes);
  return {
    loaded,
    stop() {
      for (const name of CONSENT_SCRIPT_EVENTS) window.removeEventListener(name, listener);
      if (win.OptanonWrapper === wrapper) win.OptanonWrapper = previousWrapper;
    },
  };
}

/** Opens the script's own preference centre; false when it offers none (not loaded). */
export function openScriptPreferences(): boolean {
  const toggle = consentWindow().OneTrust?.ToggleInfoDisplay;
  if (typeof toggle !== 'function') return false;
  toggle.call(consentWindow().OneTrust);
  return true;
}
