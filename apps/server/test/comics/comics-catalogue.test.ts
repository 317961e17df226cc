import crypto from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  browseComicsSchema,
  CatalogueServerCode,
  comicBookSchema,
  comicSeriesSchema,
  GenericCode,
  seriesBooksPageSchema,
} from '@fanverse/contract';
import { buildPlaybackTestApp, firstError, type PlaybackTestApp } from '../playback/playback-test-app';
import { FIXTURE_PAGE, insertComicFixtures, type InsertedComics } from './comic-fixtures';
import { writeTestPageImage } from './comic-page-files';

/** The public comics catalogue: books, series, a series' books, previews, the comics home, loaders. */
let t: PlaybackTestApp;
let comics: InsertedComics;
let bigSeries: InsertedComics;

beforeAll(async () => {
  t = await buildPlaybackTestApp();
  comics = await insertComicFixtures(t.database.db, {
    series_title: 'Moonlit Harbour',
    series_title_es: 'Puerto a la Luz de la Luna',
    series_tags: ['mystery', 'noir'],
    books: [
      {
        title: 'The Lantern',
        title_es: 'El Farol',
        pages: 12,
        spread_first: true,
        release_date: '2024-02-01',
      },
      { title: 'The Tide', pages: 10, preview_count: 2, release_date: '2024-03-01' },
      { book_type: 'annual', title: 'Harbour Annual', pages: 6, release_date: '2024-04-01' },
      { title: 'The Storm', pages: 8, release_date: '2024-05-01', sort_index: 3 },
    ],
  });
  // 23 issues: two pages of the series books call.
  bigSeries = await insertComicFixtures(t.database.db, {
    series_title: 'Sakura Lines',
    series_reading_direction: 'rtl',
    series_tags: ['romance'],
    books: Array.from({ length: 23 }, (_, i) => ({
      pages: 2,
      sort_index: 100 - i,
      release_date: '2023-01-01',
    })),
  });
});
afterAll(async () => t.app.close());

const book = (i: number) => comics.books[i]!;

describe('GET /api/comics/1/book/{uuid}/', () => {
  it('answers the book with every wire field, its pages and preview addresses', async () => {
    const res = await t.get(`/api/comics/1/book/${book(0).uuid}/`);
    expect(res.statusCode, res.body).toBe(200);
    const body = comicBookSchema.parse(res.json());
    expect(body).toMatchObject({
      uuid: book(0).uuid,
      title: 'The Lantern',
      book_type: 'issue',
      issue_number: 1,
      series_title: 'Moonlit Harbour',
      series_uuid: comics.series.uuid,
      release_date: '2024-02-01',
      num_pages: 12,
      available_formats: ['SD', 'HD'],
      url: `/comics/book/${book(0).uuid}/${book(0).slug}`,
      authors: ['Ana Writer'],
    });
    // Strict: no field the contract does not name.
    expect(Object.keys(res.json()).sort()).toEqual(Object.keys(comicBookSchema.shape).sort());
    expect(body.pages[0]!.size).toEqual({ width: FIXTURE_PAGE.width * 2, height: FIXTURE_PAGE.height });
    expect(body.pages[1]!.size).toEqual({ width: FIXTURE_PAGE.width, height: FIXTURE_PAGE.height });
    expect(body.preview_images).toEqual(
      [1, 2, 3, 4].map((n) => `/api/comics/1/book/${book(0).uuid}/preview/${n}?size=sd&trans=en`),
    );
    expect(body.pages.map((p) => p.image)).toEqual([
      ...[1, 2, 3, 4].map((n) => `/api/comics/1/book/${book(0).uuid}/preview/${n}?size=thumb&trans=en`),
      ...Array(8).fill(null),
    ]);
    expect(new Date(body.modified_on).toISOString()).toBe(body.modified_on);
  });

  it('answers in Spanish with ?trans=es, falling back to English where untranslated', async () => {
    const lantern = (await t.get(`/api/comics/1/book/${book(0).uuid}/?trans=es`)).json();
    expect(lantern.title).toBe('El Farol');
    expect(lantern.series_title).toBe('Puerto a la Luz de la Luna');
    expect(lantern.preview_images[0]).toContain('trans=es');
    expect((await t.get(`/api/comics/1/book/${book(1).uuid}/?trans=es`)).json().title).toBe('The Tide');
  });

  it('honours preview_count', async () => {
    const tide = comicBookSchema.parse((await t.get(`/api/comics/1/book/${book(1).uuid}/`)).json());
    expect(tide.preview_images).toHaveLength(2);
    expect(tide.pages.filter((p) => p.image !== null)).toHaveLength(2);
  });

  it('answers 400 INVALID_UUID to a malformed uuid and 404 RESOURCE_NOT_FOUND to an unknown one', async () => {
    const bad = await t.get('/api/comics/1/book/not-a-uuid/');
    expect(bad.statusCode).toBe(400);
    expect(firstError(bad).code).toBe(CatalogueServerCode.INVALID_UUID);
    const unknown = await t.get(`/api/comics/1/book/${crypto.randomUUID()}/`);
    expect(unknown.statusCode).toBe(404);
    expect(firstError(unknown).code).toBe(CatalogueServerCode.RESOURCE_NOT_FOUND);
  });
});

describe('GET /api/comics/1/series/{uuid}/', () => {
  it('counts and lists books per lower-cased type, in reading order, with issue numbers', async () => {
    const res = await t.get(`/api/comics/1/series/${comics.series.uuid}/`);
    expect(res.statusCode, res.body).toBe(200);
    const body = comicSeriesSchema.parse(res.json());
    expect(body.num_books).toEqual({ issue: 3, annual: 1 });
    // The Storm has sort_index 3, before the annual (4) but after The Tide (2).
    expect(body.book_uuids).toEqual({
      issue: [book(0).uuid, book(1).uuid, book(3).uuid],
      annual: [book(2).uuid],
    });
    expect(body.issue_numbers).toEqual([1, 2, 3]);
    expect(body.url).toBe(`/comics/series/${comics.series.uuid}/${comics.series.slug}`);
    expect(body.tags).toEqual(['mystery', 'noir']);
    expect((await t.get(`/api/comics/1/series/${comics.series.uuid}/?trans=es`)).json().title).toBe(
      'Puerto a la Luz de la Luna',
    );
  });

  it('answers 400 INVALID_UUID and 404 RESOURCE_NOT_FOUND', async () => {
    expect(firstError(await t.get('/api/comics/1/series/123/')).code).toBe(CatalogueServerCode.INVALID_UUID);
    const unknown = await t.get(`/api/comics/1/series/${crypto.randomUUID()}/`);
    expect(unknown.statusCode).toBe(404);
    expect(firstError(unknown).code).toBe(CatalogueServerCode.RESOURCE_NOT_FOUND);
  });
});

describe('GET /api/comics/1/series/{uuid}/books/{bookType}', () => {
  it('defaults to issues, with or without the segment, ascending by sort_index', async () => {
    for (const url of [
      `/api/comics/1/series/${comics.series.uuid}/books/`,
      `/api/comics/1/series/${comics.series.uuid}/books`,
      `/api/comics/1/series/${comics.series.uuid}/books/issue`,
    ]) {
      const res = await t.get(url);
      expect(res.statusCode, res.body).toBe(200);
      const page = seriesBooksPageSchema.parse(res.json());
      expect(page.values.map((b) => b.uuid)).toEqual([book(0).uuid, book(1).uuid, book(3).uuid]);
      expect(page).toMatchObject({ count: 3, num_pages: 1, page: 1, page_size: 20 });
      expect(page.links.next).toBeNull();
    }
  });

  it('lists another type, and sorts descending', async () => {
    const annuals = (await t.get(`/api/comics/1/series/${comics.series.uuid}/books/annual`)).json();
    expect(annuals.values.map((b: { uuid: string }) => b.uuid)).toEqual([book(2).uuid]);
    const desc = (await t.get(`/api/comics/1/series/${comics.series.uuid}/books/issue?sort=desc`)).json();
    expect(desc.values.map((b: { uuid: string }) => b.uuid)).toEqual([
      book(3).uuid,
      book(1).uuid,
      book(0).uuid,
    ]);
    const none = (await t.get(`/api/comics/1/series/${comics.series.uuid}/books/collected`)).json();
    expect(none).toMatchObject({ count: 0, num_pages: 1, values: [] });
  });

  it('pages 20 at a time with links that keep sort and language', async () => {
    const url = `/api/comics/1/series/${bigSeries.series.uuid}/books/issue`;
    const first = seriesBooksPageSchema.parse((await t.get(`${url}?sort=desc&trans=es`)).json());
    expect(first).toMatchObject({ count: 23, num_pages: 2, page: 1 });
    expect(first.values).toHaveLength(20);
    // sort_index runs 100 down to 78: descending is the insertion order.
    expect(first.values[0]!.uuid).toBe(bigSeries.books[0]!.uuid);
    expect(first.links.next).toBe(`${url}?sort=desc&trans=es&page=2&page_size=20`);
    const second = seriesBooksPageSchema.parse((await t.get(first.links.next!)).json());
    expect(second.values.map((b) => b.uuid)).toEqual(bigSeries.books.slice(20).map((b) => b.uuid));
    expect(second.links.prev).toBe(`${url}?sort=desc&trans=es&page=1&page_size=20`);
  });

  it('answers every error with its code', async () => {
    const base = `/api/comics/1/series/${comics.series.uuid}/books`;
    const cases: [string, number, string | number][] = [
      ['/api/comics/1/series/nope/books/issue', 400, CatalogueServerCode.INVALID_UUID],
      [`${base}/omnibus`, 400, CatalogueServerCode.INVALID_CONTENT_TYPE],
      [`${base}/issue?sort=up`, 400, GenericCode.SORT_ORDER],
      [`${base}/issue?page=zero`, 400, GenericCode.PAGE_NOT_INT],
      [`${base}/issue?page=2`, 404, GenericCode.PAGE_NOT_FOUND],
      [
        `/api/comics/1/series/${crypto.randomUUID()}/books/issue`,
        404,
        CatalogueServerCode.RESOURCE_NOT_FOUND,
      ],
    ];
    for (const [url, status, code] of cases) {
      const res = await t.get(url);
      expect(res.statusCode, url).toBe(status);
      expect(firstError(res).code, url).toBe(code);
    }
  });
});

describe('GET /api/comics/1/book/{uuid}/preview/{n}', () => {
  it('serves the preview pages as WebP, publicly cached, and nothing past preview_count', async () => {
    await writeTestPageImage(t.config.DATA_DIR, book(1).uuid, 1, 'sd', 'en');
    await writeTestPageImage(t.config.DATA_DIR, book(1).uuid, 1, 'thumb', 'es');
    await writeTestPageImage(t.config.DATA_DIR, book(1).uuid, 3, 'sd', 'en');

    const sd = await t.get(`/api/comics/1/book/${book(1).uuid}/preview/1?size=sd&trans=en`);
    expect(sd.statusCode, sd.body).toBe(200);
    expect(sd.headers['content-type']).toBe('image/webp');
    expect(sd.headers['cache-control']).toBe('public, max-age=3600');
    expect((await sharp(sd.rawPayload).metadata()).width).toBe(Math.round(1073 * (2 / 3)));

    const thumb = await t.get(`/api/comics/1/book/${book(1).uuid}/preview/1?size=thumb&trans=es`);
    expect(thumb.statusCode).toBe(200);
    expect((await sharp(thumb.rawPayload).metadata()).width).toBe(Math.round(1073 / 6));

    // Page 3 exists on disk, but The Tide previews two pages only.
    const beyond = await t.get(`/api/comics/1/book/${book(1).uuid}/preview/3`);
    expect(beyond.statusCode).toBe(404);
    expect(firstError(beyond).code).toBe(CatalogueServerCode.RESOURCE_NOT_FOUND);
    // A preview page never rendered.
    expect((await t.get(`/api/comics/1/book/${book(1).uuid}/preview/2`)).statusCode).toBe(404);
  });

  it('answers coded 4xx to bad input', async () => {
    expect(firstError(await t.get('/api/comics/1/book/x/preview/1')).code).toBe(
      CatalogueServerCode.INVALID_UUID,
    );
    const badPage = await t.get(`/api/comics/1/book/${book(1).uuid}/preview/0`);
    expect(badPage.statusCode).toBe(400);
    expect(firstError(badPage).code).toBe(GenericCode.INVALID_PARAMETER);
    const badSize = await t.get(`/api/comics/1/book/${book(1).uuid}/preview/1?size=hd`);
    expect(badSize.statusCode).toBe(400);
    expect(firstError(badSize).code).toBe(GenericCode.INVALID_PARAMETER);
    expect((await t.get(`/api/comics/1/book/${crypto.randomUUID()}/preview/1`)).statusCode).toBe(404);
  });
});

describe('the comics home', () => {
  it('GET /api/comics/1/browse/ answers masthead, counted filters, sorts, categories and sets', async () => {
    const res = await t.get('/api/comics/1/browse/');
    expect(res.statusCode, res.body).toBe(200);
    const home = browseComicsSchema.parse(res.json());
    // Moonlit Harbour has the newest book (2024-05-01).
    expect(home.masthead).toMatchObject({
      title: 'Moonlit Harbour',
      series_uuid: comics.series.uuid,
      cta_text: 'Start reading',
      url: `/comics/series/${comics.series.uuid}/${comics.series.slug}`,
    });
    const section = (key: string) => home.filter_sections.find((s) => s.key === key)!;
    expect(section('book_type').options).toEqual([
      { value: 'issue', label: 'Issues', count: 26 },
      { value: 'annual', label: 'Annuals', count: 1 },
    ]);
    expect(section('reading_direction').options).toEqual([
      { value: 'rtl', label: 'Right to left', count: 23 },
      { value: 'ltr', label: 'Left to right', count: 4 },
    ]);
    expect(home.categories).toEqual([
      { slug: 'romance', title: 'Romance', count: 23 },
      { slug: 'mystery', title: 'Mystery', count: 4 },
      { slug: 'noir', title: 'Noir', count: 4 },
    ]);
    expect(home.sorts.map((s) => s.key)).toEqual(['newest', 'oldest', 'title', '-title', 'series']);
    expect(home.filter_sets.map((s) => s.slug)).toEqual(['start-here', 'new-this-week', 'right-to-left']);
    expect(home.filter_sets[0]).toMatchObject({
      title: 'Start here',
      filters: { book_type: 'issue' },
      sort: 'series',
    });
  });

  it('answers in Spanish', async () => {
    const home = browseComicsSchema.parse((await t.get('/api/comics/1/browse/?trans=es')).json());
    expect(home.masthead?.title).toBe('Puerto a la Luz de la Luna');
    expect(home.masthead?.cta_text).toBe('Empieza a leer');
    expect(home.filter_sections.find((s) => s.key === 'book_type')!.title).toBe('Formato');
    expect(home.sorts[0]!.label).toBe('Más recientes');
    expect(home.categories[1]!.title).toBe('Misterio');
    expect(home.filter_sets[0]!.title).toBe('Empieza aquí');
  });

  it('GET /api/comics/1/browse/books filters, sorts and pages', async () => {
    const rtl = (await t.get('/api/comics/1/browse/books?reading_direction=rtl&page_size=5')).json();
    expect(rtl).toMatchObject({ count: 23, num_pages: 5, page_size: 5 });
    expect(rtl.links.next).toContain('reading_direction=rtl');
    const annual = (await t.get('/api/comics/1/browse/books?book_type=annual')).json();
    expect(annual.values.map((b: { uuid: string }) => b.uuid)).toEqual([book(2).uuid]);
    const newest = (await t.get('/api/comics/1/browse/books?tag=mystery')).json();
    expect(newest.values.map((b: { title: string }) => b.title)).toEqual([
      'The Storm',
      'Harbour Annual',
      'The Tide',
      'The Lantern',
    ]);
    const byTitle = (await t.get('/api/comics/1/browse/books?tag=mystery&sort=title')).json();
    expect(byTitle.values.map((b: { title: string }) => b.title)).toEqual([
      'Harbour Annual',
      'The Lantern',
      'The Storm',
      'The Tide',
    ]);
    const bySeries = (
      await t.get('/api/comics/1/browse/books?tag=mystery&sort=series&book_type=issue')
    ).json();
    expect(bySeries.values.map((b: { title: string }) => b.title)).toEqual([
      'The Lantern',
      'The Tide',
      'The Storm',
    ]);
  });

  it('answers coded errors to bad browse queries', async () => {
    const cases: [string, number, string | number][] = [
      ['/api/comics/1/browse/books?book_type=omnibus', 400, CatalogueServerCode.INVALID_CONTENT_TYPE],
      ['/api/comics/1/browse/books?sort=best', 400, GenericCode.SORT_ORDER],
      ['/api/comics/1/browse/books?tag=%3Cscript%3E', 400, GenericCode.INVALID_PARAMETER],
      ['/api/comics/1/browse/books?page=99', 404, GenericCode.PAGE_NOT_FOUND],
    ];
    for (const [url, status, code] of cases) {
      const res = await t.get(url);
      expect(res.statusCode, url).toBe(status);
      expect(firstError(res).code, url).toBe(code);
    }
  });
});

describe('comics in collections and search', () => {
  it('a collection holding a Book and a ComicSeries resolves both through the item loaders', async () => {
    const collection = await t.database.db
      .insertInto('collections')
      .values({
        uuid: crypto.randomUUID(),
        slug: 'comics-rail',
        asset_key: 'comics-rail',
        title: 'Comics rail',
        layout: 'rail',
        content_type: 'mixed',
        metadata: '{}',
        translations: '{}',
      })
      .returning(['id', 'uuid'])
      .executeTakeFirstOrThrow();
    await t.database.db
      .insertInto('collection_items')
      .values([
        { collection_id: collection.id, position: 1, item_type: 'Book', item_uuid: book(0).uuid },
        {
          collection_id: collection.id,
          position: 2,
          item_type: 'ComicSeries',
          item_uuid: comics.series.uuid,
        },
      ])
      .execute();
    const res = await t.get(`/api/5/2/collection-items/uuid/${collection.uuid}?trans=es`);
    expect(res.statusCode, res.body).toBe(200);
    const values = res.json().values;
    expect(values.map((v: { item_type: string; uuid: string }) => [v.item_type, v.uuid])).toEqual([
      ['Book', book(0).uuid],
      ['ComicSeries', comics.series.uuid],
    ]);
    expect(values[0].title).toBe('El Farol');
    expect(values[1].num_books).toEqual({ issue: 3, annual: 1 });

    // The comics homepage flavor: a rail of that collection, its items embedded.
    const rails = await t.database.db
      .insertInto('collections')
      .values({
        uuid: crypto.randomUUID(),
        slug: 'comics-home-rails',
        asset_key: 'comics-home-rails',
        title: 'Comics home',
        layout: 'rail',
        content_type: 'mixed',
        metadata: '{}',
        translations: '{}',
      })
      .returning(['id'])
      .executeTakeFirstOrThrow();
    await t.database.db
      .insertInto('collection_items')
      .values({ collection_id: rails.id, position: 1, item_type: 'Collection', item_uuid: collection.uuid })
      .execute();
    await t.database.db
      .insertInto('homepages')
      .values({
        flavor: 'comics',
        uuid: crypto.randomUUID(),
        title: 'Comics',
        collection_id: rails.id,
        translations: '{}',
      })
      .execute();
    const home = await t.get('/api/5/2/homepage/comics?withitems=1');
    expect(home.statusCode, home.body).toBe(200);
    const [rail] = home.json().collectionItems;
    expect(
      rail.collection_items.map((v: { item_type: string; uuid: string }) => [v.item_type, v.uuid]),
    ).toEqual([
      ['Book', book(0).uuid],
      ['ComicSeries', comics.series.uuid],
    ]);
  });

  it('search finds books and comic series by title, in either language', async () => {
    const res = await t.get('/api/5/2/search?q=lantern');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().values.map((v: { item_type: string; uuid: string }) => [v.item_type, v.uuid])).toEqual([
      ['Book', book(0).uuid],
    ]);
    const es = (await t.get('/api/5/2/search?q=farol&trans=es')).json();
    expect(es.values[0]).toMatchObject({ item_type: 'Book', title: 'El Farol' });
    const series = (await t.get('/api/5/2/search?q=moonlit&types=ComicSeries')).json();
    expect(series.values.map((v: { uuid: string }) => v.uuid)).toEqual([comics.series.uuid]);
  });
});
