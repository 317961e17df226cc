import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { episodeSchema, pageSchema } from '@fanverse/contract';
import { buildVideoTestApp, firstError, type VideoTestApp } from './video-test-app';

let t: VideoTestApp;
beforeAll(async () => {
  t = await buildVideoTestApp();
});
afterAll(async () => t.app.close());

const episodesPage = pageSchema(episodeSchema);
const numbers = (page: { values: { number: number }[] }) => page.values.map((e) => e.number);

describe('GET /api/5/series/{series_id}/episodes/', () => {
  it('answers episodes with every wire field', async () => {
    const res = await t.get(`/api/5/series/${t.fx.ferry.id}/episodes/`);
    expect(res.statusCode).toBe(200);
    const page = episodesPage.parse(res.json());
    expect(page).toMatchObject({ count: 5, num_pages: 1, page: 1, page_size: 20 });
    expect(page.links).toEqual({ next: null, prev: null, url: `/api/5/series/${t.fx.ferry.id}/episodes/` });
    expect(numbers(page)).toEqual([1, 2, 3, 4, 5]);
    const [first, second, , fourth] = page.values;
    expect(first).toEqual({
      id: t.fx.ferry.episodes[0]!.id,
      uuid: t.fx.ferry.episodes[0]!.uuid,
      guid: 'ferry-1',
      asset_key: 'night-ferry-e1',
      title: 'Crossing 1',
      subtitle: 'Part 1',
      description: 'Episode 1 of the ferry.',
      description_short: 'Ep 1',
      number: 1,
      season: t.fx.ferry.seasons[0]!.id,
      season_num: 1,
      season_position: 1,
      season_title: 'Season 1',
      series_id: t.fx.ferry.id,
      series_title: 'The Night Ferry',
      air_date: '2021-01-01',
      release_date: '2021-01-01',
      duration: 1380,
      ad_markers: [300, 900],
      timestamps: [
        { label: 'intro', start_seconds: 0, end_seconds: 30, title: 'Skip intro' },
        { label: 'credits', start_seconds: 1300, end_seconds: 1380, title: 'Skip credits' },
      ],
      has_download_files: true,
      download_assets: { wv_packaged_hdss: 'hd-1', wv_packaged_sdss: null },
      playable_on: ['web', 'tv'],
      preview_available_on: [],
      mpaa_rating: '',
      tv_rating: '',
      thumbnail: '/art/episode/night-ferry-e1/thumb.jpg',
      url: `/series/${t.fx.ferry.id}/night-ferry/episode/1`,
      video: {
        requires_premium_code: false,
        status: 'approved',
        wall_restriction: null,
        wall_expires: null,
        wall_type: null,
      },
      video_uuid: t.fx.ferry.episodes[0]!.video_uuid,
    });
    expect(second?.video).toEqual({
      requires_premium_code: false,
      status: 'approved',
      wall_restriction: 'premium-early-access',
      wall_expires: '2030-06-01T00:00:00.000Z',
      wall_type: 0,
    });
    expect(fourth?.video.status).toBe('staged');
  });

  it('translates titles, series and season titles and timestamps, falling back to English', async () => {
    const page = episodesPage.parse(
      (await t.get(`/api/5/series/${t.fx.ferry.id}/episodes/?trans=es`)).json(),
    );
    const [first, second, , fourth] = page.values;
    expect(first).toMatchObject({
      title: 'Travesía 1',
      subtitle: 'Part 1',
      series_title: 'El Ferry Nocturno',
      season_title: 'Temporada 1',
    });
    expect(first?.timestamps.map((s) => s.title)).toEqual(['Saltar intro', 'Skip credits']);
    expect(second?.title).toBe('Crossing 2');
    expect(fourth?.season_title).toBe('Season 2');
  });

  it('pages and sorts, with links that keep sort, page size and language', async () => {
    const url = `/api/5/series/${t.fx.ferry.id}/episodes/`;
    const p1 = episodesPage.parse((await t.get(`${url}?page_size=2&sort=desc&trans=es`)).json());
    expect(p1).toMatchObject({ count: 5, num_pages: 3, page: 1, page_size: 2 });
    expect(numbers(p1)).toEqual([5, 4]);
    expect(p1.links.prev).toBeNull();
    const next = new URL(p1.links.next!, 'http://x');
    expect(Object.fromEntries(next.searchParams)).toEqual({
      sort: 'desc',
      trans: 'es',
      page: '2',
      page_size: '2',
    });
    const p2 = episodesPage.parse((await t.get(p1.links.next!)).json());
    expect(numbers(p2)).toEqual([3, 2]);
    expect(p2.values[1]?.series_title).toBe('El Ferry Nocturno');
    const p3 = episodesPage.parse((await t.get(`${url}?page=3&page_size=2&sort=desc`)).json());
    expect(numbers(p3)).toEqual([1]);
    expect(p3.links.next).toBeNull();
    const asc = episodesPage.parse((await t.get(`${url}?page=2&page_size=2&sort=asc`)).json());
    expect(numbers(asc)).toEqual([3, 4]);
  });

  it('pages a series whose numbers have a gap (the OFFSET path) in both orders', async () => {
    const url = `/api/5/series/${t.fx.lanterns.id}/episodes/`;
    const all = [...Array.from({ length: 24 }, (_, i) => i + 1), 30];
    const collect = async (sort: 'asc' | 'desc') => {
      const seen: number[] = [];
      for (let page = 1; page <= 4; page++) {
        const body = episodesPage.parse((await t.get(`${url}?page=${page}&page_size=7&sort=${sort}`)).json());
        expect(body).toMatchObject({ count: 25, num_pages: 4, page });
        seen.push(...numbers(body));
      }
      return seen;
    };
    expect(await collect('asc')).toEqual(all);
    expect(await collect('desc')).toEqual([...all].reverse());
    const past = await t.get(`${url}?page=5&page_size=7`);
    expect(past.statusCode).toBe(404);
    expect(firstError(past)?.code).toBe(5);
  });

  it('answers an empty first page for a series without episodes and 404 code 5 past it', async () => {
    const url = `/api/5/series/${t.fx.orchard.id}/episodes/`;
    const empty = episodesPage.parse((await t.get(url)).json());
    expect(empty).toMatchObject({ count: 0, num_pages: 1, values: [], links: { next: null, prev: null } });
    const past = await t.get(`${url}?page=2`);
    expect(past.statusCode).toBe(404);
    expect(firstError(past)).toMatchObject({ code: 5 });
  });

  it('answers a coded 400 for every bad input and SERIES_NOT_FOUND for an unknown series', async () => {
    const url = `/api/5/series/${t.fx.ferry.id}/episodes/`;
    const cases: [string, number | string, string][] = [
      ['/api/5/series/abc/episodes/', 'INVALID_SERIES_ID', 'series_id'],
      [`${url}?page=x`, 4, 'page'],
      [`${url}?page=0`, 4, 'page'],
      [`${url}?page_size=x`, 4, 'page_size'],
      [`${url}?page_size=101`, 4, 'page_size'],
      [`${url}?page_size=0`, 4, 'page_size'],
      [`${url}?sort=up`, 10, 'sort'],
      [`${url}?sort=ASC`, 10, 'sort'],
    ];
    for (const [path, code, field] of cases) {
      const res = await t.get(path);
      expect(res.statusCode, path).toBe(400);
      expect(firstError(res), path).toMatchObject({ code, field });
    }
    const missing = await t.get('/api/5/series/999999/episodes/');
    expect(missing.statusCode).toBe(404);
    expect(firstError(missing)?.code).toBe('SERIES_NOT_FOUND');
  });
});

describe('GET /api/5/series/{series_id}/episodes/{episode_number}/', () => {
  it('answers the episode of that number in the series', async () => {
    const res = await t.get(`/api/5/series/${t.fx.ferry.id}/episodes/4/?trans=es`);
    expect(res.statusCode).toBe(200);
    const episode = episodeSchema.parse(res.json());
    expect(episode).toMatchObject({
      uuid: t.fx.ferry.episodes[3]!.uuid,
      number: 4,
      season_num: 2,
      season_position: 1,
      series_title: 'El Ferry Nocturno',
    });
    const lantern = episodeSchema.parse(
      (await t.get(`/api/5/series/${t.fx.lanterns.id}/episodes/30/`)).json(),
    );
    expect(lantern.title).toBe('Lantern 25');
  });

  it('answers INVALID_EPISODE_NUMBER, EPISODE_NOT_FOUND and SERIES_NOT_FOUND', async () => {
    const bad = await t.get(`/api/5/series/${t.fx.ferry.id}/episodes/x/`);
    expect(bad.statusCode).toBe(400);
    expect(firstError(bad)).toMatchObject({ code: 'INVALID_EPISODE_NUMBER', field: 'episode_number' });
    expect(firstError(await t.get('/api/5/series/x/episodes/1/'))?.code).toBe('INVALID_SERIES_ID');
    const missing = await t.get(`/api/5/series/${t.fx.ferry.id}/episodes/6/`);
    expect(missing.statusCode).toBe(404);
    expect(firstError(missing)?.code).toBe('EPISODE_NOT_FOUND');
    const noSeries = await t.get('/api/5/series/999999/episodes/1/');
    expect(noSeries.statusCode).toBe(404);
    expect(firstError(noSeries)?.code).toBe('SERIES_NOT_FOUND');
  });
});

describe('GET /api/5/episode/{uuid}/', () => {
  it('answers the episode by uuid, in any letter case', async () => {
    const { uuid } = t.fx.ferry.episodes[2]!;
    const episode = episodeSchema.parse((await t.get(`/api/5/episode/${uuid}/`)).json());
    expect(episode).toMatchObject({ uuid, number: 3, title: 'Crossing 3' });
    const upper = episodeSchema.parse((await t.get(`/api/5/episode/${uuid.toUpperCase()}/`)).json());
    expect(upper.uuid).toBe(uuid);
  });

  it('answers INVALID_UUID for a malformed uuid and EPISODE_NOT_FOUND for an unknown one', async () => {
    for (const bad of ['not-a-uuid', '12345', `${t.fx.ferry.episodes[0]!.uuid}0`]) {
      const res = await t.get(`/api/5/episode/${bad}/`);
      expect(res.statusCode).toBe(400);
      expect(firstError(res)).toMatchObject({ code: 'INVALID_UUID', field: 'uuid' });
    }
    const missing = await t.get('/api/5/episode/00000000-0000-4000-8000-000000000000/');
    expect(missing.statusCode).toBe(404);
    expect(firstError(missing)?.code).toBe('EPISODE_NOT_FOUND');
  });
});

describe('GET /api/5/latestepisodes', () => {
  it('answers released episodes newest first, leaving out future and undated ones', async () => {
    const res = await t.get('/api/5/latestepisodes');
    expect(res.statusCode).toBe(200);
    const page = episodesPage.parse(res.json());
    expect(page).toMatchObject({ count: 4, num_pages: 1, page: 1, page_size: 20 });
    expect(page.values.map((e) => e.release_date)).toEqual([
      '2021-01-04',
      '2021-01-03',
      '2021-01-02',
      '2021-01-01',
    ]);
  });

  it('pages with page_size, answers code 5 past the last page and code 4 for a bad page', async () => {
    const p2 = episodesPage.parse((await t.get('/api/5/latestepisodes?page=2&page_size=3&trans=es')).json());
    expect(p2).toMatchObject({ count: 4, num_pages: 2, page: 2, page_size: 3 });
    expect(p2.values.map((e) => e.title)).toEqual(['Travesía 1']);
    expect(p2.links.prev).toBe('/api/5/latestepisodes?trans=es&page=1&page_size=3');
    const past = await t.get('/api/5/latestepisodes?page=3&page_size=3');
    expect(past.statusCode).toBe(404);
    expect(firstError(past)?.code).toBe(5);
    expect(firstError(await t.get('/api/5/latestepisodes?page=x'))).toMatchObject({ code: 4, field: 'page' });
    expect(firstError(await t.get('/api/5/latestepisodes?page_size=500'))).toMatchObject({
      code: 4,
      field: 'page_size',
    });
  });
});
