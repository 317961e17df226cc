/**
 * String codes the catalogue routes answer (catalogue spec §8), spelt as the client's mapping
 * tables read them. Field-named validation failures get theirs from the server's error handler
 * (`series_id` → INVALID_SERIES_ID, ...); not-found replies are 404 with the specific code.
 */
export const CatalogueServerCode = {
  /** → 1700 */
  INVALID_SERIES_ID: 'INVALID_SERIES_ID',
  /** → 1701 */
  INVALID_EPISODE_NUMBER: 'INVALID_EPISODE_NUMBER',
  /** → 1715 */
  INVALID_UUID: 'INVALID_UUID',
  /** → 1716 */
  INVALID_CONTENT_TYPE: 'INVALID_CONTENT_TYPE',
  /** → 2003 */
  INVALID_COLLECTION_SLUG: 'INVALID_COLLECTION_SLUG',
  /** → 2008 */
  INVALID_COLLECTION_UUID: 'INVALID_COLLECTION_UUID',
  /** → 1876 */
  INVALID_JSONBAG_SLUG: 'INVALID_JSONBAG_SLUG',
  /** → 1877 */
  INVALID_JSONBAG_UUID: 'INVALID_JSONBAG_UUID',
  /** → 2103 */
  INVALID_OBJECT_TYPE: 'INVALID_OBJECT_TYPE',
  /** → 2101 */
  INVALID_CLIP_TYPE: 'INVALID_CLIP_TYPE',
  /** 404 → 1601 */
  SERIES_NOT_FOUND: 'SERIES_NOT_FOUND',
  /** 404 → 1603 */
  SEASON_NOT_FOUND: 'SEASON_NOT_FOUND',
  /** 404 → 1605 */
  EPISODE_NOT_FOUND: 'EPISODE_NOT_FOUND',
  /** 404 → 2100 */
  CLIP_NOT_FOUND: 'CLIP_NOT_FOUND',
  /** 404 → 2000 */
  COLLECTION_NOT_FOUND: 'COLLECTION_NOT_FOUND',
  /** 404 → 1850 */
  HOMEPAGE_NOT_FOUND: 'HOMEPAGE_NOT_FOUND',
  /** 404 → 1875 */
  JSONBAG_NOT_FOUND: 'JSONBAG_NOT_FOUND',
  /** 404 → 1721 (subtitles, art, CMS pages: "resource not found") */
  RESOURCE_NOT_FOUND: 'RESOURCE_NOT_FOUND',
  /** 404 with generic code 5 → 5005: a page past the last one. */
} as const;
export type CatalogueServerCode = (typeof CatalogueServerCode)[keyof typeof CatalogueServerCode];

/**
 * Request fields whose validation failure answers a specific code instead of the generic 8.
 * Route params and query fields are named after these keys so the one error handler can
 * answer them (a bad `series_id` path segment is INVALID_SERIES_ID, the client's 1700).
 */
export const CATALOGUE_FIELD_CODES: Readonly<Record<string, CatalogueServerCode>> = {
  series_id: CatalogueServerCode.INVALID_SERIES_ID,
  episode_number: CatalogueServerCode.INVALID_EPISODE_NUMBER,
  uuid: CatalogueServerCode.INVALID_UUID,
  content_uuid: CatalogueServerCode.INVALID_UUID,
  object_uuid: CatalogueServerCode.INVALID_UUID,
  container_uuid: CatalogueServerCode.INVALID_UUID,
  content_type: CatalogueServerCode.INVALID_CONTENT_TYPE,
  /** A comic book type (`issue`, `annual`, `collected`): the client's 1716. */
  book_type: CatalogueServerCode.INVALID_CONTENT_TYPE,
  object_type: CatalogueServerCode.INVALID_OBJECT_TYPE,
  container_type: CatalogueServerCode.INVALID_OBJECT_TYPE,
  clip_type: CatalogueServerCode.INVALID_CLIP_TYPE,
  collection_slug: CatalogueServerCode.INVALID_COLLECTION_SLUG,
  collection_uuid: CatalogueServerCode.INVALID_COLLECTION_UUID,
  jsonbag_slug: CatalogueServerCode.INVALID_JSONBAG_SLUG,
  jsonbag_uuid: CatalogueServerCode.INVALID_JSONBAG_UUID,
};
