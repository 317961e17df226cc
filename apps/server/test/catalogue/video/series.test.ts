import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { castMemberSchema, episodeSchema, pageSchema, seasonSchema, seriesSchema } from '@fanverse/contract';
import { buildVideoTestApp, firstError, type VideoTestApp } from './video-test-app';

let t: VideoTestApp;
beforeAll(async () => {
  t = await buildVideoTestApp();
});
afterAll(async () => t.app.close());

describe('GET /api/5/1/series/{series_id}', () => {
  it('answers the series with counts, first five actors, genres, art and links', async () => {
    const res = await t.get(`/api/5/1/series/${t.fx.ferry.id}`);
    expect(res.statusCode).toBe(200);
    const series = seriesSchema.parse(res.json());
    expect(series).toMatchObject({
      id: t.fx.ferry.id,
      uuid: t.fx.ferry.uuid,
      title: 'The Night Ferry',
      slug: 'night-ferry',
      is_film: false,
      num_seasons: 2,
      // Episode 4 is staged: counted in total_episodes only.
      episode_count: 4,
      total_episodes: 5,
      directors: ['Lena Hart'],
      premium_walled_in: ['GB'],
      box_art: '/art/series/night-ferry/box.jpg',
      thumbnail: '/art/series/night-ferry/thumb.jpg',
      trailer: t.fx.clips.trailer.uuid,
      masthead: {
        headline: 'Set sail at midnight',
        cta_text: 'Watch now',
        color: '#102030',
        logo: '/art/series/night-ferry/logo.jpg',
      },
      url: `/series/${t.fx.ferry.id}/night-ferry`,
    });
    // Billing order is series_cast.position (the reverse of insertion in the fixture).
    expect(series.actors.map((a) => a.names)).toEqual([6, 5, 4, 3, 2].map((i) => `Actor Number ${i}`));
    expect(series.actors[0]).toEqual({
      id: t.fx.ferry.castIds[5],
      asset_key: 'actor-6',
      character_name: 'Character 6',
      names: 'Actor Number 6',
    });
    expect(series.genres).toEqual([
      { slug: 'mystery', name: 'Mystery' },
      { slug: 'comedy', name: 'Comedy' },
    ]);
  });

  it('translates into Spanish and falls back to English field by field', async () => {
    const series = seriesSchema.parse((await t.get(`/api/5/1/series/${t.fx.ferry.id}?trans=es`)).json());
    expect(series.title).toBe('El Ferry Nocturno');
    expect(series.description).toBe('Un ferry que solo zarpa tras la medianoche.');
    expect(series.marketing_headline).toBe('Last boat out');
    expect(series.masthead?.headline).toBe('Zarpa a medianoche');
    expect(series.masthead?.cta_text).toBe('Watch now');
    expect(series.genres).toEqual([
      { slug: 'mystery', name: 'Misterio' },
      { slug: 'comedy', name: 'Comedy' },
    ]);
    expect(series.actors[0]?.character_name).toBe('Personaje 6');
  });

  it('answers a series without episodes with zero counts and no masthead', async () => {
    const series = seriesSchema.parse((await t.get(`/api/5/1/series/${t.fx.orchard.id}`)).json());
    expect(series).toMatchObject({
      num_seasons: 0,
      episode_count: 0,
      total_episodes: 0,
      actors: [],
      genres: [],
      masthead: null,
      trailer: null,
    });
  });

  it('answers INVALID_SERIES_ID for a bad id and SERIES_NOT_FOUND for an unknown one', async () => {
    for (const bad of ['abc', '-1', '1.5', '1234567890']) {
      const res = await t.get(`/api/5/1/series/${bad}`);
      expect(res.statusCode).toBe(400);
      expect(firstError(res)).toMatchObject({ code: 'INVALID_SERIES_ID', field: 'series_id' });
    }
    const res = await t.get('/api/5/1/series/999999');
    expect(res.statusCode).toBe(404);
    expect(firstError(res)?.code).toBe('SERIES_NOT_FOUND');
  });
});

describe('GET /api/5/series/{series_id}/cast', () => {
  it('lists every cast member in billing order with art and the series character name', async () => {
    const res = await t.get(`/api/5/series/${t.fx.ferry.id}/cast`);
    expect(res.statusCode).toBe(200);
    const cast = z.array(castMemberSchema).parse(res.json());
    expect(cast.map((c) => c.names)).toEqual([6, 5, 4, 3, 2, 1].map((i) => `Actor Number ${i}`));
    expect(cast[5]).toEqual({
      id: t.fx.ferry.castIds[0],
      names: 'Actor Number 1',
      native_lang_name: 'Actor 1',
      character_name: 'Character 1',
      country: 'GB',
      dob: '1990-04-05',
      picture: '/art/actors/actor-1/picture.jpg',
      profile_picture: '/art/actors/actor-1/profile.jpg',
      silo: 'cast',
    });
    expect(cast[0]?.silo).toBe('crew');
    const es = z
      .array(castMemberSchema)
      .parse((await t.get(`/api/5/series/${t.fx.ferry.id}/cast?trans=es`)).json());
    expect(es.map((c) => c.character_name).slice(0, 2)).toEqual(['Personaje 6', 'Character 5']);
  });

  it('answers an empty cast for a series without one, SERIES_NOT_FOUND for no series', async () => {
    const empty = await t.get(`/api/5/series/${t.fx.orchard.id}/cast`);
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual([]);
    const missing = await t.get('/api/5/series/424242/cast');
    expect(missing.statusCode).toBe(404);
    expect(firstError(missing)?.code).toBe('SERIES_NOT_FOUND');
    expect(firstError(await t.get('/api/5/series/x/cast'))?.code).toBe('INVALID_SERIES_ID');
  });
});

describe('GET /api/5/series/{series_id}/seasons', () => {
  const seasonsPage = pageSchema(seasonSchema);

  it('lists seasons in order with approved episode counts', async () => {
    const res = await t.get(`/api/5/series/${t.fx.ferry.id}/seasons`);
    expect(res.statusCode).toBe(200);
    const page = seasonsPage.parse(res.json());
    expect(page).toMatchObject({ count: 2, num_pages: 1, page: 1, page_size: 20 });
    expect(page.links).toEqual({ next: null, prev: null, url: `/api/5/series/${t.fx.ferry.id}/seasons` });
    expect(page.values).toEqual([
      {
        id: t.fx.ferry.seasons[0]!.id,
        uuid: t.fx.ferry.seasons[0]!.uuid,
        asset_key: 'night-ferry-s1',
        season_number: 1,
        series_id: t.fx.ferry.id,
        series_title: 'The Night Ferry',
        title: 'Season 1',
        descriptions: { short: 'Short 1', long: 'Long 1' },
        approved_episodes: 3,
      },
      expect.objectContaining({ season_number: 2, approved_episodes: 1 }),
    ]);
    const es = seasonsPage.parse((await t.get(`/api/5/series/${t.fx.ferry.id}/seasons?trans=es`)).json());
    expect(es.values.map((s) => [s.title, s.series_title])).toEqual([
      ['Temporada 1', 'El Ferry Nocturno'],
      ['Season 2', 'El Ferry Nocturno'],
    ]);
  });

  it('answers the empty first page, 404 code 5 past it, code 4 for a bad page', async () => {
    const empty = seasonsPage.parse((await t.get(`/api/5/series/${t.fx.orchard.id}/seasons`)).json());
    expect(empty).toMatchObject({ count: 0, num_pages: 1, values: [] });
    const past = await t.get(`/api/5/series/${t.fx.ferry.id}/seasons?page=2`);
    expect(past.statusCode).toBe(404);
    expect(firstError(past)?.code).toBe(5);
    for (const page of ['x', '0', '-1', '1.5']) {
      const bad = await t.get(`/api/5/series/${t.fx.ferry.id}/seasons?page=${page}`);
      expect(bad.statusCode).toBe(400);
      expect(firstError(bad)).toMatchObject({ code: 4, field: 'page' });
    }
    expect(firstError(await t.get('/api/5/series/777777/seasons'))?.code).toBe('SERIES_NOT_FOUND');
  });
});

describe('GET /api/5/series/{series_id}/seasons/{season_number}', () => {
  const episodesPage = pageSchema(episodeSchema);

  it("lists a season's episodes by position, ascending or descending", async () => {
    const asc = episodesPage.parse((await t.get(`/api/5/series/${t.fx.ferry.id}/seasons/1`)).json());
    expect(asc).toMatchObject({ count: 3, num_pages: 1, page: 1, page_size: 20 });
    expect(asc.values.map((e) => [e.number, e.season_position])).toEqual([
      [1, 1],
      [2, 2],
      [3, 3],
    ]);
    const desc = episodesPage.parse(
      (await t.get(`/api/5/series/${t.fx.ferry.id}/seasons/2?sort=desc`)).json(),
    );
    expect(desc.values.map((e) => e.number)).toEqual([5, 4]);
  });

  it('pages a long season by 20, keeping the sort in the links', async () => {
    const first = episodesPage.parse(
      (await t.get(`/api/5/series/${t.fx.lanterns.id}/seasons/1?sort=desc`)).json(),
    );
    expect(first).toMatchObject({ count: 25, num_pages: 2, page: 1, page_size: 20 });
    expect(first.values.map((e) => e.season_position)).toEqual(Array.from({ length: 20 }, (_, i) => 25 - i));
    const next = new URL(first.links.next!, 'http://x');
    expect(next.pathname).toBe(`/api/5/series/${t.fx.lanterns.id}/seasons/1`);
    expect(next.searchParams.get('sort')).toBe('desc');
    expect(next.searchParams.get('page')).toBe('2');
    const second = episodesPage.parse((await t.get(first.links.next!)).json());
    expect(second.values.map((e) => e.season_position)).toEqual([5, 4, 3, 2, 1]);
    expect(second.links.prev).not.toBeNull();
  });

  it('answers code 9 for a bad season number, 10 for a bad sort, SEASON_NOT_FOUND and code 5', async () => {
    const badSeason = await t.get(`/api/5/series/${t.fx.ferry.id}/seasons/x`);
    expect(badSeason.statusCode).toBe(400);
    expect(firstError(badSeason)).toMatchObject({ code: 9, field: 'season_number' });
    const badSort = await t.get(`/api/5/series/${t.fx.ferry.id}/seasons/1?sort=up`);
    expect(badSort.statusCode).toBe(400);
    expect(firstError(badSort)).toMatchObject({ code: 10, field: 'sort' });
    expect(firstError(await t.get(`/api/5/series/${t.fx.ferry.id}/seasons/1?page=x`))?.code).toBe(4);
    const unknown = await t.get(`/api/5/series/${t.fx.ferry.id}/seasons/7`);
    expect(unknown.statusCode).toBe(404);
    expect(firstError(unknown)?.code).toBe('SEASON_NOT_FOUND');
    const noSeries = await t.get('/api/5/series/555555/seasons/1');
    expect(noSeries.statusCode).toBe(404);
    expect(firstError(noSeries)?.code).toBe('SERIES_NOT_FOUND');
    const past = await t.get(`/api/5/series/${t.fx.ferry.id}/seasons/1?page=2`);
    expect(past.statusCode).toBe(404);
    expect(firstError(past)?.code).toBe(5);
  });
});
