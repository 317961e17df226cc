import type { ColumnType, Generated } from 'kysely';
import type { EstCodeType, PurchaseModel, PurchaseSource } from '@fanverse/contract';

/** Row types of the purchases tables (migrations/purchases-0001-tables.ts). */

type Created = ColumnType<Date, Date | undefined, never>;
/** numeric columns come back as strings from node-postgres and PGlite alike. */
type Numeric = ColumnType<string, string | number, string | number>;
/** A date column: YYYY-MM-DD text on both engines (db/database.ts keeps `date` as text). */
type DateColumn = ColumnType<string, string, string>;
type Json<T> = ColumnType<T, string | T | undefined, string | T>;

export interface EstSkusTable {
  sku: string;
  model: PurchaseModel;
  object_uuid: string;
  title: string;
  is_active: Generated<boolean>;
  created_at: Created;
}

export interface EstSkuPricesTable {
  sku: string;
  currency: string;
  amount_minor: number;
}

export type OrderStatus = 'open' | 'collecting' | 'paid' | 'failed' | 'refunded';

export interface PremiumOrdersTable {
  id: string;
  user_id: string;
  kind: 'est' | 'gift';
  sku: string | null;
  product_id: number | null;
  currency: string;
  base_minor: number;
  tax_minor: Generated<number>;
  total_minor: number;
  tax_rate: ColumnType<string, string | number | undefined, string | number>;
  tax_inclusive: Generated<boolean>;
  payment_method_guid: string | null;
  status: ColumnType<OrderStatus, OrderStatus | undefined, OrderStatus>;
  gateway_transaction_id: string | null;
  refund_transaction_id: string | null;
  response_text: Generated<string>;
  created_at: Created;
  paid_at: Date | null;
  refunded_at: Date | null;
}

export interface EstCampaignsTable {
  uuid: string;
  slug: string;
  name: string;
  type: EstCodeType;
  comp_duration: Generated<number>;
  product_id: number | null;
  marketing_description: Json<Record<string, string>>;
  descriptors: Json<Record<string, Record<string, string>>>;
  requires_paymentmethod: Generated<boolean>;
  is_approved: Generated<boolean>;
  countries: ColumnType<string[], string[] | undefined, string[]>;
  starts_at: ColumnType<Date, Date | undefined, Date>;
  expires_at: Date | null;
  created_by: string | null;
  created_at: Created;
}

export interface EstCampaignAssetsTable {
  campaign_uuid: string;
  sku: string;
  position: Generated<number>;
}

export interface EstCodeBatchesTable {
  id: string;
  campaign_uuid: string;
  count: number;
  created_by: string | null;
  created_at: Created;
}

export interface EstCodesTable {
  code: string;
  campaign_uuid: string;
  batch_id: string | null;
  max_redemptions: number | null;
  redemptions: Generated<number>;
  created_at: Created;
}

export interface EstRedemptionsTable {
  code: string;
  user_id: string;
  campaign_uuid: string;
  subscription_guid: string | null;
  redeemed_at: Date;
}

export interface OwnedItemsTable {
  id: string;
  user_id: string;
  model: PurchaseModel;
  object_uuid: string;
  sku: string;
  source: PurchaseSource;
  order_id: string | null;
  est_code: string | null;
  granted_by: string | null;
  state: ColumnType<'owned' | 'refunded' | 'revoked', 'owned' | 'refunded' | 'revoked' | undefined>;
  create_dt: Date;
  transaction_dt: Date | null;
  ended_at: Date | null;
}

export type GiftState = 'scheduled' | 'sent' | 'claimed' | 'expired' | 'refunded';

export interface GiftsTable {
  guid: string;
  sender_id: string;
  order_id: string;
  product_id: number;
  product_currency: string;
  product_price_minor: number;
  sender_email: string;
  sender_name: Generated<string>;
  receiver_email: string;
  receiver_name: Generated<string>;
  personal_message: Generated<string>;
  premium_start_date: DateColumn;
  lang: ColumnType<'en' | 'es', 'en' | 'es' | undefined>;
  state: ColumnType<GiftState, GiftState | undefined, GiftState>;
  mail_due_at: Date;
  lease_until: Date | null;
  mail_sent_at: Date | null;
  claim_token_hash: string | null;
  claim_expires_at: Date | null;
  claimed_by: string | null;
  claimed_at: Date | null;
  subscription_guid: string | null;
  created_at: Created;
}

export interface ExternalPromoCampaignsTable {
  property: string;
  name: string;
  marketing_description: Json<Record<string, string>>;
  countries: ColumnType<string[], string[] | undefined, string[]>;
  is_active: Generated<boolean>;
  expires_at: Date | null;
  created_at: Created;
}

export interface ExternalPromoCodesTable {
  id: Generated<string>;
  property: string;
  code: string;
  assigned_to: string | null;
  assigned_at: Date | null;
}

export interface PreviewCreditsTable {
  user_id: string;
  month: DateColumn;
  used: Generated<number>;
}

export interface PreviewGrantsTable {
  id: string;
  user_id: string;
  content_type: 'episode' | 'book';
  content_uuid: string;
  month: DateColumn;
  token_hash: string;
  expires_at: Date;
  created_at: Created;
}

declare module '../../db/schema' {
  interface Database {
    est_skus: EstSkusTable;
    est_sku_prices: EstSkuPricesTable;
    premium_orders: PremiumOrdersTable;
    est_campaigns: EstCampaignsTable;
    est_campaign_assets: EstCampaignAssetsTable;
    est_code_batches: EstCodeBatchesTable;
    est_codes: EstCodesTable;
    est_redemptions: EstRedemptionsTable;
    owned_items: OwnedItemsTable;
    gifts: GiftsTable;
    external_promo_campaigns: ExternalPromoCampaignsTable;
    external_promo_codes: ExternalPromoCodesTable;
    preview_credits: PreviewCreditsTable;
    preview_grants: PreviewGrantsTable;
  }
}

export type { Numeric };
