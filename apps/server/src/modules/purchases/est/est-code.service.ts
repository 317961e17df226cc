import {
  PremiumCode,
  PurchaseCode,
  currencyForCountry,
  type EstPromoCode,
  type EstRedemption,
  type Locale,
} from '@fanverse/contract';
import { AppError } from '../../../errors/app-error';
import type { PurchasesContext } from '../purchases.factory';
import type { OwnershipService } from '../ownership/ownership.service';
import type { PurchaseObjects } from '../ownership/purchase-objects';
import { EstCodeRepository, type AssetRow, type CodeRow } from './est-code.repository';
import { estPromoCodeView, estRedemptionView, type CodeViewInput } from './est-views';

export interface CodeViewer {
  userId: string | null;
  country: string;
  lang: Locale;
}

const FIELD = 'code';

/** The coded replies of EST codes (spec §8 mappings of the promo codes, and 3021/3022). */
export const estCodeErrors = {
  notFound: () => new AppError(404, PurchaseCode.CODE_NOT_FOUND, 'No code by that name.', FIELD),
  expired: () => AppError.badRequest(PurchaseCode.CODE_EXPIRED, 'This code has expired.', FIELD),
  usedUp: () =>
    AppError.badRequest(
      PurchaseCode.CODE_USED_UP,
      'This code has been redeemed as many times as it may be.',
      FIELD,
    ),
  notActive: () =>
    AppError.badRequest(PurchaseCode.CODE_NOT_ACTIVE, 'This code cannot be redeemed yet.', FIELD),
  wrongCountry: () =>
    AppError.badRequest(
      PurchaseCode.CODE_WRONG_COUNTRY,
      'This code cannot be redeemed in your country.',
      FIELD,
    ),
  applied: () =>
    AppError.badRequest(PurchaseCode.CODE_ALREADY_REDEEMED, 'You have already redeemed this code.', FIELD),
  /** A campaign with requires_paymentmethod: the member must have an active card on file (3001). */
  paymentMethodNeeded: () =>
    AppError.badRequest(
      PremiumCode.PAYMENT_METHOD_GUID_MISSING,
      'Add a payment method to your account to redeem this code.',
      'paymentmethod_guid',
    ),
};

const inCountry = (row: CodeRow, country: string) =>
  row.campaign.countries.length === 0 || row.campaign.countries.includes(country.toUpperCase());

/** EST codes: check what a code grants, redeem it (owned items, or comped premium), once per member. */
export class EstCodeService {
  private readonly repo: EstCodeRepository;

  constructor(
    private readonly ctx: PurchasesContext,
    private readonly parts: { objects: PurchaseObjects; ownership: OwnershipService },
  ) {
    this.repo = new EstCodeRepository(ctx.db);
  }

  /**
   * What a code grants. The codes that make it useless to everyone are answered as errors (unknown,
   * expired, not approved or not started, used up); whether *this* caller may redeem it (signed in,
   * in one of its countries, not redeemed by them) is `redeemable`.
   */
  async check(code: string, viewer: CodeViewer): Promise<EstPromoCode> {
    const row = await this.usable(code);
    if (row.max_redemptions !== null && row.redemptions >= row.max_redemptions) throw estCodeErrors.usedUp();
    const redeemable =
      viewer.userId !== null &&
      inCountry(row, viewer.country) &&
      !(await this.repo.redeemedBy(viewer.userId, row.code, row.campaign.uuid));
    return estPromoCodeView({ ...(await this.viewInput(row, viewer)), redeemable });
  }

  /**
   * Redeems the code for the member in one transaction: the guarded count (exact under
   * concurrency), the redemption (its keys refuse a second one by the member), then the grant:
   * every asset (`est`; ones owned already are kept as they are) or `comp_duration` months of
   * premium (`comp`). Any refusal rolls the whole of it back.
   */
  async redeem(code: string, viewer: CodeViewer & { userId: string }): Promise<EstRedemption> {
    const row = await this.usable(code);
    if (!inCountry(row, viewer.country)) throw estCodeErrors.wrongCountry();
    // Read first for the common case; the redemption's keys decide under races below.
    if (await this.repo.redeemedBy(viewer.userId, row.code, row.campaign.uuid)) throw estCodeErrors.applied();
    if (row.max_redemptions !== null && row.redemptions >= row.max_redemptions) throw estCodeErrors.usedUp();
    if (row.campaign.requires_paymentmethod && !(await this.hasActiveCard(viewer.userId)))
      throw estCodeErrors.paymentMethodNeeded();

    const { campaign } = row;
    const at = this.ctx.deps.premium.now();
    const currency = currencyForCountry(viewer.country);
    const assets = campaign.type === 'est' ? await this.repo.assets(campaign.uuid, currency) : [];
    const productCode =
      campaign.product_id !== null ? await this.repo.productCode(campaign.product_id) : null;

    const subscriptionGuid = await this.ctx.db.transaction().execute(async (trx) => {
      if (!(await this.repo.takeRedemption(trx, row.code))) throw estCodeErrors.usedUp();
      const inserted = await this.repo.insertRedemption(trx, {
        code: row.code,
        userId: viewer.userId,
        campaignUuid: campaign.uuid,
        at,
      });
      if (!inserted) throw estCodeErrors.applied();
      if (campaign.type === 'est') {
        for (const asset of assets) {
          await this.parts.ownership.grant(
            trx,
            {
              userId: viewer.userId,
              model: asset.model,
              objectUuid: asset.object_uuid,
              sku: asset.sku,
              source: 'PromoCode Grant',
              estCode: row.code,
              at,
              transactionAt: at,
            },
            'keep',
          );
        }
        return null;
      }
      const comp = await this.ctx.deps.premium.comps.grantMonths(trx, viewer.userId, {
        months: campaign.comp_duration,
        ...(productCode ? { productCode } : {}),
        reason: 'code',
        ref: row.code,
      });
      await this.repo.setSubscription(trx, row.code, viewer.userId, comp.guid);
      return comp.guid;
    });

    const subscription = subscriptionGuid
      ? await this.ctx.deps.premium.subscriptions.get(viewer.userId, subscriptionGuid)
      : null;
    const input = await this.viewInput({ ...row, redemptions: row.redemptions + 1 }, viewer, assets);
    return estRedemptionView(input, at, subscription);
  }

  /** Whether the member has an active payment method on file (their own, never charged here). */
  private async hasActiveCard(userId: string): Promise<boolean> {
    const methods = await this.ctx.deps.premium.paymentMethods.list(userId);
    return methods.some((m) => m.status === 'active');
  }

  /** The code if it exists and its campaign is running (approved, started, not expired). */
  private async usable(code: string): Promise<CodeRow> {
    const row = await this.repo.codeWithCampaign(code.toUpperCase());
    if (!row) throw estCodeErrors.notFound();
    const now = this.ctx.deps.premium.now();
    const { campaign } = row;
    if (campaign.expires_at !== null && campaign.expires_at <= now) throw estCodeErrors.expired();
    if (!campaign.is_approved || campaign.starts_at > now) throw estCodeErrors.notActive();
    return row;
  }

  private async viewInput(
    row: CodeRow,
    viewer: CodeViewer,
    known?: AssetRow[],
  ): Promise<Omit<CodeViewInput, 'redeemable'>> {
    const currency = currencyForCountry(viewer.country);
    const assets = known ?? (await this.repo.assets(row.campaign.uuid, currency));
    const [objects, owned] = await Promise.all([
      assets.length > 0
        ? this.parts.objects.resolve(
            assets.map((a) => ({ model: a.model, uuid: a.object_uuid })),
            viewer.lang,
          )
        : Promise.resolve(new Map()),
      viewer.userId !== null && assets.length > 0
        ? this.parts.ownership.owned(viewer.userId)
        : Promise.resolve(null),
    ]);
    return {
      code: row.code,
      campaign: row.campaign,
      assets,
      objects,
      owned,
      currency,
      lang: viewer.lang,
    };
  }
}
