import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  CaptchaUnavailableError,
  createCaptchaRegistry,
  recaptchaV3,
  solveCaptcha,
  useCaptcha,
  type CaptchaProviderFactory,
} from '../src/lib/captcha';
import { siteSettingsStore, type SiteSettings } from '../src/lib/site-settings';

const off: SiteSettings = {
  captchaPlatform: 'google',
  recaptchaSiteKey: '',
  arkosePublicKey: '',
  countryCode: 'US',
  artSourceUrl: null,
  ownedDomains: [],
};

function fakeFactories() {
  const created: string[] = [];
  const factory =
    (platform: string): CaptchaProviderFactory =>
    (key) => {
      created.push(`${platform}:${key}`);
      return {
        preload: vi.fn(() => Promise.resolve()),
        execute: vi.fn((action: string) => Promise.resolve(`${platform}-token-for-${action}`)),
      };
    };
  return {
    created,
    registry: createCaptchaRegistry({ google: factory('google'), arkose: factory('arkose') }),
  };
}

describe('captcha', () => {
  it('with no key configured loads nothing and sends no answer (the server’s captcha is off too)', async () => {
    const { created, registry } = fakeFactories();
    await expect(solveCaptcha(off, 'login', registry)).resolves.toBeUndefined();
    expect(created).toEqual([]);
  });

  it('with a reCAPTCHA v3 site key, answers with a google token for the action', async () => {
    const { created, registry } = fakeFactories();
    const settings = { ...off, recaptchaSiteKey: 'site-key-1' };
    await expect(solveCaptcha(settings, 'register', registry)).resolves.toEqual({
      platform: 'google',
      token: 'google-token-for-register',
    });
    await solveCaptcha(settings, 'login', registry);
    expect(created).toEqual(['google:site-key-1']); // one provider (one script) per page
  });

  it('with arkose, uses the Arkose key, and a google site key alone does not switch it on', async () => {
    const { registry } = fakeFactories();
    const arkose = { ...off, captchaPlatform: 'arkose' as const, recaptchaSiteKey: 'site-key-1' };
    await expect(solveCaptcha(arkose, 'login', registry)).resolves.toBeUndefined();
    await expect(solveCaptcha({ ...arkose, arkosePublicKey: 'pk-1' }, 'login', registry)).resolves.toEqual({
      platform: 'arkose',
      token: 'arkose-token-for-login',
    });
  });

  it('a provider that cannot answer fails as CaptchaUnavailableError (shown as 1080)', async () => {
    const registry = createCaptchaRegistry({
      google: () => ({
        preload: () => Promise.resolve(),
        execute: () => Promise.reject(new Error('blocked')),
      }),
      arkose: recaptchaV3,
    });
    await expect(solveCaptcha({ ...off, recaptchaSiteKey: 'k' }, 'login', registry)).rejects.toBeInstanceOf(
      CaptchaUnavailableError,
    );
  });

  it('the hook preloads the configured provider while the form is filled in', async () => {
    const { registry } = fakeFactories();
    siteSettingsStore.setState({ recaptchaSiteKey: 'site-key-2' });
    const { result } = renderHook(() => useCaptcha('login', registry));
    expect(result.current.enabled).toBe(true);
    const provider = registry.providerFor(siteSettingsStore.getState())!.provider;
    await waitFor(() => expect(provider.preload).toHaveBeenCalled());
    await expect(result.current.getAnswer()).resolves.toEqual({
      platform: 'google',
      token: 'google-token-for-login',
    });
    siteSettingsStore.setState({ recaptchaSiteKey: '' });
  });

  it('the reCAPTCHA v3 provider loads Google’s script for its site key, once', () => {
    const provider = recaptchaV3('site key');
    void provider.preload().catch(() => undefined);
    void provider.preload().catch(() => undefined);
    const scripts = [...document.querySelectorAll('script')].map((script) => script.src);
    expect(scripts).toEqual(['https://www.google.com/recaptcha/api.js?render=site%20key']);
  });
});
