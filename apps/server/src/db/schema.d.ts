import type { Generated } from 'kysely';
/** Row types of every table, as Kysely sees them. One interface per table, named for it. */
export interface ConsumersTable {
  name: string;
  consumer_secret: string;
  art_source_url: string | null;
  static_url: string | null;
  captcha_platform: string;
  recaptcha_site_key: string;
  akamai_license_key: string;
  drm_fairplay_url: string;
  drm_playready_url: string;
  drm_widevine_url: string;
  portal_id: string;
  age_gate_age: number;
  age_gate_block_timeout: number;
  created_at: Generated<Date>;
}
export interface ShopDestinationsTable {
  name: string;
  path: string;
  reason: string;
}
export interface ExperimentsTable {
  name: string;
  enabled: boolean;
  is_public: boolean;
  description: string;
  created_at: Generated<Date>;
}
export interface Database {
  consumers: ConsumersTable;
  shop_destinations: ShopDestinationsTable;
  experiments: ExperimentsTable;
}
