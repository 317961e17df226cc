import {
  BOOK_TYPES,
  COMIC_SORTS,
  READING_DIRECTIONS,
  type BookType,
  type BrowseComics,
  type BrowseComicsQuery,
  type ComicBook,
  type ComicFilterKey,
  type Locale,
  type Page,
  type ReadingDirection,
} from '@fanverse/contract';
import { artUrl } from '../catalogue/art-url';
import { assertPageExists, pageOffset, toDefaultPage } from '../catalogue/page';
import { translated } from '../catalogue/translate';
import type { ContentLimits } from '../parental/content-limits';
import type { PageContext } from '../video-catalogue/page-context';
import type { BookFilters, ComicBooksRepository } from './comic-books.repository';
import type { ComicBooksService } from './comic-books.service';
import { comicPaths } from './comic-paths';
import type { ComicSeriesRepository } from './comic-series.repository';
import {
  BOOK_TYPE_LABELS,
  DIRECTION_LABELS,
  FILTER_SETS,
  MASTHEAD_CTA,
  SECTION_TITLES,
  SORT_LABELS,
  tagLabel,
} from './browse-texts';

/** Tags shown as category tiles at most. */
const MAX_CATEGORIES = 12;

const isBookType = (v: string): v is BookType => (BOOK_TYPES as readonly string[]).includes(v);
const isDirection = (v: string): v is ReadingDirection =>
  (READING_DIRECTIONS as readonly string[]).includes(v);

/**
 * The comics home (catalogue spec §3 "Browse comics homepage"): what it shows around its results
 * (masthead, filter sections with counts, sorts, category tiles, ready-made filter sets), all
 * from the data, and the books for one choice of filters and sort. Under parental limits all of it
 * is drawn from the books within them (issue 23): the masthead, the counts, the tiles and the sets
 * never show what the caller may not open.
 */
export class ComicBrowseService {
  constructor(
    private readonly books: ComicBooksRepository,
    private readonly series: ComicSeriesRepository,
    private readonly bookService: ComicBooksService,
  ) {}

  async home(lang: Locale, limits: ContentLimits): Promise<BrowseComics> {
    const [featured, types, publishers, ratings, directions, tags] = await Promise.all([
      this.series.featured(limits),
      this.books.valueCounts('book_type', limits),
      this.books.valueCounts('publisher', limits),
      this.books.valueCounts('age_rating', limits),
      this.books.valueCounts('reading_direction', limits),
      this.books.tagCounts(limits),
    ]);
    const section = (
      key: ComicFilterKey,
      rows: { value: string; n: number }[],
      label: (value: string) => string,
    ) => ({
      key,
      title: SECTION_TITLES[key][lang],
      options: rows.map((row) => ({ value: row.value, label: label(row.value), count: Number(row.n) })),
    });
    const filterSections = [
      section('book_type', types, (v) => (isBookType(v) ? BOOK_TYPE_LABELS[v][lang] : v)),
      section('reading_direction', directions, (v) => (isDirection(v) ? DIRECTION_LABELS[v][lang] : v)),
      section('tag', tags, (v) => tagLabel(v, lang)),
      section('publisher', publishers, (v) => v),
      section('age_rating', ratings, (v) => v),
    ].filter((s) => s.options.length > 0);

    // A set is offered only when its filters find books (known from the section counts).
    const counted = new Map(filterSections.map((s) => [s.key, new Set(s.options.map((o) => o.value))]));
    const filterSets = FILTER_SETS.filter(
      (set) =>
        types.length > 0 &&
        Object.entries(set.filters).every(([key, value]) => counted.get(key as ComicFilterKey)?.has(value)),
    );

    return {
      masthead: featured
        ? {
            title: translated(featured, 'title', featured.title, lang),
            description: translated(featured, 'description', featured.description, lang),
            cta_text: MASTHEAD_CTA[lang],
            image: artUrl('comicseries', featured.asset_key, 'hero'),
            series_uuid: featured.uuid,
            url: comicPaths.series(featured.uuid, featured.slug),
          }
        : null,
      filter_sections: filterSections,
      sorts: COMIC_SORTS.map((key) => ({ key, label: SORT_LABELS[key][lang] })),
      categories: tags
        .slice(0, MAX_CATEGORIES)
        .map((row) => ({ slug: row.value, title: tagLabel(row.value, lang), count: Number(row.n) })),
      filter_sets: filterSets.map((set) => ({
        slug: set.slug,
        title: set.title[lang],
        filters: set.filters,
        sort: set.sort,
      })),
    };
  }

  /** GET /api/comics/1/browse/books: one page of the books the filters find (within the limits). */
  async findBooks(
    query: BrowseComicsQuery,
    lang: Locale,
    context: PageContext,
    limits: ContentLimits,
  ): Promise<Page<ComicBook>> {
    const filters: BookFilters = {
      book_type: query.book_type,
      publisher: query.publisher,
      age_rating: query.age_rating,
      reading_direction: query.reading_direction,
      tag: query.tag,
    };
    const request = { page: query.page, pageSize: query.page_size };
    const { count, rows } = await this.books.browse(
      filters,
      query.sort,
      pageOffset(request),
      request.pageSize,
      limits,
    );
    assertPageExists(request, count);
    return toDefaultPage(
      await this.bookService.withPages(rows, lang),
      count,
      request,
      context.url,
      context.query,
    );
  }
}
