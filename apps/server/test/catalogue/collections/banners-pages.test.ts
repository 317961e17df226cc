import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CatalogueServerCode, GenericCode, cmsPageSchema, jsonbagSchema } from '@fanverse/contract';
import { buildCollectionsTestApp, firstError, type CollectionsTestApp } from './collections-test-app';

let t: CollectionsTestApp;
beforeAll(async () => {
  t = await buildCollectionsTestApp();
});
afterAll(async () => t.app.close());

describe('GET /api/5/2/jsonbag/{slug|uuid}', () => {
  it('answers the banner by slug and by uuid with its art folder', async () => {
    const res = await t.get('/api/5/2/jsonbag/slug/spring-banner');
    expect(res.statusCode).toBe(200);
    const body = jsonbagSchema.parse(res.json());
    expect(body).toEqual({
      id: t.fx.jsonbag.id,
      uuid: t.fx.jsonbag.uuid,
      slug: 'spring-banner',
      asset_key: 'spring-banner',
      base_asset_url: '/art/banners/spring-banner',
      description: 'The spring season banner',
      metadata: {
        title: 'Spring arrives',
        cta_text: 'Watch now',
        cta_description: 'New episodes every Friday',
        url: '/series/1/harbour-lights',
        external_clickout: false,
        clickout_type: 'series',
        item_type: 'Series',
        masthead_color: '#203040',
      },
    });
    expect(Object.keys(res.json())).not.toContain('item_type');
    expect((await t.get(`/api/5/2/jsonbag/uuid/${t.fx.jsonbag.uuid}`)).json()).toEqual(res.json());
  });

  it('translates the banner texts it has, English for the rest', async () => {
    const body = (await t.get('/api/5/2/jsonbag/slug/spring-banner?trans=es')).json();
    expect(body.metadata).toMatchObject({
      title: 'Llega la primavera',
      cta_text: 'Ver ahora',
      cta_description: 'New episodes every Friday',
    });
  });

  it('answers INVALID_JSONBAG_SLUG, INVALID_JSONBAG_UUID and JSONBAG_NOT_FOUND', async () => {
    const badSlug = await t.get('/api/5/2/jsonbag/slug/Spring_Banner');
    expect(badSlug.statusCode).toBe(400);
    expect(firstError(badSlug)).toMatchObject({
      code: CatalogueServerCode.INVALID_JSONBAG_SLUG,
      field: 'jsonbag_slug',
    });
    const badUuid = await t.get('/api/5/2/jsonbag/uuid/spring-banner');
    expect(badUuid.statusCode).toBe(400);
    expect(firstError(badUuid)).toMatchObject({
      code: CatalogueServerCode.INVALID_JSONBAG_UUID,
      field: 'jsonbag_uuid',
    });
    for (const url of [
      '/api/5/2/jsonbag/slug/autumn',
      '/api/5/2/jsonbag/uuid/00000000-0000-4000-8000-000000000000',
    ]) {
      const res = await t.get(url);
      expect(res.statusCode, url).toBe(404);
      expect(firstError(res).code).toBe(CatalogueServerCode.JSONBAG_NOT_FOUND);
    }
  });
});

describe('GET /api/5/2/cmspage/slug/{slug}', () => {
  it('answers the page with its path and banner images', async () => {
    const res = await t.get('/api/5/2/cmspage/slug/about-the-harbour');
    expect(res.statusCode).toBe(200);
    expect(cmsPageSchema.parse(res.json())).toEqual({
      uuid: t.fx.cmsPage.uuid,
      slug: 'about-the-harbour',
      title: 'About the harbour',
      description: 'How the lights came to be',
      body: 'First paragraph.\n\nSecond paragraph.',
      author: 'Mara Quill',
      cms_page_type: 'news',
      // The stored template is not one the web knows: a news page falls back to `article`.
      template: 'article',
      path: '/pages/about-the-harbour',
      publish_date: '2024-02-03T04:05:06.000Z',
      tags: ['harbour', 'history'],
      masthead_background: '#102030',
      asset_key: 'about-the-harbour',
      large: '/art/banners/about-the-harbour/hero.jpg',
      logo: '/art/banners/about-the-harbour/mobile.jpg',
      thumbnail: '/art/banners/about-the-harbour/hero-c2.jpg',
    });
  });

  it('translates title and body, English for the rest', async () => {
    const body = (await t.get('/api/5/2/cmspage/slug/about-the-harbour?trans=es')).json();
    expect(body).toMatchObject({
      title: 'Sobre el puerto',
      body: 'Primer párrafo.',
      description: 'How the lights came to be',
    });
  });

  it('answers 404 RESOURCE_NOT_FOUND for an unknown slug and 400 code 8 for a malformed one', async () => {
    const unknown = await t.get('/api/5/2/cmspage/slug/not-here');
    expect(unknown.statusCode).toBe(404);
    expect(firstError(unknown).code).toBe(CatalogueServerCode.RESOURCE_NOT_FOUND);
    const bad = await t.get('/api/5/2/cmspage/slug/..%2Fetc');
    expect(bad.statusCode).toBe(400);
    expect(firstError(bad)).toMatchObject({ code: GenericCode.INVALID_PARAMETER, field: 'slug' });
  });
});
