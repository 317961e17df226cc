import type { CaptchaPlatform } from '@fanverse/contract';
import { parseOwnedDomains } from './navigation/owned-domains';
import { createStore } from './store';

/**
 * What the start-up consumer config tells the features beyond start-up: how captcha works and
 * where the visitor is. Start-up (features/app-config) writes it; sign-in and registration read
 * it. Never persisted: it is fetched fresh on every visit.
 */
export interface SiteSettings {
  captchaPlatform: CaptchaPlatform;
  /** reCAPTCHA v3 site key from the consumer config; empty means captcha is off. */
  recaptchaSiteKey: string;
  /** Arkose public key (a build setting, the consumer config has none); empty means off. */
  arkosePublicKey: string;
  /** The visitor's country (ISO 3166-1 alpha-2) as the consumer config decided it. */
  countryCode: string | null;
  /**
   * The art base of catalogue images (`art_source_url`); null until the consumer config is
   * loaded, and then the site root is used.
   */
  artSourceUrl: string | null;
  /**
   * Domains whose links are followed without asking (lib/navigation): a build setting,
   * VITE_OWNED_DOMAINS, comma separated; the product's own domain when unset.
   */
  ownedDomains: readonly string[];
  /**
   * A consent script loaded instead of the built-in banner (a build setting,
   * VITE_CONSENT_SCRIPT_URL, http(s) only); empty or absent: the built-in banner (docs/consent.md).
   */
  consentScriptUrl?: string;
  /** The consent script's `data-domain-script` (VITE_CONSENT_SCRIPT_DOMAIN_ID); empty: none. */
  consentScriptDomainId?: string;
}

/** A script address the page may load: absolute http(s) only; anything else is ignored. */
export function scriptUrlSetting(value: string | undefined): string {
  const text = value?.trim() ?? '';
  if (!text) return '';
  try {
    const url = new URL(text);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : '';
  } catch {
    return '';
  }
}

export const siteSettingsStore = createStore<SiteSettings>({
  captchaPlatform: 'google',
  recaptchaSiteKey: '',
  arkosePublicKey: import.meta.env.VITE_ARKOSE_PUBLIC_KEY ?? '',
  countryCode: null,
  artSourceUrl: null,
  ownedDomains: parseOwnedDomains(import.meta.env.VITE_OWNED_DOMAINS),
  consentScriptUrl: scriptUrlSetting(import.meta.env.VITE_CONSENT_SCRIPT_URL),
  consentScriptDomainId: import.meta.env.VITE_CONSENT_SCRIPT_DOMAIN_ID?.trim() ?? '',
});
