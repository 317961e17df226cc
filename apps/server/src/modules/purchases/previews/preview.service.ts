import crypto from 'node:crypto';
import {
  CatalogueServerCode,
  GenericCode,
  PREVIEW_MONTHLY_CREDITS,
  PREVIEW_TOKEN_MINUTES,
  PurchaseCode,
  type PreviewBalance,
  type PreviewGrant,
} from '@fanverse/contract';
import { AppError } from '../../../errors/app-error';
import { ComicBooksRepository } from '../../comics/comic-books.repository';
import { bookRules } from '../../comics/comic-rights.service';
import { playableRules } from '../../playback/rights.service';
import { PlayableRepository } from '../../rights/playable.repository';
import { decideWithContentAccess, previewTokenInvalid, type DecideAs } from '../../rights/content-access';
import { OwnedItemsRepository } from '../ownership/owned-items.repository';
import type { PurchasesContext } from '../purchases.factory';
import { PreviewRepository, type PreviewContentType } from './preview.repository';

/** The first day of the UTC month of `at` (the credits' month), `YYYY-MM-01`. */
export function monthOf(at: Date): string {
  return `${at.toISOString().slice(0, 7)}-01`;
}

/** The first instant of the UTC month after `at`: when the credits come back. */
function nextMonthStart(at: Date): Date {
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 1));
}

const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

/**
 * Premium previews: a registered member gets PREVIEW_MONTHLY_CREDITS each UTC month; spending one
 * opens one premium episode or book for PREVIEW_TOKEN_MINUTES through a token the rights call
 * checks. Reopening an item previewed this month spends nothing (a new token). The credit count
 * is exact under concurrency: the guarded `used < allowance` update, and one grant per member,
 * item and month (unique index). Tokens are stored hashed, only the latest per grant works.
 */
export class PreviewService {
  private readonly rows: PreviewRepository;
  private readonly playables: PlayableRepository;
  private readonly books: ComicBooksRepository;
  // Ownership's rows, read directly: the constructor is fixed and the part that owns them is built
  // after this one would need it (purchases.factory.ts).
  private readonly owned: OwnedItemsRepository;

  constructor(private readonly ctx: PurchasesContext) {
    this.rows = new PreviewRepository(ctx.db);
    this.playables = new PlayableRepository(ctx.db);
    this.books = new ComicBooksRepository(ctx.db);
    this.owned = new OwnedItemsRepository(ctx.db);
  }

  async balance(userId: string): Promise<PreviewBalance> {
    const now = this.ctx.deps.premium.now();
    const month = monthOf(now);
    const [used, previewed] = await Promise.all([
      this.rows.usedIn(userId, month),
      this.rows.previewedIn(userId, month),
    ]);
    return {
      credits_total: PREVIEW_MONTHLY_CREDITS,
      credits_used: used,
      credits_left: Math.max(0, PREVIEW_MONTHLY_CREDITS - used),
      resets_at: nextMonthStart(now).toISOString(),
      previewed,
    };
  }

  /**
   * Opens a preview of a premium item: 404 RESOURCE_NOT_FOUND for unknown content; 400 code 8 when
   * the member may watch or read it already (premium, owner, not walled) or when a preview would
   * not open it either (region, status, schedule); 400 code 3050 when no credit is left. `country`
   * is the visitor's (the rights call's rule), DEFAULT_COUNTRY when not given.
   */
  async use(
    userId: string,
    contentType: 'episode' | 'book',
    uuid: string,
    country: string = this.ctx.config.DEFAULT_COUNTRY,
  ): Promise<PreviewGrant> {
    const now = this.ctx.deps.premium.now();
    const contentUuid = uuid.toLowerCase();
    await this.assertPreviewable(userId, contentType, contentUuid, country, now);

    const month = monthOf(now);
    const token = crypto.randomBytes(32).toString('base64url');
    const stored = {
      hash: hashToken(token),
      expiresAt: new Date(now.getTime() + PREVIEW_TOKEN_MINUTES * 60_000),
    };
    const grant = { userId, contentType, contentUuid, month };

    // Reopening an item previewed this month: a new token, no credit.
    let spent = false;
    if (!(await this.rows.refreshGrant(this.ctx.db, grant, stored))) {
      spent = await this.ctx.db.transaction().execute(async (trx) => {
        // The grant first: a concurrent call for the same item waits here for this one to commit
        // (then finds the grant and takes a new token) or roll back (then spends in its turn).
        // Spending first would let it find the last credit gone and answer 3050 for an item the
        // member has just opened.
        const inserted = await this.rows.insertGrant(
          trx,
          { ...grant, id: crypto.randomUUID(), createdAt: now },
          stored,
        );
        if (!inserted) {
          await this.rows.refreshGrant(trx, grant, stored);
          return false;
        }
        const used = await this.rows.spendCredit(trx, userId, month, PREVIEW_MONTHLY_CREDITS);
        // Throwing rolls the grant back with the transaction.
        if (used === null) {
          throw AppError.badRequest(
            PurchaseCode.PREVIEW_NO_CREDITS,
            `Insufficient preview credits: ${PREVIEW_MONTHLY_CREDITS} a month, used up until ${nextMonthStart(now).toISOString()}.`,
          );
        }
        return true;
      });
    }
    const used = await this.rows.usedIn(userId, month);
    return {
      preview_token: token,
      content_type: contentType,
      content_uuid: contentUuid,
      expires_at: stored.expiresAt.toISOString(),
      credits_left: Math.max(0, PREVIEW_MONTHLY_CREDITS - used),
      spent_credit: spent,
    };
  }

  /** Whether `token` is a live preview of this item by this member; an invalid one throws 400 code 3051. */
  async verify(userId: string, contentType: string, uuid: string, token: string): Promise<true> {
    const grant = await this.rows.grantByTokenHash(hashToken(token));
    const live =
      grant !== undefined &&
      grant.user_id === userId &&
      grant.content_type === contentType &&
      grant.content_uuid === uuid.toLowerCase() &&
      grant.expires_at.getTime() > this.ctx.deps.premium.now().getTime();
    if (!live) throw previewTokenInvalid();
    return true;
  }

  /**
   * A credit is spent only on an item the member meets a premium wall in front of, and that a
   * preview opens: the same rules as the rights call, at premium's clock.
   */
  private async assertPreviewable(
    userId: string,
    contentType: PreviewContentType,
    uuid: string,
    country: string,
    now: Date,
  ): Promise<void> {
    const decideAs = await this.rulesOf(contentType, uuid, country, now.getTime());
    const premium = await this.ctx.deps.premium.premiumStateOf(userId);
    const mayAlready =
      decideAs(premium.isPremium ? 'premium' : 'registered', premium.plan).allowed ||
      (await this.owned.activeSource(userId, contentType, uuid)) !== null;
    if (mayAlready) {
      throw AppError.badRequest(
        GenericCode.INVALID_PARAMETER,
        contentType === 'book' ? 'You can already read this' : 'You can already watch this',
        'uuid',
      );
    }
    // Region, status and schedule refuse a preview as they refuse premium members: no credit for it.
    if (!decideWithContentAccess(decideAs, premium.plan).allowed) {
      throw AppError.badRequest(GenericCode.INVALID_PARAMETER, 'This item cannot be previewed here', 'uuid');
    }
  }

  /** The item's access rules; unknown content: 404 RESOURCE_NOT_FOUND, as the rights call answers. */
  private async rulesOf(
    contentType: PreviewContentType,
    uuid: string,
    country: string,
    now: number,
  ): Promise<DecideAs> {
    if (contentType === 'episode') {
      const playable = await this.playables.find('episode', uuid);
      if (playable) return playableRules(playable, country, now);
    } else {
      const book = await this.books.byUuid(uuid);
      if (book) return bookRules(book, country, now);
    }
    throw AppError.notFound(CatalogueServerCode.RESOURCE_NOT_FOUND, `No ${contentType} has the uuid ${uuid}`);
  }
}
