import type { Kysely, Selectable } from 'kysely';
import type { CurrencyCode, EstHistoryOrder } from '@fanverse/contract';
import type { Database } from '../../../db/schema';
import type { EstCampaignsTable } from '../purchases.schema';

/** A redemption with its code's and campaign's columns. */
export type RedemptionRow = Selectable<EstCampaignsTable> & {
  code: string;
  redeemed_at: Date;
  subscription_guid: string | null;
};

/** A campaign's asset with its sku and its price in one currency (null: not sold in it). */
export interface AssetRow {
  campaign_uuid: string;
  sku: string;
  model: 'book' | 'episode';
  object_uuid: string;
  title: string;
  is_active: boolean;
  amount_minor: number | null;
}

/** The caller's EST redemptions (codes redeemed), paged; always by owner. */
export class EstHistoryRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async count(userId: string): Promise<number> {
    const row = await this.db
      .selectFrom('est_redemptions')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async page(
    userId: string,
    order: EstHistoryOrder,
    offset: number,
    limit: number,
  ): Promise<RedemptionRow[]> {
    const desc = order.startsWith('-');
    const column = order.endsWith('title') ? 'k.name' : 'r.redeemed_at';
    return (
      this.db
        .selectFrom('est_redemptions as r')
        .innerJoin('est_campaigns as k', 'k.uuid', 'r.campaign_uuid')
        .selectAll('k')
        .select(['r.code', 'r.redeemed_at', 'r.subscription_guid'])
        .where('r.user_id', '=', userId)
        .orderBy(column, desc ? 'desc' : 'asc')
        // Ties by code (one redemption per member and code), so pages never overlap.
        .orderBy('r.code', 'asc')
        .offset(offset)
        .limit(limit)
        .execute()
    );
  }

  /** The assets of these campaigns in their order, priced in `currency`. */
  async assets(campaigns: string[], currency: CurrencyCode): Promise<AssetRow[]> {
    return campaignAssets(this.db, campaigns, currency);
  }
}

/**
 * The assets of these campaigns in their order (then by sku), each priced in `currency`: what a
 * code grants (EST codes) and what a redemption granted (EST history) read the same way.
 */
export async function campaignAssets(
  db: Kysely<Database>,
  campaigns: string[],
  currency: CurrencyCode,
): Promise<AssetRow[]> {
  if (campaigns.length === 0) return [];
  return db
    .selectFrom('est_campaign_assets as a')
    .innerJoin('est_skus as s', 's.sku', 'a.sku')
    .leftJoin('est_sku_prices as p', (join) =>
      join.onRef('p.sku', '=', 's.sku').on('p.currency', '=', currency),
    )
    .select([
      'a.campaign_uuid',
      's.sku',
      's.model',
      's.object_uuid',
      's.title',
      's.is_active',
      'p.amount_minor',
    ])
    .where('a.campaign_uuid', 'in', campaigns)
    .orderBy('a.position')
    .orderBy('s.sku')
    .execute();
}
