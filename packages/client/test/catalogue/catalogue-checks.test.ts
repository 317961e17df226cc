import { describe, expect, it } from 'vitest';
import { ApiError, type FanverseClient, type NumericId } from '../../src';
import { json, rejection, testClient } from '../fake-fetch';
import { EPISODE_UUID, SERIES_UUID } from './fixtures';

interface Check {
  name: string;
  call: (c: FanverseClient) => Promise<unknown>;
  code: number;
  field: string;
}

const notNumeric: NumericId[] = ['abc', '', ' 7', '7.5', '-1', 7.5, -1, Number.NaN];
const notUuid = ['', 'not-a-uuid', `${EPISODE_UUID}x`, EPISODE_UUID.replaceAll('-', '')];
const blank = ['', '   '];

/** Spec §5, one row per check: the call, the code it throws and the field it names. */
const checks: Check[] = [
  ...notNumeric.flatMap((id): Check[] => [
    {
      name: `getSeries(${String(id)})`,
      call: (c) => c.catalogue.getSeries(id),
      code: 1700,
      field: 'series_id',
    },
    {
      name: `getEpisodes(${String(id)})`,
      call: (c) => c.catalogue.getEpisodes(id),
      code: 1700,
      field: 'series_id',
    },
    {
      name: `getEpisodeByNumber(${String(id)}, 1)`,
      call: (c) => c.catalogue.getEpisodeByNumber(id, 1),
      code: 1700,
      field: 'series_id',
    },
    {
      name: `getEpisodeByNumber(1, ${String(id)})`,
      call: (c) => c.catalogue.getEpisodeByNumber(1, id),
      code: 1701,
      field: 'episode_number',
    },
    {
      name: `getSeasons(${String(id)})`,
      call: (c) => c.catalogue.getSeasons(id),
      code: 1700,
      field: 'series_id',
    },
    {
      name: `getSeasonEpisodes(${String(id)}, 1)`,
      call: (c) => c.catalogue.getSeasonEpisodes(id, 1),
      code: 1700,
      field: 'series_id',
    },
    {
      name: `getSeasonEpisodes(1, ${String(id)})`,
      call: (c) => c.catalogue.getSeasonEpisodes(1, id),
      code: 5009,
      field: 'season_number',
    },
    { name: `getCast(${String(id)})`, call: (c) => c.catalogue.getCast(id), code: 1700, field: 'series_id' },
    {
      name: `getEpisodeSubtitles(${String(id)}, 1)`,
      call: (c) => c.catalogue.getEpisodeSubtitles(id, 1),
      code: 1700,
      field: 'series_id',
    },
    {
      name: `getEpisodeSubtitles(1, ${String(id)})`,
      call: (c) => c.catalogue.getEpisodeSubtitles(1, id),
      code: 1701,
      field: 'episode_number',
    },
    {
      name: `getEpisodes page ${String(id)}`,
      call: (c) => c.catalogue.getEpisodes(1, { page: id }),
      code: 5004,
      field: 'page',
    },
    {
      name: `getEpisodes page_size ${String(id)}`,
      call: (c) => c.catalogue.getEpisodes(1, { page_size: id }),
      code: 5004,
      field: 'page_size',
    },
    {
      name: `getLatestEpisodes page ${String(id)}`,
      call: (c) => c.catalogue.getLatestEpisodes({ page: id }),
      code: 5004,
      field: 'page',
    },
    {
      name: `getSeasons page ${String(id)}`,
      call: (c) => c.catalogue.getSeasons(1, { page: id }),
      code: 5004,
      field: 'page',
    },
    {
      name: `getSeasonEpisodes page ${String(id)}`,
      call: (c) => c.catalogue.getSeasonEpisodes(1, 1, { page: id }),
      code: 5004,
      field: 'page',
    },
    {
      name: `getCollectionItemsBySlug page_size ${String(id)}`,
      call: (c) => c.catalogue.getCollectionItemsBySlug('night-shift', { page_size: id }),
      code: 5004,
      field: 'page_size',
    },
    {
      name: `getCollectionItemsByUuid page ${String(id)}`,
      call: (c) => c.catalogue.getCollectionItemsByUuid(SERIES_UUID, { page: id }),
      code: 5004,
      field: 'page',
    },
    {
      name: `getClips page ${String(id)}`,
      call: (c) => c.catalogue.getClips('series', SERIES_UUID, { page: id }),
      code: 5004,
      field: 'page',
    },
    {
      name: `search page ${String(id)}`,
      call: (c) => c.catalogue.search({ q: 'x', page: id }),
      code: 5004,
      field: 'page',
    },
  ]),
  ...['ASC', 'up', '', 'random'].flatMap((sort): Check[] => [
    {
      name: `getEpisodes sort "${sort}"`,
      call: (c) => c.catalogue.getEpisodes(1, { sort }),
      code: 5008,
      field: 'sort',
    },
    {
      name: `getSeasonEpisodes sort "${sort}"`,
      call: (c) => c.catalogue.getSeasonEpisodes(1, 1, { sort }),
      code: 5010,
      field: 'sort',
    },
  ]),
  ...notUuid.flatMap((uuid): Check[] => [
    { name: `getEpisode("${uuid}")`, call: (c) => c.catalogue.getEpisode(uuid), code: 1715, field: 'uuid' },
    { name: `getClip("${uuid}")`, call: (c) => c.catalogue.getClip(uuid), code: 1715, field: 'uuid' },
  ]),
  ...blank.flatMap((value): Check[] => [
    {
      name: `getClips without object uuid ("${value}")`,
      call: (c) => c.catalogue.getClips('series', value),
      code: 1715,
      field: 'object_uuid',
    },
    {
      name: `getClips without object type ("${value}")`,
      call: (c) => c.catalogue.getClips(value, SERIES_UUID),
      code: 2103,
      field: 'object_type',
    },
    {
      name: `getContainerClips without container uuid ("${value}")`,
      call: (c) =>
        c.catalogue.getContainerClips(
          { type: 'series', uuid: value },
          { type: 'episode', uuid: EPISODE_UUID },
        ),
      code: 1715,
      field: 'container_uuid',
    },
    {
      name: `getContainerClips without container type ("${value}")`,
      call: (c) =>
        c.catalogue.getContainerClips(
          { type: value, uuid: SERIES_UUID },
          { type: 'episode', uuid: EPISODE_UUID },
        ),
      code: 2103,
      field: 'container_type',
    },
    {
      name: `getContainerClips without object uuid ("${value}")`,
      call: (c) =>
        c.catalogue.getContainerClips(
          { type: 'series', uuid: SERIES_UUID },
          { type: 'episode', uuid: value },
        ),
      code: 1715,
      field: 'object_uuid',
    },
    {
      name: `getContainerClips without object type ("${value}")`,
      call: (c) =>
        c.catalogue.getContainerClips(
          { type: 'series', uuid: SERIES_UUID },
          { type: value, uuid: EPISODE_UUID },
        ),
      code: 2103,
      field: 'object_type',
    },
    {
      name: `getCollectionBySlug("${value}")`,
      call: (c) => c.catalogue.getCollectionBySlug(value),
      code: 2003,
      field: 'collection_slug',
    },
    {
      name: `getCollectionItemsBySlug("${value}")`,
      call: (c) => c.catalogue.getCollectionItemsBySlug(value),
      code: 2003,
      field: 'collection_slug',
    },
    {
      name: `getCollectionByUuid("${value}")`,
      call: (c) => c.catalogue.getCollectionByUuid(value),
      code: 2008,
      field: 'collection_uuid',
    },
    {
      name: `getCollectionItemsByUuid("${value}")`,
      call: (c) => c.catalogue.getCollectionItemsByUuid(value),
      code: 2008,
      field: 'collection_uuid',
    },
    {
      name: `getJsonbagBySlug("${value}")`,
      call: (c) => c.catalogue.getJsonbagBySlug(value),
      code: 1876,
      field: 'jsonbag_slug',
    },
    {
      name: `getJsonbagByUuid("${value}")`,
      call: (c) => c.catalogue.getJsonbagByUuid(value),
      code: 1877,
      field: 'jsonbag_uuid',
    },
    {
      name: `getSubtitles("${value}")`,
      call: (c) => c.catalogue.getSubtitles(value),
      code: 1715,
      field: 'uuid',
    },
  ]),
];

describe('client.catalogue: spec §5 checks before sending', () => {
  it.each(checks)('$name → $code on $field, nothing sent', async ({ call, code, field }) => {
    const { client, calls } = testClient(() => json({}));
    const error = await rejection(call(client));
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).errors).toEqual([expect.objectContaining({ code, field })]);
    expect(calls).toHaveLength(0);
  });

  it('the check message is in the call language, else the client language', async () => {
    const { client } = testClient(undefined, { lang: 'es' });
    const spanish = (await rejection(client.catalogue.getSeries('x'))) as ApiError;
    expect(spanish.errors[0]?.message).toBe('El identificador de la serie debe ser un número');
    const english = (await rejection(client.catalogue.getSeries('x', { lang: 'en' }))) as ApiError;
    expect(english.errors[0]?.message).toBe('Series id must be a number');
  });

  it('numeric ids pass as numbers or digit strings; a long one is left to the server', async () => {
    const { client, calls } = testClient(() => json({}));
    for (const id of [0, 7, '7', '12345678901']) await rejection(client.catalogue.getSeries(id));
    expect(calls.map((c) => c.url.pathname)).toEqual([
      '/api/5/1/series/0',
      '/api/5/1/series/7',
      '/api/5/1/series/7',
      '/api/5/1/series/12345678901',
    ]);
  });

  it('an object type or collection uuid of the wrong shape is the server’s to refuse', async () => {
    const { client, calls } = testClient(() => json({}));
    await rejection(client.catalogue.getClips('planet', 'not-a-uuid'));
    await rejection(client.catalogue.getCollectionByUuid('not-a-uuid'));
    expect(calls).toHaveLength(2);
  });
});
