import type { Kysely } from 'kysely';
import type { AppConfig } from '../../config/config';
import type { CopyIn } from '../../db/database';
import type { Database } from '../../db/schema';
import type { SessionService } from '../auth/session.service';
import type { SigningKeys } from '../auth/signing-key';
import type { PremiumStateOf } from '../claims/premium-state';
import type { ParentalGuard } from '../parental/parental-guard';
import type { ContentAccessOf } from '../rights/content-access';
import type { RightsTokens } from '../rights/rights-tokens';
import { ComicBooksRepository } from './comic-books.repository';
import { ComicBooksService } from './comic-books.service';
import { ComicBrowseService } from './comic-browse.service';
import { ComicDownloadService } from './comic-download.service';
import { COMIC_PAGE_URL_SECRET, ComicPageSigner } from './comic-page-signer';
import { ComicPageImagesService } from './comic-page-images.service';
import { ComicRightsService } from './comic-rights.service';
import { ComicSeriesRepository } from './comic-series.repository';
import { ComicSeriesService } from './comic-series.service';
import type { ComicPageImages } from './page-images';
import { createReadingLogServices } from './reading-log/reading-log.factory';

export interface ComicsDeps {
  sessions: SessionService;
  rightsTokens: RightsTokens;
  /** accounts.keys: the `comic_page_urls` secret signs page addresses, shared by every instance. */
  keys: SigningKeys;
  /** The same premium state the claims and video rights use; tests pass one that says premium. */
  premiumStateOf: PremiumStateOf;
  /** The page image files (comics/demo's: files on disk, demo pages rendered on demand). */
  pageImages: ComicPageImages;
  /** Injected by tests that move time (walls, schedules, address expiry). */
  now?: () => number;
  /** The binary COPY the reading log is written with (reading-log/, as the video log). */
  copyIn: CopyIn;
  /** Owned and previewed books (purchases): a member who owns one reads it without premium. */
  contentAccessOf: ContentAccessOf;
  /**
   * The caller's parental limits (issue 23): listings leave out the comics above them, fetches
   * answer 403 PARENTAL_LOCK, rights deny `parental`, the reading history leaves them out.
   */
  parental: Pick<ParentalGuard, 'limitsOf'>;
}

/** The comics catalogue, rights for books, the book download and its page images (issue 17). */
export function createComicsServices(
  db: Kysely<Database>,
  config: Pick<
    AppConfig,
    | 'DEFAULT_COUNTRY'
    | 'RIGHTS_TTL_SECONDS'
    | 'GEO_COUNTRY_HEADER'
    | 'RATE_LIMIT_MAX'
    | 'RATE_LIMIT_WINDOW_MS'
  >,
  deps: ComicsDeps,
) {
  const bookRows = new ComicBooksRepository(db);
  const seriesRows = new ComicSeriesRepository(db);
  const books = new ComicBooksService(bookRows, seriesRows);
  const signer = new ComicPageSigner(() => deps.keys.secret(COMIC_PAGE_URL_SECRET), deps.now);
  return {
    db,
    sessions: deps.sessions,
    parental: deps.parental,
    geoHeader: config.GEO_COUNTRY_HEADER,
    books,
    series: new ComicSeriesService(seriesRows),
    browse: new ComicBrowseService(bookRows, seriesRows, books),
    rights: new ComicRightsService(bookRows, deps.rightsTokens, deps.premiumStateOf, {
      defaultCountry: config.DEFAULT_COUNTRY,
      now: deps.now,
      contentAccessOf: deps.contentAccessOf,
    }),
    downloads: new ComicDownloadService(
      deps.rightsTokens,
      bookRows,
      signer,
      config.RIGHTS_TTL_SECONDS,
      deps.now,
    ),
    pageImages: new ComicPageImagesService(bookRows, deps.pageImages, signer),
    readingLog: createReadingLogServices({ db, copyIn: deps.copyIn }, config, deps),
  };
}
export type ComicsServices = ReturnType<typeof createComicsServices>;
