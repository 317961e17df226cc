import type { EmailStatus, Profile } from '@fanverse/contract';
import { mediaUrl } from '../../media/media-store';
import type { AccountRow } from './accounts.repository';

/** Media paths are stored relative to DATA_DIR/media and served at `/media/` (media-store). */
const imageUrl = (path: string | null): string | null => (path ? mediaUrl(path) : null);

/** The profile as GET /api/users/me/profile answers it (spec accounts §3 "Profile"). */
export function toProfile(row: AccountRow): Profile {
  return {
    answered_mature: row.answered_mature,
    avatar: imageUrl(row.avatar_path),
    banner: imageUrl(row.banner_path),
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
