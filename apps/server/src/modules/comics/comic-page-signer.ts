import crypto from 'node:crypto';
import { LOCALES, type Locale } from '@fanverse/contract';
import { AppError } from '../../errors/app-error';
import { PAGE_VARIANTS, type PageVariant } from './page-images';

/** Where signed page images are served: `/comic-pages/{book}/{exp}/{sig}/p{n}-{variant}-{lang}.webp`. */
export const COMIC_PAGES_PREFIX = '/comic-pages';

/** The SigningKeys secret the page addresses are signed with; every instance reads the same one. */
export const COMIC_PAGE_URL_SECRET = 'comic_page_urls';

/**
 * Failure codes of the signed page addresses. The reader meets them, not the API client: an
 * expired address is renewed by asking the download call again (with a fresh rights token).
 */
export const ComicPageUrlCode = {
  /** 403: the signature does not match the address (forged, altered or malformed). */
  INVALID: 'COMIC_PAGE_URL_INVALID',
  /** 410: the address has expired. */
  EXPIRED: 'COMIC_PAGE_URL_EXPIRED',
} as const;

/** One page image an address names. */
export interface ComicPageAddress {
  bookUuid: string;
  pageNumber: number;
  variant: PageVariant;
  lang: Locale;
  /** Expiry, seconds since the epoch. */
  exp: number;
}

/** The path segments as the route receives them. */
export interface ComicPageAddressParams {
  book_uuid: string;
  exp: string;
  sig: string;
  file: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const EXP = /^\d{1,12}$/;
/** HMAC-SHA256 in base64url, unpadded. */
const SIG = /^[A-Za-z0-9_-]{43}$/;
const FILE = /^p(\d{1,5})-([a-z]+)-([a-z]{2})\.webp$/;

const invalid = () => new AppError(403, ComicPageUrlCode.INVALID, 'This page address is not valid');
const expired = () =>
  new AppError(410, ComicPageUrlCode.EXPIRED, 'This page address has expired; download the book again');

/**
 * Signs and checks page image addresses as the stream signer does video: HMAC-SHA256 over the
 * book, page, variant, language and expiry with a secret shared through the database (any
 * instance checks what another signed, no state kept). The signature is checked first, in
 * constant time: an altered address is refused as forged (403) whatever its date; only a genuine
 * one is told it expired (410).
 */
export class ComicPageSigner {
  constructor(
    private readonly secret: () => Promise<Uint8Array>,
    private readonly now: () => number = Date.now,
  ) {}

  private async signature(a: Omit<ComicPageAddress, 'exp'>, exp: number): Promise<string> {
    return crypto
      .createHmac('sha256', await this.secret())
      .update(`fanverse-comic-page-v1\n${a.bookUuid}\n${a.pageNumber}\n${a.variant}\n${a.lang}\n${exp}`)
      .digest('base64url');
  }

  /** The signed address of one page image. */
  async url(address: ComicPageAddress): Promise<string> {
    const a = { ...address, bookUuid: address.bookUuid.toLowerCase() };
    const sig = await this.signature(a, a.exp);
    return `${COMIC_PAGES_PREFIX}/${a.bookUuid}/${a.exp}/${sig}/p${a.pageNumber}-${a.variant}-${a.lang}.webp`;
  }

  /** Seconds until the address expires (0 once it has), for Cache-Control max-age. */
  secondsLeft(address: ComicPageAddress): number {
    return Math.max(0, address.exp - Math.floor(this.now() / 1000));
  }

  /** The address of a request; AppError 403 when it is not ours, 410 when it has expired. */
  async verify(params: ComicPageAddressParams): Promise<ComicPageAddress> {
    const file = FILE.exec(params.file);
    if (!UUID.test(params.book_uuid) || !EXP.test(params.exp) || !SIG.test(params.sig) || !file) {
      throw invalid();
    }
    const variant = PAGE_VARIANTS.find((v) => v === file[2]);
    const lang = LOCALES.find((l) => l === file[3]);
    const pageNumber = Number(file[1]);
    // `p07` and `p7` would name the same page: only the spelling we sign is ours.
    if (!variant || !lang || String(pageNumber) !== file[1] || pageNumber < 1) throw invalid();
    const address = { bookUuid: params.book_uuid, pageNumber, variant, lang, exp: Number(params.exp) };
    // Compared as text: base64url has several spellings of the same last bits, only ours counts.
    const expected = Buffer.from(await this.signature(address, address.exp));
    const given = Buffer.from(params.sig);
    if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) throw invalid();
    if (address.exp * 1000 <= this.now()) throw expired();
    return address;
  }
}
