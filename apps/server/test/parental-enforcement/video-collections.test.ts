import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContentLimits } from '../../src/modules/parental/content-limits';
import { comicsDemoExtension } from '../../src/modules/comics/demo/comics-demo.extension';
import { seedDemoCatalogue } from '../../src/modules/demo/seed-demo-catalogue';
import { buildTestApp, type TestApp } from '../helpers/test-app';
import { FAST_ENV } from '../helpers/test-user';
import { limitedCallers, lockedVideo, type CallerHeaders, type LockedVideo } from './enforcement-fixtures';

/*
 * Parental controls in collections and homepage rails (issue 23), on the demo catalogue with its
 * comics: a member limited to TV-PG and Teen finds no title above those anywhere in a collection
 * page, a homepage rail or a rail's embedded first page ("new episodes", "trailers", "season
 * starters" and the comics rails included); with the pin entered, or without limits, every reply
 * is the visitor's.
 */

let t: TestApp;
type Who = Record<string, string>;
const who: CallerHeaders = { open: {}, limited: {}, unlocked: {} };
const LIMITS = ContentLimits.fromRatings('TV-PG', 'Teen');
let locked: LockedVideo;

beforeAll(async () => {
  t = await buildTestApp(FAST_ENV);
  await seedDemoCatalogue(t.database.db, {
    extensions: [comicsDemoExtension({ DATA_DIR: t.config.DATA_DIR, DEMO_MEDIA: 'off' })],
    runExtensions: false,
  });
  await t.app.ready();
  Object.assign(who, await limitedCallers(t, { tv_rating: 'TV-PG', age_rating: 'Teen' }));
  locked = await lockedVideo(t, LIMITS);
});
afterAll(async () => t?.app.close());

const get = (url: string, headers: Who = {}) => t.app.inject({ method: 'GET', url, headers });

interface Item {
  uuid: string;
  item_type: string;
  age_rating?: string;
  collection_items?: Item[];
}

/** The oracle: video by the contract's rules on the rows, comics by their wire age rating. */
function isLocked(item: Item): boolean {
  if (item.item_type === 'Book' || item.item_type === 'ComicSeries') return !LIMITS.allowsComic(item);
  return locked.has(item);
}

describe('collection pages', () => {
  it('leave out every title above the limits, of every rated type, and nothing else', async () => {
    const slugs = (await t.database.db.selectFrom('collections').select('slug').execute()).map((c) => c.slug);
    const lockedTypes = new Set<string>();
    // Each collection's checks are independent: run side by side (the test stays quick).
    const checkCollection = async (slug: string) => {
      const url = `/api/5/2/collection-items/slug/${slug}?page_size=100`;
      const [visitor, limited, open, unlocked] = await Promise.all([
        get(url),
        get(url, who.limited),
        get(url, who.open),
        get(url, who.unlocked),
      ]);
      expect(visitor.statusCode, slug).toBe(200);
      const everyone = visitor.json() as { num_pages: number; values: Item[] };
      for (const item of everyone.values) if (isLocked(item)) lockedTypes.add(item.item_type);

      expect(limited.statusCode).toBe(200);
      const page = limited.json() as { num_pages: number; values: Item[] };
      expect(
        page.values.map((item) => item.uuid),
        slug,
      ).toEqual(everyone.values.filter((item) => !isLocked(item)).map((item) => item.uuid));
      // Pages are windows of positions: a shorter page, the same page count.
      expect(page.num_pages).toBe(everyone.num_pages);
      expect(limited.headers['cache-control']).toBe('private, no-store');
      // The pin, or no limits, answer the visitor's page.
      expect(open.body, `open ${slug}`).toBe(visitor.body);
      expect(unlocked.body, `unlocked ${slug}`).toBe(visitor.body);
    };
    await Promise.all(slugs.map(checkCollection));
    // The demo puts locked titles of every rated type in some collection.
    expect([...lockedTypes].sort()).toEqual(['Book', 'Clip', 'ComicSeries', 'Episode', 'Season', 'Series']);
  });

  it('page by uuid the same way, page after page', async () => {
    const collection = await t.database.db
      .selectFrom('collections')
      .select('uuid')
      .where('slug', '=', 'every-episode')
      .executeTakeFirstOrThrow();
    const url = `/api/5/2/collection-items/uuid/${collection.uuid}`;
    const everyone = (await get(`${url}?page_size=100`)).json() as { values: Item[] };
    const expected = everyone.values.filter((item) => !isLocked(item)).map((item) => item.uuid);
    expect(expected.length).toBeLessThan(everyone.values.length);
    const pages: string[] = [];
    for (let page = 1; page <= Math.ceil(everyone.values.length / 10); page++) {
      const res = await get(`${url}?page_size=10&page=${page}`, who.limited);
      expect(res.statusCode).toBe(200);
      pages.push(...(res.json() as { values: Item[] }).values.map((item) => item.uuid));
    }
    expect(pages).toEqual(expected);
  });
});

describe('homepage rails', () => {
  for (const flavor of ['home', 'browse', 'comics']) {
    it(`leave titles above the limits out of the ${flavor} rails and their embedded pages`, async () => {
      const url = `/api/5/2/homepage/${flavor}?withitems=1`;
      const visitor = await get(url);
      expect(visitor.statusCode).toBe(200);
      const everyone = visitor.json() as { collectionItems: Item[] };
      const limited = await get(url, who.limited);
      expect(limited.statusCode).toBe(200);
      expect(limited.headers['cache-control']).toBe('private, no-store');
      const rails = (limited.json() as { collectionItems: Item[] }).collectionItems;

      const expectedRails = everyone.collectionItems.filter((rail) => !isLocked(rail));
      expect(rails.map((rail) => rail.uuid)).toEqual(expectedRails.map((rail) => rail.uuid));
      let lockedSeen = 0;
      for (const [i, rail] of expectedRails.entries()) {
        const embedded = rail.collection_items ?? [];
        lockedSeen += embedded.filter(isLocked).length;
        expect((rails[i]!.collection_items ?? []).map((item) => item.uuid)).toEqual(
          embedded.filter((item) => !isLocked(item)).map((item) => item.uuid),
        );
      }
      // Every flavor's rails show something the limits lock, so each check above could fail.
      expect(lockedSeen).toBeGreaterThan(0);
      for (const other of ['open', 'unlocked'] as const) {
        expect((await get(url, who[other])).body, other).toBe(visitor.body);
      }
    });
  }

  it('keep "new episodes" free of locked episodes and still full where the catalogue allows', async () => {
    const home = (await get('/api/5/2/homepage/home?withitems=1', who.limited)).json() as {
      collectionItems: (Item & { slug?: string })[];
    };
    const rail = home.collectionItems.find((item) => item.slug === 'new-episodes');
    expect(rail).toBeDefined();
    expect(rail!.collection_items!.length).toBeGreaterThan(0);
    expect(rail!.collection_items!.filter(isLocked)).toEqual([]);
  });
});
