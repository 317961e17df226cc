import { COMIC_QUALITIES, type ComicBook, type ComicQuality, type Locale } from '@fanverse/contract';
import { translated } from '../catalogue/translate';
import type { ComicBookRow, ComicPageRow } from './comic-books.repository';
import { comicPaths } from './comic-paths';

const isQuality = (value: string): value is ComicQuality =>
  (COMIC_QUALITIES as readonly string[]).includes(value);

/**
 * Book row (with its pages) → wire. Translatable: title and description of the book, the series'
 * title. Pages carry their size and, for the preview pages only, the thumbnail address: the rest
 * are read through the download call, after rights. `preview_images` are the preview pages at SD.
 */
export function toComicBook(row: ComicBookRow, pages: readonly ComicPageRow[], lang: Locale): ComicBook {
  const text = (field: string, english: string) => translated(row, field, english, lang);
  const previews = Math.min(row.preview_count, pages.length);
  return {
    uuid: row.uuid,
    slug: row.slug,
    asset_key: row.asset_key,
    title: text('title', row.title),
    description: text('description', row.description),
    book_type: row.book_type,
    age_rating: row.age_rating,
    authors: row.authors,
    pencillers: row.pencillers,
    inkers: row.inkers,
    colorists: row.colorists,
    cover_artists: row.cover_artists,
    imprint: row.imprint,
    publisher: row.publisher,
    issue_number: row.issue_number,
    series_index: row.series_index,
    sort_index: row.sort_index,
    series_title: translated({ translations: row.series_translations }, 'title', row.series_title, lang),
    series_uuid: row.series_uuid,
    reading_direction: row.reading_direction,
    release_date: row.release_date,
    first_released: row.first_released,
    preorder_date: row.preorder_date,
    print_release: row.print_release,
    available_formats: row.available_formats.filter(isQuality),
    available_plans: row.available_plans,
    exclusive_to_plans: row.exclusive_to_plans,
    est_available: row.est_available,
    job_id: row.job_id,
    modified_on: new Date(row.modified_on).toISOString(),
    preview_images: pages
      .slice(0, previews)
      .map((page) => comicPaths.preview(row.uuid, page.page_number, 'sd', lang)),
    tags: row.tags,
    metadata: row.metadata,
    pages: pages.map((page) => ({
      page_number: page.page_number,
      image:
        page.page_number <= previews ? comicPaths.preview(row.uuid, page.page_number, 'thumb', lang) : null,
      size: { width: page.width, height: page.height },
    })),
    num_pages: pages.length,
    wall_type: row.wall_type,
    wall_expires: row.wall_expires ? new Date(row.wall_expires).toISOString() : null,
    program_schedule: row.program_schedule,
    url: comicPaths.book(row.uuid, row.slug),
  };
}
