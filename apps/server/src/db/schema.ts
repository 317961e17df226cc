import type { CatalogueTables } from './schema-catalogue';
import type { PlaybackTables } from './schema-playback';
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
  /** The track event that counts as a conversion (issue 25; migration analytics-0001). */
  goal_event: Generated<string>;
  updated_at: Generated<Date>;
}

export interface UsersTable {
  id: string;
  guid: string;
  username: string;
  email: string;
  password_hash: string;
  password_changed_at: Generated<Date>;
  requires_password_reset: Generated<boolean>;
  email_verified: Generated<boolean>;
  email_verification_deadline: Date | null;
  double_opt_in: Generated<boolean>;
  first_name: Generated<string>;
  last_name: Generated<string>;
  gender: Generated<string>;
  /** `date` columns come back as text (YYYY-MM-DD): see db/database.ts type parsers. */
  dob: string | null;
  answered_mature: Generated<boolean>;
  current_status: Generated<string>;
  locale: Generated<string>;
  marketing_lang: Generated<string>;
  marketing_country: Generated<string>;
  opt_in: Generated<boolean>;
  partner_opt_in: Generated<boolean>;
  additional_traits: Generated<Record<string, string | number | boolean>>;
  avatar_path: string | null;
  banner_path: string | null;
  is_staff: Generated<boolean>;
  checkin_admin: Generated<boolean>;
  user_claims: Generated<Record<string, string | number | boolean>>;
  failed_logins: Generated<number>;
  locked_until: Date | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface UserSessionsTable {
  id: string;
  user_id: string;
  token_hash: string;
  created_at: Generated<Date>;
  last_seen_at: Generated<Date>;
  expires_at: Date;
  revoked_at: Date | null;
  user_agent: Generated<string>;
  ip: Generated<string>;
  /** 'browser', 'tv', … (contract DEVICE_KINDS); added by the devices module's migration. */
  device_kind: Generated<string>;
  device_name: Generated<string>;
}

export interface PasswordHistoryTable {
  id: Generated<string>;
  user_id: string;
  password_hash: string;
  created_at: Generated<Date>;
}

export type AccountTokenPurpose = 'verify_email' | 'reset_password' | 'double_opt_in';

export interface AccountTokensTable {
  id: string;
  user_id: string;
  purpose: AccountTokenPurpose;
  token_hash: string;
  created_at: Generated<Date>;
  expires_at: Date;
  used_at: Date | null;
}

export interface ServerSecretsTable {
  name: string;
  value: string;
  created_at: Generated<Date>;
}

export interface MailOutboxTable {
  id: Generated<string>;
  to: string;
  subject: string;
  text: string;
  html: string;
  template: string;
  lang: string;
  created_at: Generated<Date>;
}

export type AgreementContentType = 'terms' | 'privacy';

export interface AgreementRevisionsTable {
  /** The wire's `revision_id`. */
  id: Generated<number>;
  content_type: AgreementContentType;
  flavor: string | null;
  /** `date`: YYYY-MM-DD text (see db/database.ts type parsers). */
  date_revised: string;
  text: string;
  text_es: string | null;
  created_at: Generated<Date>;
}

export interface AgreementAcceptancesTable {
  user_id: string;
  revision_id: number;
  accepted_at: Generated<Date>;
}

export interface Database extends CatalogueTables, PlaybackTables {
  consumers: ConsumersTable;
  shop_destinations: ShopDestinationsTable;
  experiments: ExperimentsTable;
  users: UsersTable;
  user_sessions: UserSessionsTable;
  password_history: PasswordHistoryTable;
  account_tokens: AccountTokensTable;
  server_secrets: ServerSecretsTable;
  mail_outbox: MailOutboxTable;
  agreement_revisions: AgreementRevisionsTable;
  agreement_acceptances: AgreementAcceptancesTable;
}
