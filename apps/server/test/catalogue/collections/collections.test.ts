import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CatalogueServerCode,
  GenericCode,
  collectionItemsPageSchema,
  collectionSchema,
  type CollectionItem,
} from '@fanverse/contract';
import { buildCollectionsTestApp, firstError, type CollectionsTestApp } from './collections-test-app';

let t: CollectionsTestApp;
beforeAll(async () => {
  t = await buildCollectionsTestApp();
});
afterAll(async () => t.app.close());

const page = async (url: string) => {
  const res = await t.get(url);
  expect(res.statusCode, res.body).toBe(200);
  return collectionItemsPageSchema.parse(res.json());
};
const typesOf = (values: CollectionItem[]) => values.map((v) => v.item_type);

describe('GET /api/5/2/collections/{slug|uuid}', () => {
  it('answers the collection by slug and by uuid, with its item count and no embedded items', async () => {
    const { mixed } = t.fx.collections;
    const bySlug = await t.get('/api/5/2/collections/slug/mixed');
    expect(bySlug.statusCode).toBe(200);
    const body = collectionSchema.parse(bySlug.json());
    expect(body).toMatchObject({
      id: mixed.id,
      uuid: mixed.uuid,
      slug: 'mixed',
      asset_key: 'mixed',
      title: 'Harbour picks',
      url: '/collections/mixed',
      item_count: 12,
      collection_items: [],
    });
    expect(body.metadata).toEqual({
      layout: 'hero-rail',
      type: 'mixed',
      container: null,
      icon: '/art/collection/mixed/icon.jpg',
      plan_type: 'premium',
      thumbnail: '/art/collection/custom/thumb.jpg',
      trailer: null,
      description: '',
      masthead: '/art/collection/mixed/hero.jpg',
      upsell_text: null,
      upsell_text_es: 'Hazte premium',
    });
    const byUuid = await t.get(`/api/5/2/collections/uuid/${mixed.uuid}`);
    expect(byUuid.statusCode).toBe(200);
    expect(byUuid.json()).toEqual(bySlug.json());
    expect((await t.get('/api/5/2/collections/slug/empty')).json().item_count).toBe(0);
  });

  it('translates the title into Spanish, falling back to English per field and for unknown languages', async () => {
    expect((await t.get('/api/5/2/collections/slug/mixed?trans=es')).json().title).toBe(
      'Selección del puerto',
    );
    expect((await t.get('/api/5/2/collections/slug/mixed?trans=fr')).json().title).toBe('Harbour picks');
    expect((await t.get('/api/5/2/collections/slug/all-episodes?trans=es')).json().title).toBe(
      'All episodes',
    );
  });

  it('answers 400 INVALID_COLLECTION_SLUG / INVALID_COLLECTION_UUID and 404 COLLECTION_NOT_FOUND', async () => {
    for (const url of [
      '/api/5/2/collections/slug/Bad_Slug',
      '/api/5/2/collections/slug/-x',
      `/api/5/2/collections/slug/${'a'.repeat(101)}`,
    ]) {
      const res = await t.get(url);
      expect(res.statusCode, url).toBe(400);
      expect(firstError(res)).toMatchObject({
        code: CatalogueServerCode.INVALID_COLLECTION_SLUG,
        field: 'collection_slug',
      });
    }
    const badUuid = await t.get('/api/5/2/collections/uuid/not-a-uuid');
    expect(badUuid.statusCode).toBe(400);
    expect(firstError(badUuid)).toMatchObject({
      code: CatalogueServerCode.INVALID_COLLECTION_UUID,
      field: 'collection_uuid',
    });
    for (const url of [
      '/api/5/2/collections/slug/nowhere',
      '/api/5/2/collections/uuid/00000000-0000-4000-8000-000000000000',
    ]) {
      const res = await t.get(url);
      expect(res.statusCode, url).toBe(404);
      expect(firstError(res).code).toBe(CatalogueServerCode.COLLECTION_NOT_FOUND);
    }
  });
});

describe('GET /api/5/2/collection-items/{slug|uuid}', () => {
  it('answers exactly {page, page_size, num_pages, values}, items of every type in position order', async () => {
    const res = await t.get('/api/5/2/collection-items/slug/mixed');
    expect(Object.keys(res.json()).sort()).toEqual(['num_pages', 'page', 'page_size', 'values']);
    const body = await page('/api/5/2/collection-items/slug/mixed');
    expect(body).toMatchObject({ page: 1, page_size: 20, num_pages: 1 });
    // The ended and the not-yet-started databags are left out; everything else keeps its place.
    expect(typesOf(body.values)).toEqual([
      'Series',
      'Episode',
      'Episode',
      'Jsonbag',
      'Databag',
      'CMSPage',
      'ClickoutObject',
      'ShopifyProduct',
      'ShopifyProduct',
      'Collection',
    ]);
    expect(body.values.map((v) => v.uuid)).toEqual([
      t.fx.series.uuid,
      t.fx.episodes[0]!.uuid,
      t.fx.episodes[1]!.uuid,
      t.fx.jsonbag.uuid,
      t.fx.databags.open.uuid,
      t.fx.cmsPage.uuid,
      t.fx.clickout.uuid,
      t.fx.products.usd.uuid,
      t.fx.products.jpy.uuid,
      t.fx.collections.allEpisodes.uuid,
    ]);
    const byUuid = await page(`/api/5/2/collection-items/uuid/${t.fx.collections.mixed.uuid}`);
    expect(byUuid).toEqual(body);
  });

  it('answers each item with its own fields', async () => {
    const { values } = await page('/api/5/2/collection-items/slug/mixed');
    const find = <T extends CollectionItem['item_type']>(type: T) =>
      values.find((v) => v.item_type === type) as Extract<CollectionItem, { item_type: T }>;

    expect(find('Collection')).toMatchObject({ slug: 'all-episodes', item_count: 45, collection_items: [] });
    expect(find('Jsonbag')).toMatchObject({
      slug: 'spring-banner',
      base_asset_url: '/art/banners/spring-banner',
      metadata: { title: 'Spring arrives', clickout_type: 'series', external_clickout: false },
    });
    expect(find('Databag')).toMatchObject({
      uuid: t.fx.databags.open.uuid,
      metadata: {
        collection_id: t.fx.collections.allEpisodes.id,
        collection_slug: 'all-episodes',
        title: 'Open window',
      },
    });
    const databag = find('Databag');
    expect(Date.parse(databag.metadata.start!)).toBeLessThan(Date.now());
    expect(Date.parse(databag.metadata.end!)).toBeGreaterThan(Date.now());
    expect(find('CMSPage')).toMatchObject({
      slug: 'about-the-harbour',
      cms_page_type: 'news',
      template: 'article',
      path: '/pages/about-the-harbour',
      publish_date: '2024-02-03T04:05:06.000Z',
    });
    expect(find('ClickoutObject')).toMatchObject({
      url: 'https://example.org/tour',
      base_asset_url: '/art/banners/lighthouse-tour',
      metadata: { partner: 'Harbour Board' },
      is_approved: true,
    });
    const products = values.filter((v) => v.item_type === 'ShopifyProduct');
    expect(products.map((p) => [p.price, p.currency_code, p.url, p.premium_only])).toEqual([
      ['24.99', 'USD', '/shop/beacon-mug', false],
      ['1500', 'JPY', '/shop/beacon-pin', true],
    ]);
    expect(find('Series')).toMatchObject({ id: t.fx.series.id, title: 'Harbour Lights' });
    expect(find('Episode')).toMatchObject({ number: 1, title: 'Beacon 1', series_id: t.fx.series.id });
  });

  it('translates every item type present', async () => {
    const { values } = await page('/api/5/2/collection-items/slug/mixed?trans=es');
    const titles = Object.fromEntries(
      values.map((v) => [
        v.item_type,
        'metadata' in v && 'title' in v.metadata ? v.metadata.title : 'title' in v ? v.title : '',
      ]),
    );
    expect(titles).toMatchObject({
      Series: 'Luces del Puerto',
      Jsonbag: 'Llega la primavera',
      Databag: 'Open window (es)',
      CMSPage: 'Sobre el puerto',
      Collection: 'All episodes',
    });
    const clickout = values.find((v) => v.item_type === 'ClickoutObject');
    expect(clickout).toMatchObject({ cta_label: 'Reservar', title: 'Lighthouse tour' });
  });

  it('pages through 45 items 20 at a time, and answers 404 code 5 past the last page', async () => {
    const numbers = async (url: string) =>
      (await page(url)).values.map((v) => (v.item_type === 'Episode' ? v.number : -1));
    const first = await page('/api/5/2/collection-items/slug/all-episodes');
    expect(first).toMatchObject({ page: 1, page_size: 20, num_pages: 3 });
    expect(await numbers('/api/5/2/collection-items/slug/all-episodes?page=2')).toEqual(
      Array.from({ length: 20 }, (_, i) => 21 + i),
    );
    expect(await numbers('/api/5/2/collection-items/slug/all-episodes?page=3')).toEqual([41, 42, 43, 44, 45]);
    expect(await numbers('/api/5/2/collection-items/slug/all-episodes?page=2&page_size=7')).toEqual([
      8, 9, 10, 11, 12, 13, 14,
    ]);
    const all = await page('/api/5/2/collection-items/slug/all-episodes?page_size=100');
    expect(all).toMatchObject({ num_pages: 1 });
    expect(all.values).toHaveLength(45);

    for (const url of [
      '/api/5/2/collection-items/slug/all-episodes?page=4',
      '/api/5/2/collection-items/slug/all-episodes?page=2&page_size=100',
      '/api/5/2/collection-items/slug/empty?page=2',
    ]) {
      const res = await t.get(url);
      expect(res.statusCode, url).toBe(404);
      expect(firstError(res).code).toBe(GenericCode.PAGE_NOT_FOUND);
    }
  });

  it('answers an empty collection with its one empty page', async () => {
    expect(await page('/api/5/2/collection-items/slug/empty')).toEqual({
      page: 1,
      page_size: 20,
      num_pages: 1,
      values: [],
    });
  });

  it('answers bad pages and sizes with code 4, bad keys with their codes, unknown keys with 404', async () => {
    for (const query of [
      'page=x',
      'page=0',
      'page=-1',
      'page=1.5',
      'page_size=0',
      'page_size=101',
      'page_size=y',
    ]) {
      const res = await t.get(`/api/5/2/collection-items/slug/mixed?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(firstError(res).code, query).toBe(GenericCode.PAGE_NOT_INT);
    }
    const badSlug = await t.get('/api/5/2/collection-items/slug/UPPER');
    expect(firstError(badSlug).code).toBe(CatalogueServerCode.INVALID_COLLECTION_SLUG);
    const badUuid = await t.get('/api/5/2/collection-items/uuid/1234');
    expect(firstError(badUuid).code).toBe(CatalogueServerCode.INVALID_COLLECTION_UUID);
    for (const url of [
      '/api/5/2/collection-items/slug/nowhere',
      '/api/5/2/collection-items/uuid/00000000-0000-4000-8000-000000000000',
    ]) {
      const res = await t.get(url);
      expect(res.statusCode, url).toBe(404);
      expect(firstError(res).code).toBe(CatalogueServerCode.COLLECTION_NOT_FOUND);
    }
  });

  it('leaves out items whose row is gone rather than failing the page', async () => {
    const { db } = t.database;
    const ghost = '11111111-2222-4333-8444-555555555555';
    const gone = await db
      .insertInto('collections')
      .values({
        uuid: '99999999-2222-4333-8444-555555555555',
        slug: 'ghosts',
        asset_key: 'ghosts',
        title: 'Ghosts',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('collection_items')
      .values([
        { collection_id: gone.id, position: 1, item_type: 'Episode', item_uuid: ghost },
        { collection_id: gone.id, position: 2, item_type: 'Series', item_uuid: t.fx.series.uuid },
        { collection_id: gone.id, position: 3, item_type: 'Book', item_uuid: ghost },
      ])
      .execute();
    const body = await page('/api/5/2/collection-items/slug/ghosts');
    expect(typesOf(body.values)).toEqual(['Series']);
  });
});
