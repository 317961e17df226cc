import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  cmsPageSchema,
  cmsSlugParamsSchema,
  collectionItemsPageSchema,
  collectionPageQuerySchema,
  collectionSchema,
  collectionUuidParamsSchema,
  homepageParamsSchema,
  homepageQuerySchema,
  homepageSchema,
  jsonbagSchema,
  jsonbagSlugParamsSchema,
  jsonbagUuidParamsSchema,
  slugParamsSchema,
  transQuerySchema,
} from '@fanverse/contract';
import { failureReplies as failures, withTrans } from '../../http/route-schemas';
import type { CollectionsServices } from './collections.factory';
import { markPublicReads } from '../../plugins/reply-cache';

export type CollectionsRouteDeps = Omit<CollectionsServices, 'loaders'>;

const pageQuery = withTrans(collectionPageQuerySchema);

const PAGING =
  'Pages (`page` from 1, `page_size` 1–100, default 20) are windows of item positions: page k holds the ' +
  'items at positions first + (k−1)·page_size onwards, found by one index range read whatever the ' +
  "collection's size (no OFFSET, no count). Items are numbered without gaps, so every page but the last " +
  'is full. Each value is the item with its `item_type`, in position order; a Collection value carries ' +
  '`collection_items: []`. A Databag outside its start/end window is left out (its page is one shorter). ' +
  'A bad `page`/`page_size` answers 400 code 4; a page past the last 404 code 5. Under parental controls ' +
  "(issue 23), items above the signed-in caller's limits (unrated ones too; seasons and clips by their series' " +
  'rating) are left out of the page like a databag outside its window; the `X-Viewer-Unlock` header of an ' +
  'entered pin lifts the limits. Such replies are personal: `Cache-Control: private, no-store`.';

/**
 * Collections, collection items, homepages, banners (jsonbags) and CMS pages (catalogue spec
 * §7 "Catalogue content"). Every reply is in the `trans` language, falling back to English.
 */
export const collectionsRoutes: FastifyPluginAsyncZod<CollectionsRouteDeps> = async (app, deps) => {
  // Catalogue replies are the same for every visitor of a URL; a member under parental limits gets
  // their own, which the reply cache neither serves nor keeps.
  markPublicReads(app);
  for (const by of ['slug', 'uuid'] as const) {
    const bySlug = by === 'slug';
    const params = bySlug ? slugParamsSchema : collectionUuidParamsSchema;
    const key = (p: { collection_slug: string } | { collection_uuid: string }) =>
      'collection_slug' in p ? { slug: p.collection_slug } : { uuid: p.collection_uuid };
    const badKey = bySlug
      ? '`INVALID_COLLECTION_SLUG` (client 2003)'
      : '`INVALID_COLLECTION_UUID` (client 2008)';

    app.get(
      `/api/5/2/collections/${by}/:collection_${by}`,
      {
        config: { auth: 'public' },
        schema: {
          tags: ['catalogue'],
          summary: `A collection by ${by}`,
          description:
            `The collection with its metadata; \`item_count\` is the number of its items and \`collection_items\` ` +
            `is empty (the items come from the collection-items call). A malformed ${by} answers 400 ${badKey}; ` +
            'an unknown one 404 `COLLECTION_NOT_FOUND` (client 2000).',
          params,
          querystring: transQuerySchema,
          response: { 200: collectionSchema, ...failures },
        },
      },
      async (request) => deps.collections.get(key(request.params), request.lang),
    );

    app.get(
      `/api/5/2/collection-items/${by}/:collection_${by}`,
      {
        config: { auth: 'public' },
        schema: {
          tags: ['catalogue'],
          summary: `One page of a collection's items, by collection ${by}`,
          description:
            `Answers exactly \`{page, page_size, num_pages, values}\`. ${PAGING} A malformed ${by} answers 400 ` +
            `${badKey}; an unknown one 404 \`COLLECTION_NOT_FOUND\`.`,
          params,
          querystring: pageQuery,
          response: { 200: collectionItemsPageSchema, ...failures },
        },
      },
      async (request) => {
        const { page, page_size } = request.query;
        return deps.collections.itemsPage(
          key(request.params),
          { page, pageSize: page_size },
          request.lang,
          await deps.limitsOf(request),
        );
      },
    );
  }

  app.get(
    '/api/5/2/homepage/:flavor',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['catalogue'],
        summary: 'The homepage of a flavor: its rails, top to bottom',
        description:
          'Flavors: `home` (the video front page), `browse` (a rail per genre) and `comics` (with the comics ' +
          'issue). The rails are the items of the homepage collection (at most 100): collections, banners ' +
          '(Jsonbag), databags in their window and any other item. With `withitems=1` each Collection rail ' +
          'embeds its first page (20 items, exactly page 1 of its collection-items call, nested collections ' +
          'left out) in `collection_items`; without it `collection_items` is empty. Flavors are rows, not a ' +
          'fixed list: a flavor no homepage has answers 404 `HOMEPAGE_NOT_FOUND` (client 1850); only a malformed ' +
          'one (not 1 to 64 letters, digits, `-` and `_`) answers 400 code 8 (field `flavor`). Under parental ' +
          "controls (issue 23), items above the signed-in caller's limits are left out of the rails and their " +
          'embedded pages; the `X-Viewer-Unlock` header of an entered pin lifts the limits. Such replies are ' +
          'personal: `Cache-Control: private, no-store`.',
        params: homepageParamsSchema,
        querystring: withTrans(homepageQuerySchema),
        response: { 200: homepageSchema, ...failures },
      },
    },
    async (request) =>
      deps.homepages.get(
        request.params.flavor,
        request.query.withitems === '1',
        request.lang,
        await deps.limitsOf(request),
      ),
  );

  for (const by of ['slug', 'uuid'] as const) {
    const bySlug = by === 'slug';
    app.get(
      `/api/5/2/jsonbag/${by}/:jsonbag_${by}`,
      {
        config: { auth: 'public' },
        schema: {
          tags: ['catalogue'],
          summary: `A banner (jsonbag) by ${by}`,
          description:
            'A promotional banner. `base_asset_url` is its art folder (`/art/banners/{asset_key}`): the client ' +
            'appends `/{kind}.{avif|webp|jpg}` with the banner kinds `hero`, `hero-c2` and `mobile`. ' +
            `A malformed ${by} answers 400 ${bySlug ? '`INVALID_JSONBAG_SLUG` (client 1876)' : '`INVALID_JSONBAG_UUID` (client 1877)'}; ` +
            'an unknown one 404 `JSONBAG_NOT_FOUND` (client 1875).',
          params: bySlug ? jsonbagSlugParamsSchema : jsonbagUuidParamsSchema,
          querystring: transQuerySchema,
          response: { 200: jsonbagSchema, ...failures },
        },
      },
      async (request) => {
        const p = request.params as { jsonbag_slug?: string; jsonbag_uuid?: string };
        const key = p.jsonbag_slug !== undefined ? { slug: p.jsonbag_slug } : { uuid: p.jsonbag_uuid! };
        return deps.jsonbags.get(key, request.lang);
      },
    );
  }

  app.get(
    '/api/5/2/cmspage/slug/:slug',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['catalogue'],
        summary: 'A CMS page (page, news article or encyclopedia entry) by slug',
        description:
          'The page shown at `path` (`/pages/{slug}`). `body` is plain text, paragraphs separated by blank ' +
          'lines. Images are banner art: `large` the masthead (hero, 1920×640), `logo` the square mark ' +
          '(mobile, 800×800), `thumbnail` the 16:9 tile (hero-c2, loaded through its srcset widths). ' +
          'A malformed slug answers 400 code 8; an unknown one 404 `RESOURCE_NOT_FOUND` (client 1721).',
        params: cmsSlugParamsSchema,
        querystring: transQuerySchema,
        response: { 200: cmsPageSchema, ...failures },
      },
    },
    async (request) => deps.cmsPages.get(request.params.slug, request.lang),
  );
};
