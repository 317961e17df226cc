import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTION_PAGE_SIZE } from '@fanverse/contract';
import {
  artImageUrl,
  artSources,
  catalogueMapping,
  isAbortError,
  normaliseItems,
  rebaseArtPath,
} from '@fanverse/client';
import type { ContractServer } from './contract-server';
import {
  UNKNOWN_UUID,
  checkedLocally,
  codeOf,
  demoFacts,
  startCatalogueServer,
  type DemoFacts,
} from './catalogue-fixtures';

let s: ContractServer;
let demo: DemoFacts;
beforeAll(async () => {
  s = await startCatalogueServer();
  demo = await demoFacts(s);
});
afterAll(async () => s.app.close());

/** A request the client's §5 check would never send, read with the catalogue mapping. */
const raw = (path: string) =>
  codeOf(s.client().http.request({ method: 'GET', path, mapping: catalogueMapping }));

describe('collections', () => {
  it('getCollectionBySlug and getCollectionByUuid: the same collection', async () => {
    const bySlug = await s.client().catalogue.getCollectionBySlug(demo.collection.slug);
    const byUuid = await s.client().catalogue.getCollectionByUuid(demo.collection.uuid);
    expect(bySlug).toEqual(byUuid);
    expect(bySlug).toMatchObject({
      uuid: demo.collection.uuid,
      slug: demo.collection.slug,
      url: `/collections/${demo.collection.slug}`,
    });
    expect(bySlug.item_count).toBeGreaterThan(0);
  });

  it('trans=es answers the collection in Spanish', async () => {
    const en = await s.client().catalogue.getCollectionBySlug(demo.collection.slug);
    const es = await s.client('es').catalogue.getCollectionBySlug(demo.collection.slug);
    expect(es.uuid).toBe(en.uuid);
    expect(es.title).not.toBe(en.title);
  });

  it('2003 for a missing or malformed slug, 2000 for an unknown one', async () => {
    expect(await checkedLocally(s, (c) => c.catalogue.getCollectionBySlug(''))).toEqual({
      code: 2003,
      sent: 0,
    });
    expect(await checkedLocally(s, (c) => c.catalogue.getCollectionItemsBySlug(' '))).toEqual({
      code: 2003,
      sent: 0,
    });
    expect(await codeOf(s.client().catalogue.getCollectionBySlug('Not A Slug!'))).toBe(2003);
    expect(await codeOf(s.client().catalogue.getCollectionItemsBySlug('Not A Slug!'))).toBe(2003);
    expect(await codeOf(s.client().catalogue.getCollectionBySlug('no-such-collection'))).toBe(2000);
    expect(await codeOf(s.client().catalogue.getCollectionItemsBySlug('no-such-collection'))).toBe(2000);
  });

  it('2008 for a missing or malformed uuid, 2000 for an unknown one', async () => {
    expect(await checkedLocally(s, (c) => c.catalogue.getCollectionByUuid(''))).toEqual({
      code: 2008,
      sent: 0,
    });
    expect(await checkedLocally(s, (c) => c.catalogue.getCollectionItemsByUuid(''))).toEqual({
      code: 2008,
      sent: 0,
    });
    expect(await codeOf(s.client().catalogue.getCollectionByUuid('not-a-uuid'))).toBe(2008);
    expect(await codeOf(s.client().catalogue.getCollectionItemsByUuid('not-a-uuid'))).toBe(2008);
    expect(await codeOf(s.client().catalogue.getCollectionByUuid(UNKNOWN_UUID))).toBe(2000);
    expect(await codeOf(s.client().catalogue.getCollectionItemsByUuid(UNKNOWN_UUID))).toBe(2000);
  });
});

describe('collection items', () => {
  it('pages of 20 by default, the same by slug and by uuid, every item type normalised', async () => {
    const bySlug = await s.client().catalogue.getCollectionItemsBySlug(demo.collection.slug);
    const byUuid = await s.client().catalogue.getCollectionItemsByUuid(demo.collection.uuid);
    expect(bySlug).toEqual(byUuid);
    expect(Object.keys(bySlug).sort()).toEqual(['num_pages', 'page', 'page_size', 'values']);
    expect(bySlug.page).toBe(1);
    expect(bySlug.page_size).toBe(COLLECTION_PAGE_SIZE);
    expect(bySlug.values.length).toBe(Math.min(COLLECTION_PAGE_SIZE, demo.collection.itemCount));
    expect(() => normaliseItems(bySlug.values)).not.toThrow();
  });

  it('a smaller page size pages through every item once', async () => {
    const client = s.client();
    const first = await client.catalogue.getCollectionItemsBySlug(demo.collection.slug, { page_size: 2 });
    const seen = first.values.map((item) => `${item.item_type}:${item.uuid}`);
    for (let page = 2; page <= first.num_pages; page++) {
      const next = await client.catalogue.getCollectionItemsBySlug(demo.collection.slug, {
        page,
        page_size: 2,
      });
      seen.push(...next.values.map((item) => `${item.item_type}:${item.uuid}`));
    }
    expect(new Set(seen).size).toBe(seen.length);
    expect(first.num_pages).toBe(Math.ceil(seen.length / 2));
  });

  it('5004 for page and page size, 5005 past the last page', async () => {
    const slug = demo.collection.slug;
    expect(
      await checkedLocally(s, (c) => c.catalogue.getCollectionItemsBySlug(slug, { page: 'two' })),
    ).toEqual({
      code: 5004,
      sent: 0,
    });
    expect(await codeOf(s.client().catalogue.getCollectionItemsBySlug(slug, { page: 0 }))).toBe(5004);
    expect(
      await codeOf(s.client().catalogue.getCollectionItemsByUuid(demo.collection.uuid, { page_size: 101 })),
    ).toBe(5004);
    expect(await raw(`/api/5/2/collection-items/slug/${slug}?page=two`)).toBe(5004);
    expect(await codeOf(s.client().catalogue.getCollectionItemsBySlug(slug, { page: 999 }))).toBe(5005);
  });
});

/** Homepage calls keep a failure and resolve undefined (spec §8): these ones must have loaded. */
async function loaded<T>(call: Promise<T | undefined>): Promise<T> {
  const value = await call;
  if (value === undefined) throw new Error('the homepage call failed');
  return value;
}

/** The code a homepage call kept under `homepage` (it resolves undefined instead of throwing). */
async function homepageCode(lang?: string, flavor = 'comics') {
  const client = s.client(lang);
  await expect(client.catalogue.getHomepage(flavor as never)).resolves.toBeUndefined();
  return client.errors.get('homepage')[0]?.code;
}

describe('homepage', () => {
  it('getHomepage home with items: rails with their first page', async () => {
    const home = await loaded(s.client().catalogue.getHomepage('home', { withitems: true }));
    expect(home.flavor).toBe('home');
    expect(home.collectionItems.length).toBeGreaterThan(0);
    const rails = home.collectionItems.filter((item) => item.item_type === 'Collection');
    expect(rails.length).toBeGreaterThan(0);
    expect(rails.some((rail) => rail.collection_items.length > 0)).toBe(true);
    expect(() => normaliseItems(home.collectionItems)).not.toThrow();
    for (const rail of rails) expect(() => normaliseItems(rail.collection_items)).not.toThrow();

    const bare = await loaded(s.client().catalogue.getHomepage('home'));
    const bareRails = bare.collectionItems.filter((item) => item.item_type === 'Collection');
    expect(bareRails.every((rail) => rail.collection_items.length === 0)).toBe(true);
  });

  it('getBrowse: the browse flavor', async () => {
    const browse = await loaded(s.client().catalogue.getBrowse({ withitems: true }));
    expect(browse.flavor).toBe('browse');
    expect(browse.collectionItems.length).toBeGreaterThan(0);
  });

  it('trans=es answers the homepage in Spanish', async () => {
    const en = await loaded(s.client().catalogue.getHomepage('home'));
    const es = await loaded(s.client('es').catalogue.getHomepage('home'));
    expect(es.uuid).toBe(en.uuid);
    expect(es.collectionItems.map((item) => item.uuid)).toEqual(en.collectionItems.map((item) => item.uuid));
    const titles = (page: typeof en) =>
      page.collectionItems.map((item) => ('title' in item ? item.title : ''));
    expect(titles(es)).not.toEqual(titles(en));
  });

  it('a flavor without a homepage, known or not, is 1850; a malformed one 5008 (kept under homepage)', async () => {
    expect(demo.flavors).not.toContain('comics');
    expect(await homepageCode(undefined, 'comics')).toBe(1850);
    expect(await homepageCode(undefined, 'frontpage')).toBe(1850);
    expect(await homepageCode(undefined, 'a.b')).toBe(5008);
  });

  it('a newer homepage call cancels the older; only the newer result is delivered', async () => {
    const client = s.client();
    const older = client.catalogue.getHomepage('home', { withitems: true });
    const newer = client.catalogue.getHomepage('home', { withitems: true });
    const [first, second] = await Promise.allSettled([older, newer]);
    expect(first.status).toBe('rejected');
    expect(isAbortError((first as PromiseRejectedResult).reason)).toBe(true);
    expect(second.status).toBe('fulfilled');
    expect(client.errors.get('homepage')).toEqual([]);
  });
});

describe('banners (jsonbags)', () => {
  it('by slug and by uuid: the same banner', async () => {
    const bySlug = await s.client().catalogue.getJsonbagBySlug(demo.jsonbag.slug);
    const byUuid = await s.client().catalogue.getJsonbagByUuid(demo.jsonbag.uuid);
    expect(bySlug).toEqual(byUuid);
    expect(bySlug.base_asset_url).toMatch(/^\/art\/banners\//);
  });

  it('1876 for the slug, 1877 for the uuid, 1875 for an unknown banner', async () => {
    expect(await checkedLocally(s, (c) => c.catalogue.getJsonbagBySlug(''))).toEqual({ code: 1876, sent: 0 });
    expect(await checkedLocally(s, (c) => c.catalogue.getJsonbagByUuid(''))).toEqual({ code: 1877, sent: 0 });
    expect(await codeOf(s.client().catalogue.getJsonbagBySlug('Bad Slug'))).toBe(1876);
    expect(await codeOf(s.client().catalogue.getJsonbagByUuid('bad-uuid'))).toBe(1877);
    expect(await codeOf(s.client().catalogue.getJsonbagBySlug('no-such-banner'))).toBe(1875);
    expect(await codeOf(s.client().catalogue.getJsonbagByUuid(UNKNOWN_UUID))).toBe(1875);
  });
});

describe('CMS pages', () => {
  it('getCmsPage: the page; 1721 for an unknown one, 5008 for a malformed slug', async () => {
    const page = await s.client().catalogue.getCmsPage(demo.cmsPage.slug);
    expect(page).toMatchObject({
      slug: demo.cmsPage.slug,
      title: demo.cmsPage.title,
      path: `/pages/${demo.cmsPage.slug}`,
    });
    const es = await s.client('es').catalogue.getCmsPage(demo.cmsPage.slug);
    expect(es.title).not.toBe(page.title);
    expect(await codeOf(s.client().catalogue.getCmsPage('no-such-page'))).toBe(1721);
    expect(await codeOf(s.client().catalogue.getCmsPage('Bad Slug'))).toBe(5008);
  });
});

describe('search', () => {
  it('finds a series by one word of its title', async () => {
    const word = demo.series.title.split(/\s+/).find((w) => w.length > 3)!;
    const result = await s.client().catalogue.search({ q: word.toLowerCase() });
    const found = result.values.filter((item) => item.item_type === 'Series').map((item) => item.uuid);
    expect(found).toContain(demo.series.uuid);
  });

  it('limits results to the types asked for', async () => {
    const word = demo.episode.title.split(/\s+/).find((w) => w.length > 3)!;
    const episodes = await s.client().catalogue.search({ q: word, types: ['Episode'] });
    expect(episodes.values.map((item) => item.uuid)).toContain(demo.episode.uuid);
    expect(episodes.values.every((item) => item.item_type === 'Episode')).toBe(true);
    const series = await s.client().catalogue.search({ q: word, types: ['Series'] });
    expect(series.values.every((item) => item.item_type === 'Series')).toBe(true);
  });

  it('5004 for the page, 5005 past the last, 5008 for an empty query', async () => {
    expect(await checkedLocally(s, (c) => c.catalogue.search({ q: 'dawn', page: 'x' }))).toEqual({
      code: 5004,
      sent: 0,
    });
    expect(await codeOf(s.client().catalogue.search({ q: 'dawn', page: 0 }))).toBe(5004);
    expect(await codeOf(s.client().catalogue.search({ q: demo.series.title, page: 999 }))).toBe(5005);
    expect(await codeOf(s.client().catalogue.search({ q: '  ' }))).toBe(5008);
  });
});

describe('art through the client helpers', () => {
  it('image fields rebased on the art base load, in every format of their srcset', async () => {
    const series = await s.client().catalogue.getSeries(demo.series.id);
    const box = await fetch(rebaseArtPath(`${s.baseUrl}/`, series.box_art));
    expect(box.status).toBe(200);
    expect(box.headers.get('content-type')).toBe('image/jpeg');

    const sources = artSources(s.baseUrl, 'series', series.asset_key, 'hero');
    const avif = sources.avif.split(', ').map((entry) => entry.split(' ')[0]!);
    for (const url of [avif[0]!, avif.at(-1)!, sources.webp.split(' ')[0]!, sources.fallback]) {
      const reply = await fetch(url);
      expect(reply.status, url).toBe(200);
    }
    const missing = await fetch(artImageUrl(s.baseUrl, 'series', 'no-such-asset', 'hero'));
    expect(missing.status).toBe(404);
  });
});
