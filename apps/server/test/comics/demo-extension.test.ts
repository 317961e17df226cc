import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/database';
import { seedDefaults } from '../../src/db/seed-defaults';
import { comicsDemoExtension } from '../../src/modules/comics/demo/comics-demo.extension';
import { demoComicBooks } from '../../src/modules/comics/demo/demo-books';
import { planDemoComics } from '../../src/modules/comics/demo/demo-rows';
import { writeDemoComics } from '../../src/modules/comics/demo/demo-writer';
import { demoPageLayout } from '../../src/modules/comics/demo/page-svg';
import { comicPageFile } from '../../src/modules/comics/page-images';
import { regenerateDemoCatalogue, seedDemoCatalogue } from '../../src/modules/demo/seed-demo-catalogue';
import { createTestDatabase } from '../helpers/test-database';

/*
 * The comics demo extension on a real catalogue: the rows it registers in the catalogue's
 * transaction (idempotently, and again after a regeneration), and its pre-render run.
 */
const NOW = new Date('2026-03-10T15:00:00Z');
let database: DatabaseHandle;
let dataDir: string;
const extension = (media: 'on' | 'off' = 'on') =>
  comicsDemoExtension({ DATA_DIR: dataDir, DEMO_MEDIA: media });

beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fv-comics-demo-'));
  await seedDefaults(database.db);
  await seedDemoCatalogue(database.db, { now: NOW, extensions: [extension()], runExtensions: false });
});
afterAll(async () => {
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const db = () => database.db;
const count = async (table: string) =>
  Number((await sql.raw<{ n: string }>(`select count(*) as n from ${table}`).execute(db())).rows[0]!.n);
const TABLES = [
  'comic_series',
  'comic_books',
  'comic_pages',
  'comic_panels',
  'collections',
  'collection_items',
  'homepages',
  'art_assets',
];
const counts = async () =>
  Object.fromEntries(await Promise.all(TABLES.map(async (t) => [t, await count(t)] as const)));

describe('comics demo rows', () => {
  it('writes at least 4 series and 24 books of 3 types, with every kind of access', async () => {
    expect(await count('comic_series')).toBeGreaterThanOrEqual(4);
    const books = await db().selectFrom('comic_books').selectAll().execute();
    expect(books.length).toBeGreaterThanOrEqual(24);
    expect(new Set(books.map((b) => b.book_type))).toEqual(new Set(['issue', 'annual', 'collected']));
    const series = await db().selectFrom('comic_series').selectAll().execute();
    expect(new Set(series.map((s) => s.reading_direction))).toEqual(new Set(['ltr', 'rtl', 'vertical']));
    expect(books.filter((b) => b.wall_type === 0).length).toBeGreaterThanOrEqual(3);
    expect(books.some((b) => b.program_schedule.length > 0)).toBe(true);
    expect(books.some((b) => b.exclusive_to_plans.length > 0)).toBe(true);
    for (const b of books) {
      expect(b.authors.length).toBeGreaterThan(0);
      expect(b.translations).toHaveProperty('es.title');
      expect(b.release_date).not.toBeNull();
    }
    // Covers are drawn by the art renderer from a spec per asset.
    const art = await db().selectFrom('art_assets').select(['asset_type', 'asset_key']).execute();
    for (const b of books) expect(art).toContainEqual({ asset_type: 'book', asset_key: b.asset_key });
    for (const s of series) expect(art).toContainEqual({ asset_type: 'comicseries', asset_key: s.asset_key });
  });

  it('stores exactly the panel rectangles the renderer draws', async () => {
    const book = demoComicBooks().find((b) => b.def.spreadPage !== undefined)!;
    const row = await db()
      .selectFrom('comic_books')
      .select('id')
      .where('uuid', '=', book.uuid)
      .executeTakeFirstOrThrow();
    const pages = await db()
      .selectFrom('comic_pages')
      .selectAll()
      .where('book_id', '=', row.id)
      .orderBy('page_number')
      .execute();
    expect(pages.map((p) => ({ width: p.width, height: p.height }))).toEqual(book.pages);
    expect(pages.some((p) => p.width === 2146 && p.height === 1650)).toBe(true);
    const panels = await db()
      .selectFrom('comic_panels')
      .select(['page_number', 'panel_index', 'start_x', 'start_y', 'size_x', 'size_y', 'mask_color'])
      .where('book_id', '=', row.id)
      .orderBy('page_number')
      .orderBy('panel_index')
      .execute();
    const expected = book.pages.flatMap((_, i) =>
      demoPageLayout(book, i + 1).panels.map(({ border: _border, ...p }, panel_index) => ({
        page_number: i + 1,
        panel_index,
        ...p,
      })),
    );
    expect(panels).toEqual(expected);
  });

  it('puts comics in the catalogue: the comics homepage and a rail on home', async () => {
    const home = await db()
      .selectFrom('homepages')
      .innerJoin('collections', 'collections.id', 'homepages.collection_id')
      .select(['collections.id', 'collections.slug'])
      .where('flavor', '=', 'comics')
      .executeTakeFirstOrThrow();
    const rails = await db()
      .selectFrom('collection_items')
      .select(['item_type', 'item_uuid'])
      .where('collection_id', '=', home.id)
      .execute();
    expect(rails.length).toBeGreaterThanOrEqual(4);
    expect(rails.every((r) => r.item_type === 'Collection')).toBe(true);
    const items = await db()
      .selectFrom('collection_items')
      .innerJoin('collections', 'collections.id', 'collection_items.collection_id')
      .select('item_type')
      .where(
        'collections.uuid',
        'in',
        rails.map((r) => r.item_uuid),
      )
      .execute();
    expect(new Set(items.map((i) => i.item_type))).toEqual(new Set(['Book', 'ComicSeries']));
    const onHome = await db()
      .selectFrom('collection_items')
      .innerJoin('collections as rails', 'rails.id', 'collection_items.collection_id')
      .innerJoin('homepages', 'homepages.collection_id', 'rails.id')
      .innerJoin('collections as rail', (j) => j.onRef('rail.uuid', '=', 'collection_items.item_uuid'))
      .select('rail.slug')
      .where('homepages.flavor', '=', 'home')
      .execute();
    expect(onHome.filter((r) => r.slug === 'comics-new')).toHaveLength(1);
  });

  it('writes the same rows again without duplicating them', async () => {
    const before = await counts();
    const ids = await db().selectFrom('comic_books').select(['id', 'uuid']).orderBy('id').execute();
    await db()
      .transaction()
      .execute((trx) => writeDemoComics(trx, planDemoComics(NOW)));
    await db()
      .transaction()
      .execute(async (trx) => extension().register!(trx, []));
    expect(await counts()).toEqual(before);
    expect(await db().selectFrom('comic_books').select(['id', 'uuid']).orderBy('id').execute()).toEqual(ids);
  });

  it('is written again by a regeneration, with the same ids', async () => {
    const before = await counts();
    const ids = await db().selectFrom('comic_books').select(['id', 'uuid']).orderBy('id').execute();
    await regenerateDemoCatalogue(db(), { now: NOW, extensions: [extension()], runExtensions: false });
    expect(await counts()).toEqual(before);
    expect(await db().selectFrom('comic_books').select(['id', 'uuid']).orderBy('id').execute()).toEqual(ids);
  });
});

describe('comics demo pre-render', () => {
  it('renders sd and thumb pages in English with progress, skips them the next time, and stops when aborted', async () => {
    // Only books in the catalogue are rendered: keep one short book so the test stays quick.
    const keep = demoComicBooks().find((b) => b.pages.length <= 10 && b.series.readingDirection === 'ltr')!;
    await db().deleteFrom('comic_books').where('uuid', '!=', keep.uuid).execute();

    // DEMO_MEDIA=off: pages are only rendered on demand.
    const off: number[] = [];
    await extension('off').run({ db: db(), media: [], onProgress: (done) => off.push(done) });
    expect(off).toEqual([]);
    expect(fs.existsSync(path.join(dataDir, 'comics', keep.uuid))).toBe(false);

    const aborted = new AbortController();
    aborted.abort();
    await expect(
      extension().run({ db: db(), media: [], onProgress: () => {}, signal: aborted.signal }),
    ).rejects.toThrow();
    expect(fs.existsSync(path.join(dataDir, 'comics', keep.uuid))).toBe(false);

    const progress: [number, number][] = [];
    await extension().run({ db: db(), media: [], onProgress: (done, total) => progress.push([done, total]) });
    expect(progress[0]).toEqual([0, keep.pages.length]);
    expect(progress.at(-1)).toEqual([keep.pages.length, keep.pages.length]);
    for (let page = 1; page <= keep.pages.length; page++) {
      for (const variant of ['sd', 'thumb'] as const) {
        expect(fs.existsSync(comicPageFile(dataDir, keep.uuid, page, variant, 'en'))).toBe(true);
      }
      expect(fs.existsSync(comicPageFile(dataDir, keep.uuid, page, 'hd', 'en'))).toBe(false);
    }
    expect(fs.readdirSync(path.join(dataDir, 'comics', keep.uuid)).some((f) => f.endsWith('.tmp'))).toBe(
      false,
    );

    const again: number[] = [];
    await extension().run({ db: db(), media: [], onProgress: (done) => again.push(done) });
    expect(again).toEqual([]);
  });
});
