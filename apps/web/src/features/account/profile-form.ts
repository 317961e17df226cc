import { GENDERS, MARKETING_LANGS, type Profile, type UpdateProfileBody } from '@fanverse/contract';

export type Gender = (typeof GENDERS)[number];
export type MarketingLang = (typeof MARKETING_LANGS)[number];

/** The profile form's values: text inputs hold strings, so a missing dob is ''. */
export interface ProfileValues {
  first_name: string;
  last_name: string;
  /** `<input type="date">` gives YYYY-MM-DD, the wire format, or '' when cleared. */
  dob: string;
  gender: Gender;
  locale: MarketingLang;
  marketing_lang: MarketingLang;
  marketing_country: string;
  opt_in: boolean;
  partner_opt_in: boolean;
}

function oneOf<T extends string>(values: readonly T[], value: string, fallback: T): T {
  return (values as readonly string[]).includes(value) ? (value as T) : fallback;
}

export function toProfileValues(profile: Profile): ProfileValues {
  return {
    first_name: profile.first_name,
    last_name: profile.last_name,
    dob: profile.dob ?? '',
    gender: oneOf(GENDERS, profile.gender, ''),
    locale: oneOf(MARKETING_LANGS, profile.locale, 'en'),
    marketing_lang: oneOf(MARKETING_LANGS, profile.marketing_lang, 'en'),
    marketing_country: profile.marketing_country.toUpperCase(),
    opt_in: profile.opt_in,
    partner_opt_in: profile.partner_opt_in,
  };
}

/**
 * Only what changed is sent (update_profile changes the fields it gets), so saving the form
 * never overwrites a value changed elsewhere meanwhile. Names are trimmed; an emptied date of
 * birth is sent as null (removed).
 */
export function profileChanges(profile: Profile, values: ProfileValues): UpdateProfileBody {
  const before = toProfileValues(profile);
  const after: ProfileValues = {
    ...values,
    first_name: values.first_name.trim(),
    last_name: values.last_name.trim(),
    marketing_country: values.marketing_country.toUpperCase(),
  };
  const changes: UpdateProfileBody = {};
  if (after.first_name !== before.first_name) changes.first_name = after.first_name;
  if (after.last_name !== before.last_name) changes.last_name = after.last_name;
  if (after.dob !== before.dob) changes.dob = after.dob === '' ? null : after.dob;
  if (after.gender !== before.gender) changes.gender = after.gender;
  if (after.locale !== before.locale) changes.locale = after.locale;
  if (after.marketing_lang !== before.marketing_lang) changes.marketing_lang = after.marketing_lang;
  if (after.marketing_country !== before.marketing_country)
    changes.marketing_country = after.marketing_country;
  if (after.opt_in !== before.opt_in) changes.opt_in = after.opt_in;
  if (after.partner_opt_in !== before.partner_opt_in) changes.partner_opt_in = after.partner_opt_in;
  return changes;
}
