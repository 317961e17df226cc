import type { ErrorRouting } from '../../lib/forms';
import type { ProfileValues } from './profile-form';

export const PROFILE_FIELDS = [
  'first_name',
  'last_name',
  'dob',
  'gender',
  'locale',
  'marketing_lang',
  'marketing_country',
] as const satisfies readonly (keyof ProfileValues)[];
export type ProfileField = (typeof PROFILE_FIELDS)[number];

/** Profile fields keep the server's names, so field-rule errors land on them as they are. */
export const PROFILE_ERRORS: ErrorRouting<ProfileField> = {
  fields: Object.fromEntries(PROFILE_FIELDS.map((field) => [field, field])) as Record<string, ProfileField>,
  codes: {
    1902: 'dob',
    1904: 'marketing_lang',
    1033: 'marketing_lang',
    1903: 'marketing_country',
    1034: 'marketing_country',
  },
};

export const EMAIL_FIELDS = ['email'] as const;
export const EMAIL_ERRORS: ErrorRouting<'email'> = {
  fields: { email: 'email' },
  codes: { 1008: 'email', 1006: 'email', 1010: 'email', 1900: 'email' },
};

export const USERNAME_FIELDS = ['username'] as const;
export const USERNAME_ERRORS: ErrorRouting<'username'> = {
  fields: { username: 'username' },
  codes: { 1005: 'username', 1007: 'username', 1021: 'username', 1024: 'username' },
};

export const PASSWORD_FIELDS = ['currentPassword', 'newPassword'] as const;
export type PasswordField = (typeof PASSWORD_FIELDS)[number];
/** 1009 on a password change means the current password was wrong. */
export const PASSWORD_ERRORS: ErrorRouting<PasswordField> = {
  fields: { old_password: 'currentPassword', new_password: 'newPassword' },
  codes: {
    1009: 'currentPassword',
    1025: 'newPassword',
    1001: 'newPassword',
    1074: 'newPassword',
    1075: 'newPassword',
    1076: 'newPassword',
    1077: 'newPassword',
    1078: 'newPassword',
    1079: 'newPassword',
  },
};
