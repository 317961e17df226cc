import type { Kysely } from 'kysely';
import type { CurrencyCode, EstPromoCode, Locale, PurchaseItem } from '@fanverse/contract';
import type { Database } from '../../../db/schema';
import { decimal } from '../../premium/money';
import { campaignAssets } from '../history/est-history.repository';
import { ownedItemRows } from '../history/purchase-history.repository';
import { campaignFields } from '../est/est-views';

/*
 * The views the operator's calls answer. Minimal on purpose: `object.data` carries the item's
 * uuid and title rather than the catalogue entity, since a staff reply confirms what was made
 * (the member-facing calls answer the full entities).
 */

/** A campaign as the EstPromoCode entity (`code` '' when it has no shared code), priced in `currency`. */
export async function campaignView(
  db: Kysely<Database>,
  campaignUuid: string,
  code: string,
  currency: CurrencyCode,
  lang: Locale,
): Promise<EstPromoCode> {
  const campaign = await db
    .selectFrom('est_campaigns')
    .selectAll()
    .where('uuid', '=', campaignUuid)
    .executeTakeFirstOrThrow();
  const assets = await campaignAssets(db, [campaignUuid], currency);
  return {
    ...campaignFields(campaign, lang),
    code,
    comp_duration: campaign.comp_duration,
    assets: assets.map((a) => ({
      sku: a.sku,
      title: a.title,
      price: decimal(a.amount_minor ?? 0, currency),
      is_active: a.is_active,
      object: { model: a.model, data: { uuid: a.object_uuid, title: a.title } },
      currency_code: currency,
      owned: false,
    })),
    // A staff view: nobody is redeeming.
    redeemable: false,
  };
}

/** An owned item as a PurchaseItem (what a grant answers). */
export async function ownedItemView(db: Kysely<Database>, ownedItemId: string): Promise<PurchaseItem> {
  const row = await ownedItemRows(db).where('oi.id', '=', ownedItemId).executeTakeFirstOrThrow();
  return {
    sku: row.sku,
    title: row.title,
    create_dt: row.create_dt.toISOString(),
    transaction_dt: row.transaction_dt?.toISOString() ?? null,
    source: row.source,
    is_active: row.state === 'owned',
    state: row.state,
    object: { model: row.model, data: { uuid: row.object_uuid, title: row.title } },
    transaction_id: row.order_transaction_id ?? null,
    price: decimal(row.order_total_minor ?? 0, (row.order_currency ?? 'USD') as CurrencyCode),
    currency_code: row.order_currency ?? null,
  };
}
