import { z } from 'zod';
import { SORT_ORDERS, UUID_PATTERN } from '../catalogue/queries';
import { lazySchema } from '../common/lazy-schema';
import { pageSchema } from '../http/paging';
import { BOOK_TYPES, COMIC_QUALITIES, comicBookSchema, comicPanelSchema } from './comic-entities';

/**
 * The comics calls (catalogue spec §7 "Comics"): request and reply shapes. A bad uuid answers 400
 * INVALID_UUID (client 1715), an unknown book type 400 INVALID_CONTENT_TYPE (1716), unknown
 * content 404 RESOURCE_NOT_FOUND (1721).
 */
const uuid = lazySchema(() => z.string().regex(UUID_PATTERN));
const page = lazySchema(() => z.coerce.number().int().min(1).max(100_000).default(1));

/** GET /api/comics/1/book/{uuid}/ and GET /api/comics/1/series/{uuid}/. */
export const comicUuidParamsSchema = lazySchema(() => z.object({ uuid }));

export const SERIES_BOOKS_PAGE_SIZE = 20;

/** GET /api/comics/1/series/{uuid}/books/{bookType}: bookType defaults to `issue`. */
export const seriesBooksParamsSchema = lazySchema(() =>
  z.object({ uuid, book_type: z.enum(BOOK_TYPES).default('issue') }),
);
/** `sort` orders by the books' sort_index. */
export const seriesBooksQuerySchema = lazySchema(() =>
  z.object({ page, sort: z.enum(SORT_ORDERS).default('asc') }),
);
export const seriesBooksPageSchema = lazySchema(() => pageSchema(comicBookSchema), { id: 'ComicBooksPage' });

/** Images per page of the download reply. */
export const COMIC_DOWNLOAD_PAGE_SIZE = 8;

/**
 * GET /api/comics/1/book/download/ (header X-Auth-JWT: a rights token for the book). Failures use
 * the manifest's reasons (ManifestReason): no header JWT (client 1717, never sent), a bad or
 * expired token S10, a token for other content 2 (1716), reading denied S03/S04/S05, a bad page
 * or quality 8 (1720), unknown book 1 (1721).
 */
export const comicDownloadQuerySchema = lazySchema(() =>
  z.object({
    page: z.string().optional(),
    quality: z.string().optional(),
  }),
);

export const comicPageImageSchema = lazySchema(
  () =>
    z.object({
      page_number: z.number().int(),
      /** Pixel size of the full page (panels are in these pixels). */
      width: z.number().int(),
      height: z.number().int(),
      panels: z.array(comicPanelSchema),
      /** Signed, expiring address of the page at the asked quality. */
      signed_url: z.string(),
      /** Signed, expiring address of a small copy (thumbnail strip). */
      thumbnail_url: z.string(),
    }),
  { id: 'ComicPageImage' },
);
export type ComicPageImage = z.infer<typeof comicPageImageSchema>;

export const comicDownloadSchema = lazySchema(
  () =>
    z.object({
      uuid: z.string(),
      job_id: z.string(),
      /** The image format of signed_url (`webp`). */
      format: z.string(),
      quality: z.enum(COMIC_QUALITIES),
      page: z.number().int(),
      page_size: z.number().int(),
      /** Pages of this reply: the client fetches 2..num_pages in parallel. */
      num_pages: z.number().int(),
      /** Comic pages in the book. */
      num_images: z.number().int(),
      /** ISO 8601: when the signed addresses stop working. */
      expires_at: z.string(),
      images: z.array(comicPageImageSchema),
    }),
  { id: 'ComicDownload' },
);
export type ComicDownload = z.infer<typeof comicDownloadSchema>;
