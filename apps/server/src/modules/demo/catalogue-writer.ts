import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { DemoPlan } from './catalogue-plan';
import { planRowCount } from './catalogue-plan';
import type { ProgressFn } from './progress';

/** Rows per multi-row insert: far below PostgreSQL's 65,535 parameters for the widest table. */
const BATCH_ROWS = 500;

function chunks<T>(rows: readonly T[], size = BATCH_ROWS): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

function need<K, V>(map: Map<K, V>, key: K, what: string): V {
  const value = map.get(key);
  if (value === undefined) throw new Error(`demo catalogue: ${what} ${String(key)} was not written`);
  return value;
}

/** Where a banner leads, once the series ids are known. */
function linkPath(link: DemoPlan['jsonbags'][number]['link'], seriesIds: Map<string, number>): string {
  switch (link.kind) {
    case 'series':
      return `/series/${need(seriesIds, link.slug, 'series')}/${link.slug}`;
    case 'episode':
      return `/series/${need(seriesIds, link.slug, 'series')}/${link.slug}/episode/${link.number}`;
    case 'collection':
      return `/collections/${link.slug}`;
    case 'page':
      return `/pages/${link.slug}`;
    case 'shop':
      return `/shop/${link.name}`;
    case 'external':
      return link.url;
  }
}

/**
 * Inserts a planned catalogue, table by table in foreign-key order, with multi-row inserts.
 * Run it inside a transaction: a failure halfway leaves nothing behind.
 */
export async function writeDemoCatalogue(
  db: Kysely<Database>,
  plan: DemoPlan,
  onProgress: ProgressFn = () => {},
): Promise<void> {
  const total = planRowCount(plan);
  let done = 0;
  const step = async <T>(label: string, rows: readonly T[], insert: (batch: T[]) => Promise<unknown>) => {
    for (const batch of chunks(rows)) {
      await insert(batch);
      done += batch.length;
      onProgress(done, total, label);
    }
  };

  await step('genres', plan.genres, (b) => db.insertInto('genres').values(b).execute());

  const seriesIds = new Map<string, number>();
  await step('series', plan.series, async (b) => {
    const rows = await db.insertInto('series').values(b).returning(['id', 'slug']).execute();
    for (const r of rows) seriesIds.set(r.slug, r.id);
  });
  const seriesId = (slug: string) => need(seriesIds, slug, 'series');

  await step('series genres', plan.seriesGenres, (b) =>
    db
      .insertInto('series_genres')
      .values(b.map(({ seriesSlug, ...row }) => ({ ...row, series_id: seriesId(seriesSlug) })))
      .execute(),
  );

  const castIds = new Map<string, number>();
  await step('cast', plan.castMembers, async (b) => {
    const rows = await db.insertInto('cast_members').values(b).returning(['id', 'asset_key']).execute();
    for (const r of rows) castIds.set(r.asset_key, r.id);
  });
  await step('series cast', plan.seriesCast, (b) =>
    db
      .insertInto('series_cast')
      .values(
        b.map(({ seriesSlug, castKey, ...row }) => ({
          ...row,
          series_id: seriesId(seriesSlug),
          cast_member_id: need(castIds, castKey, 'cast member'),
        })),
      )
      .execute(),
  );

  const seasonIds = new Map<string, number>();
  await step('seasons', plan.seasons, async (b) => {
    const rows = await db
      .insertInto('seasons')
      .values(b.map(({ seriesSlug, ...row }) => ({ ...row, series_id: seriesId(seriesSlug) })))
      .returning(['id', 'series_id', 'season_number'])
      .execute();
    for (const r of rows) seasonIds.set(`${r.series_id}:${r.season_number}`, r.id);
  });
  await step('episodes', plan.episodes, (b) =>
    db
      .insertInto('episodes')
      .values(
        b.map(({ seriesSlug, ...row }) => {
          const series_id = seriesId(seriesSlug);
          return {
            ...row,
            series_id,
            season_id: need(seasonIds, `${series_id}:${row.season_num}`, 'season'),
          };
        }),
      )
      .execute(),
  );

  const clipIds = new Map<string, number>();
  await step('clips', plan.clips, async (b) => {
    const rows = await db
      .insertInto('clips')
      .values(
        b.map(({ seriesSlug, ...row }) => ({
          ...row,
          series_id: seriesSlug === null ? null : seriesId(seriesSlug),
        })),
      )
      .returning(['id', 'uuid'])
      .execute();
    for (const r of rows) clipIds.set(r.uuid, r.id);
  });
  await step('clip owners', plan.clipOwners, (b) =>
    db
      .insertInto('clip_owners')
      .values(b.map(({ clipUuid, ...row }) => ({ ...row, clip_id: need(clipIds, clipUuid, 'clip') })))
      .execute(),
  );

  await step('banners', plan.jsonbags, (b) =>
    db
      .insertInto('jsonbags')
      .values(
        b.map(({ link, metadata, ...row }) => ({
          ...row,
          metadata: JSON.stringify({
            ...metadata,
            url: linkPath(link, seriesIds),
            external_clickout: link.kind === 'external',
          }),
        })),
      )
      .execute(),
  );
  await step('pages', plan.cmsPages, (b) => db.insertInto('cms_pages').values(b).execute());
  await step('clickouts', plan.clickouts, (b) => db.insertInto('clickout_objects').values(b).execute());
  await step('shop products', plan.shopProducts, (b) => db.insertInto('shop_products').values(b).execute());
  // A product's name is its shop destination; an operator's own row of that name is kept.
  await step('shop destinations', plan.shopDestinations, (b) =>
    db
      .insertInto('shop_destinations')
      .values(b)
      .onConflict((c) => c.column('name').doNothing())
      .execute(),
  );

  const collectionIds = new Map<string, number>();
  await step('collections', plan.collections, async (b) => {
    const rows = await db.insertInto('collections').values(b).returning(['id', 'slug']).execute();
    for (const r of rows) collectionIds.set(r.slug, r.id);
  });
  const collectionId = (slug: string) => need(collectionIds, slug, 'collection');
  await step('collection items', plan.collectionItems, (b) =>
    db
      .insertInto('collection_items')
      .values(
        b.map(({ collectionSlug, ...row }) => ({ ...row, collection_id: collectionId(collectionSlug) })),
      )
      .execute(),
  );
  await step('databags', plan.databags, (b) =>
    db
      .insertInto('databags')
      .values(
        b.map(({ collectionSlug, ...row }) => ({ ...row, collection_id: collectionId(collectionSlug) })),
      )
      .execute(),
  );
  await step('homepages', plan.homepages, (b) =>
    db
      .insertInto('homepages')
      .values(
        b.map(({ collectionSlug, ...row }) => ({ ...row, collection_id: collectionId(collectionSlug) })),
      )
      .execute(),
  );

  await step('subtitles', plan.subtitles, (b) => db.insertInto('subtitles').values(b).execute());
  await step('art', plan.artAssets, (b) => db.insertInto('art_assets').values(b).execute());
}
