import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clipSchema, pageSchema } from '@fanverse/contract';
import { buildVideoTestApp, firstError, type VideoTestApp } from './video-test-app';

let t: VideoTestApp;
beforeAll(async () => {
  t = await buildVideoTestApp();
});
afterAll(async () => t.app.close());

const clipsPage = pageSchema(clipSchema);
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

describe('GET /api/5/2/clips/{uuid}', () => {
  it('answers the clip with schedule, art, series and link', async () => {
    const res = await t.get(`/api/5/2/clips/${t.fx.clips.trailer.uuid}`);
    expect(res.statusCode).toBe(200);
    const clip = clipSchema.parse(res.json());
    expect(clip).toEqual({
      id: expect.any(Number),
      uuid: t.fx.clips.trailer.uuid,
      guid: 'clip-ferry-trailer',
      asset_key: 'night-ferry-clip',
      clip_type: 'trailer',
      title: 'Ferry Trailer',
      description: 'Ferry Trailer, described.',
      duration: 90,
      publish_date: '2021-02-01T12:00:00.000Z',
      thumbnail: '/art/clips/night-ferry-clip/thumbnail.jpg',
      video_uuid: t.fx.clips.trailer.video_uuid,
      program_schedule: [
        { start_time: null, end_time: null, type: ['premium'], name: 'premium-window', plan: null },
      ],
      series_id: t.fx.ferry.id,
      series_title: 'The Night Ferry',
      url: `/clips/${t.fx.clips.trailer.uuid}`,
    });
    const es = clipSchema.parse((await t.get(`/api/5/2/clips/${t.fx.clips.trailer.uuid}?trans=es`)).json());
    expect([es.title, es.description, es.series_title]).toEqual([
      'Tráiler del ferry',
      'Ferry Trailer, described.',
      'El Ferry Nocturno',
    ]);
  });

  it('answers INVALID_UUID and CLIP_NOT_FOUND', async () => {
    const bad = await t.get('/api/5/2/clips/nope');
    expect(bad.statusCode).toBe(400);
    expect(firstError(bad)).toMatchObject({ code: 'INVALID_UUID', field: 'uuid' });
    const missing = await t.get(`/api/5/2/clips/${UNKNOWN}`);
    expect(missing.statusCode).toBe(404);
    expect(firstError(missing)?.code).toBe('CLIP_NOT_FOUND');
  });
});

describe('GET /api/5/2/{object_type}/{object_uuid}/clips', () => {
  it("lists an object's clips in its order, for every object type", async () => {
    const series = clipsPage.parse((await t.get(`/api/5/2/series/${t.fx.ferry.uuid}/clips`)).json());
    expect(series).toMatchObject({ count: 3, num_pages: 1, page: 1, page_size: 20 });
    expect(series.values.map((c) => c.uuid)).toEqual([
      t.fx.clips.trailer.uuid,
      t.fx.clips.featurette.uuid,
      t.fx.clips.interview.uuid,
    ]);
    const season = clipsPage.parse(
      (await t.get(`/api/5/2/season/${t.fx.ferry.seasons[0]!.uuid}/clips`)).json(),
    );
    expect(season.values.map((c) => c.uuid)).toEqual([t.fx.clips.featurette.uuid]);
    const episode = clipsPage.parse(
      (await t.get(`/api/5/2/episode/${t.fx.ferry.episodes[0]!.uuid}/clips`)).json(),
    );
    expect(episode.values.map((c) => c.clip_type)).toEqual(['preview']);
    const collection = clipsPage.parse(
      (await t.get(`/api/5/2/collection/${t.fx.collection.uuid}/clips`)).json(),
    );
    expect(collection.values.map((c) => c.uuid)).toEqual([t.fx.clips.interview.uuid]);
    const none = clipsPage.parse((await t.get(`/api/5/2/series/${t.fx.orchard.uuid}/clips`)).json());
    expect(none).toMatchObject({ count: 0, num_pages: 1, values: [] });
  });

  it('filters by clip_type and pages, keeping the filter in the links', async () => {
    const url = `/api/5/2/series/${t.fx.ferry.uuid}/clips`;
    const featurettes = clipsPage.parse((await t.get(`${url}?clip_type=featurette`)).json());
    expect(featurettes.values.map((c) => c.uuid)).toEqual([t.fx.clips.featurette.uuid]);
    const none = clipsPage.parse((await t.get(`${url}?clip_type=recap`)).json());
    expect(none.count).toBe(0);
    const p1 = clipsPage.parse((await t.get(`${url}?page_size=2&trans=es`)).json());
    expect(p1).toMatchObject({ count: 3, num_pages: 2 });
    expect(p1.values[0]?.title).toBe('Tráiler del ferry');
    expect(p1.links.next).toBe(`${url}?trans=es&page=2&page_size=2`);
    const p2 = clipsPage.parse((await t.get(p1.links.next!)).json());
    expect(p2.values.map((c) => c.uuid)).toEqual([t.fx.clips.interview.uuid]);
    const past = await t.get(`${url}?page=3&page_size=2`);
    expect(past.statusCode).toBe(404);
    expect(firstError(past)?.code).toBe(5);
  });

  it('answers INVALID_OBJECT_TYPE, INVALID_UUID, INVALID_CLIP_TYPE, code 4 and RESOURCE_NOT_FOUND', async () => {
    const cases: [string, number | string, string][] = [
      [`/api/5/2/foo/${t.fx.ferry.uuid}/clips`, 'INVALID_OBJECT_TYPE', 'object_type'],
      [`/api/5/2/video/${t.fx.ferry.uuid}/clips`, 'INVALID_OBJECT_TYPE', 'object_type'],
      ['/api/5/2/series/not-a-uuid/clips', 'INVALID_UUID', 'object_uuid'],
      [`/api/5/2/series/${t.fx.ferry.uuid}/clips?clip_type=blooper`, 'INVALID_CLIP_TYPE', 'clip_type'],
      [`/api/5/2/series/${t.fx.ferry.uuid}/clips?page=x`, 4, 'page'],
      [`/api/5/2/series/${t.fx.ferry.uuid}/clips?page_size=x`, 4, 'page_size'],
    ];
    for (const [path, code, field] of cases) {
      const res = await t.get(path);
      expect(res.statusCode, path).toBe(400);
      expect(firstError(res), path).toMatchObject({ code, field });
    }
    for (const type of ['series', 'season', 'episode', 'collection']) {
      const res = await t.get(`/api/5/2/${type}/${UNKNOWN}/clips`);
      expect(res.statusCode, type).toBe(404);
      expect(firstError(res)?.code).toBe('RESOURCE_NOT_FOUND');
    }
    // An existing uuid of another type is still unknown as this type.
    const wrongType = await t.get(`/api/5/2/season/${t.fx.ferry.uuid}/clips`);
    expect(wrongType.statusCode).toBe(404);
  });
});

describe('GET /api/5/2/{container_type}/{container_uuid}/{object_type}/{object_uuid}/clips', () => {
  it('lists the clips of an object that belongs to the container', async () => {
    const { ferry, collection } = t.fx;
    const episode = ferry.episodes[0]!.uuid;
    const season = ferry.seasons[0]!.uuid;
    const inSeries = clipsPage.parse(
      (await t.get(`/api/5/2/series/${ferry.uuid}/episode/${episode}/clips`)).json(),
    );
    expect(inSeries.values.map((c) => c.uuid)).toEqual([t.fx.clips.preview.uuid]);
    const inSeason = clipsPage.parse(
      (await t.get(`/api/5/2/season/${season}/episode/${episode}/clips`)).json(),
    );
    expect(inSeason.values.map((c) => c.uuid)).toEqual([t.fx.clips.preview.uuid]);
    const seasonInSeries = clipsPage.parse(
      (await t.get(`/api/5/2/series/${ferry.uuid}/season/${season}/clips?clip_type=featurette`)).json(),
    );
    expect(seasonInSeries.values.map((c) => c.uuid)).toEqual([t.fx.clips.featurette.uuid]);
    const listed = clipsPage.parse(
      (await t.get(`/api/5/2/collection/${collection.uuid}/series/${ferry.uuid}/clips`)).json(),
    );
    expect(listed.count).toBe(3);
  });

  it('answers 404 RESOURCE_NOT_FOUND when the object is not in the container, 400 for bad parts', async () => {
    const { ferry, lanterns, collection } = t.fx;
    const episode = ferry.episodes[0]!.uuid;
    const notIn = [
      `/api/5/2/series/${lanterns.uuid}/episode/${episode}/clips`,
      `/api/5/2/season/${ferry.seasons[1]!.uuid}/episode/${episode}/clips`,
      `/api/5/2/series/${lanterns.uuid}/season/${ferry.seasons[0]!.uuid}/clips`,
      `/api/5/2/episode/${episode}/series/${ferry.uuid}/clips`,
      `/api/5/2/series/${ferry.uuid}/series/${ferry.uuid}/clips`,
      `/api/5/2/collection/${collection.uuid}/season/${ferry.seasons[0]!.uuid}/clips`,
      `/api/5/2/series/${UNKNOWN}/episode/${episode}/clips`,
    ];
    for (const path of notIn) {
      const res = await t.get(path);
      expect(res.statusCode, path).toBe(404);
      expect(firstError(res)?.code, path).toBe('RESOURCE_NOT_FOUND');
    }
    const cases: [string, string, string][] = [
      [`/api/5/2/show/${ferry.uuid}/episode/${episode}/clips`, 'INVALID_OBJECT_TYPE', 'container_type'],
      [`/api/5/2/series/${ferry.uuid}/show/${episode}/clips`, 'INVALID_OBJECT_TYPE', 'object_type'],
      [`/api/5/2/series/xyz/episode/${episode}/clips`, 'INVALID_UUID', 'container_uuid'],
      [`/api/5/2/series/${ferry.uuid}/episode/xyz/clips`, 'INVALID_UUID', 'object_uuid'],
      [
        `/api/5/2/series/${ferry.uuid}/episode/${episode}/clips?clip_type=x`,
        'INVALID_CLIP_TYPE',
        'clip_type',
      ],
    ];
    for (const [path, code, field] of cases) {
      const res = await t.get(path);
      expect(res.statusCode, path).toBe(400);
      expect(firstError(res), path).toMatchObject({ code, field });
    }
  });
});
