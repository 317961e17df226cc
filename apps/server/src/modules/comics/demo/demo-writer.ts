import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import type { ComicsDemoRows } from './demo-rows';

/** Rows per multi-row insert: far below PostgreSQL's 65,535 parameters for the widest table. */
const BATCH_ROWS = 500;

function chunks<T>(rows: readonly T[], size = BATCH_ROWS): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

function need<V>(map: Map<string, V>, key: string, what: string): V {
  const value = map.get(key);
  if (value === undefined) throw new Error(`demo comics: ${what} ${key} was not written`);
  return value;
}

/**
 * Writes the demo comics and puts them in the catalogue: series, books, pages and panels, their
 * art specs, the comics rails and the `comics` homepage, and one rail on `home`. Idempotent:
 * rows are upserted by their stable keys (uuid, slug, flavor) and a book's pages and panels are
 * replaced whole, so writing twice leaves what writing once did. Run it in a transaction (the
 * catalogue's: the extension's `register`).
 */
export async function writeDemoComics(db: Kysely<Database>, rows: ComicsDemoRows): Promise<void> {
  const seriesIds = new Map<string, number>();
  for (const batch of chunks(rows.series)) {
    const written = await db
      .insertInto('comic_series')
      .values(batch)
      .onConflict((c) =>
        c.column('uuid').doUpdateSet((eb) => ({
          slug: eb.ref('excluded.slug'),
          asset_key: eb.ref('excluded.asset_key'),
          title: eb.ref('excluded.title'),
          description: eb.ref('excluded.description'),
          age_rating: eb.ref('excluded.age_rating'),
          publisher: eb.ref('excluded.publisher'),
          reading_direction: eb.ref('excluded.reading_direction'),
          tags: eb.ref('excluded.tags'),
          translations: eb.ref('excluded.translations'),
        })),
      )
      .returning(['id', 'uuid'])
      .execute();
    for (const r of written) seriesIds.set(r.uuid, r.id);
  }

  const bookIds = new Map<string, number>();
  for (const batch of chunks(rows.books)) {
    const values = batch.map(({ seriesUuid, ...row }) => ({
      ...row,
      series_id: need(seriesIds, seriesUuid, 'series'),
    }));
    const columns = Object.keys(values[0]!).filter((k) => k !== 'uuid') as (keyof (typeof values)[number])[];
    const written = await db
      .insertInto('comic_books')
      .values(values)
      .onConflict((c) =>
        c
          .column('uuid')
          .doUpdateSet(Object.fromEntries(columns.map((k) => [k, sql.ref(`excluded.${k}`)])) as never),
      )
      .returning(['id', 'uuid'])
      .execute();
    for (const r of written) bookIds.set(r.uuid, r.id);
  }
  const bookId = (uuid: string) => need(bookIds, uuid, 'book');

  // Pages are replaced whole (their panels go with them, on delete cascade).
  const ids = [...bookIds.values()];
  if (ids.length > 0) await db.deleteFrom('comic_pages').where('book_id', 'in', ids).execute();
  for (const batch of chunks(rows.pages)) {
    await db
      .insertInto('comic_pages')
      .values(batch.map(({ bookUuid, ...row }) => ({ ...row, book_id: bookId(bookUuid) })))
      .execute();
  }
  for (const batch of chunks(rows.panels)) {
    await db
      .insertInto('comic_panels')
      .values(batch.map(({ bookUuid, ...row }) => ({ ...row, book_id: bookId(bookUuid) })))
      .execute();
  }

  for (const batch of chunks(rows.art)) {
    await db
      .insertInto('art_assets')
      .values(batch)
      .onConflict((c) =>
        c.columns(['asset_type', 'asset_key']).doUpdateSet((eb) => ({ spec: eb.ref('excluded.spec') })),
      )
      .execute();
  }

  const collectionIds = new Map<string, number>();
  const written = await db
    .insertInto('collections')
    .values(rows.collections)
    .onConflict((c) =>
      c.column('slug').doUpdateSet((eb) => ({
        uuid: eb.ref('excluded.uuid'),
        asset_key: eb.ref('excluded.asset_key'),
        title: eb.ref('excluded.title'),
        layout: eb.ref('excluded.layout'),
        content_type: eb.ref('excluded.content_type'),
        metadata: eb.ref('excluded.metadata'),
        translations: eb.ref('excluded.translations'),
      })),
    )
    .returning(['id', 'slug'])
    .execute();
  for (const r of written) collectionIds.set(r.slug, r.id);
  await db
    .deleteFrom('collection_items')
    .where('collection_id', 'in', [...collectionIds.values()])
    .execute();
  await db
    .insertInto('collection_items')
    .values(
      rows.collectionItems.map(({ collectionSlug, ...item }) => ({
        ...item,
        collection_id: need(collectionIds, collectionSlug, 'collection'),
      })),
    )
    .execute();

  const { collectionSlug, ...homepage } = rows.homepage;
  await db
    .insertInto('homepages')
    .values({ ...homepage, collection_id: need(collectionIds, collectionSlug, 'collection') })
    .onConflict((c) =>
      c.column('flavor').doUpdateSet((eb) => ({
        uuid: eb.ref('excluded.uuid'),
        title: eb.ref('excluded.title'),
        collection_id: eb.ref('excluded.collection_id'),
        translations: eb.ref('excluded.translations'),
      })),
    )
    .execute();

  const rail = rows.collections.find((c) => c.slug === rows.homeRail.collectionSlug);
  if (rail) await addHomeRail(db, rows.homeRail.homeCollectionSlug, rail.uuid);
}

/**
 * Appends the comics rail to the `home` homepage's rails, unless it is there already or the
 * catalogue has no such collection (an operator's own catalogue: left as it is).
 */
async function addHomeRail(db: Kysely<Database>, homeSlug: string, railUuid: string): Promise<void> {
  const home = await db
    .selectFrom('collections')
    .select('id')
    .where('slug', '=', homeSlug)
    .executeTakeFirst();
  if (!home) return;
  const items = await db
    .selectFrom('collection_items')
    .select(['position', 'item_type', 'item_uuid'])
    .where('collection_id', '=', home.id)
    .execute();
  if (items.some((i) => i.item_type === 'Collection' && i.item_uuid === railUuid)) return;
  const position = items.reduce((max, i) => Math.max(max, i.position + 1), 0);
  await db
    .insertInto('collection_items')
    .values({ collection_id: home.id, position, item_type: 'Collection', item_uuid: railUuid })
    .execute();
}
