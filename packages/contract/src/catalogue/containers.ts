import { z } from 'zod';
import { CMS_PAGE_TYPES, COLLECTION_LAYOUTS } from './item-types';
import { clipSchema, episodeSchema, seasonSchema, seriesSchema } from './video';
import { lazySchema } from '../common/lazy-schema';
import { comicBookSchema, comicSeriesSchema } from '../comics/comic-entities';
import { userListSchema } from '../lists/list-entities';

/**
 * Collections and the other items they hold (catalogue spec §3 "Collections and other
 * items"). A collection item page is `{page, page_size, num_pages, values}` exactly; each value
 * is the item's own fields plus `item_type`.
 */
const dateTime = lazySchema(() => z.string());

export const jsonbagSchema = lazySchema(
  () =>
    z.object({
      id: z.number().int(),
      uuid: z.string(),
      slug: z.string(),
      asset_key: z.string(),
      /** Art folder of this banner: `{art base}/art/banners/{asset_key}`. */
      base_asset_url: z.string(),
      description: z.string(),
      metadata: z.object({
        title: z.string(),
        cta_text: z.string(),
        cta_description: z.string(),
        /** Where the call to action leads: a site path, or an external URL when external_clickout. */
        url: z.string(),
        external_clickout: z.boolean(),
        clickout_type: z.enum(['series', 'episode', 'collection', 'page', 'shop', 'external']),
        /** The item type the banner promotes. */
        item_type: z.string(),
        masthead_color: z.string(),
      }),
    }),
  { id: 'Jsonbag' },
);
export type Jsonbag = z.infer<typeof jsonbagSchema>;

export const databagSchema = lazySchema(
  () =>
    z.object({
      id: z.number().int(),
      uuid: z.string(),
      description: z.string(),
      metadata: z.object({
        collection_id: z.number().int(),
        collection_slug: z.string(),
        /** The window in which the databag's collection is promoted (ISO 8601, null: open). */
        start: dateTime.nullable(),
        end: dateTime.nullable(),
        title: z.string(),
      }),
    }),
  { id: 'Databag' },
);
export type Databag = z.infer<typeof databagSchema>;

export const cmsPageSchema = lazySchema(
  () =>
    z.object({
      uuid: z.string(),
      slug: z.string(),
      title: z.string(),
      description: z.string(),
      /** Paragraphs separated by blank lines; plain text, never HTML. */
      body: z.string(),
      author: z.string(),
      cms_page_type: z.enum(CMS_PAGE_TYPES),
      template: z.enum(['article', 'encyclopedia', 'page']),
      /** Site path of the page: `/pages/{slug}`. */
      path: z.string(),
      publish_date: dateTime,
      tags: z.array(z.string()),
      masthead_background: z.string(),
      asset_key: z.string(),
      large: z.string(),
      logo: z.string(),
      thumbnail: z.string(),
    }),
  { id: 'CMSPage' },
);
export type CmsPage = z.infer<typeof cmsPageSchema>;

export const clickoutObjectSchema = lazySchema(
  () =>
    z.object({
      uuid: z.string(),
      slug: z.string(),
      title: z.string(),
      description: z.string(),
      url: z.string(),
      cta_label: z.string(),
      is_approved: z.boolean(),
      publish_date: dateTime,
      asset_key: z.string(),
      base_asset_url: z.string(),
      metadata: z.record(z.string(), z.string()),
      tags: z.array(z.string()),
    }),
  { id: 'ClickoutObject' },
);
export type ClickoutObject = z.infer<typeof clickoutObjectSchema>;

export const shopProductSchema = lazySchema(
  () =>
    z.object({
      uuid: z.string(),
      /** The shop destination name: the tile leaves through `/shop/{name}`. */
      name: z.string(),
      asset_key: z.string(),
      title: z.string(),
      description: z.string(),
      /** Decimal string in the currency's major unit ("24.99"); stored as integer minor units. */
      price: z.string(),
      currency_code: z.string(),
      premium_only: z.boolean(),
      /** `/shop/{name}`. */
      url: z.string(),
      created_at: dateTime,
      updated_at: dateTime,
    }),
  { id: 'ShopifyProduct' },
);
export type ShopProduct = z.infer<typeof shopProductSchema>;

const collectionMetadataSchema = lazySchema(() =>
  z.object({
    layout: z.enum(COLLECTION_LAYOUTS),
    /** What the collection holds, for the web's choice of tile: series, episode, clip, mixed, ... */
    type: z.string(),
    container: z.string().nullable(),
    icon: z.string().nullable(),
    plan_type: z.string().nullable(),
    thumbnail: z.string().nullable(),
    /** Uuid of a trailer clip. */
    trailer: z.string().nullable(),
    description: z.string(),
    masthead: z.string().nullable(),
    upsell_text: z.string().nullable(),
    upsell_text_es: z.string().nullable(),
  }),
);

/**
 * Item values that may appear inside a collection embedded in another reply. Typed by the shape
 * (not `S extends z.ZodObject`): extending a generic ZodObject erased the inferred item types to
 * `Record<string, unknown>`.
 */
const tagged = <T extends string, Shape extends z.ZodRawShape>(type: T, schema: z.ZodObject<Shape>) =>
  schema.extend({ item_type: z.literal(type) });

export const seriesItemSchema = lazySchema(() => tagged('Series', seriesSchema));
export const episodeItemSchema = lazySchema(() => tagged('Episode', episodeSchema));
export const seasonItemSchema = lazySchema(() => tagged('Season', seasonSchema));
export const clipItemSchema = lazySchema(() => tagged('Clip', clipSchema));
export const jsonbagItemSchema = lazySchema(() => tagged('Jsonbag', jsonbagSchema));
export const databagItemSchema = lazySchema(() => tagged('Databag', databagSchema));
export const cmsPageItemSchema = lazySchema(() => tagged('CMSPage', cmsPageSchema));
export const clickoutItemSchema = lazySchema(() => tagged('ClickoutObject', clickoutObjectSchema));
export const shopProductItemSchema = lazySchema(() => tagged('ShopifyProduct', shopProductSchema));
export const bookItemSchema = lazySchema(() => tagged('Book', comicBookSchema));
export const comicSeriesItemSchema = lazySchema(() => tagged('ComicSeries', comicSeriesSchema));
/** A public user list featured in a collection or rail (its items are on its own page). */
export const userListItemSchema = lazySchema(() => tagged('UserList', userListSchema));

/** Every item type except Collection: what a collection embeds as its first page. */
export const leafItemSchema = lazySchema(() =>
  z.discriminatedUnion('item_type', [
    seriesItemSchema,
    episodeItemSchema,
    seasonItemSchema,
    clipItemSchema,
    jsonbagItemSchema,
    databagItemSchema,
    cmsPageItemSchema,
    clickoutItemSchema,
    shopProductItemSchema,
    bookItemSchema,
    comicSeriesItemSchema,
    userListItemSchema,
  ]),
);
export type LeafItem = z.infer<typeof leafItemSchema>;

export const collectionSchema = lazySchema(
  () =>
    z.object({
      id: z.number().int(),
      uuid: z.string(),
      slug: z.string(),
      asset_key: z.string(),
      title: z.string(),
      url: z.string(),
      item_count: z.number().int(),
      metadata: collectionMetadataSchema,
      /** The first page of items when asked for (`withitems=1` on the homepage), else empty. */
      collection_items: z.array(leafItemSchema),
    }),
  { id: 'Collection' },
);
export type Collection = z.infer<typeof collectionSchema>;

export const collectionItemSchema = lazySchema(() =>
  z.discriminatedUnion('item_type', [...leafItemSchema.options, tagged('Collection', collectionSchema)]),
);
/** One value of a collection page, a homepage rail or a search result. */
export type CollectionItem = z.infer<typeof collectionItemSchema>;

/** The collection items page of spec §3, exactly. */
export const collectionItemsPageSchema = lazySchema(
  () =>
    z.object({
      page: z.number().int(),
      page_size: z.number().int(),
      num_pages: z.number().int(),
      values: z.array(collectionItemSchema),
    }),
  { id: 'CollectionItemsPage' },
);
export type CollectionItemsPage = z.infer<typeof collectionItemsPageSchema>;

export const homepageSchema = lazySchema(
  () =>
    z.object({
      // Any flavor a homepage row has (HOMEPAGE_FLAVOR_PATTERN): flavors are data.
      flavor: z.string(),
      uuid: z.string(),
      title: z.string(),
      /** Rails top to bottom: collections (with their first page when `withitems=1`) and banners. */
      collectionItems: z.array(collectionItemSchema),
    }),
  { id: 'Homepage' },
);
export type Homepage = z.infer<typeof homepageSchema>;
