import { COMIC_QUALITIES, decideBookAccess } from '@fanverse/contract';
import type { PremiumStateOf } from '../claims/premium-state';
import { viewerCountry, type Viewer } from '../playback/viewer';
import { NO_CONTENT_ACCESS, type ContentAccessOf, type DecideAs } from '../rights/content-access';
import { decideForViewer, type ViewerLookups } from '../rights/viewer-decision';
import type { RightsGrant, RightsTokens } from '../rights/rights-tokens';
import type { ComicBookRow, ComicBooksRepository } from './comic-books.repository';
import { comicNotFound } from './comic-books.service';

export interface ComicRightsOptions {
  /** The country of a viewer the geo header does not place (config DEFAULT_COUNTRY). */
  defaultCountry: string;
  /** Injected by tests that move time (wall expiry, schedule windows). */
  now?: () => number;
  /** Owned and previewed books (the purchases module); none by default. */
  contentAccessOf?: ContentAccessOf;
}

/**
 * What a viewer may do with a comic book, signed as a rights token (content type `book`). The
 * rule is the contract's `decideBookAccess`, which the book page displays too: `decideAccess`
 * exactly as for video (region, the country premium wall, the book's wall until `wall_expires`,
 * the program schedule), then the plans (`exclusive_to_plans`, and `available_plans` when the
 * book needs premium). Before all of them the viewer's parental limits: a book above them (its
 * own age rating; unrated under any limit) is denied `parental` (issue 23). The visitor type
 * comes from the session and the premium state. A signed-in member refused for want of premium
 * may still read a book they own or hold a live preview token for (`contentAccessOf`): decided
 * again as premium with the plan lists lifted.
 */
export class ComicRightsService {
  private readonly now: () => number;
  private readonly lookups: ViewerLookups;

  constructor(
    private readonly books: ComicBooksRepository,
    private readonly tokens: RightsTokens,
    premiumStateOf: PremiumStateOf,
    private readonly options: ComicRightsOptions,
  ) {
    this.now = options.now ?? Date.now;
    this.lookups = { premiumStateOf, contentAccessOf: options.contentAccessOf ?? NO_CONTENT_ACCESS };
  }

  /** The signed token for GET /api/5/1/rights/book/{content_uuid}. */
  async token(uuid: string, viewer: Viewer, previewToken?: string): Promise<string> {
    return this.tokens.sign(await this.grant(uuid, viewer, previewToken));
  }

  /**
   * The decision itself, before signing. Unknown book: 404 RESOURCE_NOT_FOUND. A preview token
   * from a visitor who is not signed in, or an invalid one where it is needed: 400 code 3051.
   */
  async grant(uuid: string, viewer: Viewer, previewToken?: string): Promise<RightsGrant> {
    const book = await this.books.byUuid(uuid);
    if (!book) throw comicNotFound(`Book ${uuid}`);
    const { decision, visitor } = await decideForViewer(
      this.lookups,
      viewer,
      {
        contentType: 'book',
        contentUuid: book.uuid,
        rules: bookRules(book, viewerCountry(viewer.geoCountry, this.options.defaultCountry), this.now()),
        allowedUnder: (limits) => limits.allowsComic(book),
      },
      previewToken,
    );
    const hdAvailable = book.available_formats.includes(COMIC_QUALITIES[1]);
    return {
      content_type: 'book',
      content_uuid: book.uuid,
      rights: {
        can_read: decision.allowed,
        // A book is never watched.
        can_watch: false,
        hd_available: hdAvailable,
        // As for video: the HD pages are a premium benefit; everyone else reads SD.
        include_hd: hdAvailable && decision.allowed && visitor === 'premium',
      },
      ...(decision.allowed ? {} : { denial: decision.prompt }),
      subject: viewer.user?.userGuid ?? 'anonymous',
    };
  }
}

/**
 * A book's rules (`decideBookAccess`) for a reader in `country` at `now`, for any visitor type and
 * plan: the rights call decides with them, and so does the preview service.
 */
export function bookRules(book: ComicBookRow, country: string, now: number): DecideAs {
  const fields = {
    ...book,
    wall_expires: book.wall_expires ? new Date(book.wall_expires).toISOString() : null,
  };
  return (visitor, plan) =>
    decideBookAccess(fields, {
      visitor,
      plan,
      country,
      availableIn: book.available_in,
      premiumWalledIn: book.premium_walled_in,
      now,
    });
}
