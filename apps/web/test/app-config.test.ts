import type { ConsumerConfig } from '@fanverse/contract';
import { describe, expect, it, vi } from 'vitest';
import {
  appConfigStore,
  consumerStore,
  initAppConfigStore,
} from '../src/features/app-config/app-config-store';
import { runStartup } from '../src/features/app-config/startup';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

function consumer(overrides: Partial<ConsumerConfig> = {}): ConsumerConfig {
  return {
    name: 'www',
    akamai_license_key: 'k',
    art_source_url: 'https://art.example/',
    client_ip: '127.0.0.1',
    consumer_secret: 'secret-1',
    country_code: 'US',
    country_language: 'en',
    country_supported: true,
    google_recaptcha_v3_site_key: 'site',
    captcha_platform: 'google',
    static_url: 'https://static.example/',
    url: 'https://fanverse.example/',
    drm: { fairplay: '', playready: '', widevine: '' },
    portal_id: 'p',
    age_gate: { age: 13, block_timeout: 0 },
    ...overrides,
  };
}

describe('application config ids', () => {
  it('creates random UUIDs once and keeps them across reloads under the "vuex" key', () => {
    appConfigStore.setState({ persistentUserId: '', browserId: '' });
    const stop = initAppConfigStore(localStorage);
    const { persistentUserId, browserId } = appConfigStore.getState();
    expect(persistentUserId).toMatch(UUID);
    expect(browserId).toMatch(UUID);
    expect(browserId).not.toBe(persistentUserId);
    stop();

    const saved = JSON.parse(localStorage.getItem('vuex') ?? '{}') as { app?: Record<string, unknown> };
    expect(saved.app).toEqual({ persistentUserId, browserId });

    // A "reload": memory is gone, storage is not.
    appConfigStore.setState({ persistentUserId: '', browserId: '' });
    initAppConfigStore(localStorage)();
    expect(appConfigStore.getState()).toMatchObject({ persistentUserId, browserId });
  });

  it('replaces stored ids that are not UUIDs, and keeps other slices of "vuex"', () => {
    localStorage.setItem(
      'vuex',
      JSON.stringify({ app: { persistentUserId: 'nope', browserId: 42 }, other: { a: 1 } }),
    );
    appConfigStore.setState({ persistentUserId: '', browserId: '' });
    initAppConfigStore(localStorage)();
    expect(appConfigStore.getState().persistentUserId).toMatch(UUID);
    const saved = JSON.parse(localStorage.getItem('vuex') ?? '{}') as Record<string, unknown>;
    expect(saved.other).toEqual({ a: 1 });
  });
});

describe('start-up', () => {
  it('keeps the consumer secret (as the consumer key) and art source URL, and sets the captcha platform', async () => {
    const setConsumerKey = vi.fn();
    const result = await runStartup({
      loadConsumer: () => Promise.resolve(consumer({ captcha_platform: 'arkose' })),
      setConsumerKey,
      logError: vi.fn(),
    });
    expect(result).toEqual({ configured: true, countrySupported: true });
    expect(setConsumerKey).toHaveBeenCalledWith('secret-1');
    expect(consumerStore.getState()).toMatchObject({
      status: 'configured',
      consumerSecret: 'secret-1',
      artSourceUrl: 'https://art.example/',
      countrySupported: true,
    });
    expect(appConfigStore.getState()).toMatchObject({ captchaPlatform: 'arkose', platformInitialized: true });
  });

  it('reports an unsupported country', async () => {
    const result = await runStartup({
      loadConsumer: () => Promise.resolve(consumer({ country_supported: false })),
      setConsumerKey: vi.fn(),
      logError: vi.fn(),
    });
    expect(result.countrySupported).toBe(false);
  });

  it('logs a failed consumer load and carries on unconfigured', async () => {
    const logError = vi.fn();
    const setConsumerKey = vi.fn();
    const result = await runStartup({
      loadConsumer: () => Promise.reject(new Error('Network Error')),
      setConsumerKey,
      logError,
    });
    expect(result).toEqual({ configured: false, countrySupported: true });
    expect(logError).toHaveBeenCalledTimes(1);
    expect(setConsumerKey).not.toHaveBeenCalled();
    expect(consumerStore.getState()).toMatchObject({ status: 'unconfigured', consumerSecret: null });
    expect(appConfigStore.getState().platformInitialized).toBe(true);
  });
});
