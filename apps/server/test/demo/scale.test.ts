import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { DatabaseHandle } from '../../src/db/database';
import { demoUuid } from '../../src/modules/demo/demo-ids';
import { scaleCatalogue, scaleSeriesSlug } from '../../src/modules/demo/scale';
import { regenerateDemoCatalogue, seedDemoCatalogue } from '../../src/modules/demo/seed-demo-catalogue';
import { createTestDatabase } from '../helpers/test-database';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemoCatalogue(database.db);
});
afterAll(async () => database.close());

const rows = async <T>(query: string) => (await sql.raw<T>(query).execute(database.db)).rows;
const num = async (query: string) => Number((await rows<{ n: string }>(query))[0]!.n);
const episodes = () => num('select count(*) as n from episodes');
const items = (slug: string) =>
  num(
    `select count(*) as n from collection_items i join collections c on c.id = i.collection_id where c.slug = '${slug}'`,
  );

describe('scaleCatalogue', () => {
  it('adds synthetic series until the catalogue holds the number of episodes asked for', async () => {
    const demo = await episodes();
    const progress: [number, number, string][] = [];
    const result = await scaleCatalogue(database.db, {
      episodes: 2_000,
      onProgress: (done, total, label) => progress.push([done, total, label]),
    });
    expect(result).toEqual({ added: 2_000 - demo, episodes: 2_000 });
    expect(await episodes()).toBe(2_000);
    expect(progress.at(-1)![0]).toBe(progress.at(-1)![1]);

    // 100 episodes per series in 4 seasons of 25; the last series holds the remainder.
    const scaled = 2_000 - demo;
    const series = await rows<{ slug: string; episodes: number; seasons: number }>(`
      select s.slug, (select count(*) from episodes where series_id = s.id)::int as episodes,
        (select count(*) from seasons where series_id = s.id)::int as seasons
      from series s where s.slug like 'scale-%' order by s.id`);
    expect(series).toHaveLength(Math.ceil(scaled / 100));
    expect(series[0]).toEqual({ slug: 'scale-0001', episodes: 100, seasons: 4 });
    const last = series.at(-1)!;
    expect(last.episodes).toBe(scaled % 100 || 100);
    expect(last.seasons).toBe(Math.ceil(last.episodes / 25));

    const sample = await rows<{
      uuid: string;
      video_uuid: string;
      number: number;
      season_num: number;
      season_position: number;
      es: string;
    }>(`select e.uuid, e.video_uuid, e.number, e.season_num, e.season_position, e.translations->'es'->>'title' as es
        from episodes e join series s on s.id = e.series_id where s.slug = 'scale-0002' and e.number = 57`);
    expect(sample[0]).toMatchObject({ number: 57, season_num: 3, season_position: 7 });
    expect(sample[0]!.uuid).toBe(demoUuid('episode:scale-0002:57'));
    expect(sample[0]!.video_uuid).toBe(demoUuid('video:episode:scale-0002:57'));
    expect(sample[0]!.es).toMatch(/^Episodio de escala \d+$/);

    expect(await items('scale-episodes')).toBe(scaled);
    expect(await items('scale-series')).toBe(series.length);
    const dangling = await num(`
      select count(*) as n from collection_items i join collections c on c.id = i.collection_id
      where c.slug like 'scale-%' and not exists (select 1 from episodes where uuid = i.item_uuid)
        and not exists (select 1 from series where uuid = i.item_uuid)`);
    expect(dangling).toBe(0);
    const art = await num(`select count(*) as n from art_assets where asset_key = 'scale'`);
    expect(art).toBe(4);
  });

  it('adds nothing when run again for the same number, or a smaller one', async () => {
    const before = await rows('select id, uuid from episodes order by id');
    expect(await scaleCatalogue(database.db, { episodes: 2_000 })).toEqual({ added: 0, episodes: 2_000 });
    expect(await scaleCatalogue(database.db, { episodes: 500 })).toEqual({ added: 0, episodes: 2_000 });
    expect(await rows('select id, uuid from episodes order by id')).toEqual(before);
    expect(await items('scale-episodes')).toBe(2_000 - 72);
  });

  it('continues where the last run stopped, filling the partial series first', async () => {
    const result = await scaleCatalogue(database.db, { episodes: 2_150 });
    expect(result).toEqual({ added: 150, episodes: 2_150 });
    const perSeries = await rows<{ slug: string; n: number; numbers_ok: boolean }>(`
      select s.slug, count(*)::int as n, bool_and(e.number between 1 and 100) as numbers_ok
      from series s join episodes e on e.series_id = s.id where s.slug like 'scale-%'
      group by s.id, s.slug order by s.id`);
    expect(perSeries.slice(0, -1).every((s) => s.n === 100 && s.numbers_ok)).toBe(true);
    expect(perSeries.at(-1)).toEqual({
      slug: scaleSeriesSlug(perSeries.length),
      n: (2_150 - 72) % 100,
      numbers_ok: true,
    });
    expect(await items('scale-series')).toBe(perSeries.length);
  });

  it('refuses a count outside 0 to 1,000,000', async () => {
    for (const bad of [-1, 1.5, 1_000_001, Number.NaN]) {
      await expect(scaleCatalogue(database.db, { episodes: bad })).rejects.toThrow(RangeError);
    }
  });

  it('names series past 9999 without truncating', () => {
    expect(scaleSeriesSlug(7)).toBe('scale-0007');
    expect(scaleSeriesSlug(10_000)).toBe('scale-10000');
  });

  it('is undone by regenerating the demo catalogue', async () => {
    await regenerateDemoCatalogue(database.db);
    expect(await episodes()).toBe(72);
    expect(await num(`select count(*) as n from series where slug like 'scale-%'`)).toBe(0);
    expect(await num(`select count(*) as n from collections where slug like 'scale-%'`)).toBe(0);
  });
});
