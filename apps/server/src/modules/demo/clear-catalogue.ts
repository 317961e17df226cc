import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * Catalogue tables (migration 0005), children before parents: what a regeneration empties, and
 * what the demo tests count (one list, so a table added to the catalogue is added to both).
 */
export const CATALOGUE_TABLES = [
  // The demo comics (comics module): the comics extension writes them again after the rows.
  'comic_panels',
  'comic_pages',
  'comic_books',
  'comic_series',
  'homepages',
  'databags',
  'collection_items',
  'collections',
  'clip_owners',
  'clips',
  'episodes',
  'seasons',
  'series_cast',
  'series_genres',
  'cast_members',
  'series',
  'genres',
  'jsonbags',
  'cms_pages',
  'clickout_objects',
  'shop_products',
  'subtitles',
] as const;

/**
 * Art of the video catalogue and the items around it; other asset types (the comics' `book`
 * and `comicseries`) belong to content this generator does not make, and are kept.
 */
const ART_TYPES = ['series', 'season', 'episode', 'clips', 'collection', 'banners', 'actors', 'shopify'];

/** Tables with a serial id, restarted so a regenerated catalogue gets the same ids again. */
const SERIAL_TABLES = [
  'comic_series',
  'comic_books',
  'series',
  'cast_members',
  'seasons',
  'episodes',
  'clips',
  'collections',
  'jsonbags',
  'databags',
];

/**
 * Deletes every catalogue row (art of the types above only) and the shop destinations that
 * products added (operators' own destinations, the defaults among them, have another reason and
 * stay). DELETE rather than TRUNCATE: tables of later issues that reference the catalogue keep
 * the behaviour their foreign keys declare. Run inside the regeneration's transaction.
 */
export async function clearCatalogue(db: Kysely<Database>): Promise<void> {
  await db
    .deleteFrom('shop_destinations')
    .where('reason', '=', 'product')
    .where('name', 'in', db.selectFrom('shop_products').select('name'))
    .execute();
  for (const table of CATALOGUE_TABLES) await db.deleteFrom(table).execute();
  await db.deleteFrom('art_assets').where('asset_type', 'in', ART_TYPES).execute();
  for (const table of SERIAL_TABLES) {
    await sql`select setval(pg_get_serial_sequence(${table}, 'id'), 1, false)`.execute(db);
  }
}
