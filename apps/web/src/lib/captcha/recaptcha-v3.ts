import type { CaptchaProviderFactory } from './captcha-provider';
import { loadScript } from './load-script';

interface ReCaptchaV3 {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

declare global {
  interface Window {
    grecaptcha?: ReCaptchaV3;
  }
}

/**
 * Google reCAPTCHA v3: invisible, scores the visit, one token per action. Loading the script
 * early (on the form's page) gives it the interaction it scores.
 *
 * The page's Content-Security-Policy must allow https://www.google.com and
 * https://www.gstatic.com in script-src and frame-src once a site key is configured.
 */
export const recaptchaV3: CaptchaProviderFactory = (siteKey) => {
  const src = `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`;
  const ready = async () => {
    await loadScript(src);
    const grecaptcha = window.grecaptcha;
    if (!grecaptcha) throw new Error('Fanverse: reCAPTCHA did not start');
    await new Promise<void>((resolve) => grecaptcha.ready(resolve));
    return grecaptcha;
  };
  return {
    preload: async () => void (await ready()),
    execute: async (action) => (await ready()).execute(siteKey, { action }),
  };
};
