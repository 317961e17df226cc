import {
  BOOK_TYPES,
  COMIC_QUALITIES,
  COMIC_SORTS,
  DEFAULT_BOOK_TYPE,
  DEFAULT_COMIC_QUALITY,
  READING_DIRECTIONS,
  browseComicsBooksPageSchema,
  browseComicsSchema,
  comicBookSchema,
  comicDownloadSchema,
  comicHistoryListSchema,
  comicLogReplySchema,
  comicSeriesSchema,
  seriesBooksPageSchema,
  type ComicDownload,
} from '@fanverse/contract';
import type { Area, CallOptions } from '../area/area-context';
import { areaTools } from '../area/area-tools';
import { CatalogueChecks } from '../catalogue/catalogue-checks';
import { fitsKeepalive } from '../http/page-hide';
import type { QueryParams } from '../http/request-types';
import { catalogueMapping, episodesMapping } from '../mappings/catalogue-mappings';
import { videoManifestMapping } from '../mappings/content-mappings';
import { createPlaybackCalls } from '../playback/playback-calls';
import type { ComicsCalls, DownloadedBook, HistoryQuery } from './comics-types';

const BASE = '/api/comics/1';
const LOG_PATH = '/api/5/log/comic/';

/** Path segments are escaped so an id can never reach another route. */
const segment = (value: string) => encodeURIComponent(value);

const includes = (list: readonly string[], value: unknown) =>
  typeof value === 'string' && list.includes(value);

/** Query values as sent: only what the caller gave. */
function query(values: Record<string, string | number | undefined | null>): QueryParams {
  const out: QueryParams = {};
  for (const [key, value] of Object.entries(values)) {
    if (value !== undefined && value !== null && value !== '') out[key] = value;
  }
  return out;
}

/** A caller's signal joined with our own: one failed page stops the book's other requests. */
function linkedController(signal: AbortSignal | undefined): AbortController {
  const controller = new AbortController();
  if (signal?.aborted) controller.abort(signal.reason);
  else signal?.addEventListener('abort', () => controller.abort(signal.reason), { once: true });
  return controller;
}

/** The download replies of one book, in page order, as one list of images. */
function mergePages(replies: ComicDownload[]): DownloadedBook {
  const [first] = replies as [ComicDownload, ...ComicDownload[]];
  const ordered = [...replies].sort((a, b) => a.page - b.page);
  const expiries = ordered.map((reply) => reply.expires_at).sort((a, b) => Date.parse(a) - Date.parse(b));
  return {
    uuid: first.uuid,
    job_id: first.job_id,
    format: first.format,
    quality: first.quality,
    num_images: first.num_images,
    expires_at: expiries[0] ?? first.expires_at,
    images: ordered.flatMap((reply) => reply.images),
  };
}

/**
 * `client.comics` (catalogue spec §7 "Comics", accounts spec §7 comic log). Each call runs its §5
 * checks first and throws without sending (1715 uuid, 1716 book type, 1717 no token); replies are
 * parsed with the contract schemas and failures mapped by §8: the catalogue mapping for lookups,
 * the video manifest's for the download. Every call stores nothing and rethrows.
 */
export const createComicsCalls: Area<ComicsCalls> = (context) => {
  const tools = areaTools(context);
  const checks = (options: CallOptions) => new CatalogueChecks(tools.lang(options));
  // The rights call is the playback area's (one decoding, seconds → ms): books are one of its types.
  const playback = createPlaybackCalls(context);

  const downloadPage: ComicsCalls['downloadPage'] = async (jwt, q = {}, options = {}) => {
    if (!jwt) throw tools.fail(1717, 'jwt', options);
    const page = q.page ?? 1;
    const quality = q.quality ?? DEFAULT_COMIC_QUALITY;
    if (!Number.isSafeInteger(page) || page < 1) throw tools.fail(1720, 'page', options);
    if (!includes(COMIC_QUALITIES, quality)) throw tools.fail(1720, 'quality', options);
    return tools.get(
      `${BASE}/book/download/`,
      { query: { page, quality }, jwt, schema: comicDownloadSchema, mapping: videoManifestMapping },
      options,
    );
  };

  const history = async (path: string, q: HistoryQuery, options: CallOptions) => {
    const check = checks(options);
    if (q.series_uuid !== undefined) check.uuid(q.series_uuid, 'series_uuid');
    if (q.content_uuid !== undefined) check.uuid(q.content_uuid, 'content_uuid');
    return tools.get(
      path,
      {
        query: query({
          series_uuid: q.series_uuid,
          content_uuid: q.content_uuid,
          limit: q.limit,
          start_from: q.start_from,
          before_event_ts: q.before_event_ts,
          after_event_ts: q.after_event_ts,
        }),
        schema: comicHistoryListSchema,
        mapping: catalogueMapping,
      },
      options,
    );
  };

  return {
    getBook: async (uuid, options = {}) => {
      checks(options).uuid(uuid);
      const path = `${BASE}/book/${segment(uuid)}/`;
      return tools.get(path, { schema: comicBookSchema, mapping: catalogueMapping }, options);
    },

    getSeries: async (uuid, options = {}) => {
      checks(options).uuid(uuid);
      const path = `${BASE}/series/${segment(uuid)}/`;
      return tools.get(path, { schema: comicSeriesSchema, mapping: catalogueMapping }, options);
    },

    getSeriesBooks: async (uuid, bookType = DEFAULT_BOOK_TYPE, q = {}, options = {}) => {
      const check = checks(options);
      check.uuid(uuid);
      if (!includes(BOOK_TYPES, bookType)) throw check.fail(1716, 'book_type');
      check.paging(q);
      check.sort(q.sort, 5008);
      const path = `${BASE}/series/${segment(uuid)}/books/${segment(bookType)}`;
      return tools.get(
        path,
        // Its sort check is 5008, so the server's sort reply (10) reads 5008 too, as for episodes.
        {
          query: query({ page: q.page, sort: q.sort }),
          schema: seriesBooksPageSchema,
          mapping: episodesMapping,
        },
        options,
      );
    },

    browse: async (options = {}) =>
      tools.get(`${BASE}/browse/`, { schema: browseComicsSchema, mapping: catalogueMapping }, options),

    browseBooks: async (q = {}, options = {}) => {
      const check = checks(options);
      if (q.book_type !== undefined && !includes(BOOK_TYPES, q.book_type))
        throw check.fail(1716, 'book_type');
      if (q.reading_direction !== undefined && !includes(READING_DIRECTIONS, q.reading_direction)) {
        throw check.fail(1720, 'reading_direction');
      }
      if (q.sort !== undefined && !includes(COMIC_SORTS, q.sort)) throw check.fail(5008, 'sort');
      check.paging(q);
      return tools.get(
        `${BASE}/browse/books`,
        {
          query: query({
            book_type: q.book_type,
            publisher: q.publisher,
            age_rating: q.age_rating,
            reading_direction: q.reading_direction,
            tag: q.tag,
            sort: q.sort,
            page: q.page,
            page_size: q.page_size,
          }),
          schema: browseComicsBooksPageSchema,
          mapping: episodesMapping,
        },
        options,
      );
    },

    getRights: (uuid, options = {}) => playback.rights('book', uuid, options),

    downloadPage,

    downloadBook: async (jwt, quality = DEFAULT_COMIC_QUALITY, options = {}) => {
      const first = await downloadPage(jwt, { page: 1, quality }, options);
      const controller = linkedController(options.signal);
      const rest = Array.from({ length: Math.max(0, first.num_pages - 1) }, (_, index) =>
        downloadPage(jwt, { page: index + 2, quality }, { ...options, signal: controller.signal }),
      );
      try {
        // Spec §6: "all pages are fetched in parallel": every request starts before any answers.
        return mergePages([first, ...(await Promise.all(rest))]);
      } catch (error) {
        controller.abort();
        throw error;
      }
    },

    logComic: async (batch, { clientTime, beacon = false, ...options } = {}) => {
      // Keepalive (never a beacon: it could not carry X-Client-Time); too large for it, a plain request.
      const keepalive = beacon && fitsKeepalive(batch);
      return tools.post(
        LOG_PATH,
        { body: batch, schema: comicLogReplySchema, clientTime: clientTime ?? Date.now(), keepalive },
        options,
      );
    },

    history: (q = {}, options = {}) => history(`${BASE}/user/history/comic/`, q, options),

    historyReduced: (q = {}, options = {}) => history(`${BASE}/user/history/comic/reduced/`, q, options),
  };
};
