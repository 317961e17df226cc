import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  browseComicsBooksPageSchema,
  browseComicsQuerySchema,
  browseComicsSchema,
  transQuerySchema,
} from '@fanverse/contract';
import { failureReplies, withTrans } from '../../http/route-schemas';
import { markPublicReads } from '../../plugins/reply-cache';
import { pageContext } from '../video-catalogue/route-helpers';
import { COMIC_TAGS } from './comic-catalogue.routes';
import type { ComicsServices } from './comics.factory';

/** The comics home: what it shows around its results, and the books for one choice. */
export const comicBrowseRoutes: FastifyPluginAsyncZod<ComicsServices> = async (app, deps) => {
  markPublicReads(app);

  app.get(
    '/api/comics/1/browse/',
    {
      config: { auth: 'public' },
      schema: {
        tags: COMIC_TAGS,
        summary: 'The comics home: masthead, filters, sorts, categories and ready-made choices',
        description:
          'All from the catalogue, texts in the `trans` language: the masthead features the series with the ' +
          'newest book; `filter_sections` (format, reading direction, genre, publisher, age rating) list the ' +
          'values books carry with how many carry each; `sorts` are the orders `GET /api/comics/1/browse/books` ' +
          'takes; `categories` are the most used tags; `filter_sets` are ready-made filter and sort choices ' +
          '(`start-here`: issues by series, `right-to-left`, …), each offered only when it finds books. Under ' +
          "the parental limits of the caller's session all of it comes from the books within them.",
        querystring: transQuerySchema,
        response: { 200: browseComicsSchema, ...failureReplies },
      },
    },
    async (request) => deps.browse.home(request.lang, await deps.parental.limitsOf(request)),
  );

  app.get(
    '/api/comics/1/browse/books',
    {
      config: { auth: 'public' },
      schema: {
        tags: COMIC_TAGS,
        summary: 'Comic books for a choice of filters and sort, paged',
        description:
          'Filters (each optional, all applied): `book_type`, `publisher`, `age_rating`, `reading_direction`, ' +
          '`tag`. `sort`: `newest` (default, by release date), `oldest`, `title`, `-title`, `series` (series ' +
          'title, then reading order). `page_size` defaults to 24 (at most 100). Under the parental limits of ' +
          "the caller's session only the books within them are counted and paged (an unrated book under any " +
          'limit is left out). Errors: unknown book type 400 ' +
          '`INVALID_CONTENT_TYPE`, bad sort 400 code 10, bad page 400 code 4, other bad values 400 code 8, a ' +
          'page past the last 404 code 5.',
        querystring: withTrans(browseComicsQuerySchema),
        response: { 200: browseComicsBooksPageSchema, ...failureReplies },
      },
    },
    async (request) =>
      deps.browse.findBooks(
        request.query,
        request.lang,
        pageContext(request, [
          'book_type',
          'publisher',
          'age_rating',
          'reading_direction',
          'tag',
          'sort',
          'page_size',
        ]),
        await deps.parental.limitsOf(request),
      ),
  );
};
