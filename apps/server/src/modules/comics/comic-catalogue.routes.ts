import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  comicBookSchema,
  comicSeriesSchema,
  comicUuidParamsSchema,
  seriesBooksPageSchema,
  seriesBooksParamsSchema,
  seriesBooksQuerySchema,
  transQuerySchema,
} from '@fanverse/contract';
import { markPublicReads } from '../../plugins/reply-cache';
import { failureReplies, withTrans } from '../../http/route-schemas';
import { pageContext } from '../video-catalogue/route-helpers';
import type { ComicsServices } from './comics.factory';

export const COMIC_TAGS = ['comics'];

/** A book, a series, and a series' books of one type (catalogue spec §7 "Comics"). */
export const comicCatalogueRoutes: FastifyPluginAsyncZod<ComicsServices> = async (app, deps) => {
  // The replies are the same for every visitor of a URL (reading is decided by rights).
  markPublicReads(app);

  app.get(
    '/api/comics/1/book/:uuid/',
    {
      config: { auth: 'public' },
      schema: {
        tags: COMIC_TAGS,
        summary: 'A comic book',
        description:
          'Title, description and series title in the `trans` language (English when untranslated). `pages` ' +
          'lists every page with its pixel size (a spread is twice as wide); `image` is a thumbnail address only ' +
          'for the first `preview_count` pages (the public preview, null for the rest), and `preview_images` ' +
          'are the same pages at SD. The pages themselves come from `GET /api/comics/1/book/download/` with a ' +
          'rights token. `url` is the web page, `/comics/book/{uuid}/{slug}`. A malformed uuid answers 400 ' +
          '`INVALID_UUID`, an unknown one 404 `RESOURCE_NOT_FOUND`, a book above the parental limits of the ' +
          "caller's session (its `age_rating`; unrated under any limit) 403 `PARENTAL_LOCK` with its `rating`, " +
          'unless the request carries the `X-Viewer-Unlock` of the entered pin.',
        params: comicUuidParamsSchema,
        querystring: transQuerySchema,
        response: { 200: comicBookSchema, ...failureReplies },
      },
    },
    async (request) =>
      deps.books.get(request.params.uuid, request.lang, await deps.parental.limitsOf(request)),
  );

  app.get(
    '/api/comics/1/series/:uuid/',
    {
      config: { auth: 'public' },
      schema: {
        tags: COMIC_TAGS,
        summary: 'A comic series',
        description:
          '`num_books` and `book_uuids` are keyed by book type (`issue`, `annual`, `collected`), listing only ' +
          'the types the series has, the uuids in reading order (`sort_index`); `issue_numbers` are those of ' +
          'its issues. `url` is the web page, `/comics/series/{uuid}/{slug}`. Under parental limits the books ' +
          'summary lists only the books within them, and a series above them answers 403 `PARENTAL_LOCK` with ' +
          'its `rating` (unless the request carries the `X-Viewer-Unlock` of the entered pin). A malformed uuid ' +
          'answers 400 `INVALID_UUID`, an unknown one 404 `RESOURCE_NOT_FOUND`.',
        params: comicUuidParamsSchema,
        querystring: transQuerySchema,
        response: { 200: comicSeriesSchema, ...failureReplies },
      },
    },
    async (request) =>
      deps.series.get(request.params.uuid, request.lang, await deps.parental.limitsOf(request)),
  );

  const booksDescription =
    "A series' books of one type, 20 a page, by `sort_index` (`sort` `asc`, the default, or `desc`). The " +
    'type is `issue` (the default, also without the segment), `annual` or `collected`. Under parental ' +
    'limits only the books within them are counted and paged. Errors: malformed uuid 400 `INVALID_UUID`, ' +
    'unknown type 400 `INVALID_CONTENT_TYPE`, bad page 400 code 4, bad sort 400 code 10, unknown series 404 ' +
    '`RESOURCE_NOT_FOUND`, a series above the parental limits 403 `PARENTAL_LOCK`, a page past the last 404 ' +
    'code 5.';
  // Without the segment (with or without the trailing slash: the router tells them apart) the
  // type is its default, `issue`.
  const urls = [
    '/api/comics/1/series/:uuid/books/:book_type',
    '/api/comics/1/series/:uuid/books/',
    '/api/comics/1/series/:uuid/books',
  ];
  for (const url of urls) {
    app.get(
      url,
      {
        config: { auth: 'public' },
        schema: {
          tags: COMIC_TAGS,
          summary: url.endsWith(':book_type')
            ? "A series' books of one type, paged"
            : "A series' issues, paged (the type's default)",
          description: booksDescription,
          params: seriesBooksParamsSchema,
          querystring: withTrans(seriesBooksQuerySchema),
          response: { 200: seriesBooksPageSchema, ...failureReplies },
        },
      },
      async (request) =>
        deps.books.inSeries(
          request.params.uuid,
          request.params.book_type,
          { page: request.query.page, sort: request.query.sort },
          request.lang,
          pageContext(request, ['sort']),
          await deps.parental.limitsOf(request),
        ),
    );
  }
};
