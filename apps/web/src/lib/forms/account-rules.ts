import { DOB_PATTERN, PASSWORD_MIN, USERNAME_MAX, USERNAME_MIN, USERNAME_PATTERN } from '@fanverse/contract';

/**
 * The account rules a form can check before sending (spec accounts §5, §9). Each returns the
 * catalogue code of the first problem, or null; the server checks again and has the last word.
 */

const USERNAME = new RegExp(USERNAME_PATTERN);
const DOB = new RegExp(DOB_PATTERN);
/** Something@something.tld, no spaces: the same shape the forgot-password rule uses. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isEmailLike(value: string): boolean {
  return EMAIL.test(value.trim());
}

/** 1005 too short, 1024 too long, 1021 outside letters, digits and @ . + - _. */
export function usernameProblem(value: string): 1005 | 1024 | 1021 | null {
  if (value.length < USERNAME_MIN) return 1005;
  if (value.length > USERNAME_MAX) return 1024;
  if (!USERNAME.test(value)) return 1021;
  return null;
}

/** 1010 missing, 1006 not an email. */
export function emailProblem(value: string): 1010 | 1006 | null {
  if (value.trim() === '') return 1010;
  if (!isEmailLike(value)) return 1006;
  return null;
}

export type PasswordCheckId = 'length' | 'notNumeric' | 'notPersonal';

export interface PasswordCheck {
  id: PasswordCheckId;
  ok: boolean;
}

export interface PersonalInfo {
  username?: string;
  email?: string;
  firstName?: string;
  lastName?: string;
}

function personalParts({ username, email, firstName, lastName }: PersonalInfo): string[] {
  const emailName = email?.split('@')[0];
  return [username, emailName, firstName, lastName]
    .map((part) => part?.trim().toLowerCase() ?? '')
    .filter((part) => part.length >= 3);
}

/**
 * Live hints shown while typing a new password. Length and "not only digits" are the server's
 * exact rules; "not personal" is a simpler form of its similarity check (containing your
 * username or email name always fails it), so it is a hint, not a block.
 */
export function passwordChecks(password: string, personal: PersonalInfo = {}): PasswordCheck[] {
  const lower = password.toLowerCase();
  const parts = personalParts(personal);
  return [
    { id: 'length', ok: password.length >= PASSWORD_MIN },
    { id: 'notNumeric', ok: password.length > 0 && !/^\d+$/.test(password) },
    { id: 'notPersonal', ok: password.length > 0 && !parts.some((part) => lower.includes(part)) },
  ];
}

/** 1025 missing, 1001 under 8 characters, 1077 only digits. */
export function passwordProblem(password: string): 1025 | 1001 | 1077 | null {
  if (password === '') return 1025;
  if (password.length < PASSWORD_MIN) return 1001;
  if (/^\d+$/.test(password)) return 1077;
  return null;
}

/** 1002 when the confirmation differs from the new password. */
export function confirmationProblem(password: string, confirmation: string): 1002 | null {
  return password === confirmation ? null : 1002;
}

/**
 * Date of birth: empty is allowed (not given); otherwise YYYY-MM-DD (1902) for a real calendar
 * day, and not in the future.
 */
export function dobProblem(value: string, today: Date = new Date()): 1902 | 'future' | null {
  if (value === '') return null;
  if (!DOB.test(value)) return 1902;
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    return 1902;
  }
  const todayUtc = Date.UTC(today.getFullYear(), today.getMonth(), today.getDate());
  return date.getTime() > todayUtc ? 'future' : null;
}

/** Spec §5 forgot password: an input shaped like an email is sent as email, else as username. */
export function loginIdentifier(value: string): { email: string } | { username: string } {
  const trimmed = value.trim();
  return isEmailLike(trimmed) ? { email: trimmed } : { username: trimmed };
}
