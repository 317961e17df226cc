import type { EmailStatus, Profile } from '@fanverse/contract';
import type { AccountRow } from './accounts.repository';

/** Media paths are stored relative to DATA_DIR/media and served at `${PUBLIC_URL}/media/`. */
export function mediaUrl(publicUrl: string, path: string | null): string | null {
  if (!path) return null;
  const encoded = path.replace(/^\/+/, '').split('/').map(encodeURIComponent).join('/');
  return `${publicUrl.replace(/\/$/, '')}/media/${encoded}`;
}

/** The profile as GET /api/users/me/profile answers it (spec accounts §3 "Profile"). */
export function toProfile(row: AccountRow, publicUrl: string): Profile {
  return {
    answered_mature: row.answered_mature,
    avatar: mediaUrl(publicUrl, row.avatar_path),
    banner: mediaUrl(publicUrl, row.banner_path),
    current_status: row.current_status,
    date_joined: row.created_at.toISOString(),
    dob: row.dob,
    email: row.email,
    email_verified: row.email_verified,
    first_name: row.first_name,
    gender: row.gender,
    last_name: row.last_name,
    locale: row.locale,
    user_guid: row.guid,
    username: row.username,
    marketing_lang: row.marketing_lang,
    marketing_country: row.marketing_country,
    opt_in: row.opt_in,
    partner_opt_in: row.partner_opt_in,
  };
}

export function toEmailStatus(row: AccountRow): EmailStatus {
  return {
    email: row.email,
    email_verification_deadline: row.email_verification_deadline?.toISOString() ?? null,
    email_verified: row.email_verified,
    user_guid: row.guid,
  };
}
