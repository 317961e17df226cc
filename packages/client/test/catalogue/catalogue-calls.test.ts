import { describe, expect, it } from 'vitest';
import type { ClipType } from '@fanverse/contract';
import { ApiError, type FanverseClient } from '../../src';
import { homepageOutcome, json, rejection, testClient, type RecordedCall } from '../fake-fetch';
import {
  CLIP_UUID,
  COLLECTION_UUID,
  EPISODE_UUID,
  JSONBAG_UUID,
  SERIES_UUID,
  castMember,
  clip,
  cmsPage,
  collection,
  episode,
  homepage,
  itemsPage,
  jsonbag,
  page,
  season,
  series,
  subtitle,
} from './fixtures';

const query = (call: RecordedCall) => Object.fromEntries(call.url.searchParams);

interface Case {
  name: string;
  reply: unknown;
  call: (c: FanverseClient) => Promise<unknown>;
  path: string;
  query?: Record<string, string>;
}

/** Each call: the path and query it sends, and the reply it parses and returns. */
const cases: Case[] = [
  { name: 'getSeries', reply: series(), call: (c) => c.catalogue.getSeries(7), path: '/api/5/1/series/7' },
  {
    name: 'getSeries (id from a URL)',
    reply: series(),
    call: (c) => c.catalogue.getSeries('7'),
    path: '/api/5/1/series/7',
  },
  {
    name: 'getEpisodes',
    reply: page([episode()]),
    call: (c) => c.catalogue.getEpisodes(7, { page: 2, page_size: '10', sort: 'desc' }),
    path: '/api/5/series/7/episodes/',
    query: { page: '2', page_size: '10', sort: 'desc' },
  },
  {
    name: 'getEpisodes (defaults left to the server)',
    reply: page([episode()]),
    call: (c) => c.catalogue.getEpisodes(7),
    path: '/api/5/series/7/episodes/',
  },
  {
    name: 'getEpisodeByNumber',
    reply: episode(),
    call: (c) => c.catalogue.getEpisodeByNumber('7', 3),
    path: '/api/5/series/7/episodes/3/',
  },
  {
    name: 'getEpisode',
    reply: episode(),
    call: (c) => c.catalogue.getEpisode(EPISODE_UUID),
    path: `/api/5/episode/${EPISODE_UUID}/`,
  },
  {
    name: 'getLatestEpisodes',
    reply: page([episode()]),
    call: (c) => c.catalogue.getLatestEpisodes({ page: 1, page_size: 5 }),
    path: '/api/5/latestepisodes',
    query: { page: '1', page_size: '5' },
  },
  {
    name: 'getSeasons',
    reply: page([season()]),
    call: (c) => c.catalogue.getSeasons(7, { page: 1 }),
    path: '/api/5/series/7/seasons',
    query: { page: '1' },
  },
  {
    name: 'getSeasonEpisodes',
    reply: page([episode()]),
    call: (c) => c.catalogue.getSeasonEpisodes(7, 2, { page: 1, sort: 'asc' }),
    path: '/api/5/series/7/seasons/2',
    query: { page: '1', sort: 'asc' },
  },
  { name: 'getCast', reply: [castMember], call: (c) => c.catalogue.getCast(7), path: '/api/5/series/7/cast' },
  {
    name: 'getClip',
    reply: clip(),
    call: (c) => c.catalogue.getClip(CLIP_UUID),
    path: `/api/5/2/clips/${CLIP_UUID}`,
  },
  {
    name: 'getClips',
    reply: page([clip()]),
    call: (c) => c.catalogue.getClips('series', SERIES_UUID, { clip_type: 'trailer', page: 1 }),
    path: `/api/5/2/series/${SERIES_UUID}/clips`,
    query: { clip_type: 'trailer', page: '1' },
  },
  {
    name: 'getContainerClips',
    reply: page([clip()]),
    call: (c) =>
      c.catalogue.getContainerClips(
        { type: 'series', uuid: SERIES_UUID },
        { type: 'episode', uuid: EPISODE_UUID },
        { clip_type: 'preview' },
      ),
    path: `/api/5/2/series/${SERIES_UUID}/episode/${EPISODE_UUID}/clips`,
    query: { clip_type: 'preview' },
  },
  {
    name: 'getCollectionBySlug',
    reply: collection(),
    call: (c) => c.catalogue.getCollectionBySlug('night-shift'),
    path: '/api/5/2/collections/slug/night-shift',
  },
  {
    name: 'getCollectionByUuid',
    reply: collection(),
    call: (c) => c.catalogue.getCollectionByUuid(COLLECTION_UUID),
    path: `/api/5/2/collections/uuid/${COLLECTION_UUID}`,
  },
  {
    name: 'getCollectionItemsBySlug',
    reply: itemsPage(),
    call: (c) => c.catalogue.getCollectionItemsBySlug('night-shift', { page: 2, page_size: 20 }),
    path: '/api/5/2/collection-items/slug/night-shift',
    query: { page: '2', page_size: '20' },
  },
  {
    name: 'getCollectionItemsByUuid',
    reply: itemsPage(),
    call: (c) => c.catalogue.getCollectionItemsByUuid(COLLECTION_UUID),
    path: `/api/5/2/collection-items/uuid/${COLLECTION_UUID}`,
  },
  {
    name: 'getHomepage',
    reply: homepage(),
    call: (c) => homepageOutcome(c, c.catalogue.getHomepage('home', { withitems: true })),
    path: '/api/5/2/homepage/home',
    query: { withitems: '1' },
  },
  {
    name: 'getHomepage without items',
    reply: homepage(),
    call: (c) => homepageOutcome(c, c.catalogue.getHomepage('home', { withitems: false })),
    path: '/api/5/2/homepage/home',
    query: { withitems: '0' },
  },
  {
    name: 'getBrowse',
    reply: homepage('browse'),
    call: (c) => homepageOutcome(c, c.catalogue.getBrowse({ withitems: true })),
    path: '/api/5/2/homepage/browse',
    query: { withitems: '1' },
  },
  {
    name: 'getJsonbagBySlug',
    reply: jsonbag,
    call: (c) => c.catalogue.getJsonbagBySlug('spring-banner'),
    path: '/api/5/2/jsonbag/slug/spring-banner',
  },
  {
    name: 'getJsonbagByUuid',
    reply: jsonbag,
    call: (c) => c.catalogue.getJsonbagByUuid(JSONBAG_UUID),
    path: `/api/5/2/jsonbag/uuid/${JSONBAG_UUID}`,
  },
  {
    name: 'getCmsPage',
    reply: cmsPage,
    call: (c) => c.catalogue.getCmsPage('about'),
    path: '/api/5/2/cmspage/slug/about',
  },
  {
    name: 'getSubtitles (srt by default)',
    reply: [subtitle],
    call: (c) => c.catalogue.getSubtitles(EPISODE_UUID),
    path: `/api/5/2/video/${EPISODE_UUID}/subtitles/srt`,
  },
  {
    name: 'getSubtitles vtt',
    reply: [subtitle],
    call: (c) => c.catalogue.getSubtitles(EPISODE_UUID, 'vtt'),
    path: `/api/5/2/video/${EPISODE_UUID}/subtitles/vtt`,
  },
  {
    name: 'getEpisodeSubtitles',
    reply: [subtitle],
    call: (c) => c.catalogue.getEpisodeSubtitles(7, '3'),
    path: '/api/5/video/7.3/subtitles/srt',
  },
  {
    name: 'search',
    reply: page([{ ...series(), item_type: 'Series' }]),
    call: (c) => c.catalogue.search({ q: 'lantern keep', types: ['Series', 'Episode'], page_size: 10 }),
    path: '/api/5/2/search',
    query: { q: 'lantern keep', types: 'Series,Episode', page_size: '10' },
  },
];

describe('client.catalogue: requests and replies', () => {
  it.each(cases)('$name: GET $path, the reply parsed by the contract schema', async (c) => {
    const { client, last } = testClient(() => json(c.reply));
    await expect(c.call(client)).resolves.toEqual(c.reply);
    expect(last().method).toBe('GET');
    expect(last().url.pathname).toBe(c.path);
    expect(query(last())).toEqual({ ...c.query, trans: 'en' });
  });

  it.each(cases)('$name: a reply that breaks the contract is 9999', async (c) => {
    const { client } = testClient(() => json({ unexpected: true }));
    const error = await rejection(c.call(client));
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).errors[0]?.code).toBe(9999);
  });

  it('sends the call language as trans, else the client language', async () => {
    const { client, last } = testClient(() => json(series()), { lang: 'es' });
    await client.catalogue.getSeries(7);
    expect(last().url.searchParams.get('trans')).toBe('es');
    await client.catalogue.getSeries(7, { lang: 'en' });
    expect(last().url.searchParams.get('trans')).toBe('en');
  });

  it('escapes ids and slugs as one path segment', async () => {
    const { client, last } = testClient(() => json(collection()));
    await client.catalogue.getCollectionBySlug('a/b c');
    expect(last().url.pathname).toBe('/api/5/2/collections/slug/a%2Fb%20c');
  });

  it('search without types sends none', async () => {
    const { client, last } = testClient(() => json(page([])));
    await client.catalogue.search({ q: 'dawn', types: [] });
    expect(query(last())).toEqual({ q: 'dawn', trans: 'en' });
  });

  it('getClips passes any clip type on for the server to judge', async () => {
    const { client, last } = testClient(() => json(page([])));
    await client.catalogue.getClips('season', SERIES_UUID, { clip_type: 'blooper' as ClipType });
    expect(query(last())).toEqual({ clip_type: 'blooper', trans: 'en' });
  });
});
