import { COMIC_QUALITIES, decideBookAccess, type VisitorType } from '@fanverse/contract';
import { NOT_PREMIUM, type PremiumStateOf } from '../claims/premium-state';
import { viewerCountry, type Viewer } from '../playback/viewer';
import type { RightsGrant, RightsTokens } from '../rights/rights-tokens';
import type { ComicBookRow, ComicBooksRepository } from './comic-books.repository';
import { comicNotFound } from './comic-books.service';

export interface ComicRightsOptions {
  /** The country of a viewer the geo header does not place (config DEFAULT_COUNTRY). */
  defaultCountry: string;
  /** Injected by tests that move time (wall expiry, schedule windows). */
  now?: () => number;
}

/**
 * What a viewer may do with a comic book, signed as a rights token (content type `book`). The
 * rule is the contract's `decideBookAccess`, which the book page displays too: `decideAccess`
 * exactly as for video (region, the country premium wall, the book's wall until `wall_expires`,
 * the program schedule), then the plans (`exclusive_to_plans`, and `available_plans` when the
 * book needs premium). The visitor type comes from the session and the premium state.
 */
export class ComicRightsService {
  private readonly now: () => number;

  constructor(
    private readonly books: ComicBooksRepository,
    private readonly tokens: RightsTokens,
    private readonly premiumStateOf: PremiumStateOf,
    private readonly options: ComicRightsOptions,
  ) {
    this.now = options.now ?? Date.now;
  }

  /** The signed token for GET /api/5/1/rights/book/{content_uuid}. */
  async token(uuid: string, viewer: Viewer): Promise<string> {
    return this.tokens.sign(await this.grant(uuid, viewer));
  }

  /** The decision itself, before signing. Unknown book: 404 RESOURCE_NOT_FOUND. */
  async grant(uuid: string, viewer: Viewer): Promise<RightsGrant> {
    const book = await this.books.byUuid(uuid);
    if (!book) throw comicNotFound(`Book ${uuid}`);
    const premium = viewer.user ? await this.premiumStateOf(viewer.user.userId) : NOT_PREMIUM;
    const visitor: VisitorType = !viewer.user ? 'anonymous' : premium.isPremium ? 'premium' : 'registered';
    const decision = this.decide(
      book,
      visitor,
      premium.plan,
      viewerCountry(viewer.geoCountry, this.options.defaultCountry),
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

  private decide(book: ComicBookRow, visitor: VisitorType, plan: string | null, country: string) {
    return decideBookAccess(
      { ...book, wall_expires: book.wall_expires ? new Date(book.wall_expires).toISOString() : null },
      {
        visitor,
        plan,
        country,
        availableIn: book.available_in,
        premiumWalledIn: book.premium_walled_in,
        now: this.now(),
      },
    );
  }
}
