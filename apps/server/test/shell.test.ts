import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({
    SUPPORTED_COUNTRIES: 'US,ES,MX',
    DEFAULT_COUNTRY: 'US',
    SHOP_BASE_URL: 'https://shop.test',
  });
});
afterAll(async () => t.app.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('GET /api/5/consumer/{name}', () => {
  it('answers every consumer field, with a stored random secret', async () => {
    const res = await get('/api/5/consumer/www');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(
      [
        'name',
        'akamai_license_key',
        'art_source_url',
        'client_ip',
        'consumer_secret',
        'country_code',
        'country_language',
        'country_supported',
        'google_recaptcha_v3_site_key',
        'captcha_platform',
        'static_url',
        'url',
        'drm',
        'portal_id',
        'age_gate',
      ].sort(),
    );
    expect(body.consumer_secret).toMatch(/^[\w-]{32}$/);
    // The site root as a path: art loads whatever host name the page was opened by.
    expect(body.art_source_url).toBe('/');
    expect(body.static_url).toBe('/');
    expect(body.url).toBe(`${t.config.PUBLIC_URL}/`);
    expect(body.drm).toEqual({ fairplay: '', playready: '', widevine: '' });
    expect(body.age_gate).toEqual({ age: 13, block_timeout: 86400 });
    expect((await get('/api/5/consumer/www')).json().consumer_secret).toBe(body.consumer_secret);
  });

  it('decides country_supported from country_code, then the geo header, then the default', async () => {
    expect((await get('/api/5/consumer/www?country_code=mx')).json()).toMatchObject({
      country_code: 'MX',
      country_supported: true,
      country_language: 'es',
    });
    expect((await get('/api/5/consumer/www?country_code=FR')).json()).toMatchObject({
      country_code: 'FR',
      country_supported: false,
    });
    expect((await get('/api/5/consumer/www', { 'x-country-code': 'ZZ' })).json()).toMatchObject({
      country_code: 'ZZ',
      country_supported: false,
    });
    expect((await get('/api/5/consumer/www', { 'x-country-code': 'es' })).json().country_supported).toBe(
      true,
    );
    expect((await get('/api/5/consumer/www', { 'x-country-code': '??' })).json().country_code).toBe('US');
    expect((await get('/api/5/consumer/www')).json()).toMatchObject({
      country_code: 'US',
      country_supported: true,
    });
  });

  it('answers coded errors for an unknown consumer and a bad country code', async () => {
    const unknown = await get('/api/5/consumer/tv-box');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errors[0].code).toBe('CONSUMER_NOT_FOUND');
    const bad = await get('/api/5/consumer/www?country_code=U1');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0]).toMatchObject({ code: 'INVALID_COUNTRY_CODE', field: 'country_code' });
  });
});

describe('GET /shop/{name}', () => {
  it('leads homepage to the shop front page', async () => {
    expect((await get('/shop/homepage')).json()).toEqual({ reason: 'homepage', url: 'https://shop.test/' });
  });
  it('leads a stored destination to its page', async () => {
    expect((await get('/shop/comics')).json()).toEqual({
      reason: 'comics',
      url: 'https://shop.test/collections/comics',
    });
  });
  it('answers coded errors for unknown and malformed names', async () => {
    const unknown = await get('/shop/spaceships');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errors[0].code).toBe('SHOP_DESTINATION_NOT_FOUND');
    const bad = await get('/shop/..%2Fetc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].code).toBe(8);
  });
});

describe('experiments', () => {
  it('answers one experiment', async () => {
    const res = await get('/api/5/1/experiment/autoplay-next');
    // An on/off flag (no variants): nobody is assigned a variant.
    expect(res.json()).toEqual({
      name: 'autoplay-next',
      enabled: true,
      is_public: true,
      variant: null,
      payload: null,
    });
  });
  it('answers EXPERIMENT_NOT_FOUND (client 1051) for an unknown one', async () => {
    const res = await get('/api/5/1/experiment/does-not-exist');
    expect(res.statusCode).toBe(404);
    expect(res.json().errors[0].code).toBe('EXPERIMENT_NOT_FOUND');
  });
  it('answers INVALID_EXPERIMENT_NAME (client 1040) for a malformed name', async () => {
    const res = await get('/api/5/1/experiment/bad%20name!');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].code).toBe('INVALID_EXPERIMENT_NAME');
  });
  it('lists the public experiments as the cohort', async () => {
    const { experiments } = (await get('/api/5/1/cohort-experiments/')).json();
    // The analytics module seeds the demo's home-hero-text (docs/experiments.md).
    expect(experiments.map((e: { name: string }) => e.name)).toEqual([
      'autoplay-next',
      'home-hero-text',
      'panel-reader-v2',
    ]);
    await t.database.db
      .updateTable('experiments')
      .set({ enabled: true })
      .where('name', '=', 'panel-reader-v2')
      .execute();
    const again = (await get('/api/5/1/cohort-experiments/')).json().experiments;
    expect(again.find((e: { name: string }) => e.name === 'panel-reader-v2').enabled).toBe(true);
  });
});
