import { sql } from 'kysely';
import { ApiError, createClient, type FanverseClient } from '@fanverse/client';
import { seedDemoCatalogue } from '../../apps/server/src/modules/demo/seed-demo-catalogue';
import { startContractServer, type ContractServer } from './contract-server';

/** A well-formed uuid no demo row has (demo uuids are version 8, this is version 4). */
export const UNKNOWN_UUID = '00000000-0000-4000-8000-000000000000';
/** A series id the demo catalogue never reaches, yet within the server's numeric range. */
export const UNKNOWN_SERIES_ID = 987654321;

/**
 * The real server on a real port with the demo catalogue seeded into its database. The rate
 * limit is raised: these tests send hundreds of requests from one address.
 */
export async function startCatalogueServer(): Promise<ContractServer> {
  const s = await startContractServer({ RATE_LIMIT_MAX: '100000' });
  await seedDemoCatalogue(s.database.db);
  return s;
}

/** The client code a call failed with, or 'succeeded'; a cancel or a bug is rethrown. */
export async function codeOf(promise: Promise<unknown>): Promise<number | 'succeeded'> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error.errors[0]?.code ?? 9999;
    throw error;
  }
  return 'succeeded';
}

/**
 * Runs a call on a client whose requests are counted: a §5 check must fail with its code and
 * send nothing, where the same fault sent anyway gets the same code from the server.
 */
export async function checkedLocally(
  s: ContractServer,
  call: (client: FanverseClient) => Promise<unknown>,
): Promise<{ code: number | 'succeeded'; sent: number }> {
  let sent = 0;
  const client = createClient({
    baseUrl: s.baseUrl,
    fetch: (input, init) => {
      sent += 1;
      return fetch(input, init);
    },
  });
  const code = await codeOf(call(client));
  return { code, sent };
}

/** Demo rows the tests address, read from the database the server answers from. */
export interface DemoFacts {
  series: { id: number; uuid: string; slug: string; title: string; esTitle: string | undefined };
  seasonNumbers: number[];
  episodeCount: number;
  episode: { uuid: string; number: number; seasonNum: number; videoUuid: string; title: string };
  /** An episode whose video has subtitles. */
  subtitled: { seriesId: number; number: number; videoUuid: string; codes: string[] };
  clip: { uuid: string; title: string };
  /** A clip owner: the object and one of its clips' types. */
  owner: { type: string; uuid: string; clipType: string; count: number };
  /** An owner inside a container (an episode or season of a series), for the container form. */
  contained: { container: { type: string; uuid: string }; object: { type: string; uuid: string } };
  collection: { id: number; uuid: string; slug: string; itemCount: number };
  jsonbag: { uuid: string; slug: string };
  cmsPage: { slug: string; title: string };
  flavors: string[];
}

export async function demoFacts(s: ContractServer): Promise<DemoFacts> {
  const db = s.database.db;
  const series = await db
    .selectFrom('series as s')
    .innerJoin('episodes as e', 'e.series_id', 's.id')
    .select(['s.id', 's.uuid', 's.slug', 's.title', 's.translations'])
    .select(sql<number>`count(distinct e.season_num)`.as('seasons'))
    .select(sql<number>`count(e.id)`.as('episodes'))
    .groupBy(['s.id', 's.uuid', 's.slug', 's.title', 's.translations'])
    .orderBy('seasons', 'desc')
    .orderBy('s.id')
    .executeTakeFirstOrThrow();
  const seasons = await db
    .selectFrom('seasons')
    .select('season_number')
    .where('series_id', '=', series.id)
    .orderBy('season_number')
    .execute();
  const episode = await db
    .selectFrom('episodes')
    .select(['uuid', 'number', 'season_num', 'video_uuid', 'title'])
    .where('series_id', '=', series.id)
    .orderBy('number')
    .executeTakeFirstOrThrow();
  const subtitled = await db
    .selectFrom('episodes as e')
    .innerJoin('subtitles as st', 'st.video_uuid', 'e.video_uuid')
    .select(['e.series_id', 'e.number', 'e.video_uuid'])
    .select(sql<string>`string_agg(st.code, ',' order by st.code)`.as('codes'))
    .groupBy(['e.series_id', 'e.number', 'e.video_uuid'])
    .orderBy('e.series_id')
    .orderBy('e.number')
    .executeTakeFirstOrThrow();
  const clip = await db.selectFrom('clips').select(['uuid', 'title']).orderBy('id').executeTakeFirstOrThrow();
  const owner = await db
    .selectFrom('clip_owners as o')
    .innerJoin('clips as c', 'c.id', 'o.clip_id')
    .select(['o.object_type', 'o.object_uuid', 'c.clip_type'])
    .select(sql<number>`count(*) over (partition by o.object_type, o.object_uuid, c.clip_type)`.as('count'))
    .orderBy('o.object_type')
    .orderBy('o.object_uuid')
    .executeTakeFirstOrThrow();
  const contained = await db
    .selectFrom('clip_owners as o')
    .innerJoin('episodes as e', 'e.uuid', 'o.object_uuid')
    .innerJoin('series as s', 's.id', 'e.series_id')
    .select(['o.object_uuid', 's.uuid as series_uuid'])
    .where('o.object_type', '=', 'episode')
    .orderBy('e.id')
    .executeTakeFirst();
  const containedSeason =
    contained ??
    (await db
      .selectFrom('clip_owners as o')
      .innerJoin('seasons as se', 'se.uuid', 'o.object_uuid')
      .innerJoin('series as s', 's.id', 'se.series_id')
      .select(['o.object_uuid', 's.uuid as series_uuid'])
      .where('o.object_type', '=', 'season')
      .orderBy('se.id')
      .executeTakeFirstOrThrow());
  const collection = await db
    .selectFrom('collections as c')
    .innerJoin('collection_items as i', 'i.collection_id', 'c.id')
    .select(['c.id', 'c.uuid', 'c.slug'])
    .select(sql<number>`count(*)`.as('items'))
    .groupBy(['c.id', 'c.uuid', 'c.slug'])
    .orderBy('items', 'desc')
    .orderBy('c.id')
    .executeTakeFirstOrThrow();
  const jsonbag = await db
    .selectFrom('jsonbags')
    .select(['uuid', 'slug'])
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const cmsPage = await db
    .selectFrom('cms_pages')
    .select(['slug', 'title'])
    .orderBy('slug')
    .executeTakeFirstOrThrow();
  const flavors = await db.selectFrom('homepages').select('flavor').orderBy('flavor').execute();

  return {
    series: {
      id: series.id,
      uuid: series.uuid,
      slug: series.slug,
      title: series.title,
      esTitle: series.translations.es?.title,
    },
    seasonNumbers: seasons.map((row) => row.season_number),
    episodeCount: Number(series.episodes),
    episode: {
      uuid: episode.uuid,
      number: episode.number,
      seasonNum: episode.season_num,
      videoUuid: episode.video_uuid,
      title: episode.title,
    },
    subtitled: {
      seriesId: subtitled.series_id,
      number: subtitled.number,
      videoUuid: subtitled.video_uuid,
      codes: subtitled.codes.split(','),
    },
    clip,
    owner: {
      type: owner.object_type,
      uuid: owner.object_uuid,
      clipType: owner.clip_type,
      count: Number(owner.count),
    },
    contained: {
      container: { type: 'series', uuid: containedSeason.series_uuid },
      object: { type: contained ? 'episode' : 'season', uuid: containedSeason.object_uuid },
    },
    collection: {
      id: collection.id,
      uuid: collection.uuid,
      slug: collection.slug,
      itemCount: Number(collection.items),
    },
    jsonbag,
    cmsPage,
    flavors: flavors.map((row) => row.flavor),
  };
}
