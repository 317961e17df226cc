import type {
  BookType,
  BrowseComics,
  BrowseComicsQuery,
  ComicBook,
  ComicDownload,
  ComicHistoryList,
  ComicHistoryQuery,
  ComicLogBatch,
  ComicLogReply,
  ComicPageImage,
  ComicQuality,
  ComicSeries,
  Page,
  SortOrder,
} from '@fanverse/contract';
import type { CallOptions } from '../area/area-context';
import type { RightsOptions, RightsToken } from '../playback/playback-types';

/** A series' books of one type: `page` from 1, `sort` by the books' sort_index. */
export interface SeriesBooksQuery {
  page?: number | string;
  sort?: SortOrder;
}

/** The browse-comics books query; every field optional (the server's defaults apply). */
export type BrowseBooksQuery = Partial<Omit<BrowseComicsQuery, 'page' | 'page_size'>> & {
  page?: number | string;
  page_size?: number | string;
};

/** History queries: filters by series or book, key paging (`start_from` = a previous `last_key`). */
export type HistoryQuery = Partial<Omit<ComicHistoryQuery, 'limit'>> & { limit?: number };

export interface DownloadPageQuery {
  /** The reply page (COMIC_DOWNLOAD_PAGE_SIZE images each), from 1. */
  page?: number;
  /** SD (default) or HD. */
  quality?: ComicQuality;
}

/** A whole book's images: every download page merged in page order. */
export interface DownloadedBook {
  uuid: string;
  job_id: string;
  format: string;
  quality: ComicQuality;
  num_images: number;
  /** The earliest expiry of the merged pages' signed addresses (ISO 8601). */
  expires_at: string;
  images: ComicPageImage[];
}

export interface ComicLogOptions extends CallOptions {
  /** The client's clock when sending, ms (X-Client-Time); now by default. */
  clientTime?: number;
  /** Page hide: sent with fetch keepalive so it outlives the page (a beacon cannot carry X-Client-Time). */
  beacon?: boolean;
}

/** `client.comics`: comic books, series, browse, rights and download, the reading log and history. */
export interface ComicsCalls {
  /** GET /api/comics/1/book/{uuid}/; client check 1715. */
  getBook(uuid: string, options?: CallOptions): Promise<ComicBook>;
  /** GET /api/comics/1/series/{uuid}/; client check 1715. */
  getSeries(uuid: string, options?: CallOptions): Promise<ComicSeries>;
  /**
   * GET /api/comics/1/series/{uuid}/books/{bookType}; checks 1715 (uuid), 1716 (book type),
   * 5004 (page), 5008 (sort).
   */
  getSeriesBooks(
    uuid: string,
    bookType?: BookType | string,
    query?: SeriesBooksQuery,
    options?: CallOptions,
  ): Promise<Page<ComicBook>>;
  /** GET /api/comics/1/browse/: masthead, filter sections, sorts, categories, filter sets. */
  browse(options?: CallOptions): Promise<BrowseComics>;
  /**
   * GET /api/comics/1/browse/books; checks 1716 (book type), 1720 (reading direction), 5004
   * (page, page size), 5008 (sort).
   */
  browseBooks(query?: BrowseBooksQuery, options?: CallOptions): Promise<Page<ComicBook>>;
  /** The rights token of a book (GET /api/5/1/rights/book/{uuid}); 1715 before sending; `previewToken` as playback's. */
  getRights(uuid: string, options?: RightsOptions): Promise<RightsToken>;
  /**
   * GET /api/comics/1/book/download/ with X-Auth-JWT. No token: 1717, never sent; a bad page or
   * quality 1720; failures mapped like the video manifest (S03 1706, S04 1707, S10 1711, ...).
   */
  downloadPage(
    jwt: string | null | undefined,
    query?: DownloadPageQuery,
    options?: CallOptions,
  ): Promise<ComicDownload>;
  /** Page 1, then pages 2..num_pages all in parallel (spec §6), merged in page order. */
  downloadBook(
    jwt: string | null | undefined,
    quality?: ComicQuality,
    options?: CallOptions,
  ): Promise<DownloadedBook>;
  /** POST /api/5/log/comic/ with X-Client-Time. */
  logComic(batch: ComicLogBatch, options?: ComicLogOptions): Promise<ComicLogReply>;
  /** GET /api/comics/1/user/history/comic/ (signed in): reading events, newest first. */
  history(query?: HistoryQuery, options?: CallOptions): Promise<ComicHistoryList>;
  /** GET /api/comics/1/user/history/comic/reduced/: one row per book, the furthest page and panel. */
  historyReduced(query?: HistoryQuery, options?: CallOptions): Promise<ComicHistoryList>;
}
