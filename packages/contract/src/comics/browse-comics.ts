import { z } from 'zod';
import { lazySchema } from '../common/lazy-schema';
import { pageSchema } from '../http/paging';
import { BOOK_TYPES, READING_DIRECTIONS, comicBookSchema } from './comic-entities';

/**
 * The browse-comics homepage (catalogue spec §3 "Browse comics homepage": filter sections, sorts,
 * categories, filter sets, masthead): GET /api/comics/1/browse/ answers what the comics home
 * shows around its results; GET /api/comics/1/browse/books answers the books for one choice.
 */
export const COMIC_SORTS = ['newest', 'oldest', 'title', '-title', 'series'] as const;
export type ComicSort = (typeof COMIC_SORTS)[number];
/** The filters a browse query takes; each filter section names one of them. */
export const COMIC_FILTER_KEYS = [
  'book_type',
  'publisher',
  'age_rating',
  'reading_direction',
  'tag',
] as const;
export type ComicFilterKey = (typeof COMIC_FILTER_KEYS)[number];

export const comicFilterSectionSchema = lazySchema(() =>
  z.object({
    key: z.enum(COMIC_FILTER_KEYS),
    title: z.string(),
    options: z.array(z.object({ value: z.string(), label: z.string(), count: z.number().int() })),
  }),
);

export const browseComicsSchema = lazySchema(
  () =>
    z.object({
      masthead: z
        .object({
          title: z.string(),
          description: z.string(),
          cta_text: z.string(),
          /** Art path of the hero image. */
          image: z.string(),
          series_uuid: z.string(),
          url: z.string(),
        })
        .nullable(),
      filter_sections: z.array(comicFilterSectionSchema),
      sorts: z.array(z.object({ key: z.enum(COMIC_SORTS), label: z.string() })),
      /** Tags worth a tile of their own. */
      categories: z.array(z.object({ slug: z.string(), title: z.string(), count: z.number().int() })),
      /** Ready-made choices (a filter combination and a sort) with a title. */
      filter_sets: z.array(
        z.object({
          slug: z.string(),
          title: z.string(),
          filters: z.partialRecord(z.enum(COMIC_FILTER_KEYS), z.string()),
          sort: z.enum(COMIC_SORTS),
        }),
      ),
    }),
  { id: 'BrowseComics' },
);
export type BrowseComics = z.infer<typeof browseComicsSchema>;

const filterValue = lazySchema(() => z.string().regex(/^[a-z0-9][a-z0-9 -]{0,63}$/i));

export const browseComicsQuerySchema = lazySchema(() =>
  z.object({
    book_type: z.enum(BOOK_TYPES).optional(),
    publisher: filterValue.optional(),
    age_rating: filterValue.optional(),
    reading_direction: z.enum(READING_DIRECTIONS).optional(),
    tag: filterValue.optional(),
    sort: z.enum(COMIC_SORTS).default('newest'),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    page_size: z.coerce.number().int().min(1).max(100).default(24),
  }),
);
export type BrowseComicsQuery = z.infer<typeof browseComicsQuerySchema>;

export const browseComicsBooksPageSchema = lazySchema(() => pageSchema(comicBookSchema), {
  id: 'BrowseComicsBooks',
});
