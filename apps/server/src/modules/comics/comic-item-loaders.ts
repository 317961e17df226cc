import { taggedItemLoader, type ItemLoader } from '../catalogue/item-loaders';
import type { ComicBooksService } from './comic-books.service';
import type { ComicSeriesService } from './comic-series.service';

/**
 * Book and ComicSeries for collections, homepage rails (the `comics` flavor too) and search: each
 * loader turns many uuids into items with two queries (rows, then their pages or books). The
 * registry leaves out the items above the caller's parental limits (both carry `age_rating`); a
 * series' books summary lists only the books within them.
 */
export function comicItemLoaders(services: {
  books: ComicBooksService;
  series: ComicSeriesService;
}): ItemLoader[] {
  return [
    taggedItemLoader('Book', (uuids, lang) => services.books.byUuids(uuids, lang)),
    taggedItemLoader('ComicSeries', (uuids, lang, limits) => services.series.byUuids(uuids, lang, limits)),
  ];
}
