import { AccountCode, PASSWORD_HISTORY, PASSWORD_MIN } from '@fanverse/contract';
import { AppError } from '../../errors/app-error';
import type { PasswordHasher } from '../auth/passwords';
import { SequenceMatcher } from './sequence-matcher';

/** Whose password is being set: the attributes it must not resemble, and its past hashes. */
export interface PasswordSubject {
  username: string;
  email: string;
  first_name?: string;
  last_name?: string;
  /** argon2 digests of the last passwords, newest first, the current one included. */
  recentHashes: readonly string[];
}

/** Django's UserAttributeSimilarityValidator threshold. */
export const MAX_SIMILARITY = 0.7;

const ATTRIBUTES = [
  ['username', 'username'],
  ['first_name', 'first name'],
  ['last_name', 'last name'],
  ['email', 'email address'],
] as const;

// Python's `\W+` on a str: anything but Unicode letters, digits and the underscore.
const NON_WORD = /[^\p{L}\p{N}_]+/u;

const codePoints = (s: string) => Array.from(s).length;

/**
 * Django's shortcut: a value a tenth of the password's length or less cannot reach the
 * threshold (quick_ratio ≤ 2/length ratio), so it is not compared at all.
 */
function exceedsMaximumLengthRatio(password: string, value: string): boolean {
  const pwdLen = codePoints(password);
  const valueLen = codePoints(value);
  return pwdLen >= 10 * valueLen && valueLen < (MAX_SIMILARITY / 2) * pwdLen;
}

/**
 * The attribute a password is too similar to, or undefined. Django's semantics exactly: the
 * password lower-cased against each attribute lower-cased, whole and split on non-word
 * characters, failing when SequenceMatcher(a=password, b=part).quick_ratio() ≥ 0.7.
 */
export function tooSimilarTo(password: string, subject: Partial<PasswordSubject>): string | undefined {
  const pwd = password.toLowerCase();
  for (const [key, label] of ATTRIBUTES) {
    const value = subject[key];
    if (!value) continue;
    const lower = value.toLowerCase();
    for (const part of [...lower.split(NON_WORD), lower]) {
      if (exceedsMaximumLengthRatio(pwd, part)) continue;
      if (new SequenceMatcher(pwd, part).quickRatio() >= MAX_SIMILARITY) return label;
    }
  }
  return undefined;
}

let common: Promise<Set<string>> | undefined;

/** zxcvbn's list of common passwords (about 49 000, lower case), loaded once on first use. */
function commonPasswords(): Promise<Set<string>> {
  common ??= import('@zxcvbn-ts/language-common').then(
    (m) => new Set(m.dictionary['passwords-common'].map((p) => p.toLowerCase())),
  );
  return common;
}

export async function isCommonPassword(password: string): Promise<boolean> {
  return (await commonPasswords()).has(password.trim().toLowerCase());
}

/** Python's str.isdigit() for the digits people type: every code point a decimal digit. */
export const isEntirelyNumeric = (password: string) => /^\p{Nd}+$/u.test(password);

const CLASSES = [/\p{Ll}/u, /\p{Lu}/u, /\p{Nd}/u, /[^\p{Ll}\p{Lu}\p{Nd}]/u];

function characterClasses(password: string): number {
  return CLASSES.filter((re) => re.test(password)).length;
}

/**
 * The password rules of spec accounts §5, checked in Django's validator order; the first
 * failure is thrown as a 400 with its own code (the client maps them to 1073–1077):
 * PASSWORD_TOO_SHORT (< 8 characters), PASSWORD_USED_RECENTLY (matches one of the last 8
 * passwords, the current included), PASSWORD_TOO_SIMILAR (to username, first or last name or
 * email), PASSWORD_TOO_COMMON, PASSWORD_ENTIRELY_NUMERIC, and PASSWORD_MISSING_CHARS when the
 * operator asks for a mix of character classes (PASSWORD_REQUIRED_CLASSES; off by default,
 * as NIST 800-63B advises against composition rules).
 */
export class PasswordPolicy {
  constructor(
    private readonly hasher: PasswordHasher,
    /** How many of lower case, upper case, digits and other characters a password must mix. */
    private readonly requiredClasses = 0,
  ) {}

  async check(password: string, subject: PasswordSubject, field = 'password'): Promise<void> {
    const fail = (code: string, message: string) => AppError.badRequest(code, message, field);
    if (codePoints(password) < PASSWORD_MIN) {
      throw fail(
        AccountCode.PASSWORD_TOO_SHORT,
        `This password is too short. It must contain at least ${PASSWORD_MIN} characters.`,
      );
    }
    const recent = subject.recentHashes.slice(0, PASSWORD_HISTORY);
    const reused = await Promise.all(recent.map((h) => this.hasher.verify(h, password)));
    if (reused.some((r) => r.ok)) {
      throw fail(
        AccountCode.PASSWORD_USED_RECENTLY,
        `This password must not match any of your last ${PASSWORD_HISTORY} passwords.`,
      );
    }
    const similar = tooSimilarTo(password, subject);
    if (similar) {
      throw fail(AccountCode.PASSWORD_TOO_SIMILAR, `The password is too similar to the ${similar}.`);
    }
    if (await isCommonPassword(password)) {
      throw fail(AccountCode.PASSWORD_TOO_COMMON, 'This password is too common.');
    }
    if (isEntirelyNumeric(password)) {
      throw fail(AccountCode.PASSWORD_ENTIRELY_NUMERIC, 'This password is entirely numeric.');
    }
    if (characterClasses(password) < this.requiredClasses) {
      throw fail(
        AccountCode.PASSWORD_MISSING_CHARS,
        `The password must mix at least ${this.requiredClasses} of: lower case, upper case, digits, other characters.`,
      );
    }
  }
}
