import { useCallback, useEffect } from 'react';
import { captchaPlatform as normalisePlatform } from '@fanverse/client';
import type { CaptchaAnswer } from '../session';
import { siteSettingsStore, type SiteSettings } from '../site-settings';
import { useStore } from '../store';
import { createCaptchaRegistry, type CaptchaRegistry } from './captcha-provider';
import { arkoseEnforcement } from './arkose';
import { recaptchaV3 } from './recaptcha-v3';

/** The app's providers: reCAPTCHA v3 for `google`, Arkose for `arkose`. */
export const captchaRegistry: CaptchaRegistry = createCaptchaRegistry({
  google: recaptchaV3,
  arkose: arkoseEnforcement,
});

/** Thrown when a configured captcha cannot give a token; forms show it as 1080 Captcha Error. */
export class CaptchaUnavailableError extends Error {
  override readonly name = 'CaptchaUnavailableError';
}

/** The answer to send with a form, or undefined when captcha is off for this site. */
export async function solveCaptcha(
  settings: SiteSettings,
  action: string,
  registry: CaptchaRegistry = captchaRegistry,
): Promise<CaptchaAnswer | undefined> {
  const found = registry.providerFor({
    ...settings,
    captchaPlatform: normalisePlatform(settings.captchaPlatform),
  });
  if (!found) return undefined;
  try {
    return { platform: found.platform, token: await found.provider.execute(action) };
  } catch (error) {
    throw new CaptchaUnavailableError(error instanceof Error ? error.message : String(error));
  }
}

const selectSettings = (settings: SiteSettings) => settings;

/**
 * Captcha for one form: preloads the provider while the visitor fills the form in, and gives
 * the submit handler the answer to send. With no key configured nothing loads and the answer
 * is undefined, so the call goes out without a captcha (the server's captcha is off too).
 */
export function useCaptcha(action: string, registry: CaptchaRegistry = captchaRegistry) {
  const settings = useStore(siteSettingsStore, selectSettings);
  const enabled = registry.providerFor(settings) !== null;
  useEffect(() => {
    registry
      .providerFor(settings)
      ?.provider.preload()
      .catch(() => {
        // The submit tries again and reports the failure next to the form.
      });
  }, [registry, settings]);
  const getAnswer = useCallback(() => solveCaptcha(settings, action, registry), [settings, action, registry]);
  return { enabled, platform: settings.captchaPlatform, getAnswer };
}
