import {
  COMIC_DOWNLOAD_PAGE_SIZE,
  COMIC_QUALITIES,
  DEFAULT_COMIC_QUALITY,
  type ComicDownload,
  type ComicQuality,
  type Locale,
  type SignedRightsPayload,
} from '@fanverse/contract';
import { RightsTokenError, type RightsTokens } from '../rights/rights-tokens';
import type { ComicBooksRepository } from './comic-books.repository';
import { downloadFailure } from './comic-download-failures';
import type { ComicPageSigner } from './comic-page-signer';

export interface DownloadRequest {
  jwt: string | undefined;
  page: string | undefined;
  quality: string | undefined;
  lang: Locale;
}

const PAGE = /^\d{1,6}$/;

/**
 * GET /api/comics/1/book/download/: the signed, expiring page addresses a rights token for a
 * book entitles its holder to, COMIC_DOWNLOAD_PAGE_SIZE pages a reply, with each page's size and
 * panels. Checked in the manifest's order: the token (missing, untrusted), the query, the
 * token's content type, the book, the rights, then the page against the book's length.
 */
export class ComicDownloadService {
  constructor(
    private readonly tokens: RightsTokens,
    private readonly books: ComicBooksRepository,
    private readonly signer: ComicPageSigner,
    /** How long a page address lives (RIGHTS_TTL_SECONDS: a reader asks again with a new token). */
    private readonly ttlSeconds: number,
    private readonly now: () => number = Date.now,
  ) {}

  async download(request: DownloadRequest): Promise<ComicDownload> {
    const token = await this.verify(request.jwt);
    const page = request.page === undefined ? 1 : PAGE.test(request.page) ? Number(request.page) : 0;
    if (page < 1) throw downloadFailure.page();
    const asked = request.quality ?? DEFAULT_COMIC_QUALITY;
    const quality = COMIC_QUALITIES.find((q) => q === asked);
    if (!quality) throw downloadFailure.quality();
    if (token.content_type !== 'book') throw downloadFailure.notABook(token.content_type);
    const book = await this.books.byUuid(token.content_uuid);
    if (!book) throw downloadFailure.notFound();
    if (!token.rights.can_read) throw downloadFailure.denied(token.denial);

    const numImages = await this.books.pageCount(book.id);
    const numPages = Math.max(1, Math.ceil(numImages / COMIC_DOWNLOAD_PAGE_SIZE));
    if (page > numPages) throw downloadFailure.page();
    const from = (page - 1) * COMIC_DOWNLOAD_PAGE_SIZE + 1;
    const { pages, panels } = await this.books.pageRange(book.id, from, from + COMIC_DOWNLOAD_PAGE_SIZE - 1);
    // HD only where the token grants it (premium, the book has HD pages); otherwise SD is served
    // and the reply says so, so the reader never holds an address it cannot open.
    const served: ComicQuality = quality === 'HD' && token.rights.include_hd ? 'HD' : 'SD';
    const exp = Math.floor(this.now() / 1000) + this.ttlSeconds;
    const sign = (pageNumber: number, variant: 'hd' | 'sd' | 'thumb') =>
      this.signer.url({ bookUuid: book.uuid, pageNumber, variant, lang: request.lang, exp });
    const images = await Promise.all(
      pages.map(async (p) => ({
        page_number: p.page_number,
        width: p.width,
        height: p.height,
        panels: panels
          .filter((panel) => panel.page_number === p.page_number)
          .map(({ start_x, start_y, size_x, size_y, mask_color }) => ({
            start_x,
            start_y,
            size_x,
            size_y,
            mask_color,
          })),
        signed_url: await sign(p.page_number, served === 'HD' ? 'hd' : 'sd'),
        thumbnail_url: await sign(p.page_number, 'thumb'),
      })),
    );
    return {
      uuid: book.uuid,
      job_id: book.job_id,
      format: 'webp',
      quality: served,
      page,
      page_size: COMIC_DOWNLOAD_PAGE_SIZE,
      num_pages: numPages,
      num_images: numImages,
      expires_at: new Date(exp * 1000).toISOString(),
      images,
    };
  }

  private async verify(jwt: string | undefined): Promise<SignedRightsPayload> {
    try {
      return await this.tokens.verifySigned(jwt);
    } catch (err) {
      if (err instanceof RightsTokenError) {
        throw err.reason === 'missing' ? downloadFailure.tokenMissing() : downloadFailure.tokenInvalid();
      }
      throw err;
    }
  }
}
