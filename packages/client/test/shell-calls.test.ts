import { describe, expect, it } from 'vitest';
import type { ApiError } from '../src';
import { envelope, json, rejection, testClient } from './fake-fetch';

const consumer = {
  name: 'www',
  akamai_license_key: 'key',
  art_source_url: 'https://art.example',
  client_ip: '127.0.0.1',
  consumer_secret: 'secret',
  country_code: 'US',
  country_language: 'en',
  country_supported: true,
  google_recaptcha_v3_site_key: 'site-key',
  captcha_platform: 'google',
  static_url: 'https://static.example',
  url: 'https://fanverse.example',
  drm: { fairplay: 'f', playready: 'p', widevine: 'w' },
  portal_id: 'portal',
  age_gate: { age: 13, block_timeout: 3600 },
};

describe('client.shell', () => {
  it('getConsumer: GET /api/5/consumer/{name} with cs, country_code, dfs, parsed as ConsumerConfig', async () => {
    const { client, last } = testClient(() => json(consumer));
    const config = await client.shell.getConsumer('www', { cs: 'abc', country_code: 'US', dfs: 'x' });
    expect(config).toEqual(consumer);
    expect(last().method).toBe('GET');
    expect(last().url.pathname).toBe('/api/5/consumer/www');
    expect(Object.fromEntries(last().url.searchParams)).toEqual({
      cs: 'abc',
      country_code: 'US',
      dfs: 'x',
      trans: 'en',
    });
  });

  it('getConsumer: an unknown consumer is 1200, a bad country code 1201', async () => {
    const unknown = testClient(() => envelope(404, { code: 'CONSUMER_NOT_FOUND', message: 'No consumer' }));
    expect(((await rejection(unknown.client.shell.getConsumer('nope'))) as ApiError).errors[0]?.code).toBe(
      1200,
    );
    const badCountry = testClient(() => envelope(400, { code: 'INVALID_COUNTRY_CODE', message: 'Bad' }));
    const error = (await rejection(
      badCountry.client.shell.getConsumer('www', { country_code: 'ZZ' }),
    )) as ApiError;
    expect(error.errors[0]?.code).toBe(1201);
  });

  it('getConsumer: a config missing fields fails with 9999 instead of reaching the app', async () => {
    const { client } = testClient(() => json({ name: 'www' }));
    expect(((await rejection(client.shell.getConsumer('www'))) as ApiError).errors[0]?.code).toBe(9999);
  });

  it('getShopUrl: GET /shop/{name}; an unknown destination is 1061', async () => {
    const { client, last } = testClient(() => json({ reason: 'homepage', url: 'https://shop.example/' }));
    await expect(client.shell.getShopUrl('homepage')).resolves.toEqual({
      reason: 'homepage',
      url: 'https://shop.example/',
    });
    expect(last().url.pathname).toBe('/shop/homepage');

    const missing = testClient(() => envelope(404, { code: 'SHOP_DESTINATION_NOT_FOUND', message: 'No' }));
    expect(((await rejection(missing.client.shell.getShopUrl('nowhere'))) as ApiError).errors[0]?.code).toBe(
      1061,
    );
  });

  it('getShopUrl: escapes the name as one path segment', async () => {
    const { client, last } = testClient(() => json({ reason: 'r', url: 'u' }));
    await client.shell.getShopUrl('a/b c');
    expect(last().url.pathname).toBe('/shop/a%2Fb%20c');
  });

  it('getCohortExperiments and getExperiment', async () => {
    const experiment = { name: 'new-reader', enabled: true, is_public: false };
    const { client, calls } = testClient((call) =>
      call.url.pathname.endsWith('/cohort-experiments/')
        ? json({ experiments: [experiment] })
        : json(experiment),
    );
    await expect(client.shell.getCohortExperiments()).resolves.toEqual({ experiments: [experiment] });
    await expect(client.shell.getExperiment('new-reader', {}, { lang: 'es' })).resolves.toEqual(experiment);
    expect(calls.map((call) => `${call.url.pathname}?${call.url.searchParams}`)).toEqual([
      '/api/5/1/cohort-experiments/?trans=en',
      '/api/5/1/experiment/new-reader?trans=es',
    ]);
  });

  it('getCohortExperiments and getExperiment send persistentUserId; the variant and payload are kept', async () => {
    const persistentUserId = '3f1c2b7a-5d4e-4f6a-8b9c-0d1e2f3a4b5c';
    const experiment = {
      name: 'home-hero-text',
      enabled: true,
      is_public: true,
      variant: 'fan-first',
      payload: { headline: { en: 'Made by fans.' } },
    };
    const { client, calls } = testClient((call) =>
      call.url.pathname.endsWith('/cohort-experiments/')
        ? json({ experiments: [experiment] })
        : json(experiment),
    );
    await expect(client.shell.getCohortExperiments({ persistentUserId })).resolves.toEqual({
      experiments: [experiment],
    });
    await expect(client.shell.getExperiment('home-hero-text', { persistentUserId })).resolves.toEqual(
      experiment,
    );
    expect(calls.map((call) => Object.fromEntries(call.url.searchParams))).toEqual([
      { persistentUserId, trans: 'en' },
      { persistentUserId, trans: 'en' },
    ]);
  });

  it('getExperiment: a reply whose variant is not a string or null fails with 9999', async () => {
    const { client } = testClient(() =>
      json({ name: 'x', enabled: true, is_public: true, variant: 7, payload: null }),
    );
    expect(((await rejection(client.shell.getExperiment('x'))) as ApiError).errors[0]?.code).toBe(9999);
  });

  it('getExperiment: unknown is 1051 Experiment does not exist, a bad name 1040', async () => {
    const unknown = testClient(() => envelope(404, { code: 'EXPERIMENT_NOT_FOUND', message: 'No' }));
    const error = (await rejection(unknown.client.shell.getExperiment('nope'))) as ApiError;
    expect(error.errors).toMatchObject([{ code: 1051, message: 'Experiment does not exist' }]);
    const bad = testClient(() => envelope(400, { code: 'INVALID_EXPERIMENT_NAME', message: 'Bad' }));
    expect(((await rejection(bad.client.shell.getExperiment('!!'))) as ApiError).errors[0]?.code).toBe(1040);
  });

  it('getBuildId: GET /build-id.json', async () => {
    const build = { id: 'abc123', built_at: '2025-01-01T00:00:00Z' };
    const { client, last } = testClient(() => json(build));
    await expect(client.shell.getBuildId()).resolves.toEqual(build);
    expect(last().url.pathname).toBe('/build-id.json');
  });
});
