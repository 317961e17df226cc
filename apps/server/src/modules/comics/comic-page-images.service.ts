import fs from 'node:fs';
import type { Locale } from '@fanverse/contract';
import type { ContentLimits } from '../parental/content-limits';
import type { ComicBooksRepository } from './comic-books.repository';
import { assertComicAllowed, comicNotFound } from './comic-books.service';
import type { ComicPageAddressParams, ComicPageSigner } from './comic-page-signer';
import type { ComicPageImages, PageVariant } from './page-images';

/** A page image ready to send: the open file and how long a browser may keep it. */
export interface PageImageFile {
  stream: fs.ReadStream;
  size: number;
  maxAgeSeconds: number;
}

/** Public previews last an hour in caches: the pages of a book do not change once rendered. */
const PREVIEW_MAX_AGE_SECONDS = 3600;

/**
 * Serves page images: the public preview pages (only the first `preview_count` of a book) and any
 * page at a signed address the download call handed out. Files come from ComicPageImages (the
 * renderer's files under DATA_DIR); a page it cannot give answers 404.
 */
export class ComicPageImagesService {
  constructor(
    private readonly books: ComicBooksRepository,
    private readonly images: ComicPageImages,
    private readonly signer: ComicPageSigner,
  ) {}

  /**
   * GET /api/comics/1/book/{uuid}/preview/{n}: a preview page, to anyone within their parental
   * limits (a member's request above them: 403 PARENTAL_LOCK, as the book itself).
   */
  async preview(
    bookUuid: string,
    pageNumber: number,
    size: 'sd' | 'thumb',
    lang: Locale,
    limits: ContentLimits,
  ): Promise<PageImageFile> {
    const book = await this.books.byUuid(bookUuid);
    if (!book) throw comicNotFound(`Book ${bookUuid}`);
    assertComicAllowed(limits, book);
    // Past the preview pages there is nothing to see without rights: the same 404 as no page.
    if (pageNumber > book.preview_count) throw comicNotFound(`Preview page ${pageNumber}`);
    const total = await this.books.pageCount(book.id);
    if (pageNumber > total) throw comicNotFound(`Preview page ${pageNumber}`);
    return this.open(book.uuid, pageNumber, size, lang, PREVIEW_MAX_AGE_SECONDS);
  }

  /** GET /comic-pages/…: a page at a signed address (403 forged, 410 expired, 404 no image). */
  async signed(params: ComicPageAddressParams): Promise<PageImageFile> {
    const address = await this.signer.verify(params);
    return this.open(
      address.bookUuid,
      address.pageNumber,
      address.variant,
      address.lang,
      this.signer.secondsLeft(address),
    );
  }

  private async open(
    bookUuid: string,
    pageNumber: number,
    variant: PageVariant,
    lang: Locale,
    maxAgeSeconds: number,
  ): Promise<PageImageFile> {
    const file = await this.images.file(bookUuid, pageNumber, variant, lang);
    if (!file) throw comicNotFound(`Page ${pageNumber} image`);
    try {
      const stat = await fs.promises.stat(file);
      return { stream: fs.createReadStream(file), size: stat.size, maxAgeSeconds };
    } catch {
      // Removed between the lookup and the read (a re-render): as if never there.
      throw comicNotFound(`Page ${pageNumber} image`);
    }
  }
}
