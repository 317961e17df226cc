import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CatalogueServerCode,
  GenericCode,
  collectionItemsPageSchema,
  homepageSchema,
} from '@fanverse/contract';
import { buildCollectionsTestApp, firstError, type CollectionsTestApp } from './collections-test-app';

let t: CollectionsTestApp;
beforeAll(async () => {
  t = await buildCollectionsTestApp();
});
afterAll(async () => t.app.close());

const homepage = async (url: string) => {
  const res = await t.get(url);
  expect(res.statusCode, res.body).toBe(200);
  return homepageSchema.parse(res.json());
};

describe('GET /api/5/2/homepage/{flavor}', () => {
  it('answers the rails of the homepage collection in order, without items by default', async () => {
    const home = await homepage('/api/5/2/homepage/home');
    expect(home).toMatchObject({ flavor: 'home', uuid: t.fx.homepage.uuid, title: 'Home' });
    // The ended databag is left out; the empty collection stays (a client may hide it).
    expect(home.collectionItems.map((rail) => [rail.item_type, rail.uuid])).toEqual([
      ['Collection', t.fx.collections.mixed.uuid],
      ['Jsonbag', t.fx.jsonbag.uuid],
      ['Collection', t.fx.collections.allEpisodes.uuid],
      ['Databag', t.fx.databags.open.uuid],
      ['Collection', t.fx.collections.empty.uuid],
    ]);
    for (const rail of home.collectionItems) {
      if (rail.item_type === 'Collection') expect(rail.collection_items).toEqual([]);
    }
    expect((await homepage('/api/5/2/homepage/home?withitems=0')).collectionItems).toEqual(
      home.collectionItems,
    );
  });

  it('with withitems=1 embeds in each collection rail its first page, leaf items only', async () => {
    const home = await homepage('/api/5/2/homepage/home?withitems=1');
    const rails = home.collectionItems;
    const byUuid = (uuid: string) => rails.find((rail) => rail.uuid === uuid)!;

    const episodes = byUuid(t.fx.collections.allEpisodes.uuid);
    expect(episodes.item_type).toBe('Collection');
    if (episodes.item_type !== 'Collection') return;
    const firstPage = collectionItemsPageSchema.parse(
      (await t.get('/api/5/2/collection-items/slug/all-episodes')).json(),
    );
    expect(episodes.collection_items).toEqual(firstPage.values);
    expect(episodes.collection_items).toHaveLength(20);
    expect(episodes.item_count).toBe(45);

    const mixed = byUuid(t.fx.collections.mixed.uuid);
    if (mixed.item_type !== 'Collection') throw new Error('mixed is a collection rail');
    // The nested collection is left out of the embed; the ended and future databags too.
    expect(mixed.collection_items.map((item) => item.item_type)).toEqual([
      'Series',
      'Episode',
      'Episode',
      'Jsonbag',
      'Databag',
      'CMSPage',
      'ClickoutObject',
      'ShopifyProduct',
      'ShopifyProduct',
    ]);
    const empty = byUuid(t.fx.collections.empty.uuid);
    expect(empty).toMatchObject({ item_type: 'Collection', collection_items: [] });
    expect(byUuid(t.fx.jsonbag.uuid)).toMatchObject({ item_type: 'Jsonbag', slug: 'spring-banner' });
  });

  it('answers in Spanish, rails and embedded items included', async () => {
    const home = await homepage('/api/5/2/homepage/home?withitems=1&trans=es');
    expect(home.title).toBe('Inicio');
    const mixed = home.collectionItems[0]!;
    if (mixed.item_type !== 'Collection') throw new Error('first rail is a collection');
    expect(mixed.title).toBe('Selección del puerto');
    expect(mixed.collection_items[0]).toMatchObject({ item_type: 'Series', title: 'Luces del Puerto' });
  });

  it('answers 404 HOMEPAGE_NOT_FOUND for any well-formed flavor without a homepage (flavors are data)', async () => {
    for (const flavor of [
      'browse',
      'comics',
      'nope',
      'HOME',
      'frontpage',
      'summer_sale-2027',
      'f'.repeat(64),
    ]) {
      const res = await t.get(`/api/5/2/homepage/${flavor}`);
      expect(res.statusCode, flavor).toBe(404);
      expect(firstError(res).code, flavor).toBe(CatalogueServerCode.HOMEPAGE_NOT_FOUND);
    }
  });

  it('answers 400 code 8 (field flavor) for a malformed flavor, and for a bad withitems', async () => {
    for (const flavor of ['f'.repeat(65), 'f'.repeat(199), 'has%20space', '-leading', 'caf%C3%A9', 'a.b']) {
      const res = await t.get(`/api/5/2/homepage/${flavor}`);
      expect(res.statusCode, flavor).toBe(400);
      expect(firstError(res), flavor).toMatchObject({ code: GenericCode.INVALID_PARAMETER, field: 'flavor' });
    }
    // Past the router's longest parameter, and a NUL: refused before the route, with code 8 too.
    for (const flavor of ['f'.repeat(500), 'x%00']) {
      const res = await t.get(`/api/5/2/homepage/${flavor}`);
      expect(res.statusCode, flavor).toBe(400);
      expect(firstError(res).code, flavor).toBe(GenericCode.INVALID_PARAMETER);
    }
    const res = await t.get('/api/5/2/homepage/home?withitems=2');
    expect(res.statusCode).toBe(400);
    expect(firstError(res).code).toBe(GenericCode.INVALID_PARAMETER);
  });

  it('serves a flavor an operator adds as a row, without a deploy', async () => {
    const { db } = t.database;
    await db
      .insertInto('homepages')
      .values({
        flavor: 'summer-2027',
        uuid: crypto.randomUUID(),
        title: 'Summer',
        collection_id: t.fx.collections.allEpisodes.id!,
      })
      .execute();
    const summer = await homepage('/api/5/2/homepage/summer-2027');
    expect(summer).toMatchObject({ flavor: 'summer-2027', title: 'Summer' });
    expect(summer.collectionItems.length).toBeGreaterThan(0);
  });

  it('serves browse as just another flavor once it has a homepage', async () => {
    const { db } = t.database;
    const genres = await db
      .insertInto('collections')
      .values({ uuid: crypto.randomUUID(), slug: 'browse-rails', asset_key: 'browse-rails', title: 'Genres' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('collection_items')
      .values({
        collection_id: genres.id,
        position: 1,
        item_type: 'Collection',
        item_uuid: t.fx.collections.allEpisodes.uuid,
      })
      .execute();
    await db
      .insertInto('homepages')
      .values({ flavor: 'browse', uuid: crypto.randomUUID(), title: 'Browse', collection_id: genres.id })
      .execute();
    const browse = await homepage('/api/5/2/homepage/browse?withitems=1');
    expect(browse.flavor).toBe('browse');
    expect(browse.collectionItems).toHaveLength(1);
    expect(browse.collectionItems[0]).toMatchObject({ slug: 'all-episodes' });
  });
});
