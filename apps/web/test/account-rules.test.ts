import { describe, expect, it } from 'vitest';
import {
  confirmationProblem,
  dobProblem,
  emailProblem,
  loginIdentifier,
  passwordChecks,
  passwordProblem,
  usernameProblem,
} from '../src/lib/forms';

describe('username rule (spec §5, §9: 6 to 29 of letters, digits and @ . + - _)', () => {
  it('accepts the allowed characters at both length limits', () => {
    expect(usernameProblem('ada.lo')).toBeNull();
    expect(usernameProblem('a'.repeat(29))).toBeNull();
    expect(usernameProblem('fan+verse_@-.01')).toBeNull();
  });

  it('1005 under 6, 1024 over 29, 1021 for any other character', () => {
    expect(usernameProblem('')).toBe(1005);
    expect(usernameProblem('short')).toBe(1005);
    expect(usernameProblem('a'.repeat(30))).toBe(1024);
    expect(usernameProblem('ada lovelace')).toBe(1021);
    expect(usernameProblem('adá_lovelace')).toBe(1021);
    expect(usernameProblem('ada!lovelace')).toBe(1021);
  });
});

describe('email rule', () => {
  it('1010 when empty, 1006 when not shaped like an address', () => {
    expect(emailProblem('  ')).toBe(1010);
    expect(emailProblem('ada')).toBe(1006);
    expect(emailProblem('ada@example')).toBe(1006);
    expect(emailProblem('ada @example.com')).toBe(1006);
    expect(emailProblem('ada@example.com')).toBeNull();
  });
});

describe('password rules', () => {
  it('1025 missing, 1001 under 8 characters, 1077 only digits', () => {
    expect(passwordProblem('')).toBe(1025);
    expect(passwordProblem('abc1234')).toBe(1001);
    expect(passwordProblem('12345678')).toBe(1077);
    expect(passwordProblem('comet-tail-42')).toBeNull();
  });

  it('live hints follow the password as it is typed', () => {
    const ids = (password: string, personal = {}) =>
      passwordChecks(password, personal)
        .filter((check) => check.ok)
        .map((check) => check.id);
    expect(ids('')).toEqual([]);
    expect(ids('1234')).toEqual(['notPersonal']);
    expect(ids('12345678')).toEqual(['length', 'notPersonal']);
    expect(ids('comet-tail-42')).toEqual(['length', 'notNumeric', 'notPersonal']);
  });

  it('flags a password that contains the username, email name or a name', () => {
    const personal = { username: 'ada_lovelace', email: 'countess@example.com', firstName: 'Ada' };
    const notPersonal = (password: string) =>
      passwordChecks(password, personal).find((check) => check.id === 'notPersonal')?.ok;
    expect(notPersonal('my-ADA_LOVELACE-pw')).toBe(false);
    expect(notPersonal('countess2025')).toBe(false);
    expect(notPersonal('comet-tail-42')).toBe(true);
    // Two-letter parts say nothing: "Al" would match half the dictionary.
    expect(passwordChecks('algebra-rocks', { firstName: 'Al' }).at(-1)?.ok).toBe(true);
  });

  it('1002 when the confirmation differs', () => {
    expect(confirmationProblem('comet-tail-42', 'comet-tail-43')).toBe(1002);
    expect(confirmationProblem('comet-tail-42', 'comet-tail-42')).toBeNull();
  });
});

describe('date of birth (YYYY-MM-DD, else 1902)', () => {
  const today = new Date(2025, 5, 15);
  it('allows empty (not given) and a real past day', () => {
    expect(dobProblem('', today)).toBeNull();
    expect(dobProblem('1990-02-28', today)).toBeNull();
    expect(dobProblem('2000-02-29', today)).toBeNull();
    expect(dobProblem('2025-06-15', today)).toBeNull();
  });

  it('1902 for another shape or a day that does not exist', () => {
    expect(dobProblem('15/06/1990', today)).toBe(1902);
    expect(dobProblem('1990-6-1', today)).toBe(1902);
    expect(dobProblem('1990-02-30', today)).toBe(1902);
    expect(dobProblem('2001-02-29', today)).toBe(1902);
  });

  it('refuses the future', () => {
    expect(dobProblem('2025-06-16', today)).toBe('future');
  });
});

describe('login identifier (spec §5: email-shaped → email, else username)', () => {
  it('sends an address as email and anything else as username, trimmed', () => {
    expect(loginIdentifier(' ada@example.com ')).toEqual({ email: 'ada@example.com' });
    expect(loginIdentifier('ada_lovelace')).toEqual({ username: 'ada_lovelace' });
    expect(loginIdentifier('ada@home')).toEqual({ username: 'ada@home' });
  });
});
