import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { collectionItemSchema } from '@fanverse/contract';
import { ItemLoaderRegistry } from '../../../src/modules/catalogue/item-loaders';
import {
  createVideoCatalogueServices,
  type VideoCatalogueServices,
} from '../../../src/modules/video-catalogue/video-catalogue.factory';
import { buildVideoTestApp, type VideoTestApp } from './video-test-app';

let t: VideoTestApp;
let catalogue: VideoCatalogueServices;
beforeAll(async () => {
  t = await buildVideoTestApp();
  catalogue = createVideoCatalogueServices(t.database.db);
});
afterAll(async () => t.app.close());

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

describe('video item loaders', () => {
  it('registers Series, Season, Episode and Clip loaders', () => {
    expect(catalogue.loaders.map((l) => l.type).sort()).toEqual(['Clip', 'Episode', 'Season', 'Series']);
  });

  it('loads many uuids of each type into tagged items, leaving unknown uuids out', async () => {
    const load = (type: string, uuids: string[], lang: 'en' | 'es' = 'en') =>
      catalogue.loaders.find((l) => l.type === type)!.load(uuids, lang);

    const series = await load('Series', [t.fx.lanterns.uuid, UNKNOWN, t.fx.ferry.uuid], 'es');
    expect([...series.keys()].sort()).toEqual([t.fx.ferry.uuid, t.fx.lanterns.uuid].sort());
    const ferry = collectionItemSchema.parse(series.get(t.fx.ferry.uuid));
    expect(ferry).toMatchObject({ item_type: 'Series', title: 'El Ferry Nocturno', total_episodes: 5 });
    expect(series.get(t.fx.lanterns.uuid)).toMatchObject({ total_episodes: 25, episode_count: 25 });

    const seasons = await load('Season', [t.fx.ferry.seasons[1]!.uuid, t.fx.lanterns.seasonUuid]);
    expect(collectionItemSchema.parse(seasons.get(t.fx.ferry.seasons[1]!.uuid))).toMatchObject({
      item_type: 'Season',
      season_number: 2,
      approved_episodes: 1,
    });
    expect(seasons.get(t.fx.lanterns.seasonUuid)).toMatchObject({ approved_episodes: 25 });

    const episodes = await load('Episode', t.fx.lanterns.episodeUuids.slice(0, 3).concat(UNKNOWN));
    expect(episodes.size).toBe(3);
    expect(collectionItemSchema.parse(episodes.get(t.fx.lanterns.episodeUuids[2]!))).toMatchObject({
      item_type: 'Episode',
      number: 3,
    });

    const clips = await load('Clip', [t.fx.clips.preview.uuid]);
    expect(collectionItemSchema.parse(clips.get(t.fx.clips.preview.uuid))).toMatchObject({
      item_type: 'Clip',
      clip_type: 'preview',
    });
    expect((await load('Clip', [])).size).toBe(0);
  });

  it('resolve through the registry keeps the order of the refs and drops missing items', async () => {
    const registry = new ItemLoaderRegistry().register(...catalogue.loaders);
    const items = await registry.resolve(
      [
        { item_type: 'Clip', item_uuid: t.fx.clips.interview.uuid },
        { item_type: 'Series', item_uuid: t.fx.orchard.uuid },
        { item_type: 'Episode', item_uuid: UNKNOWN },
        { item_type: 'Episode', item_uuid: t.fx.ferry.episodes[4]!.uuid },
        { item_type: 'Season', item_uuid: t.fx.ferry.seasons[0]!.uuid },
        { item_type: 'Series', item_uuid: t.fx.ferry.uuid },
      ],
      'en',
    );
    expect(items.map((i) => [i.item_type, (i as { uuid: string }).uuid])).toEqual([
      ['Clip', t.fx.clips.interview.uuid],
      ['Series', t.fx.orchard.uuid],
      ['Episode', t.fx.ferry.episodes[4]!.uuid],
      ['Season', t.fx.ferry.seasons[0]!.uuid],
      ['Series', t.fx.ferry.uuid],
    ]);
  });
});

describe('episode counters (migration 0006)', () => {
  const counts = async () => {
    const series = await catalogue.series.get(t.fx.ferry.id, 'en');
    const seasons = await catalogue.seasons.list(t.fx.ferry.id, 1, 'en', { url: '/', query: {} });
    return {
      total: series.total_episodes,
      approved: series.episode_count,
      seasons: seasons.values.map((s) => s.approved_episodes),
    };
  };

  it('follow status changes, moves between seasons, deletes and bulk inserts', async () => {
    const db = t.database.db;
    expect(await counts()).toEqual({ total: 5, approved: 4, seasons: [3, 1] });

    await db
      .updateTable('episodes')
      .set({ video_status: 'approved' })
      .where('guid', '=', 'ferry-4')
      .execute();
    expect(await counts()).toEqual({ total: 5, approved: 5, seasons: [3, 2] });

    const season2 = t.fx.ferry.seasons[1]!;
    await db
      .updateTable('episodes')
      .set({ season_id: season2.id, season_num: 2, season_position: 3 })
      .where('guid', '=', 'ferry-3')
      .execute();
    expect(await counts()).toEqual({ total: 5, approved: 5, seasons: [2, 3] });

    await db.deleteFrom('episodes').where('guid', 'in', ['ferry-4', 'ferry-5']).execute();
    expect(await counts()).toEqual({ total: 3, approved: 3, seasons: [2, 1] });

    await db
      .insertInto('episodes')
      .values(
        [6, 7, 8].map((number) => ({
          uuid: crypto.randomUUID(),
          guid: `ferry-extra-${number}`,
          series_id: t.fx.ferry.id,
          season_id: season2.id,
          season_num: 2,
          season_position: number,
          number,
          asset_key: 'x',
          title: `Extra ${number}`,
          video_uuid: crypto.randomUUID(),
          video_status: number === 8 ? 'processing' : 'approved',
        })),
      )
      .execute();
    expect(await counts()).toEqual({ total: 6, approved: 5, seasons: [2, 3] });

    // Numbers are now 1, 2, 3, 6, 7, 8: pages take the OFFSET path and stay right.
    const page = await catalogue.episodes.listForSeries(
      t.fx.ferry.id,
      { page: 2, pageSize: 4, sort: 'asc' },
      'en',
      { url: '/', query: {} },
    );
    expect(page.values.map((e) => e.number)).toEqual([7, 8]);
  });

  it('are cleared by a truncate', async () => {
    await sql`truncate episodes`.execute(t.database.db);
    expect(await counts()).toEqual({ total: 0, approved: 0, seasons: [0, 0] });
  });
});
