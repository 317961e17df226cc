import { CatalogueServerCode, GenericCode, type CatalogueCode } from '@fanverse/contract';
import type { ReplyMapping } from '../errors/reply-mapping';
import { contentLookupMapping } from './content-mappings';

// Catalogue spec §8 "Mappings from server replies", content side: what the catalogue routes
// answer (contract `CatalogueServerCode`) to the client code the §5 check gives for the same fault.

/** Every catalogue server code, to its client code. */
export const catalogueServerCodes = {
  [CatalogueServerCode.INVALID_SERIES_ID]: 1700,
  [CatalogueServerCode.INVALID_EPISODE_NUMBER]: 1701,
  [CatalogueServerCode.INVALID_UUID]: 1715,
  [CatalogueServerCode.INVALID_CONTENT_TYPE]: 1716,
  [CatalogueServerCode.INVALID_COLLECTION_SLUG]: 2003,
  [CatalogueServerCode.INVALID_COLLECTION_UUID]: 2008,
  [CatalogueServerCode.INVALID_JSONBAG_SLUG]: 1876,
  [CatalogueServerCode.INVALID_JSONBAG_UUID]: 1877,
  [CatalogueServerCode.INVALID_OBJECT_TYPE]: 2103,
  [CatalogueServerCode.INVALID_CLIP_TYPE]: 2101,
  [CatalogueServerCode.SERIES_NOT_FOUND]: 1601,
  [CatalogueServerCode.SEASON_NOT_FOUND]: 1603,
  [CatalogueServerCode.EPISODE_NOT_FOUND]: 1605,
  [CatalogueServerCode.CLIP_NOT_FOUND]: 2100,
  [CatalogueServerCode.COLLECTION_NOT_FOUND]: 2000,
  [CatalogueServerCode.HOMEPAGE_NOT_FOUND]: 1850,
  [CatalogueServerCode.JSONBAG_NOT_FOUND]: 1875,
  [CatalogueServerCode.RESOURCE_NOT_FOUND]: 1721,
} as const satisfies Record<CatalogueServerCode, CatalogueCode>;

/**
 * Generic codes that arrive with a 404 must keep their own meaning: without these rows the
 * 404 → 1724 status rule would swallow "page does not exist" (5 → 5005) and an unknown API
 * path (11 → 5001), since an operation's status rule wins over the 5000 + code fallback.
 */
const genericNotFoundCodes = {
  [String(GenericCode.PAGE_NOT_FOUND)]: 5005,
  [String(GenericCode.API_NOT_FOUND)]: 5001,
} satisfies Record<string, CatalogueCode>;

/**
 * Every catalogue call: the server's codes, then any other 404 is "Not found" (1724). Bad
 * page, sort and season number answers (4, 9, 10) need no row: they become 5004, 5009, 5010.
 */
export const catalogueMapping: ReplyMapping = {
  codes: { ...catalogueServerCodes, ...genericNotFoundCodes },
  statuses: contentLookupMapping.statuses,
};

/**
 * Series episodes (not season episodes): the §5 check calls a bad sort 5008 there, so the
 * server's sort reply (10) reads 5008 too; season episodes keep 5010.
 */
export const episodesMapping: ReplyMapping = {
  ...catalogueMapping,
  codes: { ...catalogueMapping.codes, [String(GenericCode.SORT_ORDER)]: 5008 },
};
