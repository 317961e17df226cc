import { describe, expect, it } from 'vitest';
import {
  formatRevisionDate,
  paragraphsOf,
  pendingAgreements,
  promptAllowedOn,
} from '../src/features/agreements/prompt-rules';
import { shouldShowVerificationBanner } from '../src/features/email-verification/banner-rules';
import { formatWait, retrySecondsOf, secondsLeft } from '../src/features/email-verification/resend-countdown';
import { apiError, makeAgreement } from './fake-client';

describe('email verification banner', () => {
  const unverified = { email: 'ada@example.com', email_verified: false };

  it('shows for a signed-in member whose address is not verified', () => {
    expect(shouldShowVerificationBanner({ profile: unverified, pathname: '/', dismissedFor: null })).toBe(
      true,
    );
    expect(
      shouldShowVerificationBanner({ profile: unverified, pathname: '/account', dismissedFor: null }),
    ).toBe(true);
  });

  it('never shows signed out (no profile) or once verified', () => {
    expect(shouldShowVerificationBanner({ profile: null, pathname: '/', dismissedFor: null })).toBe(false);
    expect(
      shouldShowVerificationBanner({
        profile: { ...unverified, email_verified: true },
        pathname: '/',
        dismissedFor: null,
      }),
    ).toBe(false);
  });

  it('stays quiet on the pages that already ask for verification', () => {
    for (const pathname of ['/verify-email', '/welcome']) {
      expect(shouldShowVerificationBanner({ profile: unverified, pathname, dismissedFor: null })).toBe(false);
    }
  });

  it('stays hidden for the address it was hidden for, and comes back for a new one', () => {
    expect(
      shouldShowVerificationBanner({ profile: unverified, pathname: '/', dismissedFor: 'ada@example.com' }),
    ).toBe(false);
    expect(
      shouldShowVerificationBanner({
        profile: { ...unverified, email: 'countess@example.com' },
        pathname: '/',
        dismissedFor: 'ada@example.com',
      }),
    ).toBe(true);
  });
});

describe('agreements prompt', () => {
  const terms = makeAgreement({ contentType: 'terms', accepted: false, revisionId: 7 });
  const privacy = makeAgreement({ contentType: 'privacy', accepted: false, revisionId: 3 });

  it('asks a signed-in member for every revision not accepted yet, terms first', () => {
    expect(pendingAgreements(true, terms, privacy).map((a) => a.contentType)).toEqual(['terms', 'privacy']);
    expect(pendingAgreements(true, { ...terms, accepted: true }, privacy).map((a) => a.revisionId)).toEqual([
      3,
    ]);
    expect(pendingAgreements(true, { ...terms, accepted: true }, { ...privacy, accepted: true })).toEqual([]);
  });

  it('asks nothing signed out, while loading, or when an agreement could not be loaded', () => {
    expect(pendingAgreements(false, terms, privacy)).toEqual([]);
    expect(pendingAgreements(true, undefined, undefined)).toEqual([]);
    expect(pendingAgreements(true, null, { ...privacy, accepted: true })).toEqual([]);
  });

  it('waits on the registration form, which records the acceptance itself', () => {
    expect(promptAllowedOn('/register')).toBe(false);
    expect(promptAllowedOn('/welcome')).toBe(true);
    expect(promptAllowedOn('/')).toBe(true);
  });

  it('splits the text into paragraphs and writes the revision date in the reader’s language', () => {
    expect(paragraphsOf('Title\n\n1. One.\r\n\r\n2. Two.\n')).toEqual(['Title', '1. One.', '2. Two.']);
    expect(formatRevisionDate('2025-03-01', 'en')).toBe('March 1, 2025');
    expect(formatRevisionDate('2025-03-01', 'es')).toBe('1 de marzo de 2025');
    expect(formatRevisionDate('soon', 'en')).toBe('soon');
  });
});

describe('resend countdown', () => {
  it('reads the wait a rate-limited resend (7504) asks for', () => {
    const limited = apiError(7504, undefined, {
      code: 'RESEND_RATE_LIMITED',
      message: 'A verification email was sent recently. Try again in 42 seconds (seconds_until_retry=42).',
    });
    expect(retrySecondsOf(limited)).toBe(42);
    expect(retrySecondsOf(apiError(7504))).toBeNull();
    expect(retrySecondsOf(apiError(9998))).toBeNull();
  });

  it('counts whole seconds down to zero and formats them as m:ss', () => {
    expect(secondsLeft(null, 0)).toBe(0);
    expect(secondsLeft(60_000, 0)).toBe(60);
    expect(secondsLeft(60_000, 59_001)).toBe(1);
    expect(secondsLeft(60_000, 70_000)).toBe(0);
    expect(formatWait(65)).toBe('1:05');
    expect(formatWait(9)).toBe('0:09');
  });
});
