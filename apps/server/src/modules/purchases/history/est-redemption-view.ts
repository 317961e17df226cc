import type { CurrencyCode, EstAsset, EstRedemption, Locale, Subscription } from '@fanverse/contract';
import { decimal } from '../../premium/money';
import { objectKey, type ResolvedObject } from '../ownership/purchase-objects';
import type { AssetRow, RedemptionRow } from './est-history.repository';

/** A per-language text ({"en": …, "es": …}) in `lang`, falling back to English. */
export function localized(texts: Record<string, string> | null | undefined, lang: Locale): string {
  return texts?.[lang] ?? texts?.en ?? '';
}

/** Descriptors are stored per language ({"en": {key: text}}); older rows may be flat. */
function descriptorsIn(
  stored: Record<string, unknown> | null | undefined,
  lang: Locale,
): Record<string, string> {
  const perLang = stored?.[lang] ?? stored?.en;
  const source =
    perLang && typeof perLang === 'object' ? (perLang as Record<string, unknown>) : (stored ?? {});
  return Object.fromEntries(
    Object.entries(source).filter((e): e is [string, string] => typeof e[1] === 'string'),
  );
}

/** An EST asset as the EstPromoCode entity shows it (`owned`: by the caller now). */
export function toEstAsset(
  row: AssetRow,
  currency: CurrencyCode,
  objects: Map<string, ResolvedObject>,
  owned: Set<string>,
): EstAsset {
  const key = objectKey(row.model, row.object_uuid);
  const found = objects.get(key);
  return {
    sku: row.sku,
    title: found?.title || row.title,
    price: decimal(row.amount_minor ?? 0, currency),
    is_active: row.is_active,
    object: { model: row.model, data: found?.data ?? {} },
    currency_code: currency,
    owned: owned.has(key),
  };
}

/** One EST history value: the redeemed code's entity, when it was redeemed, a comp's subscription. */
export function toEstRedemption(
  row: RedemptionRow,
  assets: EstAsset[],
  lang: Locale,
  subscription: Subscription | null,
): EstRedemption {
  return {
    code: row.code,
    type: row.type,
    comp_duration: row.type === 'comp' ? row.comp_duration : 0,
    marketing_description: localized(row.marketing_description, lang),
    descriptors: descriptorsIn(row.descriptors, lang),
    requires_paymentmethod: row.requires_paymentmethod,
    is_approved: row.is_approved,
    uuid: row.uuid,
    name: row.name,
    slug: row.slug,
    countries: row.countries,
    date: row.starts_at.toISOString(),
    assets,
    expires_at: row.expires_at ? row.expires_at.toISOString() : null,
    // Redeemed already by this member: once per member and code.
    redeemable: false,
    redeemed_at: row.redeemed_at.toISOString(),
    subscription,
  };
}
