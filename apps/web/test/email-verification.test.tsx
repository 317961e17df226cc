import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EmailVerificationBanner } from '../src/features/email-verification/EmailVerificationBanner';
import { ConfirmOptInPage } from '../src/features/email-verification/ConfirmOptInPage';
import { VerifyEmailPage } from '../src/features/email-verification/VerifyEmailPage';
import { WelcomePage } from '../src/features/email-verification/WelcomePage';
import { resendCountdownStore } from '../src/features/email-verification/resend-countdown';
import {
  apiError,
  createFakeServices,
  fakeAccounts,
  makeProfile,
  marker,
  renderRoute,
  signedInServices,
} from './fake-client';

const unverified = makeProfile({ email_verified: false });
const verifyResult = {
  createdt: '2025-06-01T00:00:00Z',
  guid: 'g',
  result: 'verified',
  topic_id: 'ada@example.com',
  topic_type: 'email',
  user_guid: 'user-guid-1',
};

afterEach(() => {
  resendCountdownStore.setState({ retryAt: null });
  vi.useRealTimers();
});

describe('the verification banner', () => {
  it('asks an unverified member to verify, and resends with the wait the server asks for', async () => {
    const services = await signedInServices(
      {
        resendVerificationEmail: () =>
          Promise.resolve({ success: true, message: 'sent', seconds_until_retry: 60 }),
      },
      unverified,
    );
    renderRoute(<EmailVerificationBanner />, { services });
    expect(screen.getByText('Please verify your email address.')).toBeTruthy();
    expect(screen.getByText(/We sent a link to ada@example.com/)).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Resend the email' }));
    });
    expect(services.accounts.resendVerificationEmail).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status').textContent).toBe("Done! We've sent a new link to ada@example.com.");
    const button = screen.getByRole('button', { name: 'Resend the email' });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(await screen.findByText('You can ask again in 1:00')).toBeTruthy();
    // While waiting, a click does nothing (and focus stays on the button).
    fireEvent.click(button);
    expect(services.accounts.resendVerificationEmail).toHaveBeenCalledTimes(1);
  });

  it('reports the rate limit (7504) and waits as long as the server says', async () => {
    const services = await signedInServices(
      {
        resendVerificationEmail: () =>
          Promise.reject(
            apiError(7504, undefined, {
              code: 'RESEND_RATE_LIMITED',
              message: 'Try again (seconds_until_retry=42).',
            }),
          ),
      },
      unverified,
    );
    renderRoute(<EmailVerificationBanner />, { services });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Resend the email' }));
    });
    expect(screen.getByRole('status').textContent).toMatch(/./);
    expect(await screen.findByText('You can ask again in 0:42')).toBeTruthy();
  });

  it('is absent for a verified member and for a visitor', async () => {
    const { unmount } = renderRoute(<EmailVerificationBanner />, { services: await signedInServices() });
    expect(screen.queryByText('Please verify your email address.')).toBeNull();
    unmount();
    renderRoute(<EmailVerificationBanner />);
    expect(screen.queryByText('Please verify your email address.')).toBeNull();
  });

  it('can be hidden for the rest of the visit', async () => {
    renderRoute(<EmailVerificationBanner />, { services: await signedInServices({}, unverified) });
    fireEvent.click(screen.getByRole('button', { name: 'Hide this message' }));
    expect(screen.queryByText('Please verify your email address.')).toBeNull();
    expect(sessionStorage.getItem('fanverse_verify_banner_hidden_for')).toBe('ada@example.com');
  });
});

describe('/verify-email', () => {
  it('verifies the token once as the page opens, and refreshes the member’s profile', async () => {
    const services = await signedInServices({ verifyEmail: () => Promise.resolve(verifyResult) }, unverified);
    services.accounts.getProfile.mockResolvedValue(makeProfile({ email_verified: true }));
    renderRoute(<VerifyEmailPage />, { services, path: '/verify-email?token=cafe01' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Your email is verified' })).toBeTruthy();
    expect(services.accounts.verifyEmail).toHaveBeenCalledTimes(1);
    expect(services.accounts.verifyEmail).toHaveBeenCalledWith('cafe01');
    expect(services.store.getState().profile?.email_verified).toBe(true);
  });

  it('works signed out: the token alone proves the address', async () => {
    const services = createFakeServices({
      accounts: fakeAccounts({ verifyEmail: () => Promise.resolve(verifyResult) }),
    });
    renderRoute(<VerifyEmailPage />, { services, path: '/verify-email?token=cafe01' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Your email is verified' })).toBeTruthy();
  });

  it('explains a used or expired link and offers a new one to a signed-in member', async () => {
    const services = await signedInServices(
      { verifyEmail: () => Promise.reject(apiError(7501)) },
      unverified,
    );
    renderRoute(<VerifyEmailPage />, { services, path: '/verify-email?token=cafe01' });
    expect(
      await screen.findByRole('heading', { level: 1, name: "We couldn't verify your email" }),
    ).toBeTruthy();
    expect(screen.getByText(/Invalid verification token/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Resend the email' })).toBeTruthy();
  });

  it('counts "already verified" (7503) as done', async () => {
    const services = await signedInServices({ verifyEmail: () => Promise.reject(apiError(7503)) });
    renderRoute(<VerifyEmailPage />, { services, path: '/verify-email?token=cafe01' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Your email is verified' })).toBeTruthy();
  });
});

describe('/welcome', () => {
  it('greets the new member and asks them to verify their address', async () => {
    renderRoute(<WelcomePage />, { services: await signedInServices({}, unverified), path: '/welcome' });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Welcome to Fanverse, ada_lovelace!' }),
    ).toBeTruthy();
    expect(screen.getByText('ada@example.com')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Resend the email' })).toBeTruthy();
  });

  it('sends a visitor home', async () => {
    renderRoute(<WelcomePage />, { path: '/welcome', routes: [marker('/')] });
    expect(await screen.findByText('at /')).toBeTruthy();
  });
});

describe('/confirm-opt-in', () => {
  it('confirms the subscription from the link', async () => {
    const services = createFakeServices({
      accounts: fakeAccounts({ confirmDoubleOptIn: () => Promise.resolve({ doubleOptInStatus: true }) }),
    });
    renderRoute(<ConfirmOptInPage />, { services, path: '/confirm-opt-in?guid=abc&token=beef' });
    expect(await screen.findByRole('heading', { level: 1, name: "You're subscribed" })).toBeTruthy();
    expect(services.accounts.confirmDoubleOptIn).toHaveBeenCalledWith('abc', 'beef');
    expect(services.store.getState().doubleOptInStatus).toBe(true);
  });

  it('explains a damaged link with its reason', async () => {
    const services = createFakeServices({
      accounts: fakeAccounts({ confirmDoubleOptIn: () => Promise.reject(apiError(1085, 'token')) }),
    });
    renderRoute(<ConfirmOptInPage />, { services, path: '/confirm-opt-in?guid=abc&token=xyz' });
    expect(
      await screen.findByRole('heading', { level: 1, name: "We couldn't confirm your subscription" }),
    ).toBeTruthy();
    expect(screen.getByText(/Invalid confirmation token/)).toBeTruthy();
  });
});
