import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { artRow } from './art-specs';
import { demoUuid, sqlDemoDigest, sqlUuidFromDigest } from './demo-ids';
import type { ProgressFn } from './progress';

/**
 * Synthetic series for benchmarks (`npm run demo -- --scale-episodes=N`): `scale-0001`,
 * `scale-0002`, ... each with 4 seasons of 25 episodes, added until the catalogue holds N
 * episodes. Rows are made inside PostgreSQL with generate_series, a few thousand per statement,
 * so a million episodes take minutes, not hours. Scaled episode i (0-based) always lands in the
 * same series, season and number with the same uuids, so running again for the same N adds
 * nothing, and a larger N continues where the last run stopped (an interrupted run too).
 */
export const MAX_SCALE_EPISODES = 1_000_000;
const EPISODES_PER_SERIES = 100;
const EPISODES_PER_SEASON = 25;
const SEASONS_PER_SERIES = EPISODES_PER_SERIES / EPISODES_PER_SEASON;
const EPISODE_BATCH = 5_000;
/** Items of the `scale-episodes` collection: enough pages to measure deep paging. */
const SCALE_COLLECTION_EPISODES = 10_000;
/** Scaled rows share one art asset per type. */
const SCALE_ASSET_KEY = 'scale';
const SCALE_GUID_PREFIX = 'scale-e';

export const scaleSeriesSlug = (k: number) => `scale-${String(k).padStart(4, '0')}`;
/** The same slug in SQL, from an integer expression (lpad alone would truncate past 9999). */
const sqlPadded = (k: string) => `lpad((${k})::text, greatest(4, length((${k})::text)), '0')`;
const sqlScaleSlug = (k: string) => `('scale-' || ${sqlPadded(k)})`;

export interface ScaleOptions {
  episodes: number;
  onProgress?: ProgressFn;
}

export interface ScaleResult {
  /** Episodes added by this run. */
  added: number;
  /** Episodes in the catalogue afterwards. */
  episodes: number;
}

const count = async (db: Kysely<Database>, query: ReturnType<typeof sql<{ n: string }>>) =>
  Number((await query.execute(db)).rows[0]?.n ?? 0);

export async function scaleCatalogue(db: Kysely<Database>, options: ScaleOptions): Promise<ScaleResult> {
  const target = options.episodes;
  if (!Number.isInteger(target) || target < 0 || target > MAX_SCALE_EPISODES) {
    throw new RangeError(`episodes must be an integer from 0 to ${MAX_SCALE_EPISODES}`);
  }
  const onProgress = options.onProgress ?? (() => {});
  const total = await count(db, sql<{ n: string }>`select count(*) as n from episodes`);
  const scaled = await count(
    db,
    sql<{ n: string }>`select count(*) as n from episodes where guid like ${SCALE_GUID_PREFIX + '%'}`,
  );
  const wanted = Math.max(scaled, target - (total - scaled));
  const toAdd = wanted - scaled;
  const units = toAdd + 1;
  let done = 0;

  if (toAdd > 0) {
    const seriesCount = Math.ceil(wanted / EPISODES_PER_SERIES);
    await insertSeriesAndSeasons(db, seriesCount, wanted);
    onProgress(done, units, 'series');
    for (let from = scaled; from < wanted; from += EPISODE_BATCH) {
      const to = Math.min(wanted, from + EPISODE_BATCH);
      await insertEpisodes(db, from, to);
      done += to - from;
      onProgress(done, units, 'episodes');
    }
  }
  await db.transaction().execute((trx) => writeScaleCollections(trx));
  // Fresh planner statistics, so the first benchmark after scaling uses the indexes.
  await sql`analyze series, seasons, episodes, collection_items`.execute(db);
  onProgress(units, units, 'collections');
  return { added: toAdd, episodes: total + toAdd };
}

async function insertSeriesAndSeasons(
  db: Kysely<Database>,
  seriesCount: number,
  wanted: number,
): Promise<void> {
  const slug = sqlScaleSlug('k');
  await db.transaction().execute(async (trx) => {
    await sql`
      insert into series (uuid, slug, asset_key, title, description, year, subtitle_availability, translations)
      select ${sql.raw(sqlUuidFromDigest('h.d'))}, ${sql.raw(slug)}, ${SCALE_ASSET_KEY}::text,
        'Scale Series ' || ${sql.raw(sqlPadded('k'))},
        'A synthetic series for load tests.',
        2000 + k % 20,
        '["en","es"]',
        jsonb_build_object('es', jsonb_build_object(
          'title', 'Serie de escala ' || ${sql.raw(sqlPadded('k'))},
          'description', 'Una serie sintética para pruebas de carga.'))
      from generate_series(1, ${seriesCount}::int) as k
      cross join lateral (select ${sql.raw(sqlDemoDigest(`'series:' || ${slug}`))} as d offset 0) h
      on conflict (slug) do nothing`.execute(trx);
    // Seasons that hold at least one of the wanted episodes; the last series may be partial.
    await sql`
      insert into seasons (uuid, series_id, season_number, asset_key, title, description_short, translations)
      select ${sql.raw(sqlUuidFromDigest('h.d'))}, se.id, s, ${SCALE_ASSET_KEY}::text,
        'Season ' || s, 'A synthetic season.',
        jsonb_build_object('es', jsonb_build_object('title', 'Temporada ' || s,
          'description_short', 'Una temporada sintética.'))
      from generate_series(1, ${seriesCount}::int) as k
      join series se on se.slug = ${sql.raw(slug)}
      cross join generate_series(1, ${SEASONS_PER_SERIES}::int) as s
      cross join lateral (select ${sql.raw(sqlDemoDigest(`'season:' || se.slug || ':' || s`))} as d offset 0) h
      where (k - 1) * ${EPISODES_PER_SERIES}::int + (s - 1) * ${EPISODES_PER_SEASON}::int < ${wanted}::int
      on conflict (series_id, season_number) do nothing`.execute(trx);
    for (const type of ['series', 'season', 'episode', 'collection']) {
      const art = artRow(type, SCALE_ASSET_KEY, ['#202124', '#8ab4f8', '#f8f9fa'], 'grid');
      await trx
        .insertInto('art_assets')
        .values(art)
        .onConflict((c) => c.columns(['asset_type', 'asset_key']).doNothing())
        .execute();
    }
  });
}

const TIMESTAMPS = JSON.stringify([
  { label: 'recap', start_seconds: 0, end_seconds: 8, title: { en: 'Skip recap', es: 'Omitir resumen' } },
  {
    label: 'intro',
    start_seconds: 8,
    end_seconds: 20,
    title: { en: 'Skip intro', es: 'Omitir introducción' },
  },
  {
    label: 'credits',
    start_seconds: 105,
    end_seconds: 120,
    title: { en: 'Skip credits', es: 'Omitir créditos' },
  },
]);

/** Scaled episodes [from, to): episode i is number i % 100 + 1 of series i / 100 + 1. */
async function insertEpisodes(db: Kysely<Database>, from: number, to: number): Promise<void> {
  const p = `(g.i % ${EPISODES_PER_SERIES})`;
  const seasonNum = `(${p} / ${EPISODES_PER_SEASON} + 1)`;
  const position = `(${p} % ${EPISODES_PER_SEASON} + 1)`;
  const number = `(${p} + 1)`;
  await sql`
    insert into episodes (uuid, guid, series_id, season_id, season_num, season_position, number, asset_key,
      title, subtitle, description, description_short, air_date, release_date, duration, ad_markers,
      timestamps, video_uuid, wall_type, translations)
    select ${sql.raw(sqlUuidFromDigest('h.episode'))},
      ${SCALE_GUID_PREFIX}::text || g.i, se.id, sn.id, ${sql.raw(seasonNum)}, ${sql.raw(position)}, ${sql.raw(number)},
      ${SCALE_ASSET_KEY}::text,
      'Scale Episode ' || (g.i + 1),
      se.title || ' · Season ' || ${sql.raw(seasonNum)} || ', Episode ' || ${sql.raw(position)},
      'A synthetic episode for load tests.', 'A synthetic episode.',
      date '2000-01-01' + (g.i % 5000), date '2000-01-01' + (g.i % 5000),
      120, '[60]', ${TIMESTAMPS}::jsonb,
      ${sql.raw(sqlUuidFromDigest('h.video'))},
      case when ${sql.raw(number)} = 1 then null when g.i % 3 = 0 then 0 else 1 end,
      jsonb_build_object('es', jsonb_build_object(
        'title', 'Episodio de escala ' || (g.i + 1),
        'subtitle', (se.translations->'es'->>'title') || ' · Temporada ' || ${sql.raw(seasonNum)}
          || ', episodio ' || ${sql.raw(position)},
        'description', 'Un episodio sintético para pruebas de carga.',
        'description_short', 'Un episodio sintético.'))
    from generate_series(${from}::int, ${to - 1}::int) as g(i)
    join series se on se.slug = ${sql.raw(sqlScaleSlug(`g.i / ${EPISODES_PER_SERIES} + 1`))}
    join seasons sn on sn.series_id = se.id and sn.season_number = ${sql.raw(seasonNum)}
    cross join lateral (select
      ${sql.raw(sqlDemoDigest(`'episode:' || se.slug || ':' || ${number}`))} as episode,
      ${sql.raw(sqlDemoDigest(`'video:episode:' || se.slug || ':' || ${number}`))} as video offset 0) h`.execute(
    db,
  );
}

/** `scale-episodes` (the first scaled episodes) and `scale-series` (every scaled series). */
async function writeScaleCollections(db: Kysely<Database>): Promise<void> {
  const collections = [
    { slug: 'scale-episodes', title: 'Scale Episodes', es: 'Episodios de escala', type: 'episode' },
    { slug: 'scale-series', title: 'Scale Series', es: 'Series de escala', type: 'series' },
  ];
  for (const c of collections) {
    await db
      .insertInto('collections')
      .values({
        uuid: demoUuid(`collection:${c.slug}`),
        slug: c.slug,
        asset_key: SCALE_ASSET_KEY,
        title: c.title,
        layout: 'rail',
        content_type: c.type,
        metadata: JSON.stringify({
          container: null,
          icon: null,
          plan_type: null,
          thumbnail: null,
          trailer: null,
          description: 'Synthetic items for load tests.',
          masthead: null,
          upsell_text: null,
          upsell_text_es: null,
        }),
        translations: JSON.stringify({
          es: { title: c.es, description: 'Elementos sintéticos para pruebas de carga.' },
        }),
      })
      .onConflict((oc) => oc.column('slug').doNothing())
      .execute();
  }
  const ids = await db
    .selectFrom('collections')
    .select(['id', 'slug'])
    .where('slug', 'in', ['scale-episodes', 'scale-series'])
    .execute();
  const id = (slug: string) => ids.find((r) => r.slug === slug)!.id;
  await db
    .deleteFrom('collection_items')
    .where(
      'collection_id',
      'in',
      ids.map((r) => r.id),
    )
    .execute();
  await sql`
    insert into collection_items (collection_id, position, item_type, item_uuid)
    select ${id('scale-episodes')}::int, (row_number() over (order by e.id))::int - 1, 'Episode', e.uuid
    from (select id, uuid from episodes where guid like ${SCALE_GUID_PREFIX + '%'} order by id
          limit ${SCALE_COLLECTION_EPISODES}::int) e`.execute(db);
  await sql`
    insert into collection_items (collection_id, position, item_type, item_uuid)
    select ${id('scale-series')}::int, (row_number() over (order by se.id))::int - 1, 'Series', se.uuid
    from series se where se.slug ~ '^scale-[0-9]+$'`.execute(db);
}
