import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueMapping, episodesMapping, type ReplyMapping } from '@fanverse/client';
import type { ContractServer } from './contract-server';
import {
  UNKNOWN_SERIES_ID,
  UNKNOWN_UUID,
  checkedLocally,
  codeOf,
  demoFacts,
  startCatalogueServer,
  type DemoFacts,
} from './catalogue-fixtures';

let s: ContractServer;
let demo: DemoFacts;
beforeAll(async () => {
  s = await startCatalogueServer();
  demo = await demoFacts(s);
});
afterAll(async () => s.app.close());

/**
 * A request the client's §5 check would never send, sent anyway through the client's HTTP
 * layer with the call's own mapping: the server's reply must read as the same client code.
 */
const raw = (path: string, query: Record<string, string> = {}, mapping: ReplyMapping = catalogueMapping) =>
  codeOf(s.client().http.request({ method: 'GET', path, query, mapping }));

describe('series', () => {
  it('getSeries: the demo series, parsed by the client', async () => {
    const series = await s.client().catalogue.getSeries(demo.series.id);
    expect(series).toMatchObject({
      id: demo.series.id,
      uuid: demo.series.uuid,
      slug: demo.series.slug,
      title: demo.series.title,
      url: `/series/${demo.series.id}/${demo.series.slug}`,
    });
    expect(series.num_seasons).toBe(demo.seasonNumbers.length);
  });

  it('getSeries: trans=es answers the Spanish title', async () => {
    const es = await s.client('es').catalogue.getSeries(String(demo.series.id));
    expect(demo.series.esTitle).toBeTruthy();
    expect(es.title).toBe(demo.series.esTitle);
    const en = await s.client('es').catalogue.getSeries(demo.series.id, { lang: 'en' });
    expect(en.title).toBe(demo.series.title);
  });

  it('getSeries: 1700 for a non-numeric id, by the client check and by the server', async () => {
    expect(await checkedLocally(s, (c) => c.catalogue.getSeries('abc'))).toEqual({ code: 1700, sent: 0 });
    expect(await raw('/api/5/1/series/abc')).toBe(1700);
    // Digits the client passes but the server's range refuses.
    expect(await codeOf(s.client().catalogue.getSeries('12345678901'))).toBe(1700);
  });

  it('getSeries: an unknown series is 1601', async () => {
    expect(await codeOf(s.client().catalogue.getSeries(UNKNOWN_SERIES_ID))).toBe(1601);
  });

  it('getCast: the series cast; 1700 and 1601', async () => {
    const cast = await s.client().catalogue.getCast(demo.series.id);
    expect(cast.length).toBeGreaterThan(0);
    expect(await checkedLocally(s, (c) => c.catalogue.getCast('x'))).toEqual({ code: 1700, sent: 0 });
    expect(await raw('/api/5/series/x/cast')).toBe(1700);
    expect(await codeOf(s.client().catalogue.getCast(UNKNOWN_SERIES_ID))).toBe(1601);
  });
});

describe('episodes of a series', () => {
  it('getEpisodes: paged and sorted', async () => {
    const client = s.client();
    const first = await client.catalogue.getEpisodes(demo.series.id, { page_size: 5 });
    expect(first.count).toBe(demo.episodeCount);
    expect(first.page_size).toBe(5);
    expect(first.num_pages).toBe(Math.ceil(demo.episodeCount / 5));
    expect(first.values.map((e) => e.number)).toEqual([1, 2, 3, 4, 5]);
    expect(first.values.every((e) => e.series_id === demo.series.id)).toBe(true);

    const desc = await client.catalogue.getEpisodes(demo.series.id, { page_size: 5, sort: 'desc' });
    expect(desc.values.map((e) => e.number)).toEqual(
      [0, 1, 2, 3, 4].map((i) => demo.episodeCount - i).filter((n) => n > 0),
    );
    const second = await client.catalogue.getEpisodes(demo.series.id, { page: '2', page_size: '5' });
    expect(second.page).toBe(2);
    expect(second.values[0]?.number).toBe(6);
  });

  it('getEpisodes: 1700 for the series id', async () => {
    expect(await checkedLocally(s, (c) => c.catalogue.getEpisodes('7a'))).toEqual({ code: 1700, sent: 0 });
    expect(await raw('/api/5/series/7a/episodes/', {}, episodesMapping)).toBe(1700);
  });

  it('getEpisodes: an unknown series is 1601', async () => {
    expect(await codeOf(s.client().catalogue.getEpisodes(UNKNOWN_SERIES_ID))).toBe(1601);
  });

  it('getEpisodes: 5004 for page and page size', async () => {
    const id = demo.series.id;
    expect(await checkedLocally(s, (c) => c.catalogue.getEpisodes(id, { page: 'one' }))).toEqual({
      code: 5004,
      sent: 0,
    });
    expect(await checkedLocally(s, (c) => c.catalogue.getEpisodes(id, { page_size: 'ten' }))).toEqual({
      code: 5004,
      sent: 0,
    });
    expect(await codeOf(s.client().catalogue.getEpisodes(id, { page: 0 }))).toBe(5004);
    expect(await codeOf(s.client().catalogue.getEpisodes(id, { page_size: 500 }))).toBe(5004);
    expect(await raw(`/api/5/series/${id}/episodes/`, { page: 'one' }, episodesMapping)).toBe(5004);
  });

  it('getEpisodes: 5008 for a sort other than asc or desc', async () => {
    const id = demo.series.id;
    expect(await checkedLocally(s, (c) => c.catalogue.getEpisodes(id, { sort: 'sideways' }))).toEqual({
      code: 5008,
      sent: 0,
    });
    expect(await raw(`/api/5/series/${id}/episodes/`, { sort: 'sideways' }, episodesMapping)).toBe(5008);
  });

  it('getEpisodes: 5005 for a page past the last', async () => {
    expect(await codeOf(s.client().catalogue.getEpisodes(demo.series.id, { page: 9999 }))).toBe(5005);
  });

  it('getEpisodeByNumber: the episode; 1700, 1701, 1605', async () => {
    const episode = await s.client().catalogue.getEpisodeByNumber(demo.series.id, demo.episode.number);
    expect(episode).toMatchObject({
      uuid: demo.episode.uuid,
      number: demo.episode.number,
      series_id: demo.series.id,
      url: `/series/${demo.series.id}/${demo.series.slug}/episode/${demo.episode.number}`,
    });
    expect(await checkedLocally(s, (c) => c.catalogue.getEpisodeByNumber('s', 1))).toEqual({
      code: 1700,
      sent: 0,
    });
    expect(await checkedLocally(s, (c) => c.catalogue.getEpisodeByNumber(1, 'n'))).toEqual({
      code: 1701,
      sent: 0,
    });
    expect(await raw(`/api/5/series/s/episodes/1/`)).toBe(1700);
    expect(await raw(`/api/5/series/${demo.series.id}/episodes/n/`)).toBe(1701);
    expect(await codeOf(s.client().catalogue.getEpisodeByNumber(demo.series.id, '12345678901'))).toBe(1701);
    expect(await codeOf(s.client().catalogue.getEpisodeByNumber(demo.series.id, 99999))).toBe(1605);
    expect(await codeOf(s.client().catalogue.getEpisodeByNumber(UNKNOWN_SERIES_ID, 1))).toBe(1601);
  });

  it('getEpisode by uuid: the episode, in Spanish with trans=es; 1715 and 1605', async () => {
    const episode = await s.client().catalogue.getEpisode(demo.episode.uuid);
    expect(episode).toMatchObject({ uuid: demo.episode.uuid, title: demo.episode.title });
    expect(episode.timestamps.map((t) => t.label)).toEqual(expect.arrayContaining(['intro', 'credits']));
    const es = await s.client('es').catalogue.getEpisode(demo.episode.uuid);
    expect(es.uuid).toBe(demo.episode.uuid);
    expect(es.title).not.toBe(demo.episode.title);

    expect(await checkedLocally(s, (c) => c.catalogue.getEpisode('episode-1'))).toEqual({
      code: 1715,
      sent: 0,
    });
    expect(await raw('/api/5/episode/episode-1/')).toBe(1715);
    expect(await codeOf(s.client().catalogue.getEpisode(UNKNOWN_UUID))).toBe(1605);
  });

  it('getLatestEpisodes: newest first, paged; 5004 and 5005', async () => {
    const latest = await s.client().catalogue.getLatestEpisodes({ page_size: 10 });
    expect(latest.values.length).toBe(10);
    const dates = latest.values.map((e) => e.release_date ?? e.air_date ?? '');
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(await checkedLocally(s, (c) => c.catalogue.getLatestEpisodes({ page: '1.5' }))).toEqual({
      code: 5004,
      sent: 0,
    });
    expect(await codeOf(s.client().catalogue.getLatestEpisodes({ page: 0 }))).toBe(5004);
    expect(await codeOf(s.client().catalogue.getLatestEpisodes({ page: 99999 }))).toBe(5005);
  });
});

describe('seasons', () => {
  it('getSeasons: every season of the series; 1700, 1601, 5004, 5005', async () => {
    const seasons = await s.client().catalogue.getSeasons(demo.series.id);
    expect(seasons.values.map((season) => season.season_number)).toEqual(demo.seasonNumbers);
    expect(seasons.values.every((season) => season.series_id === demo.series.id)).toBe(true);
    expect(await checkedLocally(s, (c) => c.catalogue.getSeasons('one'))).toEqual({ code: 1700, sent: 0 });
    expect(await raw('/api/5/series/one/seasons')).toBe(1700);
    expect(await codeOf(s.client().catalogue.getSeasons(UNKNOWN_SERIES_ID))).toBe(1601);
    expect(await codeOf(s.client().catalogue.getSeasons(demo.series.id, { page: 0 }))).toBe(5004);
    expect(await codeOf(s.client().catalogue.getSeasons(demo.series.id, { page: 999 }))).toBe(5005);
  });

  it('getSeasonEpisodes: the episodes of one season, sorted', async () => {
    const n = demo.seasonNumbers.at(-1)!;
    const asc = await s.client().catalogue.getSeasonEpisodes(demo.series.id, n);
    expect(asc.values.length).toBeGreaterThan(0);
    expect(asc.values.every((e) => e.season_num === n)).toBe(true);
    const positions = asc.values.map((e) => e.season_position);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    const desc = await s.client().catalogue.getSeasonEpisodes(demo.series.id, String(n), { sort: 'desc' });
    expect(desc.values.map((e) => e.season_position)).toEqual([...positions].reverse());
  });

  it('getSeasonEpisodes: 5009 for the season number, 5010 for the sort', async () => {
    const id = demo.series.id;
    expect(await checkedLocally(s, (c) => c.catalogue.getSeasonEpisodes(id, 'two'))).toEqual({
      code: 5009,
      sent: 0,
    });
    expect(await raw(`/api/5/series/${id}/seasons/two`)).toBe(5009);
    expect(await codeOf(s.client().catalogue.getSeasonEpisodes(id, '12345678901'))).toBe(5009);

    expect(await checkedLocally(s, (c) => c.catalogue.getSeasonEpisodes(id, 1, { sort: 'DESC' }))).toEqual({
      code: 5010,
      sent: 0,
    });
    expect(await raw(`/api/5/series/${id}/seasons/1`, { sort: 'DESC' })).toBe(5010);
  });

  it('getSeasonEpisodes: 1700, 1601, 1603, 5004, 5005', async () => {
    const id = demo.series.id;
    expect(await checkedLocally(s, (c) => c.catalogue.getSeasonEpisodes('x', 1))).toEqual({
      code: 1700,
      sent: 0,
    });
    expect(await raw('/api/5/series/x/seasons/1')).toBe(1700);
    expect(await codeOf(s.client().catalogue.getSeasonEpisodes(UNKNOWN_SERIES_ID, 1))).toBe(1601);
    expect(await codeOf(s.client().catalogue.getSeasonEpisodes(id, 999))).toBe(1603);
    expect(await checkedLocally(s, (c) => c.catalogue.getSeasonEpisodes(id, 1, { page: 'p' }))).toEqual({
      code: 5004,
      sent: 0,
    });
    expect(await codeOf(s.client().catalogue.getSeasonEpisodes(id, 1, { page: 0 }))).toBe(5004);
    expect(await codeOf(s.client().catalogue.getSeasonEpisodes(id, 1, { page: 999 }))).toBe(5005);
  });
});

describe('subtitles', () => {
  it('getSubtitles: the languages of a video, srt by default, vtt on request', async () => {
    const srt = await s.client().catalogue.getSubtitles(demo.subtitled.videoUuid);
    expect(srt.map((sub) => sub.code)).toEqual(demo.subtitled.codes);
    expect(srt.every((sub) => sub.url.includes('/subtitles/srt/'))).toBe(true);
    const vtt = await s.client('es').catalogue.getSubtitles(demo.subtitled.videoUuid, 'vtt');
    expect(vtt.every((sub) => sub.url.includes('/subtitles/vtt/'))).toBe(true);
    expect(vtt.find((sub) => sub.code === 'es')?.language).toBe('Español');

    const file = await fetch(`${s.baseUrl}${vtt[0]!.url}`);
    expect(file.status).toBe(200);
    expect(await file.text()).toMatch(/^WEBVTT/);
  });

  it('getSubtitles: 1715 for a missing or malformed uuid, 1721 for an unknown video', async () => {
    expect(await checkedLocally(s, (c) => c.catalogue.getSubtitles(''))).toEqual({ code: 1715, sent: 0 });
    expect(await codeOf(s.client().catalogue.getSubtitles('not-a-uuid'))).toBe(1715);
    expect(await codeOf(s.client().catalogue.getSubtitles(UNKNOWN_UUID))).toBe(1721);
  });

  it('getEpisodeSubtitles: by series id and episode number; 1700, 1701, 1721', async () => {
    const list = await s
      .client()
      .catalogue.getEpisodeSubtitles(demo.subtitled.seriesId, demo.subtitled.number);
    expect(list.map((sub) => sub.code)).toEqual(demo.subtitled.codes);
    expect(
      await checkedLocally(s, (c) => c.catalogue.getEpisodeSubtitles('a', demo.subtitled.number)),
    ).toEqual({ code: 1700, sent: 0 });
    expect(
      await checkedLocally(s, (c) => c.catalogue.getEpisodeSubtitles(demo.subtitled.seriesId, 'b')),
    ).toEqual({ code: 1701, sent: 0 });
    expect(await raw(`/api/5/video/a.1/subtitles/srt`)).toBe(1700);
    expect(await raw(`/api/5/video/${demo.subtitled.seriesId}.b/subtitles/srt`)).toBe(1701);
    expect(await codeOf(s.client().catalogue.getEpisodeSubtitles(demo.subtitled.seriesId, 99999))).toBe(1721);
  });
});

describe('clips', () => {
  it('getClip: the clip; 1715 and 2100', async () => {
    const clip = await s.client().catalogue.getClip(demo.clip.uuid);
    expect(clip).toMatchObject({
      uuid: demo.clip.uuid,
      title: demo.clip.title,
      url: `/clips/${demo.clip.uuid}`,
    });
    expect(await checkedLocally(s, (c) => c.catalogue.getClip('clip-1'))).toEqual({ code: 1715, sent: 0 });
    expect(await raw('/api/5/2/clips/clip-1')).toBe(1715);
    expect(await codeOf(s.client().catalogue.getClip(UNKNOWN_UUID))).toBe(2100);
  });

  it('getClips: the clips of an object, by clip type', async () => {
    const { type, uuid, clipType, count } = demo.owner;
    const page = await s.client().catalogue.getClips(type, uuid, { clip_type: clipType as never });
    expect(page.count).toBe(count);
    expect(page.values.every((clip) => clip.clip_type === clipType)).toBe(true);
  });

  it('getClips: 1715 for the object uuid, 2103 for the object type, 2101 for the clip type', async () => {
    const { type, uuid } = demo.owner;
    expect(await checkedLocally(s, (c) => c.catalogue.getClips(type, ''))).toEqual({ code: 1715, sent: 0 });
    expect(await checkedLocally(s, (c) => c.catalogue.getClips('', uuid))).toEqual({ code: 2103, sent: 0 });
    expect(await codeOf(s.client().catalogue.getClips(type, 'not-a-uuid'))).toBe(1715);
    expect(await codeOf(s.client().catalogue.getClips('planet', uuid))).toBe(2103);
    expect(await codeOf(s.client().catalogue.getClips(type, uuid, { clip_type: 'blooper' as never }))).toBe(
      2101,
    );
  });

  it('getClips: an unknown object is 1721; 5004 and 5005 for pages', async () => {
    const { type, uuid } = demo.owner;
    expect(await codeOf(s.client().catalogue.getClips(type, UNKNOWN_UUID))).toBe(1721);
    expect(await checkedLocally(s, (c) => c.catalogue.getClips(type, uuid, { page: 'x' }))).toEqual({
      code: 5004,
      sent: 0,
    });
    expect(await codeOf(s.client().catalogue.getClips(type, uuid, { page: 0 }))).toBe(5004);
    expect(await codeOf(s.client().catalogue.getClips(type, uuid, { page: 999 }))).toBe(5005);
  });

  it('getContainerClips: the clips of an object inside its container; 1715, 2103', async () => {
    const { container, object } = demo.contained;
    const page = await s.client().catalogue.getContainerClips(container, object);
    expect(page.values.length).toBeGreaterThan(0);
    expect(
      await checkedLocally(s, (c) => c.catalogue.getContainerClips({ ...container, uuid: '' }, object)),
    ).toEqual({ code: 1715, sent: 0 });
    expect(
      await checkedLocally(s, (c) => c.catalogue.getContainerClips(container, { ...object, type: '' })),
    ).toEqual({ code: 2103, sent: 0 });
    expect(
      await codeOf(s.client().catalogue.getContainerClips({ ...container, type: 'planet' }, object)),
    ).toBe(2103);
    expect(await codeOf(s.client().catalogue.getContainerClips({ ...container, uuid: 'bad' }, object))).toBe(
      1715,
    );
    expect(
      await codeOf(s.client().catalogue.getContainerClips(container, { ...object, uuid: UNKNOWN_UUID })),
    ).toBe(1721);
  });
});
