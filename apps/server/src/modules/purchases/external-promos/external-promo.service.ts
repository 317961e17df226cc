import { PurchaseCode, type ExternalPromo, type Locale } from '@fanverse/contract';
import { AppError } from '../../../errors/app-error';
import { inLanguage } from '../../premium/catalog/catalog-views';
import type { PurchasesContext } from '../purchases.factory';
import {
  ExternalPromoRepository,
  isOnePerMemberViolation,
  type AssignedCode,
  type ExternalCampaignRow,
} from './external-promo.repository';

const FIELD = 'property';

/** The coded replies of partner campaigns (the promo mappings of spec §8, and 3021). */
export const externalPromoErrors = {
  notFound: () => new AppError(404, PurchaseCode.CODE_NOT_FOUND, 'No partner offer by that name.', FIELD),
  expired: () => AppError.badRequest(PurchaseCode.CODE_EXPIRED, 'This partner offer has ended.', FIELD),
  usedUp: () =>
    AppError.badRequest(
      PurchaseCode.CODE_USED_UP,
      'Every code of this partner offer has been handed out.',
      FIELD,
    ),
  wrongCountry: () =>
    AppError.badRequest(
      PurchaseCode.CODE_WRONG_COUNTRY,
      'This partner offer is not available in your country.',
      FIELD,
    ),
};

/** Partner campaigns' code pools: one code per member and property, exact under concurrency. */
export class ExternalPromoService {
  private readonly repo: ExternalPromoRepository;

  constructor(private readonly ctx: PurchasesContext) {
    this.repo = new ExternalPromoRepository(ctx.db);
  }

  /**
   * The member's code for the property: the one handed to them before (the same on every ask),
   * else the next free code of the pool. Unknown or inactive 404 NOT_FOUND; ended 400 EXPIRED;
   * limited to other countries 400 3021 (for a member who has no code yet); none left 400 MAX_USAGE.
   */
  async get(
    property: string,
    viewer: { userId: string; country: string; lang: Locale },
  ): Promise<ExternalPromo> {
    const campaign = await this.repo.campaign(property);
    if (!campaign || !campaign.is_active) throw externalPromoErrors.notFound();
    const now = this.ctx.deps.premium.now();
    if (campaign.expires_at !== null && campaign.expires_at <= now) throw externalPromoErrors.expired();

    const held = await this.repo.assignedTo(property, viewer.userId);
    if (held) return view(campaign, held, viewer.lang);
    const countries = campaign.countries;
    if (countries.length > 0 && !countries.includes(viewer.country.toUpperCase()))
      throw externalPromoErrors.wrongCountry();

    return view(campaign, await this.assign(property, viewer.userId, now), viewer.lang);
  }

  private async assign(property: string, userId: string, at: Date): Promise<AssignedCode> {
    try {
      // Skipping locked codes first: concurrent members never queue on one code. Nothing found
      // may only mean every free code is held by an assigner still running (whose statement may
      // yet fail), so ask once more waiting for them: then "none" is the truth.
      const code =
        (await this.repo.assignNext(property, userId, at, true)) ??
        (await this.repo.assignNext(property, userId, at, false));
      if (!code) throw externalPromoErrors.usedUp();
      return code;
    } catch (err) {
      // The same member asking twice at once: the unique index let one through; answer theirs.
      if (!isOnePerMemberViolation(err)) throw err;
      const held = await this.repo.assignedTo(property, userId);
      if (!held) throw err;
      return held;
    }
  }
}

function view(campaign: ExternalCampaignRow, code: AssignedCode, lang: Locale): ExternalPromo {
  return {
    code: code.code,
    property: campaign.property,
    name: campaign.name,
    marketing_description: inLanguage(campaign.marketing_description, lang) ?? '',
    assigned_at: new Date(code.assigned_at).toISOString(),
    expires_at: campaign.expires_at?.toISOString() ?? null,
  };
}
