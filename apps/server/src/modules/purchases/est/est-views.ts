import type {
  CurrencyCode,
  EstPromoCode,
  EstRedemption,
  Locale,
  OwnedItems,
  Subscription,
} from '@fanverse/contract';
import { inLanguage } from '../../premium/catalog/catalog-views';
import { localized, toEstAsset } from '../history/est-redemption-view';
import { objectKey, type ResolvedObject } from '../ownership/purchase-objects';
import type { AssetRow, CampaignRow } from './est-code.repository';

/*
 * The EST promo code entity (catalogue spec §3 "EST promo code") of a check or a redemption. Its
 * assets are built by the EST history's `toEstAsset`, so a code reads the same on the redeem page
 * and in the history (title, price in the visitor's currency, owned).
 */

export interface CodeViewInput {
  /** The code as stored (upper case). */
  code: string;
  campaign: CampaignRow;
  /** The campaign's assets, priced in `currency`. */
  assets: AssetRow[];
  /** The assets' catalogue entities (PurchaseObjects.resolve); a missing one answers `data: {}`. */
  objects: Map<string, ResolvedObject>;
  /** What the caller owns (null when anonymous: every `owned` is false). */
  owned: OwnedItems | null;
  /** The visitor's currency (currencyForCountry of their country). */
  currency: CurrencyCode;
  lang: Locale;
  redeemable: boolean;
}

const ownedSet = (owned: OwnedItems | null) =>
  new Set([
    ...(owned?.episodes ?? []).map((u) => objectKey('episode', u)),
    ...(owned?.books ?? []).map((u) => objectKey('book', u)),
  ]);

export function estPromoCodeView(input: CodeViewInput): EstPromoCode {
  const { campaign } = input;
  const owned = ownedSet(input.owned);
  return {
    ...campaignFields(campaign, input.lang),
    code: input.code,
    comp_duration: campaign.type === 'comp' ? campaign.comp_duration : 0,
    assets: input.assets.map((asset) => toEstAsset(asset, input.currency, input.objects, owned)),
    redeemable: input.redeemable,
  };
}

/** The campaign's own fields of the EstPromoCode entity, in `lang` (the member's and the staff view). */
export function campaignFields(campaign: CampaignRow, lang: Locale) {
  return {
    type: campaign.type,
    marketing_description: localized(campaign.marketing_description, lang),
    descriptors: inLanguage(campaign.descriptors, lang) ?? {},
    requires_paymentmethod: campaign.requires_paymentmethod,
    is_approved: campaign.is_approved,
    uuid: campaign.uuid,
    name: campaign.name,
    slug: campaign.slug,
    countries: campaign.countries,
    date: campaign.starts_at.toISOString(),
    expires_at: campaign.expires_at?.toISOString() ?? null,
  };
}

/** A redeemed code: the entity (not redeemable again) with when, and a comp code's subscription. */
export function estRedemptionView(
  input: Omit<CodeViewInput, 'redeemable'>,
  redeemedAt: Date,
  subscription: Subscription | null,
): EstRedemption {
  return {
    ...estPromoCodeView({ ...input, redeemable: false }),
    redeemed_at: redeemedAt.toISOString(),
    subscription,
  };
}
