import {
  AccountCode,
  CONTROL_CHARACTERS,
  EMAIL_MAX,
  EMAIL_PATTERN,
  GENDERS,
  HEX_TOKEN_PATTERN,
  MARKETING_COUNTRY_PATTERN,
  MARKETING_LANGS,
  USERNAME_MAX,
  USERNAME_MIN,
  USERNAME_PATTERN,
} from '@fanverse/contract';
import { AppError } from '../../errors/app-error';
import { isStorableText } from '../shared/text-rules';

// Field checks shared by registration and profile changes (spec accounts §5). Each throws a 400
// with the code the client's mapping table reads for that form.

const USERNAME = new RegExp(USERNAME_PATTERN);
const HEX = new RegExp(HEX_TOKEN_PATTERN);
// The contract's patterns, which OPTIONS publishes for the client to check the same way.
const EMAIL = new RegExp(EMAIL_PATTERN);
const COUNTRY = new RegExp(MARKETING_COUNTRY_PATTERN);
// C0 and C1 control characters, which have no place in a name or a status line.
const CONTROL = new RegExp(`[${CONTROL_CHARACTERS}]`);

/** A 400 answer: the code a client mapping reads, and the message shown. */
type Answer = { code: string; message: string };

/** How one form answers a username that is empty, too short, or of the wrong characters. */
interface UsernameAnswers {
  missing: Answer;
  tooShort: Answer;
  pattern: string;
}

const USERNAME_TOO_LONG: Answer = {
  code: AccountCode.VALUE_TOO_LONG,
  message: `Username must be at most ${USERNAME_MAX} characters.`,
};
const USERNAME_CHARSET = 'Username may contain only letters, digits and @ . + - _';

/**
 * The username rule of spec accounts §5, checked in this order: present, at least 6, at most
 * 29 characters, then letters, digits and @ . + - _ only. Each form answers in its own codes.
 */
function checkUsername(username: string | undefined, answers: UsernameAnswers): string {
  const fail = ({ code, message }: Answer) => AppError.badRequest(code, message, 'username');
  if (!username) throw fail(answers.missing);
  if (username.length < USERNAME_MIN) throw fail(answers.tooShort);
  if (username.length > USERNAME_MAX) throw fail(USERNAME_TOO_LONG);
  if (!USERNAME.test(username)) throw fail({ code: answers.pattern, message: USERNAME_CHARSET });
  return username;
}

/** Registration: MISSING_REQUIRED_VALUE, VALUE_TOO_SHORT, VALUE_TOO_LONG, then DF602. */
const NEW_USERNAME: UsernameAnswers = {
  missing: { code: AccountCode.MISSING_REQUIRED_VALUE, message: 'Username is required.' },
  tooShort: {
    code: AccountCode.VALUE_TOO_SHORT,
    message: `Username must be at least ${USERNAME_MIN} characters.`,
  },
  pattern: AccountCode.DF602,
};

/**
 * A username change, in the codes of its mapping (spec §8 "Username update"): empty or under 6
 * → MISSING_REQUIRED_VALUE (1005 "username under 6 characters"), over 29 → VALUE_TOO_LONG
 * (1024), character set → VALUE_PATTERN_MISMATCH (1021).
 */
const CHANGED_TOO_SHORT: Answer = {
  code: AccountCode.MISSING_REQUIRED_VALUE,
  message: `Username is required and must be at least ${USERNAME_MIN} characters.`,
};
const CHANGED_USERNAME: UsernameAnswers = {
  missing: CHANGED_TOO_SHORT,
  tooShort: CHANGED_TOO_SHORT,
  pattern: AccountCode.VALUE_PATTERN_MISMATCH,
};

/** Registration's username rule. */
export function checkNewUsername(username: string): void {
  checkUsername(username, NEW_USERNAME);
}

/** The username-change rule; answers the name. */
export function checkChangedUsername(username: string | undefined): string {
  return checkUsername(username, CHANGED_USERNAME);
}

/** A trimmed email address in a plausible format, else 400 INVALID_VALUE (field email). */
export function checkEmail(email: string): string {
  const trimmed = email.trim();
  // EMAIL_PATTERN allows the white space around the address that trimming removes.
  if (!trimmed || trimmed.length > EMAIL_MAX || !EMAIL.test(email)) {
    throw AppError.badRequest(AccountCode.INVALID_VALUE, 'Enter a valid email address.', 'email');
  }
  return trimmed;
}

/** en or es, else 400 INVALID_MARKETING_LANGUAGE (client 1904 on profile, 1033 elsewhere). */
export function checkMarketingLang(lang: string): string {
  if (!(MARKETING_LANGS as readonly string[]).includes(lang)) {
    throw AppError.badRequest(
      AccountCode.INVALID_MARKETING_LANGUAGE,
      `Invalid marketing language; use one of ${MARKETING_LANGS.join(', ')}.`,
      'marketing_lang',
    );
  }
  return lang;
}

/**
 * An ISO 3166-1 alpha-2 code in any case (stored upper-case), or '' for none; else 400
 * INVALID_MARKETING_COUNTRY (client 1903 on profile).
 */
export function checkMarketingCountry(country: string): string {
  if (!COUNTRY.test(country)) {
    throw AppError.badRequest(
      AccountCode.INVALID_MARKETING_COUNTRY,
      'Invalid marketing country; use an ISO 3166-1 alpha-2 code.',
      'marketing_country',
    );
  }
  return country.trim().toUpperCase();
}

/** The earliest date of birth accepted: nobody alive was born before it. */
const OLDEST_DOB = '1900-01-01';

/** A real calendar date (YYYY-MM-DD) in the past, else 400 INVALID_VALUE (field dob). */
export function checkDob(dob: string, today: Date): string {
  const bad = () =>
    AppError.badRequest(AccountCode.INVALID_VALUE, 'Enter a real date of birth (YYYY-MM-DD).', 'dob');
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dob);
  if (!m) throw bad();
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  const real = date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
  const todayText = today.toISOString().slice(0, 10);
  if (!real || dob < OLDEST_DOB || dob >= todayText) throw bad();
  return dob;
}

/** One of GENDERS, else 400 INVALID_VALUE_SELECTION (field gender). */
export function checkGender(gender: string): string {
  if (!(GENDERS as readonly string[]).includes(gender)) {
    throw AppError.badRequest(
      AccountCode.INVALID_VALUE_SELECTION,
      `Select one of: ${GENDERS.filter(Boolean).join(', ')}, or nothing.`,
      'gender',
    );
  }
  return gender;
}

/** en or es, else 400 INVALID_VALUE_SELECTION (field locale). */
export function checkLocale(locale: string): string {
  if (!(MARKETING_LANGS as readonly string[]).includes(locale)) {
    throw AppError.badRequest(AccountCode.INVALID_VALUE_SELECTION, 'Select en or es.', 'locale');
  }
  return locale;
}

/** Mailed tokens are hexadecimal; anything else cannot be one. */
export const isHexToken = (token: string) => HEX.test(token);

/** Additional traits: a flat bag of at most 50 short named values (stored as given). */
export function checkTraits(
  traits: Record<string, string | number | boolean> | undefined,
): Record<string, string | number | boolean> {
  if (!traits) return {};
  const keys = Object.keys(traits);
  if (keys.length > 50 || keys.some((k) => k.length === 0 || k.length > 64)) {
    throw AppError.badRequest(
      AccountCode.INVALID_VALUE,
      'additional_traits takes at most 50 values with names of 1 to 64 characters.',
      'additional_traits',
    );
  }
  if (
    !keys.every(isStorableText) ||
    !Object.values(traits).every((v) => typeof v !== 'string' || isStorableText(v))
  ) {
    throw AppError.badRequest(
      AccountCode.INVALID_VALUE,
      'additional_traits contains a NUL character or malformed Unicode.',
      'additional_traits',
    );
  }
  return traits;
}

/** A trait that means "yes": true, 1, 'true', '1', 'yes'. */
export const traitIsOn = (v: unknown) => v === true || v === 1 || v === 'true' || v === '1' || v === 'yes';

// Shared with the claims module (which must not import accounts); re-exported for this module.
export { hasNul, isStorableText } from '../shared/text-rules';

/**
 * Free text shown to people (first and last names, status): anything printable, no control
 * characters (NUL included), else 400 INVALID_VALUE. Names are not a character class: people's
 * names hold digits, symbols and every script.
 */
export function checkPlainText(value: string, field: string): string {
  if (CONTROL.test(value)) {
    throw AppError.badRequest(AccountCode.INVALID_VALUE, `${field} contains control characters.`, field);
  }
  return value.trim();
}

const CREDENTIAL_FIELDS = ['username', 'email', 'password'] as const;

/**
 * Registration's three credentials, each present and not blank, else 400
 * MISSING_REQUIRED_VALUE naming the field (client: username 1005, email 1010, password 1025).
 */
export function requireCredentials(body: {
  username?: string | undefined;
  email?: string | undefined;
  password?: string | undefined;
}): { username: string; email: string; password: string } {
  for (const field of CREDENTIAL_FIELDS) {
    if (!body[field]?.trim()) {
      throw AppError.badRequest(AccountCode.MISSING_REQUIRED_VALUE, `The ${field} is required.`, field);
    }
  }
  return { username: body.username!, email: body.email!, password: body.password! };
}
