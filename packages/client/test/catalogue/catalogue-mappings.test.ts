import { describe, expect, it } from 'vitest';
import { CatalogueServerCode } from '@fanverse/contract';
import {
  ApiError,
  catalogueMapping,
  episodesMapping,
  normalizeFailure,
  type FanverseClient,
} from '../../src';
import { envelope, homepageOutcome, rejection, testClient } from '../fake-fetch';
import { CLIP_UUID, COLLECTION_UUID, EPISODE_UUID, JSONBAG_UUID, SERIES_UUID } from './fixtures';

const codeOf = (status: number, code: string | number, mapping = catalogueMapping) =>
  normalizeFailure({ status, body: { message: 'm', errors: [{ code, message: 'm' }] } }, mapping).errors[0]
    ?.code;

/** Spec §8 rows: server code, the status it comes with, the client code. */
const rows: Array<[string, number, number]> = [
  [CatalogueServerCode.INVALID_SERIES_ID, 400, 1700],
  [CatalogueServerCode.INVALID_EPISODE_NUMBER, 400, 1701],
  [CatalogueServerCode.INVALID_UUID, 400, 1715],
  [CatalogueServerCode.INVALID_CONTENT_TYPE, 400, 1716],
  [CatalogueServerCode.INVALID_COLLECTION_SLUG, 400, 2003],
  [CatalogueServerCode.INVALID_COLLECTION_UUID, 400, 2008],
  [CatalogueServerCode.INVALID_JSONBAG_SLUG, 400, 1876],
  [CatalogueServerCode.INVALID_JSONBAG_UUID, 400, 1877],
  [CatalogueServerCode.INVALID_OBJECT_TYPE, 400, 2103],
  [CatalogueServerCode.INVALID_CLIP_TYPE, 400, 2101],
  [CatalogueServerCode.SERIES_NOT_FOUND, 404, 1601],
  [CatalogueServerCode.SEASON_NOT_FOUND, 404, 1603],
  [CatalogueServerCode.EPISODE_NOT_FOUND, 404, 1605],
  [CatalogueServerCode.CLIP_NOT_FOUND, 404, 2100],
  [CatalogueServerCode.COLLECTION_NOT_FOUND, 404, 2000],
  [CatalogueServerCode.HOMEPAGE_NOT_FOUND, 404, 1850],
  [CatalogueServerCode.JSONBAG_NOT_FOUND, 404, 1875],
  [CatalogueServerCode.RESOURCE_NOT_FOUND, 404, 1721],
];

describe('catalogue reply mappings (spec §8)', () => {
  it('maps every catalogue server code the contract defines', () => {
    expect(rows.map(([code]) => code).sort()).toEqual(Object.values(CatalogueServerCode).sort());
  });

  it.each(rows)('%s (%i) → %i', (code, status, expected) => {
    expect(codeOf(status, code)).toBe(expected);
    expect(codeOf(status, code, episodesMapping)).toBe(expected);
  });

  it.each([
    [404, 'NOT_FOUND', 1724],
    [404, 'SOMETHING_ELSE', 1724],
    [404, 5, 5005],
    [404, 11, 5001],
    [400, 4, 5004],
    [400, 8, 5008],
    [400, 9, 5009],
    [400, 10, 5010],
    [429, 'TOO_MANY_REQUESTS', 1015],
    [500, 'INTERNAL', 1502],
  ])('generic: %i with code %s → %i', (status, code, expected) => {
    expect(codeOf(status, code)).toBe(expected);
  });

  it('series episodes read a server sort error as 5008, like their client check', () => {
    expect(codeOf(400, 10, episodesMapping)).toBe(5008);
    expect(codeOf(400, 4, episodesMapping)).toBe(5004);
    expect(codeOf(404, 5, episodesMapping)).toBe(5005);
  });

  it('a 404 without any error items is 1724', () => {
    expect(normalizeFailure({ status: 404, body: 'gone' }, catalogueMapping).errors[0]?.code).toBe(1724);
  });
});

/** Every call goes through the catalogue mapping: an unexplained 404 is 1724, a code its own. */
const calls: Array<[string, (c: FanverseClient) => Promise<unknown>]> = [
  ['getSeries', (c) => c.catalogue.getSeries(1)],
  ['getEpisodes', (c) => c.catalogue.getEpisodes(1)],
  ['getEpisodeByNumber', (c) => c.catalogue.getEpisodeByNumber(1, 1)],
  ['getEpisode', (c) => c.catalogue.getEpisode(EPISODE_UUID)],
  ['getLatestEpisodes', (c) => c.catalogue.getLatestEpisodes()],
  ['getSeasons', (c) => c.catalogue.getSeasons(1)],
  ['getSeasonEpisodes', (c) => c.catalogue.getSeasonEpisodes(1, 1)],
  ['getCast', (c) => c.catalogue.getCast(1)],
  ['getClip', (c) => c.catalogue.getClip(CLIP_UUID)],
  ['getClips', (c) => c.catalogue.getClips('series', SERIES_UUID)],
  [
    'getContainerClips',
    (c) =>
      c.catalogue.getContainerClips(
        { type: 'series', uuid: SERIES_UUID },
        { type: 'episode', uuid: EPISODE_UUID },
      ),
  ],
  ['getCollectionBySlug', (c) => c.catalogue.getCollectionBySlug('x')],
  ['getCollectionByUuid', (c) => c.catalogue.getCollectionByUuid(COLLECTION_UUID)],
  ['getCollectionItemsBySlug', (c) => c.catalogue.getCollectionItemsBySlug('x')],
  ['getCollectionItemsByUuid', (c) => c.catalogue.getCollectionItemsByUuid(COLLECTION_UUID)],
  ['getHomepage', (c) => homepageOutcome(c, c.catalogue.getHomepage('home'))],
  ['getBrowse', (c) => homepageOutcome(c, c.catalogue.getBrowse())],
  ['getJsonbagBySlug', (c) => c.catalogue.getJsonbagBySlug('x')],
  ['getJsonbagByUuid', (c) => c.catalogue.getJsonbagByUuid(JSONBAG_UUID)],
  ['getCmsPage', (c) => c.catalogue.getCmsPage('x')],
  ['getSubtitles', (c) => c.catalogue.getSubtitles(EPISODE_UUID)],
  ['getEpisodeSubtitles', (c) => c.catalogue.getEpisodeSubtitles(1, 1)],
  ['search', (c) => c.catalogue.search({ q: 'x' })],
];

describe('client.catalogue: every call maps its failures', () => {
  it.each(calls)(
    '%s: 404 NOT_FOUND → 1724, SERIES_NOT_FOUND → 1601, page past last → 5005',
    async (_, call) => {
      for (const [code, expected] of [
        ['NOT_FOUND', 1724],
        [CatalogueServerCode.SERIES_NOT_FOUND, 1601],
        [5, 5005],
      ] as const) {
        const { client } = testClient(() => envelope(404, { code, message: 'no' }));
        const error = await rejection(call(client));
        expect(error).toBeInstanceOf(ApiError);
        expect((error as ApiError).errors[0]?.code).toBe(expected);
      }
    },
  );

  it('getEpisodes: a server sort error is 5008; getSeasonEpisodes: 5010', async () => {
    const { client } = testClient(() => envelope(400, { code: 10, message: 'sort', field: 'sort' }));
    expect(((await rejection(client.catalogue.getEpisodes(1))) as ApiError).errors[0]?.code).toBe(5008);
    expect(((await rejection(client.catalogue.getSeasonEpisodes(1, 1))) as ApiError).errors[0]?.code).toBe(
      5010,
    );
  });

  it('getHomepage keeps its failure under the homepage operation and resolves undefined', async () => {
    const { client } = testClient(() => envelope(404, { code: 'HOMEPAGE_NOT_FOUND', message: 'none' }));
    await expect(client.catalogue.getHomepage('comics')).resolves.toBeUndefined();
    expect(client.errors.get('homepage').map((e) => e.code)).toEqual([1850]);
    expect(client.errors.failure('homepage')?.status).toBe(404);
  });
});
