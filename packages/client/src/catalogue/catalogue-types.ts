import type {
  CastMember,
  Clip,
  ClipObjectType,
  ClipType,
  CmsPage,
  Collection,
  CollectionItem,
  CollectionItemsPage,
  Episode,
  Homepage,
  HomepageFlavor,
  Jsonbag,
  Page,
  Season,
  Series,
  Subtitle,
  SubtitleFormat,
} from '@fanverse/contract';
import type { CallOptions } from '../area/area-context';

/** Ids may arrive as numbers or as strings from a URL; the client check rejects non-numeric ones. */
export type NumericId = number | string;

export interface PageQuery {
  page?: NumericId;
  page_size?: NumericId;
}

export interface EpisodesQuery extends PageQuery {
  sort?: string;
}

export interface SeasonEpisodesQuery {
  page?: NumericId;
  sort?: string;
}

export interface SearchQuery extends PageQuery {
  q: string;
  /** Limit to these item types (Series, Episode, Clip). */
  types?: string[];
}

/**
 * Catalogue calls of spec §7 "Catalogue content". Each one runs its §5 client check first
 * (throwing an ApiError with the spec code, no request sent) and maps failures with §8.
 */
export interface CatalogueCalls {
  /** GET /api/5/1/series/{id}. 1700 when the id is not numeric. */
  getSeries(seriesId: NumericId, options?: CallOptions): Promise<Series>;
  /** GET /api/5/series/{id}/episodes/ (page, page_size, sort). 1700, 5004, 5008. */
  getEpisodes(seriesId: NumericId, query?: EpisodesQuery, options?: CallOptions): Promise<Page<Episode>>;
  /** GET /api/5/series/{id}/episodes/{number}/. 1700, 1701. */
  getEpisodeByNumber(seriesId: NumericId, number: NumericId, options?: CallOptions): Promise<Episode>;
  /** GET /api/5/episode/{uuid}/. 1715. */
  getEpisode(uuid: string, options?: CallOptions): Promise<Episode>;
  /** GET /api/5/latestepisodes (page, page_size). */
  getLatestEpisodes(query?: PageQuery, options?: CallOptions): Promise<Page<Episode>>;
  /** GET /api/5/series/{id}/seasons (page). */
  getSeasons(seriesId: NumericId, query?: { page?: NumericId }, options?: CallOptions): Promise<Page<Season>>;
  /** GET /api/5/series/{id}/seasons/{n} (page, sort). 1700, 5009, 5004, 5010. */
  getSeasonEpisodes(
    seriesId: NumericId,
    seasonNumber: NumericId,
    query?: SeasonEpisodesQuery,
    options?: CallOptions,
  ): Promise<Page<Episode>>;
  /** GET /api/5/series/{id}/cast. */
  getCast(seriesId: NumericId, options?: CallOptions): Promise<CastMember[]>;
  /** GET /api/5/2/clips/{uuid}. 1715. */
  getClip(uuid: string, options?: CallOptions): Promise<Clip>;
  /** GET /api/5/2/{objectType}/{uuid}/clips (clip_type). 1715 without a uuid, 2103 without a type. */
  getClips(
    objectType: ClipObjectType | string,
    objectUuid: string,
    query?: PageQuery & { clip_type?: ClipType },
    options?: CallOptions,
  ): Promise<Page<Clip>>;
  /** GET /api/5/2/{containerType}/{containerUuid}/{objectType}/{uuid}/clips (clip_type). */
  getContainerClips(
    container: { type: ClipObjectType | string; uuid: string },
    object: { type: ClipObjectType | string; uuid: string },
    query?: PageQuery & { clip_type?: ClipType },
    options?: CallOptions,
  ): Promise<Page<Clip>>;
  /** GET /api/5/2/collections/slug/{slug}. 2003 without a slug. */
  getCollectionBySlug(slug: string, options?: CallOptions): Promise<Collection>;
  /** GET /api/5/2/collections/uuid/{uuid}. 2008 without a uuid. */
  getCollectionByUuid(uuid: string, options?: CallOptions): Promise<Collection>;
  /** GET /api/5/2/collection-items/slug/{slug} (page, page_size default 20). */
  getCollectionItemsBySlug(
    slug: string,
    query?: PageQuery,
    options?: CallOptions,
  ): Promise<CollectionItemsPage>;
  /** GET /api/5/2/collection-items/uuid/{uuid} (page, page_size default 20). */
  getCollectionItemsByUuid(
    uuid: string,
    query?: PageQuery,
    options?: CallOptions,
  ): Promise<CollectionItemsPage>;
  /**
   * GET /api/5/2/homepage/{flavor} (withitems=1), op homepage. A failure is stored and
   * swallowed (spec §8): the call resolves undefined and `client.errors.failure('homepage')`
   * holds the ApiError. A newer call for the same flavor cancels the older one; a cancelled
   * call rejects with an AbortError and its result is discarded.
   */
  getHomepage(
    flavor: HomepageFlavor,
    query?: { withitems?: boolean },
    options?: CallOptions,
  ): Promise<Homepage | undefined>;
  /** GET /api/5/2/homepage/browse: the genre rails; op homepage, swallowed like getHomepage. */
  getBrowse(query?: { withitems?: boolean }, options?: CallOptions): Promise<Homepage | undefined>;
  /** GET /api/5/2/jsonbag/slug/{slug}. 1876 without a slug. */
  getJsonbagBySlug(slug: string, options?: CallOptions): Promise<Jsonbag>;
  /** GET /api/5/2/jsonbag/uuid/{uuid}. 1877 without a uuid. */
  getJsonbagByUuid(uuid: string, options?: CallOptions): Promise<Jsonbag>;
  /** GET /api/5/2/cmspage/slug/{slug}. */
  getCmsPage(slug: string, options?: CallOptions): Promise<CmsPage>;
  /** GET /api/5/2/video/{uuid}/subtitles/{format} (default srt): the languages and file URLs. */
  getSubtitles(videoUuid: string, format?: SubtitleFormat, options?: CallOptions): Promise<Subtitle[]>;
  /** GET /api/5/video/{series}.{episode}/subtitles/{format}. */
  getEpisodeSubtitles(
    seriesId: NumericId,
    episodeNumber: NumericId,
    format?: SubtitleFormat,
    options?: CallOptions,
  ): Promise<Subtitle[]>;
  /** GET /api/5/2/search (q, types, page, page_size): title words, prefix on the last word. */
  search(query: SearchQuery, options?: CallOptions): Promise<Page<CollectionItem>>;
}
