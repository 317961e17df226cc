import { describe, expect, it } from 'vitest';
import { AccountCode } from '@fanverse/contract';
import { PasswordHasher } from '../../src/modules/auth/passwords';
import {
  PasswordPolicy,
  isCommonPassword,
  isEntirelyNumeric,
  tooSimilarTo,
} from '../../src/modules/accounts/password-policy';
import { SequenceMatcher } from '../../src/modules/accounts/sequence-matcher';
import type { AppError } from '../../src/errors/app-error';

const fox = 'the quick brown fox jumps over the lazy dog';
const lazy = 'the lazy dog jumps over the quick brown fox';

// Values printed by CPython 3: SequenceMatcher(a=a, b=b).ratio(), .quick_ratio().
const PYTHON: [a: string, b: string, ratio: number, quickRatio: number][] = [
  ['abcd', 'bcde', 0.75, 0.75],
  ['password', 'pass', 0.6666666666666666, 0.6666666666666666],
  ['qwerty', 'wert', 0.8, 0.8],
  [' abcd', 'abcd abcd', 0.7142857142857143, 0.7142857142857143],
  ['private', 'privet', 0.7692307692307693, 0.9230769230769231],
  ['tide', 'diet', 0.25, 1.0],
  ['hello world', 'hallo welt', 0.6666666666666666, 0.7619047619047619],
  ['', '', 1.0, 1.0],
  ['abc', '', 0.0, 0.0],
  ['ñandú123', 'ñandu', 0.6153846153846154, 0.6153846153846154],
  ['😀abc😀', 'abc😀', 0.8888888888888888, 0.8888888888888888],
  ['stardust_rider1', 'stardust_rider', 0.9655172413793104, 0.9655172413793104],
  ['nebula2024x', 'nebula', 0.7058823529411765, 0.7058823529411765],
  // b of 200+ elements: autojunk makes 'a' popular, so it cannot start a match.
  ['a'.repeat(250) + 'b', 'b' + 'a'.repeat(250), 0.00398406374501992, 1.0],
  [fox.repeat(6), lazy.repeat(5), 0.016913319238900635, 0.9090909090909091],
  ['GumboSoupIsGreat', 'gumbosoupisgreat', 0.75, 0.75],
  ['xyzzy-plugh', 'plugh-xyzzy', 0.45454545454545453, 1.0],
];

describe('SequenceMatcher (CPython difflib)', () => {
  it.each(PYTHON)('ratio(%j, %j) = %f', (a, b, ratio) => {
    expect(new SequenceMatcher(a, b).ratio()).toBe(ratio);
  });

  it.each(PYTHON)('quick_ratio(%j, %j) = %f, never below ratio', (a, b, ratio, quick) => {
    expect(new SequenceMatcher(a, b).quickRatio()).toBe(quick);
    expect(quick).toBeGreaterThanOrEqual(ratio);
  });

  it('finds the matching blocks Python finds', () => {
    // get_matching_blocks() without the final (len(a), len(b), 0) sentinel.
    expect(new SequenceMatcher('private', 'privet').matchingBlocks()).toEqual([
      [0, 0, 4],
      [5, 5, 1],
    ]);
    expect(new SequenceMatcher('hello world', 'hallo welt').matchingBlocks()).toEqual([
      [0, 0, 1],
      [2, 2, 5],
      [9, 8, 1],
    ]);
    expect(new SequenceMatcher('abxcd', 'abcd').matchingBlocks()).toEqual([
      [0, 0, 2],
      [3, 2, 2],
    ]);
  });
});

describe('UserAttributeSimilarityValidator semantics', () => {
  it('compares with the whole value and its parts split on non-word characters', () => {
    expect(tooSimilarTo('stardust_rider1', { username: 'stardust_rider' })).toBe('username');
    // `nebula` is a part of the address: 2·6/17 ≥ 0.7.
    expect(tooSimilarTo('nebula2024x', { email: 'nebula@example.com' })).toBe('email address');
    // Against the whole address it would not be: the split is what catches it.
    expect(new SequenceMatcher('nebula2024x', 'nebula@example.com').quickRatio()).toBeLessThan(0.7);
  });

  it('ignores case and uses quick_ratio (order-blind), like Django', () => {
    expect(tooSimilarTo('DRACULA-Nights', { first_name: 'Dracula', last_name: 'Nights' })).toBeUndefined();
    expect(tooSimilarTo('Xyzzyplugh', { username: 'plugh-xyzzy' })).toBe('username');
    expect(tooSimilarTo('PLUGHXYZZY', { last_name: 'xyzzyplugh' })).toBe('last name');
  });

  it('counts Unicode letters as word characters when splitting', () => {
    // Python: re.split(r'\W+', 'renée.dupont') == ['renée', 'dupont'], and quick_ratio against
    // 'renée' is 0.769. An ASCII-only \w would give 'ren', 'e', 'dupont' and miss it.
    expect(tooSimilarTo('Renée!!x', { last_name: 'renée.dupont' })).toBe('last name');
  });

  it('skips values far shorter than the password (Django exceeds_maximum_length_ratio)', () => {
    expect(tooSimilarTo('abcdefghijklmnopqrstuvwxyz', { first_name: 'ab' })).toBeUndefined();
  });

  it('passes a password unlike every attribute', () => {
    expect(
      tooSimilarTo('Violet-Harbor-91', {
        username: 'stardust_rider',
        email: 'nebula@example.com',
        first_name: 'Ada',
        last_name: 'Quill',
      }),
    ).toBeUndefined();
  });
});

describe('common and numeric passwords', () => {
  it('finds common passwords whatever their case or surrounding spaces', async () => {
    expect(await isCommonPassword('password')).toBe(true);
    expect(await isCommonPassword(' PassWord1 ')).toBe(true);
    expect(await isCommonPassword('Violet-Harbor-91')).toBe(false);
  });

  it('treats only all-digit passwords as numeric, any script of digits', () => {
    expect(isEntirelyNumeric('12345678')).toBe(true);
    expect(isEntirelyNumeric('١٢٣٤٥٦٧٨')).toBe(true);
    expect(isEntirelyNumeric('1234567a')).toBe(false);
  });
});

describe('PasswordPolicy order', () => {
  const hasher = new PasswordHasher({ memoryKib: 256, timeCost: 1 });
  const policy = new PasswordPolicy(hasher);
  const codeOf = async (password: string, subject: Parameters<PasswordPolicy['check']>[1]) => {
    try {
      await policy.check(password, subject);
      return undefined;
    } catch (err) {
      return (err as AppError).code;
    }
  };
  const member = { username: 'night_owl', email: 'owl@example.com', recentHashes: [] as string[] };

  it('answers the first failure in Django order', async () => {
    expect(await codeOf('1234567', member)).toBe(AccountCode.PASSWORD_TOO_SHORT);
    const used = [await hasher.hash('12345678')];
    // Used recently beats common and numeric.
    expect(await codeOf('12345678', { ...member, recentHashes: used })).toBe(
      AccountCode.PASSWORD_USED_RECENTLY,
    );
    // Too similar beats too common: 'night_owl' is not common, but 'nightowl' is similar.
    expect(await codeOf('nightowl', member)).toBe(AccountCode.PASSWORD_TOO_SIMILAR);
    // Common beats numeric.
    expect(await codeOf('12345678', member)).toBe(AccountCode.PASSWORD_TOO_COMMON);
    expect(await codeOf('90817263541', member)).toBe(AccountCode.PASSWORD_ENTIRELY_NUMERIC);
    expect(await codeOf('Violet-Harbor-91', member)).toBeUndefined();
  });

  it('asks for a mix of character classes only when configured, after the numeric rule', async () => {
    const strict = new PasswordPolicy(hasher, 3);
    const strictCode = async (password: string) =>
      strict.check(password, member).then(
        () => undefined,
        (err: AppError) => err.code,
      );
    expect(await codeOf('copperlantern', member)).toBeUndefined();
    expect(await strictCode('copperlantern')).toBe(AccountCode.PASSWORD_MISSING_CHARS);
    expect(await strictCode('copperlantern77')).toBe(AccountCode.PASSWORD_MISSING_CHARS);
    expect(await strictCode('Copperlantern77')).toBeUndefined();
    expect(await strictCode('90817263541')).toBe(AccountCode.PASSWORD_ENTIRELY_NUMERIC);
    expect(await strictCode('Ñandú-cobre-7')).toBeUndefined();
  });

  it('checks only the last 8 hashes it is given', async () => {
    const hashes = await Promise.all(Array.from({ length: 9 }, (_, i) => hasher.hash(`Harbor-Light-${i}`)));
    expect(await codeOf('Harbor-Light-7', { ...member, recentHashes: hashes })).toBe(
      AccountCode.PASSWORD_USED_RECENTLY,
    );
    expect(await codeOf('Harbor-Light-8', { ...member, recentHashes: hashes })).toBeUndefined();
  });

  it('counts length in code points', async () => {
    expect(await codeOf('😀😀😀😀😀😀😀', member)).toBe(AccountCode.PASSWORD_TOO_SHORT);
    expect(await codeOf('😀😀😀😀😀😀😀😀', member)).toBeUndefined();
  });
});
