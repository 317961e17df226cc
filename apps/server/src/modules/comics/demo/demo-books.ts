import type { BookType } from '@fanverse/contract';
import { demoUuid } from '../../demo/demo-ids';
import { GEARWOOD } from './content-gearwood';
import { LANTERN_STREET } from './content-lantern-street';
import { LONG_DESCENT } from './content-long-descent';
import { STARLIT_REPAIR } from './content-starlit-repair';
import type { ComicBookDef, ComicSeriesDef } from './content-types';

/** Series in insert order: their serial ids follow it on a fresh catalogue. */
export const DEMO_COMIC_SERIES: readonly ComicSeriesDef[] = [
  LANTERN_STREET,
  STARLIT_REPAIR,
  LONG_DESCENT,
  GEARWOOD,
];

/** Full (HD) page sizes: the spec's comic page, a double-page spread, a vertical-scroll strip. */
export const PAGE_SIZE = { width: 1073, height: 1650 } as const;
export const SPREAD_SIZE = { width: PAGE_SIZE.width * 2, height: PAGE_SIZE.height } as const;
export const STRIP_SIZE = { width: PAGE_SIZE.width, height: PAGE_SIZE.height * 2 } as const;

export interface PageSize {
  width: number;
  height: number;
}

/** One demo book with everything derived from its definition: ids, slugs and page sizes. */
export interface DemoComicBook {
  uuid: string;
  slug: string;
  assetKey: string;
  seriesUuid: string;
  series: ComicSeriesDef;
  def: ComicBookDef;
  /** Position among the series' books of its type (0-based), the `series_index`. */
  indexInType: number;
  /** Page sizes, page 1 first. */
  pages: PageSize[];
}

const SLUG_PREFIX: Record<BookType, string> = { issue: 'issue', annual: 'annual', collected: 'volume' };

export const comicSeriesUuid = (seriesSlug: string) => demoUuid(`comic-series:${seriesSlug}`);
export const comicBookSlug = (def: Pick<ComicBookDef, 'type' | 'number'>) =>
  `${SLUG_PREFIX[def.type]}-${def.number}`;
export const comicBookUuid = (seriesSlug: string, bookSlug: string) =>
  demoUuid(`comic-book:${seriesSlug}/${bookSlug}`);

function pageSizes(series: ComicSeriesDef, def: ComicBookDef): PageSize[] {
  return Array.from({ length: def.pages }, (_, i) => {
    if (series.readingDirection === 'vertical') return STRIP_SIZE;
    return def.spreadPage === i + 1 ? SPREAD_SIZE : PAGE_SIZE;
  });
}

function planBooks(): DemoComicBook[] {
  const books: DemoComicBook[] = [];
  for (const series of DEMO_COMIC_SERIES) {
    const seriesUuid = comicSeriesUuid(series.slug);
    const seen = new Map<BookType, number>();
    for (const def of series.books) {
      const slug = comicBookSlug(def);
      const indexInType = seen.get(def.type) ?? 0;
      seen.set(def.type, indexInType + 1);
      books.push({
        uuid: comicBookUuid(series.slug, slug),
        slug,
        assetKey: `${series.slug}-${slug}`,
        seriesUuid,
        series,
        def,
        indexInType,
        pages: pageSizes(series, def),
      });
    }
  }
  return books;
}

let planned: { list: DemoComicBook[]; byUuid: Map<string, DemoComicBook> } | undefined;

function plan() {
  planned ??= (() => {
    const list = planBooks();
    return { list, byUuid: new Map(list.map((b) => [b.uuid, b])) };
  })();
  return planned;
}

/** Every demo book, series by series in the order of their content. */
export function demoComicBooks(): readonly DemoComicBook[] {
  return plan().list;
}

/** The demo book of a uuid (any case), or undefined for a book the demo did not make. */
export function findDemoComicBook(uuid: string): DemoComicBook | undefined {
  return plan().byUuid.get(uuid.toLowerCase());
}
