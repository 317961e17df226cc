import { z } from 'zod';
import { programScheduleEntrySchema } from '../catalogue/access';
import { lazySchema } from '../common/lazy-schema';

/**
 * Comic entities (catalogue spec §3 "Comics"), server field names as spelt. Translatable text
 * (titles, descriptions) comes back in the request's `trans` language, falling back to English.
 * Cover art is addressed like all art (`/art/book/{asset_key}/cover.jpg`, `/art/comicseries/...`).
 */

/**
 * Book types (the keys of a series' `num_books` and `book_uuids`, lower-cased). `issue` is the
 * default of the series books call; `annual` and `collected` (a collected edition) complete the
 * demo catalogue.
 */
export const BOOK_TYPES = ['issue', 'annual', 'collected'] as const;
export type BookType = (typeof BOOK_TYPES)[number];
export const DEFAULT_BOOK_TYPE: BookType = 'issue';

/** `vertical`: one long strip read top to bottom (continuous scroll), the rest page by page. */
export const READING_DIRECTIONS = ['ltr', 'rtl', 'vertical'] as const;
export type ReadingDirection = (typeof READING_DIRECTIONS)[number];

/** Comic page qualities: SD (the default, slow connections) and HD (on request). */
export const COMIC_QUALITIES = ['SD', 'HD'] as const;
export type ComicQuality = (typeof COMIC_QUALITIES)[number];
export const DEFAULT_COMIC_QUALITY: ComicQuality = 'SD';

/** Preview images a book carries by default (spec §9). */
export const DEFAULT_PREVIEW_IMAGES = 4;

const date = lazySchema(() => z.string().regex(/^\d{4}-\d{2}-\d{2}$/));

/**
 * One panel of a page, in pixels of the page's full size (`size` of the book's page, the HD
 * image): the rectangle the renderer drew, and the colour guided view masks the rest with.
 */
export const comicPanelSchema = lazySchema(
  () =>
    z.object({
      start_x: z.number().int(),
      start_y: z.number().int(),
      size_x: z.number().int(),
      size_y: z.number().int(),
      /** `#rrggbb`. */
      mask_color: z.string().regex(/^#[0-9a-f]{6}$/),
    }),
  { id: 'ComicPanel' },
);
export type ComicPanel = z.infer<typeof comicPanelSchema>;

/** A page as the public book reply lists it: its size (wide pages are spreads) and no image. */
export const comicPageSchema = lazySchema(
  () =>
    z.object({
      page_number: z.number().int(),
      /** The page's thumbnail when it is one of the preview pages; null otherwise (rights first). */
      image: z.string().nullable(),
      size: z.object({ width: z.number().int(), height: z.number().int() }),
    }),
  { id: 'ComicPage' },
);
export type ComicPage = z.infer<typeof comicPageSchema>;

export const comicBookSchema = lazySchema(
  () =>
    z.object({
      uuid: z.string(),
      slug: z.string(),
      asset_key: z.string(),
      title: z.string(),
      description: z.string(),
      book_type: z.enum(BOOK_TYPES),
      age_rating: z.string(),
      authors: z.array(z.string()),
      pencillers: z.array(z.string()),
      inkers: z.array(z.string()),
      colorists: z.array(z.string()),
      cover_artists: z.array(z.string()),
      imprint: z.string(),
      publisher: z.string(),
      issue_number: z.number().int().nullable(),
      series_index: z.number().int(),
      sort_index: z.number().int(),
      series_title: z.string(),
      series_uuid: z.string(),
      reading_direction: z.enum(READING_DIRECTIONS),
      release_date: date.nullable(),
      first_released: date.nullable(),
      preorder_date: date.nullable(),
      print_release: date.nullable(),
      available_formats: z.array(z.enum(COMIC_QUALITIES)),
      /** Plans whose members may read it; empty: any premium plan. */
      available_plans: z.array(z.string()),
      /** When set, only premium members on these plans may read it. */
      exclusive_to_plans: z.array(z.string()),
      /** Sold as electronic sell-through (purchases issue). */
      est_available: z.boolean(),
      /** The render job that produced the pages (a download answers the same id). */
      job_id: z.string(),
      /** ISO 8601. */
      modified_on: z.string(),
      /** Signed-out previews: image addresses of the first pages (four by default). */
      preview_images: z.array(z.string()),
      tags: z.array(z.string()),
      metadata: z.record(z.string(), z.unknown()),
      pages: z.array(comicPageSchema),
      num_pages: z.number().int(),
      /** Walls as for video (spec §4): 0 premium, 1 registration, until wall_expires. */
      wall_type: z.union([z.literal(0), z.literal(1)]).nullable(),
      wall_expires: z.string().nullable(),
      program_schedule: z.array(programScheduleEntrySchema),
      /** The web address of the book page. */
      url: z.string(),
    }),
  { id: 'ComicBook' },
);
export type ComicBook = z.infer<typeof comicBookSchema>;

export const comicSeriesSchema = lazySchema(
  () =>
    z.object({
      uuid: z.string(),
      slug: z.string(),
      asset_key: z.string(),
      title: z.string(),
      description: z.string(),
      age_rating: z.string(),
      publisher: z.string(),
      reading_direction: z.enum(READING_DIRECTIONS),
      tags: z.array(z.string()),
      /** Per book type (lower-cased key): how many books. */
      num_books: z.record(z.string(), z.number().int()),
      /** Per book type (lower-cased key): the books' uuids in reading order. */
      book_uuids: z.record(z.string(), z.array(z.string())),
      /** Issue numbers of the `issue` books, in order. */
      issue_numbers: z.array(z.number().int()),
      url: z.string(),
    }),
  { id: 'ComicSeries' },
);
export type ComicSeries = z.infer<typeof comicSeriesSchema>;
