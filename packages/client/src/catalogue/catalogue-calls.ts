import {
  castMemberSchema,
  clipSchema,
  cmsPageSchema,
  collectionItemSchema,
  collectionItemsPageSchema,
  collectionSchema,
  episodeSchema,
  homepageSchema,
  jsonbagSchema,
  lazySchema,
  pageSchema,
  seasonSchema,
  seriesSchema,
  subtitleSchema,
  type HomepageFlavor,
} from '@fanverse/contract';
import { z } from 'zod';
import type { Area, CallOptions } from '../area/area-context';
import { areaTools } from '../area/area-tools';
import type { ReplyMapping } from '../errors/reply-mapping';
import type { QueryParams } from '../http/request-types';
import { catalogueMapping, episodesMapping } from '../mappings/catalogue-mappings';
import { CatalogueChecks } from './catalogue-checks';
import type { CatalogueCalls, NumericId } from './catalogue-types';
import { LatestOnly } from './latest-only';

// Built on first use, like the contract's own schemas: a first page needs none of them.
const episodesPage = lazySchema(() => pageSchema(episodeSchema));
const seasonsPage = lazySchema(() => pageSchema(seasonSchema));
const clipsPage = lazySchema(() => pageSchema(clipSchema));
const searchPage = lazySchema(() => pageSchema(collectionItemSchema));
const castList = lazySchema(() => z.array(castMemberSchema));
const subtitleList = lazySchema(() => z.array(subtitleSchema));

/** Path segments are escaped so an id can never reach another route. */
const segment = (value: NumericId) => encodeURIComponent(String(value));

/** Query values as sent: only what the caller gave. */
function query(values: Record<string, NumericId | boolean | undefined>): QueryParams {
  const out: QueryParams = {};
  for (const [key, value] of Object.entries(values)) if (value !== undefined) out[key] = value;
  return out;
}

/** `withitems=1` embeds each rail's first page; false asks explicitly for none. */
function withItems(value: boolean | undefined): QueryParams {
  return value === undefined ? {} : { withitems: value ? '1' : '0' };
}

/**
 * `client.catalogue`: the catalogue calls of spec §7 (CatalogueCalls). Each one runs its §5
 * check first and throws without sending; replies are parsed with the contract schemas and
 * failures mapped by §8. Homepage and browse keep a failure under `homepage` and resolve
 * undefined (spec §8); only the newest call per flavor finishes (LatestOnly).
 */
export const createCatalogueCalls: Area<CatalogueCalls> = (context) => {
  const tools = areaTools(context);
  const checks = (options: CallOptions) => new CatalogueChecks(tools.lang(options));
  const latest = new LatestOnly();

  const get = <T>(
    path: string,
    schema: z.ZodType<T>,
    options: CallOptions,
    parts: { query?: QueryParams; mapping?: ReplyMapping } = {},
  ): Promise<T> => tools.get(path, { schema, mapping: catalogueMapping, ...parts }, options);

  const homepage = (flavor: HomepageFlavor, items: boolean | undefined, options: CallOptions) => {
    const path = `/api/5/2/homepage/${segment(flavor)}`;
    return tools.run(
      'homepage',
      () =>
        latest.run(flavor, options.signal, (signal) =>
          get(path, homepageSchema, { ...options, signal }, { query: withItems(items) }),
        ),
      { swallow: true },
    );
  };

  return {
    getSeries: async (seriesId, options = {}) => {
      checks(options).numeric(seriesId, 1700, 'series_id');
      return get(`/api/5/1/series/${segment(seriesId)}`, seriesSchema, options);
    },

    getEpisodes: async (seriesId, q = {}, options = {}) => {
      const check = checks(options);
      check.numeric(seriesId, 1700, 'series_id');
      check.paging(q);
      check.sort(q.sort, 5008);
      return get(`/api/5/series/${segment(seriesId)}/episodes/`, episodesPage, options, {
        query: query({ page: q.page, page_size: q.page_size, sort: q.sort }),
        mapping: episodesMapping,
      });
    },

    getEpisodeByNumber: async (seriesId, number, options = {}) => {
      const check = checks(options);
      check.numeric(seriesId, 1700, 'series_id');
      check.numeric(number, 1701, 'episode_number');
      return get(`/api/5/series/${segment(seriesId)}/episodes/${segment(number)}/`, episodeSchema, options);
    },

    getEpisode: async (uuid, options = {}) => {
      checks(options).uuid(uuid);
      return get(`/api/5/episode/${segment(uuid)}/`, episodeSchema, options);
    },

    getLatestEpisodes: async (q = {}, options = {}) => {
      checks(options).paging(q);
      return get('/api/5/latestepisodes', episodesPage, options, {
        query: query({ page: q.page, page_size: q.page_size }),
      });
    },

    getSeasons: async (seriesId, q = {}, options = {}) => {
      const check = checks(options);
      check.numeric(seriesId, 1700, 'series_id');
      check.paging(q);
      return get(`/api/5/series/${segment(seriesId)}/seasons`, seasonsPage, options, {
        query: query({ page: q.page }),
      });
    },

    getSeasonEpisodes: async (seriesId, seasonNumber, q = {}, options = {}) => {
      const check = checks(options);
      check.numeric(seriesId, 1700, 'series_id');
      check.numeric(seasonNumber, 5009, 'season_number');
      check.paging(q);
      check.sort(q.sort, 5010);
      return get(
        `/api/5/series/${segment(seriesId)}/seasons/${segment(seasonNumber)}`,
        episodesPage,
        options,
        {
          query: query({ page: q.page, sort: q.sort }),
        },
      );
    },

    getCast: async (seriesId, options = {}) => {
      checks(options).numeric(seriesId, 1700, 'series_id');
      return get(`/api/5/series/${segment(seriesId)}/cast`, castList, options);
    },

    getClip: async (uuid, options = {}) => {
      checks(options).uuid(uuid);
      return get(`/api/5/2/clips/${segment(uuid)}`, clipSchema, options);
    },

    getClips: async (objectType, objectUuid, q = {}, options = {}) => {
      const check = checks(options);
      check.present(objectUuid, 1715, 'object_uuid');
      check.present(objectType, 2103, 'object_type');
      check.paging(q);
      return get(`/api/5/2/${segment(objectType)}/${segment(objectUuid)}/clips`, clipsPage, options, {
        query: query({ page: q.page, page_size: q.page_size, clip_type: q.clip_type }),
      });
    },

    getContainerClips: async (container, object, q = {}, options = {}) => {
      const check = checks(options);
      check.present(container.uuid, 1715, 'container_uuid');
      check.present(container.type, 2103, 'container_type');
      check.present(object.uuid, 1715, 'object_uuid');
      check.present(object.type, 2103, 'object_type');
      check.paging(q);
      const path = `/api/5/2/${segment(container.type)}/${segment(container.uuid)}/${segment(object.type)}/${segment(object.uuid)}/clips`;
      return get(path, clipsPage, options, {
        query: query({ page: q.page, page_size: q.page_size, clip_type: q.clip_type }),
      });
    },

    getCollectionBySlug: async (slug, options = {}) => {
      checks(options).present(slug, 2003, 'collection_slug');
      return get(`/api/5/2/collections/slug/${segment(slug)}`, collectionSchema, options);
    },

    getCollectionByUuid: async (uuid, options = {}) => {
      checks(options).present(uuid, 2008, 'collection_uuid');
      return get(`/api/5/2/collections/uuid/${segment(uuid)}`, collectionSchema, options);
    },

    getCollectionItemsBySlug: async (slug, q = {}, options = {}) => {
      const check = checks(options);
      check.present(slug, 2003, 'collection_slug');
      check.paging(q);
      return get(`/api/5/2/collection-items/slug/${segment(slug)}`, collectionItemsPageSchema, options, {
        query: query({ page: q.page, page_size: q.page_size }),
      });
    },

    getCollectionItemsByUuid: async (uuid, q = {}, options = {}) => {
      const check = checks(options);
      check.present(uuid, 2008, 'collection_uuid');
      check.paging(q);
      return get(`/api/5/2/collection-items/uuid/${segment(uuid)}`, collectionItemsPageSchema, options, {
        query: query({ page: q.page, page_size: q.page_size }),
      });
    },

    getHomepage: (flavor, q = {}, options = {}) => homepage(flavor, q.withitems, options),

    getBrowse: (q = {}, options = {}) => homepage('browse', q.withitems, options),

    getJsonbagBySlug: async (slug, options = {}) => {
      checks(options).present(slug, 1876, 'jsonbag_slug');
      return get(`/api/5/2/jsonbag/slug/${segment(slug)}`, jsonbagSchema, options);
    },

    getJsonbagByUuid: async (uuid, options = {}) => {
      checks(options).present(uuid, 1877, 'jsonbag_uuid');
      return get(`/api/5/2/jsonbag/uuid/${segment(uuid)}`, jsonbagSchema, options);
    },

    getCmsPage: (slug, options = {}) => get(`/api/5/2/cmspage/slug/${segment(slug)}`, cmsPageSchema, options),

    getSubtitles: async (videoUuid, format = 'srt', options = {}) => {
      checks(options).present(videoUuid, 1715, 'uuid');
      return get(`/api/5/2/video/${segment(videoUuid)}/subtitles/${segment(format)}`, subtitleList, options);
    },

    getEpisodeSubtitles: async (seriesId, episodeNumber, format = 'srt', options = {}) => {
      const check = checks(options);
      check.numeric(seriesId, 1700, 'series_id');
      check.numeric(episodeNumber, 1701, 'episode_number');
      const path = `/api/5/video/${segment(seriesId)}.${segment(episodeNumber)}/subtitles/${segment(format)}`;
      return get(path, subtitleList, options);
    },

    search: async (q, options = {}) => {
      checks(options).paging(q);
      return get('/api/5/2/search', searchPage, options, {
        query: query({
          q: q.q,
          types: q.types?.length ? q.types.join(',') : undefined,
          page: q.page,
          page_size: q.page_size,
        }),
      });
    },
  };
};
