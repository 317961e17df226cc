import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { z } from 'zod';
import {
  ASSET_KEY_PATTERN,
  CLIP_TYPES,
  COLLECTION_LAYOUTS,
  jsonbagSchema,
  programScheduleEntrySchema,
  SERVER_ITEM_TYPES,
  VIDEO_STATUSES,
} from '@fanverse/contract';
import type { DatabaseHandle } from '../../src/db/database';
import type { StoredTimestamp, SubtitleCue, Translations } from '../../src/db/schema-catalogue';
import { seedDefaults } from '../../src/db/seed-defaults';
import { ART_MOTIFS } from '../../src/media/art-spec';
import { CATALOGUE_TABLES } from '../../src/modules/demo/clear-catalogue';
import type { DemoExtension, DemoMediaItem } from '../../src/modules/demo/demo-extension';
import { demoUuid } from '../../src/modules/demo/demo-ids';
import { regenerateDemoCatalogue, seedDemoCatalogue } from '../../src/modules/demo/seed-demo-catalogue';
import { createTestDatabase } from '../helpers/test-database';

// Dates are generated relative to this moment, so the assertions about them are stable.
const NOW = new Date('2026-03-10T15:00:00Z');
const TODAY = '2026-03-10';

let database: DatabaseHandle;
const progress: { done: number; total: number; label: string }[] = [];
const extensionRuns: DemoMediaItem[][] = [];
const recorder: DemoExtension = {
  name: 'recorder',
  async run(ctx) {
    extensionRuns.push([...ctx.media]);
    ctx.onProgress(ctx.media.length, ctx.media.length, 'recorder');
  },
};
let firstRun: { created: boolean };

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDefaults(database.db);
  firstRun = await seedDemoCatalogue(database.db, {
    now: NOW,
    extensions: [recorder],
    onProgress: (done, total, label) => progress.push({ done, total, label }),
  });
});
afterAll(async () => database.close());

const db = () => database.db;
const rows = async <T>(query: string) => (await sql.raw<T>(query).execute(db())).rows;
const countOf = async (table: string) =>
  Number((await rows<{ n: string }>(`select count(*) as n from ${table}`))[0]!.n);

/** Map.groupBy arrives with Node 21; the server supports Node 20. */
function groupBy<T, K>(list: readonly T[], key: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of list) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
}

// The tables a regeneration empties, plus the art and shop destinations it prunes.
const TABLES = [...CATALOGUE_TABLES, 'art_assets', 'shop_destinations'];
const counts = async (): Promise<Record<string, number>> =>
  Object.fromEntries(await Promise.all(TABLES.map(async (t) => [t, await countOf(t)] as const)));

describe('first generation', () => {
  it('writes the catalogue, reporting progress up to its total', async () => {
    expect(firstRun.created).toBe(true);
    const rowsProgress = progress.filter((p) => p.label !== 'recorder');
    expect(rowsProgress.length).toBeGreaterThan(10);
    const total = rowsProgress[0]!.total;
    expect(rowsProgress.every((p) => p.total === total)).toBe(true);
    for (let i = 1; i < rowsProgress.length; i++) {
      expect(rowsProgress[i]!.done).toBeGreaterThan(rowsProgress[i - 1]!.done);
    }
    expect(rowsProgress.at(-1)!.done).toBe(total);
    const written = Object.entries(await counts())
      .filter(([table]) => table !== 'shop_destinations')
      .reduce((sum, [, n]) => sum + n, 0);
    expect(total).toBe(written + (await countOf('shop_products')));
    expect(new Set(rowsProgress.map((p) => p.label))).toContain('episodes');
  });

  it('meets the minimums of the issue', async () => {
    const c = await counts();
    expect(c.series).toBeGreaterThanOrEqual(6);
    expect(c.genres).toBeGreaterThanOrEqual(3);
    const genresUsed = await rows<{ n: string }>('select count(distinct genre_slug) as n from series_genres');
    expect(Number(genresUsed[0]!.n)).toBeGreaterThanOrEqual(3);
    expect(c.episodes).toBeGreaterThanOrEqual(60);
    expect(c.clips).toBeGreaterThanOrEqual(20);
    expect(c.collections).toBeGreaterThanOrEqual(8);
    expect(c.jsonbags).toBeGreaterThanOrEqual(3);
    expect(c.cms_pages).toBeGreaterThanOrEqual(3);
    expect(c.clickout_objects).toBeGreaterThanOrEqual(2);
    expect(c.shop_products).toBeGreaterThanOrEqual(6);
    expect(c.databags).toBeGreaterThanOrEqual(1);

    const perSeries = await rows<{ slug: string; seasons: number; cast: number; genres: number }>(`
      select s.slug,
        (select count(*) from seasons where series_id = s.id)::int as seasons,
        (select count(*) from series_cast where series_id = s.id)::int as cast,
        (select count(*) from series_genres where series_id = s.id)::int as genres
      from series s`);
    for (const s of perSeries) {
      expect(s.seasons, s.slug).toBeGreaterThanOrEqual(2);
      expect(s.seasons, s.slug).toBeLessThanOrEqual(3);
      expect(s.cast, s.slug).toBeGreaterThanOrEqual(3);
      expect(s.genres, s.slug).toBeGreaterThanOrEqual(1);
    }
    const pageTypes = await rows<{ cms_page_type: string }>('select distinct cms_page_type from cms_pages');
    expect(pageTypes.map((p) => p.cms_page_type).sort()).toEqual(['encyclopedia', 'news', 'page']);
    const premiumOnly = await rows<{ n: string }>(
      'select count(*) as n from shop_products where premium_only',
    );
    expect(Number(premiumOnly[0]!.n)).toBeGreaterThanOrEqual(1);
  });

  it('numbers seasons and episodes consistently', async () => {
    const episodes = await rows<{
      series_id: number;
      number: number;
      season_num: number;
      season_position: number;
      season_number: number;
    }>(`select e.series_id, e.number, e.season_num, e.season_position, sn.season_number
        from episodes e join seasons sn on sn.id = e.season_id order by e.series_id, e.number`);
    const bySeries = groupBy(episodes, (e) => e.series_id);
    for (const list of bySeries.values()) {
      expect(list.map((e) => e.number)).toEqual(list.map((_, i) => i + 1));
      for (const e of list) expect(e.season_num).toBe(e.season_number);
      for (const season of groupBy(list, (e) => e.season_num).values()) {
        expect(season.map((e) => e.season_position)).toEqual(season.map((_, i) => i + 1));
      }
    }
  });

  it('gives every episode recap, intro and credits inside its duration, in English and Spanish', async () => {
    const episodes = await rows<{
      uuid: string;
      duration: number;
      timestamps: StoredTimestamp[];
      ad_markers: number[];
    }>('select uuid, duration, timestamps, ad_markers from episodes');
    for (const e of episodes) {
      expect(e.duration).toBeGreaterThanOrEqual(45);
      expect(e.duration).toBeLessThanOrEqual(75);
      expect(e.timestamps.map((t) => t.label).sort()).toEqual(['credits', 'intro', 'recap']);
      for (const t of e.timestamps) {
        expect(t.start_seconds).toBeGreaterThanOrEqual(0);
        expect(t.end_seconds).toBeGreaterThan(t.start_seconds);
        expect(t.end_seconds).toBeLessThanOrEqual(e.duration);
        expect(t.title.en).toBeTruthy();
        expect(t.title.es).toBeTruthy();
        expect(t.title.es).not.toBe(t.title.en);
      }
      const recap = e.timestamps.find((t) => t.label === 'recap')!;
      const intro = e.timestamps.find((t) => t.label === 'intro')!;
      const credits = e.timestamps.find((t) => t.label === 'credits')!;
      // In that order, without overlapping, and with story left between intro and credits.
      expect(recap.end_seconds).toBeLessThanOrEqual(intro.start_seconds);
      expect(credits.start_seconds - intro.end_seconds).toBeGreaterThanOrEqual(15);
      expect(credits.end_seconds).toBe(e.duration);
      expect(e.ad_markers.length).toBeGreaterThan(0);
      for (const marker of e.ad_markers) {
        expect(marker).toBeGreaterThan(intro.end_seconds);
        expect(marker).toBeLessThan(credits.start_seconds);
      }
    }
  });

  it('keeps clips short: every clip video is encoded on first start', async () => {
    const clips = await rows<{ duration: number }>('select duration from clips');
    expect(clips.length).toBeGreaterThan(0);
    for (const c of clips) {
      expect(c.duration).toBeGreaterThanOrEqual(5);
      expect(c.duration).toBeLessThanOrEqual(20);
    }
  });

  it('covers every kind of wall, video status and release date the screens must handle', async () => {
    const episodes = await rows<{
      series_id: number;
      number: number;
      wall_type: 0 | 1 | null;
      wall_expires: Date | null;
      wall_restriction: string | null;
      video_status: string;
      release_date: string;
      air_date: string;
    }>(
      'select series_id, number, wall_type, wall_expires, wall_restriction, video_status, release_date, air_date from episodes',
    );
    const now = NOW.getTime();
    // The first episode of every series is free.
    for (const e of episodes.filter((e) => e.number === 1)) expect(e.wall_type).toBeNull();
    expect(episodes.some((e) => e.wall_type === 1 && e.wall_expires === null)).toBe(true);
    expect(episodes.some((e) => e.wall_type === 0 && e.wall_expires === null)).toBe(true);
    expect(
      episodes.filter((e) => e.wall_expires && e.wall_expires.getTime() < now).length,
    ).toBeGreaterThanOrEqual(2);
    expect(
      episodes.filter((e) => e.wall_expires && e.wall_expires.getTime() > now).length,
    ).toBeGreaterThanOrEqual(2);
    expect(
      episodes.filter((e) => e.wall_expires).every((e) => e.wall_restriction === 'premium-early-access'),
    ).toBe(true);
    const statuses = episodes.map((e) => e.video_status);
    for (const status of statuses) expect(VIDEO_STATUSES).toContain(status);
    expect(statuses.filter((s) => s === 'geoblocked')).toHaveLength(1);
    expect(statuses.filter((s) => s === 'staged')).toHaveLength(1);
    expect(statuses.filter((s) => s === 'approved').length).toBe(episodes.length - 2);
    expect(episodes.filter((e) => e.release_date > TODAY).length).toBeGreaterThanOrEqual(2);
    expect(episodes.filter((e) => e.release_date <= TODAY).length).toBeGreaterThan(60);
    for (const e of episodes) expect(e.air_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    const limited = await rows<{ available_in: string[] }>(
      `select available_in from series where jsonb_array_length(available_in) > 0`,
    );
    expect(limited).toEqual([{ available_in: ['US', 'CA'] }]);
  });

  it('writes English and Spanish for every translatable field', async () => {
    const fields: Record<string, string[]> = {
      genres: ['name'],
      series: ['title', 'description', 'marketing_headline'],
      series_cast: ['character_name'],
      seasons: ['title', 'description_short', 'description_long'],
      episodes: ['title', 'subtitle', 'description', 'description_short'],
      clips: ['title', 'description'],
      collections: ['title'],
      homepages: ['title'],
      jsonbags: ['description'],
      databags: ['title', 'description'],
      cms_pages: ['title', 'description', 'body'],
      clickout_objects: ['title', 'description', 'cta_label'],
      shop_products: ['title', 'description'],
    };
    for (const [table, columns] of Object.entries(fields)) {
      const list = await rows<Record<string, string> & { translations: Translations }>(
        `select ${columns.join(', ')}, translations from ${table}`,
      );
      expect(list.length, table).toBeGreaterThan(0);
      for (const row of list) {
        for (const column of columns) {
          expect(row[column], `${table}.${column}`).toBeTruthy();
          expect(row.translations.es?.[column], `${table}.${column} (es)`).toBeTruthy();
        }
      }
    }
    // Text kept in jsonb beside the columns: masthead, banner and collection metadata.
    const series = await rows<{
      masthead: { headline: string; cta_text: string } | null;
      translations: Translations;
    }>('select masthead, translations from series');
    expect(series.filter((s) => s.masthead).length).toBeGreaterThanOrEqual(3);
    for (const s of series.filter((s) => s.masthead)) {
      expect(s.masthead!.headline && s.translations.es!.masthead_headline).toBeTruthy();
      expect(s.masthead!.cta_text && s.translations.es!.masthead_cta_text).toBeTruthy();
    }
    const bags = await rows<{ metadata: Record<string, string>; translations: Translations }>(
      'select metadata, translations from jsonbags',
    );
    for (const bag of bags) {
      for (const field of ['title', 'cta_text', 'cta_description']) {
        expect(bag.metadata[field] && bag.translations.es![field], field).toBeTruthy();
      }
    }
    const collections = await rows<{ metadata: Record<string, string | null>; translations: Translations }>(
      'select metadata, translations from collections',
    );
    for (const c of collections)
      expect(c.metadata.description && c.translations.es!.description).toBeTruthy();
    const upsell = collections.filter((c) => c.metadata.upsell_text);
    expect(upsell.length).toBeGreaterThanOrEqual(1);
    for (const c of upsell) expect(c.metadata.upsell_text_es).toBeTruthy();
  });

  it('has English and Spanish subtitles for every episode and clip, within the video', async () => {
    const videos = await rows<{ video_uuid: string; duration: number }>(
      'select video_uuid, duration from episodes union all select video_uuid, duration from clips',
    );
    const subtitles = await rows<{ video_uuid: string; code: string; cues: SubtitleCue[] }>(
      'select video_uuid, code, cues from subtitles',
    );
    expect(subtitles).toHaveLength(videos.length * 2);
    const byVideo = groupBy(subtitles, (s) => s.video_uuid);
    for (const video of videos) {
      const tracks = byVideo.get(video.video_uuid) ?? [];
      expect(tracks.map((t) => t.code).sort()).toEqual(['en', 'es']);
      for (const track of tracks) {
        expect(track.cues.length).toBeGreaterThanOrEqual(2);
        for (const cue of track.cues) {
          expect(cue.text).toBeTruthy();
          expect(cue.end).toBeGreaterThan(cue.start);
          expect(cue.end).toBeLessThanOrEqual(video.duration);
        }
      }
      const [en, es] = [tracks.find((t) => t.code === 'en')!, tracks.find((t) => t.code === 'es')!];
      expect(es.cues.map((c) => c.text)).not.toEqual(en.cues.map((c) => c.text));
    }
  });

  it('has an art spec for every asset key an item needs', async () => {
    const needed = await rows<{ asset_type: string; asset_key: string }>(`
      select 'series' as asset_type, asset_key from series
      union select 'season', asset_key from seasons
      union select 'episode', asset_key from episodes
      union select 'clips', asset_key from clips
      union select 'collection', asset_key from collections
      union select 'banners', asset_key from jsonbags
      union select 'banners', asset_key from cms_pages
      union select 'banners', asset_key from clickout_objects
      union select 'actors', asset_key from cast_members
      union select 'shopify', asset_key from shop_products`);
    const art = await rows<{
      asset_type: string;
      asset_key: string;
      spec: { palette: string[]; motif: string; seed: number };
    }>('select asset_type, asset_key, spec from art_assets');
    const have = new Set(art.map((a) => `${a.asset_type}/${a.asset_key}`));
    for (const n of needed) {
      expect(n.asset_key).toMatch(ASSET_KEY_PATTERN);
      expect(have, `${n.asset_type}/${n.asset_key}`).toContain(`${n.asset_type}/${n.asset_key}`);
    }
    expect(art).toHaveLength(needed.length);
    for (const a of art) {
      expect(a.spec.palette).toHaveLength(3);
      for (const colour of a.spec.palette) expect(colour).toMatch(/^#[0-9a-f]{6}$/);
      expect(ART_MOTIFS).toContain(a.spec.motif);
      expect(Number.isInteger(a.spec.seed)).toBe(true);
      if (a.asset_type === 'actors') expect(a.spec.motif).toBe('portrait');
    }
    expect(new Set(art.map((a) => a.spec.motif)).size).toBeGreaterThanOrEqual(6);
    expect(new Set(art.map((a) => a.spec.seed)).size).toBe(art.length);
  });

  it('points every collection item, clip owner and trailer at an existing row', async () => {
    const tables: Partial<Record<string, string>> = {
      Series: 'series',
      Episode: 'episodes',
      Season: 'seasons',
      Clip: 'clips',
      Collection: 'collections',
      Jsonbag: 'jsonbags',
      Databag: 'databags',
      CMSPage: 'cms_pages',
      ClickoutObject: 'clickout_objects',
      ShopifyProduct: 'shop_products',
    };
    const items = await rows<{
      slug: string;
      layout: string;
      position: number;
      item_type: string;
      item_uuid: string;
    }>(
      `select c.slug, c.layout, i.position, i.item_type, i.item_uuid
       from collection_items i join collections c on c.id = i.collection_id order by c.id, i.position`,
    );
    for (const item of items) {
      expect(SERVER_ITEM_TYPES).toContain(item.item_type);
      const table = tables[item.item_type]!;
      const found = await rows(`select 1 from ${table} where uuid = '${item.item_uuid}'`);
      expect(found, `${item.slug} #${item.position} ${item.item_type}`).toHaveLength(1);
    }
    const collections = await rows<{ slug: string; layout: string; n: number }>(
      `select c.slug, c.layout, (select count(*) from collection_items where collection_id = c.id)::int as n
       from collections c`,
    );
    for (const c of collections) {
      expect(COLLECTION_LAYOUTS).toContain(c.layout);
      expect(c.n, c.slug).toBeGreaterThan(0);
      const positions = items.filter((i) => i.slug === c.slug).map((i) => i.position);
      expect(positions).toEqual(positions.map((_, i) => i));
    }
    expect(new Set(collections.map((c) => c.layout)).size).toBe(COLLECTION_LAYOUTS.length);

    const owners = await rows<{ object_type: string; object_uuid: string }>(
      'select object_type, object_uuid from clip_owners',
    );
    const ownerTables: Record<string, string> = {
      series: 'series',
      season: 'seasons',
      episode: 'episodes',
      collection: 'collections',
    };
    for (const o of owners) {
      expect(
        await rows(`select 1 from ${ownerTables[o.object_type]} where uuid = '${o.object_uuid}'`),
      ).toHaveLength(1);
    }
    expect(new Set(owners.map((o) => o.object_type))).toEqual(new Set(Object.keys(ownerTables)));
    const orphans = await rows(
      'select id from clips c where not exists (select 1 from clip_owners where clip_id = c.id)',
    );
    expect(orphans).toEqual([]);

    const trailers = await rows<{
      slug: string;
      clip_type: string | null;
      clip_series: number | null;
      id: number;
    }>(`
      select s.slug, s.id, c.clip_type, c.series_id as clip_series
      from series s left join clips c on c.uuid = s.trailer_clip_uuid`);
    for (const t of trailers) {
      expect(t.clip_type, t.slug).toBe('trailer');
      expect(t.clip_series).toBe(t.id);
    }
    const clipTypes = await rows<{ clip_type: string }>('select distinct clip_type from clips');
    for (const c of clipTypes) expect(CLIP_TYPES).toContain(c.clip_type);
    expect(clipTypes.length).toBe(CLIP_TYPES.length);
  });

  it('builds the home and browse homepages from collections of rails', async () => {
    const rails = async (flavor: string) =>
      rows<{ item_type: string; item_uuid: string; slug: string | null }>(`
        select i.item_type, i.item_uuid, rc.slug
        from homepages h join collection_items i on i.collection_id = h.collection_id
        left join collections rc on rc.uuid = i.item_uuid
        where h.flavor = '${flavor}' order by i.position`);
    const home = await rails('home');
    expect(home.filter((r) => r.item_type === 'Collection').length).toBeGreaterThanOrEqual(6);
    expect(home.some((r) => r.item_type === 'Jsonbag')).toBe(true);
    expect(home[0]!.slug).toBe('featured');
    const browse = await rails('browse');
    const genres = await rows<{ slug: string }>('select slug from genres');
    for (const g of genres) expect(browse.map((r) => r.slug)).toContain(`genre-${g.slug}`);

    // Every series of a genre rail has that genre.
    const mismatched = await rows(`
      select c.slug, s.slug from collections c
      join collection_items i on i.collection_id = c.id and i.item_type = 'Series'
      join series s on s.uuid = i.item_uuid
      where c.slug like 'genre-%'
        and not exists (select 1 from series_genres g where g.series_id = s.id and 'genre-' || g.genre_slug = c.slug)`);
    expect(mismatched).toEqual([]);

    // "New episodes" holds released episodes only, newest first.
    const latest = await rows<{ release_date: string }>(`
      select e.release_date from collections c join collection_items i on i.collection_id = c.id
      join episodes e on e.uuid = i.item_uuid where c.slug = 'new-episodes' order by i.position`);
    expect(latest.length).toBeGreaterThan(5);
    expect(latest.every((e) => e.release_date <= TODAY)).toBe(true);
    expect(latest.map((e) => e.release_date)).toEqual(
      latest
        .map((e) => e.release_date)
        .sort()
        .reverse(),
    );
  });

  it('writes banners, schedules and products in the shapes the wire needs', async () => {
    const bags = await rows<{ slug: string; metadata: unknown }>('select slug, metadata from jsonbags');
    for (const bag of bags) jsonbagSchema.shape.metadata.parse(bag.metadata);
    const series = await rows<{ id: number; slug: string }>(
      `select id, slug from series where slug = 'ember-harbor'`,
    );
    const banner = bags.find((b) => b.slug === 'ember-harbor-season-two')!.metadata as { url: string };
    expect(banner.url).toBe(`/series/${series[0]!.id}/ember-harbor`);

    const schedules = await rows<{ program_schedule: unknown[] }>('select program_schedule from clips');
    const entries = schedules.flatMap((s) => z.array(programScheduleEntrySchema).parse(s.program_schedule));
    expect(entries.some((e) => e.type.includes('-anonymous'))).toBe(true);
    expect(entries.some((e) => e.plan !== null)).toBe(true);
    expect(entries.some((e) => e.start_time !== null && e.end_time !== null)).toBe(true);
    expect(entries.some((e) => e.start_time === null && e.type.includes('registered'))).toBe(true);

    const destinations = await rows<{ name: string; path: string; reason: string }>(`
      select d.name, d.path, d.reason from shop_products p join shop_destinations d on d.name = p.name`);
    expect(destinations).toHaveLength(await countOf('shop_products'));
    for (const d of destinations)
      expect(d).toEqual({ name: d.name, path: `products/${d.name}`, reason: 'product' });
    const products = await rows<{ currency_code: string; price_minor: number }>(
      'select currency_code, price_minor from shop_products',
    );
    for (const p of products) {
      expect(p.currency_code).toBe('USD');
      expect(p.price_minor).toBeGreaterThan(0);
    }
    const databag = await rows<{ start_at: Date; end_at: Date }>('select start_at, end_at from databags');
    for (const d of databag) {
      expect(d.start_at.getTime()).toBeLessThan(NOW.getTime());
      expect(d.end_at.getTime()).toBeGreaterThan(NOW.getTime());
    }
  });

  it('derives uuids from stable names', async () => {
    const series = await rows<{ uuid: string }>(`select uuid from series where slug = 'tidecall'`);
    expect(series[0]!.uuid).toBe(demoUuid('series:tidecall'));
    expect(series[0]!.uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('hands every episode and clip video to the extensions', async () => {
    expect(extensionRuns).toHaveLength(1);
    const media = extensionRuns[0]!;
    const videos = await rows<{
      kind: string;
      video_uuid: string;
      duration: number;
      title: string;
      es: string;
    }>(`
      select 'episode' as kind, video_uuid, duration, title, translations->'es'->>'title' as es from episodes
      union all select 'clip', video_uuid, duration, title, translations->'es'->>'title' from clips`);
    expect(media).toHaveLength(videos.length);
    const byUuid = new Map(media.map((m) => [m.video_uuid, m]));
    for (const v of videos) {
      const item = byUuid.get(v.video_uuid)!;
      expect(item).toMatchObject({
        kind: v.kind,
        duration_seconds: v.duration,
        title: { en: v.title, es: v.es },
      });
      expect(item.timestamps.length).toBe(v.kind === 'episode' ? 3 : 0);
    }
  });
});

describe('running again', () => {
  it('does nothing when the catalogue already has series', async () => {
    const before = await counts();
    const again = await seedDemoCatalogue(db(), { now: NOW, extensions: [recorder] });
    expect(again.created).toBe(false);
    expect(await counts()).toEqual(before);
    expect(extensionRuns).toHaveLength(1);
  });

  it('regenerates with the same uuids and ids, keeping the default shop destinations', async () => {
    const snapshot = () =>
      rows<{ kind: string; id: number | null; uuid: string }>(`
        select 'series' as kind, id, uuid::text from series union all select 'season', id, uuid::text from seasons
        union all select 'episode', id, uuid::text from episodes union all select 'clip', id, uuid::text from clips
        union all select 'collection', id, uuid::text from collections union all select 'jsonbag', id, uuid::text from jsonbags
        union all select 'page', null, uuid::text from cms_pages union all select 'product', null, uuid::text from shop_products
        order by 1, 3`);
    const before = await snapshot();
    const countsBefore = await counts();
    // An edit that regeneration must undo; an operator's destination and art of content the
    // generator does not make (a comic book) that it must keep.
    await sql`update series set title = 'Edited' where slug = 'tidecall'`.execute(db());
    const bookArt = JSON.stringify({ palette: ['#000000', '#ffffff', '#ff0000'], motif: 'grid', seed: 1 });
    await sql`insert into art_assets (asset_type, asset_key, spec) values ('book', 'a-comic', ${bookArt})`.execute(
      db(),
    );
    await sql`insert into shop_destinations (name, path, reason) values ('gift-cards', 'pages/gift-cards', 'gift-cards')`.execute(
      db(),
    );

    const result = await regenerateDemoCatalogue(db(), { now: NOW, extensions: [recorder] });
    expect(result.created).toBe(true);
    expect(await snapshot()).toEqual(before);
    expect(await counts()).toEqual({
      ...countsBefore,
      shop_destinations: countsBefore.shop_destinations! + 1,
      art_assets: countsBefore.art_assets! + 1,
    });
    expect(await rows(`select 1 from art_assets where asset_type = 'book'`)).toHaveLength(1);
    const title = await rows<{ title: string }>(`select title from series where slug = 'tidecall'`);
    expect(title[0]!.title).toBe('Tidecall');
    const kept = await rows<{ name: string }>(
      `select name from shop_destinations where name in ('apparel', 'comics', 'gift-cards') order by name`,
    );
    expect(kept.map((k) => k.name)).toEqual(['apparel', 'comics', 'gift-cards']);
    expect(extensionRuns).toHaveLength(2);
    expect(extensionRuns[1]!.map((m) => m.video_uuid)).toEqual(extensionRuns[0]!.map((m) => m.video_uuid));
  });
});
