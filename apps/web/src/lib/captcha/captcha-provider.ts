import type { CaptchaPlatform } from '@fanverse/contract';
import type { SiteSettings } from '../site-settings';

/** Answers a captcha challenge for one action (`login`, `register`) with a token for the server. */
export interface CaptchaProvider {
  /** Starts loading what the provider needs, so the first submit does not wait for it. */
  preload(): Promise<void>;
  execute(action: string): Promise<string>;
}

/** Builds the provider of a platform from its key (site key, public key). */
export type CaptchaProviderFactory = (key: string) => CaptchaProvider;

/** The key a platform runs with; empty means captcha is off for the visitor's site. */
export function captchaKey(settings: SiteSettings): string {
  return settings.captchaPlatform === 'arkose' ? settings.arkosePublicKey : settings.recaptchaSiteKey;
}

export interface CaptchaRegistry {
  /** A provider for the settings, or null when captcha is off (no key: nothing loads, nothing is sent). */
  providerFor(settings: SiteSettings): { platform: CaptchaPlatform; provider: CaptchaProvider } | null;
}

/** One provider instance per platform and key, so a script loads once per page. */
export function createCaptchaRegistry(factories: Record<CaptchaPlatform, CaptchaProviderFactory>) {
  const providers = new Map<string, CaptchaProvider>();
  const registry: CaptchaRegistry = {
    providerFor(settings) {
      const key = captchaKey(settings);
      if (!key) return null;
      const platform = settings.captchaPlatform;
      const id = `${platform}:${key}`;
      let provider = providers.get(id);
      if (!provider) {
        provider = factories[platform](key);
        providers.set(id, provider);
      }
      return { platform, provider };
    },
  };
  return registry;
}
