/** Collection item types as the server spells them (catalogue spec §3). */
export const SERVER_ITEM_TYPES = [
  'Series',
  'Episode',
  'Collection',
  'Clip',
  'Databag',
  'Book',
  'Season',
  'CMSPage',
  'ComicSeries',
  'ShopifyProduct',
  'Jsonbag',
  'ClickoutObject',
  'UserList',
] as const;
export type ServerItemType = (typeof SERVER_ITEM_TYPES)[number];

/**
 * The client's normalised set: the server's types plus Movie, Article, Encyclopedia and
 * ShopItem (spec §3). ClickoutImage becomes ClickoutObject; a CMS page of cms type
 * `encyclopedia` becomes Encyclopedia and `news` becomes Article.
 */
export const NORMALISED_ITEM_TYPES = [
  ...SERVER_ITEM_TYPES,
  'Movie',
  'Article',
  'Encyclopedia',
  'ShopItem',
] as const;
export type NormalisedItemType = (typeof NORMALISED_ITEM_TYPES)[number];

/** CMS page types; `encyclopedia` and `news` are normalised on the client. */
export const CMS_PAGE_TYPES = ['page', 'news', 'encyclopedia'] as const;
export type CmsPageType = (typeof CMS_PAGE_TYPES)[number];

/**
 * Homepage flavors (`home` the video front page, `browse` the genre rails, `comics`…) are data,
 * not a list: an operator adds one with a homepage row, without a deploy. So a well-formed
 * flavor no row has is a missing homepage (404 HOMEPAGE_NOT_FOUND, client 1850), and only a
 * malformed one (not a short name of letters, digits, - and _) is a bad parameter.
 */
export const HOMEPAGE_FLAVOR_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;
export type HomepageFlavor = string;

/** Object types that own clips (`/api/5/2/{objectType}/{uuid}/clips`); anything else is 2103. */
export const CLIP_OBJECT_TYPES = ['series', 'season', 'episode', 'collection'] as const;
export type ClipObjectType = (typeof CLIP_OBJECT_TYPES)[number];

export const CLIP_TYPES = ['trailer', 'preview', 'featurette', 'interview', 'recap'] as const;
export type ClipType = (typeof CLIP_TYPES)[number];

/** Collection rail layouts the web app knows how to draw. */
export const COLLECTION_LAYOUTS = ['rail', 'hero-rail', 'grid', 'banner', 'masthead'] as const;
export type CollectionLayout = (typeof COLLECTION_LAYOUTS)[number];
