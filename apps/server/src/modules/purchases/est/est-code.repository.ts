import type { Kysely, Selectable } from 'kysely';
import type { CurrencyCode } from '@fanverse/contract';
import type { Database } from '../../../db/schema';
import { campaignAssets, type AssetRow } from '../history/est-history.repository';
import type { EstCampaignsTable } from '../purchases.schema';

export type { AssetRow };

export type CampaignRow = Selectable<EstCampaignsTable>;

/** A code with its campaign (everything check and redeem decide on). */
export interface CodeRow {
  code: string;
  max_redemptions: number | null;
  redemptions: number;
  campaign: CampaignRow;
}

/**
 * EST codes, campaigns, assets and redemptions: typed SQL only, no rules. Codes are stored upper
 * case (a check constraint), so callers pass them upper-cased.
 */
export class EstCodeRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async codeWithCampaign(code: string): Promise<CodeRow | null> {
    const row = await this.db
      .selectFrom('est_codes')
      .select(['code', 'campaign_uuid', 'max_redemptions', 'redemptions'])
      .where('code', '=', code)
      .executeTakeFirst();
    if (!row) return null;
    const campaign = await this.db
      .selectFrom('est_campaigns')
      .selectAll()
      .where('uuid', '=', row.campaign_uuid)
      .executeTakeFirstOrThrow();
    return { code: row.code, max_redemptions: row.max_redemptions, redemptions: row.redemptions, campaign };
  }

  /** The campaign's assets in their order, each with its price in `currency` (null: none). */
  async assets(campaignUuid: string, currency: CurrencyCode): Promise<AssetRow[]> {
    return campaignAssets(this.db, [campaignUuid], currency);
  }

  /** Whether the member redeemed this code, or any code of its campaign (one per member and campaign). */
  async redeemedBy(userId: string, code: string, campaignUuid: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('est_redemptions')
      .select('code')
      .where('user_id', '=', userId)
      .where((eb) => eb.or([eb('code', '=', code), eb('campaign_uuid', '=', campaignUuid)]))
      .executeTakeFirst();
    return row !== undefined;
  }

  /**
   * Counts one redemption with a guarded update in the caller's transaction: concurrent redeemers
   * queue on the code's row and PostgreSQL re-checks the condition against the committed count,
   * so the limit is exact. False: used up.
   */
  async takeRedemption(trx: Kysely<Database>, code: string): Promise<boolean> {
    const row = await trx
      .updateTable('est_codes')
      .set((eb) => ({ redemptions: eb('redemptions', '+', 1) }))
      .where('code', '=', code)
      .where((eb) =>
        eb.or([eb('max_redemptions', 'is', null), eb('redemptions', '<', eb.ref('max_redemptions'))]),
      )
      .returning('redemptions')
      .executeTakeFirst();
    return row !== undefined;
  }

  /**
   * Records the redemption. The primary key (code, member) and unique (campaign, member) decide
   * under races: a conflict with either inserts nothing and answers false.
   */
  async insertRedemption(
    trx: Kysely<Database>,
    row: { code: string; userId: string; campaignUuid: string; at: Date },
  ): Promise<boolean> {
    const inserted = await trx
      .insertInto('est_redemptions')
      .values({
        code: row.code,
        user_id: row.userId,
        campaign_uuid: row.campaignUuid,
        redeemed_at: row.at,
      })
      .onConflict((oc) => oc.doNothing())
      .returning('code')
      .executeTakeFirst();
    return inserted !== undefined;
  }

  async setSubscription(trx: Kysely<Database>, code: string, userId: string, guid: string): Promise<void> {
    await trx
      .updateTable('est_redemptions')
      .set({ subscription_guid: guid })
      .where('code', '=', code)
      .where('user_id', '=', userId)
      .execute();
  }

  /** The product code of a campaign's comp product (null: the catalog's default). */
  async productCode(productId: number): Promise<string | null> {
    const row = await this.db
      .selectFrom('premium_products')
      .select('code')
      .where('id', '=', productId)
      .executeTakeFirst();
    return row?.code ?? null;
  }
}
