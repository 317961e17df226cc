import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../../src/db/schema';
import type { StoredTimestamp, SubtitleCue } from '../../../src/db/schema-catalogue';

/**
 * A small video catalogue written straight into the tables (independent of the demo
 * generator), shaped to exercise every rule of the video catalogue routes:
 *
 * - "The Night Ferry": 2 seasons (3 + 2 episodes, numbers 1-5), one episode staged (not
 *   approved), one released in the future, Spanish titles on the series, season 1 and episode 1,
 *   six cast members, two genres, a trailer and clips on the series, a season and an episode.
 * - "Copper Lanterns": 25 episodes in one season numbered 1-24 and 30 (a gap: pages take the
 *   OFFSET path) with season positions 1-25.
 * - "Quiet Orchard": no seasons, no episodes.
 * - A collection listing the Night Ferry and its first episode; subtitles (en, es) for episode 1
 *   and (en) for the trailer.
 */
const json = (value: unknown) => JSON.stringify(value);
const uuid = () => crypto.randomUUID();

export interface VideoFixture {
  ferry: {
    id: number;
    uuid: string;
    seasons: { id: number; uuid: string; number: number }[];
    episodes: { id: number; uuid: string; number: number; video_uuid: string }[];
    castIds: number[];
  };
  lanterns: { id: number; uuid: string; seasonUuid: string; episodeUuids: string[] };
  orchard: { id: number; uuid: string };
  clips: {
    trailer: { uuid: string; video_uuid: string };
    preview: { uuid: string };
    featurette: { uuid: string };
    interview: { uuid: string };
  };
  collection: { uuid: string };
}

export const FERRY_SUBTITLES: Record<'en' | 'es', SubtitleCue[]> = {
  en: [
    { start: 1, end: 3.5, text: 'All aboard.' },
    { start: 4.25, end: 6, text: 'Mind the <gap> & the tide.\n\nHold on.' },
    { start: 3661.007, end: 3662, text: 'An hour in.' },
  ],
  es: [{ start: 1, end: 3.5, text: 'Todos a bordo.' }],
};

const TIMESTAMPS: StoredTimestamp[] = [
  { label: 'intro', start_seconds: 0, end_seconds: 30, title: { en: 'Skip intro', es: 'Saltar intro' } },
  { label: 'credits', start_seconds: 1300, end_seconds: 1380, title: { en: 'Skip credits' } },
];

export async function insertVideoFixture(db: Kysely<Database>): Promise<VideoFixture> {
  await db
    .insertInto('genres')
    .values([
      { slug: 'mystery', name: 'Mystery', translations: json({ es: { name: 'Misterio' } }) },
      { slug: 'comedy', name: 'Comedy', translations: json({}) },
    ])
    .onConflict((oc) => oc.doNothing())
    .execute();

  const ferryUuid = uuid();
  const trailerUuid = uuid();
  const ferry = await db
    .insertInto('series')
    .values({
      uuid: ferryUuid,
      slug: 'night-ferry',
      asset_key: 'night-ferry',
      title: 'The Night Ferry',
      description: 'A ferry that only sails after midnight.',
      marketing_headline: 'Last boat out',
      year: 2021,
      end_year: null,
      country: 'GB',
      network: 'Fanverse',
      starring: 'Ada Brook, Tom Vale',
      directors: json(['Lena Hart']),
      keywords: json(['ferry', 'night']),
      tags: json(['mystery']),
      subtitle_availability: json(['en', 'es']),
      available_in: json([]),
      premium_walled_in: json(['GB']),
      trailer_clip_uuid: trailerUuid,
      masthead: json({ headline: 'Set sail at midnight', cta_text: 'Watch now', color: '#102030' }),
      translations: json({
        es: {
          title: 'El Ferry Nocturno',
          description: 'Un ferry que solo zarpa tras la medianoche.',
          masthead_headline: 'Zarpa a medianoche',
        },
      }),
    })
    .returning('id')
    .executeTakeFirstOrThrow();

  await db
    .insertInto('series_genres')
    .values([
      { series_id: ferry.id, genre_slug: 'mystery', position: 0 },
      { series_id: ferry.id, genre_slug: 'comedy', position: 1 },
    ])
    .execute();

  const castIds: number[] = [];
  for (let i = 1; i <= 6; i++) {
    const member = await db
      .insertInto('cast_members')
      .values({
        asset_key: `actor-${i}`,
        names: `Actor Number ${i}`,
        native_lang_name: `Actor ${i}`,
        country: 'GB',
        dob: i === 1 ? '1990-04-05' : null,
        silo: i === 6 ? 'crew' : 'cast',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    castIds.push(member.id);
    await db
      .insertInto('series_cast')
      .values({
        series_id: ferry.id,
        cast_member_id: member.id,
        character_name: `Character ${i}`,
        // Billing order is the reverse of insertion, so ordering by position is observable.
        position: 10 - i,
        translations: json(i === 6 ? { es: { character_name: 'Personaje 6' } } : {}),
      })
      .execute();
  }

  const seasons: VideoFixture['ferry']['seasons'] = [];
  for (const number of [1, 2]) {
    const season = await db
      .insertInto('seasons')
      .values({
        uuid: uuid(),
        series_id: ferry.id,
        season_number: number,
        asset_key: `night-ferry-s${number}`,
        title: `Season ${number}`,
        description_short: `Short ${number}`,
        description_long: `Long ${number}`,
        translations: json(number === 1 ? { es: { title: 'Temporada 1' } } : {}),
      })
      .returning(['id', 'uuid'])
      .executeTakeFirstOrThrow();
    seasons.push({ ...season, number });
  }

  const episodes: VideoFixture['ferry']['episodes'] = [];
  const layout = [
    { season: 0, position: 1 },
    { season: 0, position: 2 },
    { season: 0, position: 3 },
    { season: 1, position: 1 },
    { season: 1, position: 2 },
  ];
  for (const [i, place] of layout.entries()) {
    const number = i + 1;
    const season = seasons[place.season]!;
    const row = await db
      .insertInto('episodes')
      .values({
        uuid: uuid(),
        guid: `ferry-${number}`,
        series_id: ferry.id,
        season_id: season.id,
        season_num: season.number,
        season_position: place.position,
        number,
        asset_key: `night-ferry-e${number}`,
        title: `Crossing ${number}`,
        subtitle: `Part ${number}`,
        description: `Episode ${number} of the ferry.`,
        description_short: `Ep ${number}`,
        air_date: `2021-01-0${number}`,
        // Episode 5 comes out in the future; the rest in January 2021.
        release_date: number === 5 ? '2999-01-01' : `2021-01-0${number}`,
        duration: 1380,
        ad_markers: json([300, 900]),
        timestamps: json(number === 1 ? TIMESTAMPS : []),
        has_download_files: number === 1,
        download_assets: json(number === 1 ? { wv_packaged_hdss: 'hd-1' } : {}),
        playable_on: json(['web', 'tv']),
        video_uuid: uuid(),
        video_status: number === 4 ? 'staged' : 'approved',
        wall_type: number === 2 ? 0 : null,
        wall_expires: number === 2 ? new Date('2030-06-01T00:00:00Z') : null,
        wall_restriction: number === 2 ? 'premium-early-access' : null,
        translations: json(number === 1 ? { es: { title: 'Travesía 1' } } : {}),
      })
      .returning(['id', 'uuid', 'number', 'video_uuid'])
      .executeTakeFirstOrThrow();
    episodes.push(row);
  }

  const lanternsUuid = uuid();
  const lanterns = await db
    .insertInto('series')
    .values({
      uuid: lanternsUuid,
      slug: 'copper-lanterns',
      asset_key: 'copper-lanterns',
      title: 'Copper Lanterns',
      year: 2022,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const lanternSeason = await db
    .insertInto('seasons')
    .values({ uuid: uuid(), series_id: lanterns.id, season_number: 1, asset_key: 'cl-s1', title: 'Season 1' })
    .returning(['id', 'uuid'])
    .executeTakeFirstOrThrow();
  const lanternEpisodes = Array.from({ length: 25 }, (_, i) => ({
    uuid: uuid(),
    guid: `lantern-${i + 1}`,
    series_id: lanterns.id,
    season_id: lanternSeason.id,
    season_num: 1,
    season_position: i + 1,
    number: i < 24 ? i + 1 : 30,
    asset_key: `cl-e${i + 1}`,
    title: `Lantern ${i + 1}`,
    video_uuid: uuid(),
    release_date: null,
  }));
  // One statement for all 25: the counters see a bulk insert, as from the demo generator.
  await db.insertInto('episodes').values(lanternEpisodes).execute();

  const orchardUuid = uuid();
  const orchard = await db
    .insertInto('series')
    .values({
      uuid: orchardUuid,
      slug: 'quiet-orchard',
      asset_key: 'quiet-orchard',
      title: 'Quiet Orchard',
      year: 2023,
    })
    .returning('id')
    .executeTakeFirstOrThrow();

  const clip = async (values: {
    uuid?: string;
    clip_type: string;
    title: string;
    video_uuid?: string;
    es?: string;
  }) => {
    const row = await db
      .insertInto('clips')
      .values({
        uuid: values.uuid ?? uuid(),
        guid: `clip-${values.title.toLowerCase().replaceAll(' ', '-')}`,
        asset_key: 'night-ferry-clip',
        clip_type: values.clip_type,
        title: values.title,
        description: `${values.title}, described.`,
        duration: 90,
        publish_date: new Date('2021-02-01T12:00:00Z'),
        video_uuid: values.video_uuid ?? uuid(),
        program_schedule: json([
          { start_time: null, end_time: null, type: ['premium'], name: 'premium-window', plan: null },
        ]),
        series_id: ferry.id,
        translations: json(values.es ? { es: { title: values.es } } : {}),
      })
      .returning(['id', 'uuid', 'video_uuid'])
      .executeTakeFirstOrThrow();
    return row;
  };
  const trailer = await clip({
    uuid: trailerUuid,
    clip_type: 'trailer',
    title: 'Ferry Trailer',
    es: 'Tráiler del ferry',
  });
  const preview = await clip({ clip_type: 'preview', title: 'Ferry Preview' });
  const featurette = await clip({ clip_type: 'featurette', title: 'Building the Ferry' });
  const interview = await clip({ clip_type: 'interview', title: 'Captain Interview' });

  await db
    .insertInto('clip_owners')
    .values([
      { clip_id: trailer.id, object_type: 'series', object_uuid: ferryUuid, position: 0 },
      { clip_id: featurette.id, object_type: 'series', object_uuid: ferryUuid, position: 1 },
      { clip_id: interview.id, object_type: 'series', object_uuid: ferryUuid, position: 2 },
      { clip_id: featurette.id, object_type: 'season', object_uuid: seasons[0]!.uuid, position: 0 },
      { clip_id: preview.id, object_type: 'episode', object_uuid: episodes[0]!.uuid, position: 0 },
    ])
    .execute();

  const collectionUuid = uuid();
  const collection = await db
    .insertInto('collections')
    .values({ uuid: collectionUuid, slug: 'ferry-picks', asset_key: 'ferry-picks', title: 'Ferry picks' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('collection_items')
    .values([
      { collection_id: collection.id, position: 0, item_type: 'Series', item_uuid: ferryUuid },
      { collection_id: collection.id, position: 1, item_type: 'Episode', item_uuid: episodes[0]!.uuid },
    ])
    .execute();
  await db
    .insertInto('clip_owners')
    .values({ clip_id: interview.id, object_type: 'collection', object_uuid: collectionUuid, position: 0 })
    .execute();

  await db
    .insertInto('subtitles')
    .values([
      { video_uuid: episodes[0]!.video_uuid, code: 'en', cues: json(FERRY_SUBTITLES.en) },
      { video_uuid: episodes[0]!.video_uuid, code: 'es', cues: json(FERRY_SUBTITLES.es) },
      // A language the site does not serve is stored but never listed.
      { video_uuid: episodes[0]!.video_uuid, code: 'fr', cues: json([]) },
      { video_uuid: trailer.video_uuid, code: 'en', cues: json(FERRY_SUBTITLES.es) },
    ])
    .execute();

  return {
    ferry: { id: ferry.id, uuid: ferryUuid, seasons, episodes, castIds },
    lanterns: {
      id: lanterns.id,
      uuid: lanternsUuid,
      seasonUuid: lanternSeason.uuid,
      episodeUuids: lanternEpisodes.map((e) => e.uuid),
    },
    orchard: { id: orchard.id, uuid: orchardUuid },
    clips: {
      trailer: { uuid: trailer.uuid, video_uuid: trailer.video_uuid },
      preview: { uuid: preview.uuid },
      featurette: { uuid: featurette.uuid },
      interview: { uuid: interview.uuid },
    },
    collection: { uuid: collectionUuid },
  };
}
