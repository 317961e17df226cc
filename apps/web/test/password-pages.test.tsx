import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ForgotPasswordPage } from '../src/features/auth/ForgotPasswordPage';
import { ResetPasswordPage } from '../src/features/auth/ResetPasswordPage';
import { apiError, createFakeServices, fakeAccounts, renderRoute } from './fake-client';

const ok = { success: true, message: 'ok' };

async function click(name: string) {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });
}

describe('/forgot-password', () => {
  it('answers the same confirmation whether or not the account exists', async () => {
    for (const forgotPassword of [() => Promise.resolve(ok), () => Promise.reject(apiError(1014))]) {
      const services = createFakeServices({ accounts: fakeAccounts({ forgotPassword }) });
      const { unmount } = renderRoute(<ForgotPasswordPage />, { path: '/forgot-password', services });
      fireEvent.change(screen.getByLabelText('Email or username'), {
        target: { value: 'someone@example.com' },
      });
      await click('Send the reset link');
      expect(screen.getByRole('heading', { level: 1, name: 'Check your inbox' })).toBeTruthy();
      expect(services.accounts.forgotPassword).toHaveBeenCalledWith('someone@example.com');
      unmount();
    }
  });

  it('asks again when the request never arrived (network error)', async () => {
    const services = createFakeServices({
      accounts: fakeAccounts({ forgotPassword: () => Promise.reject(apiError(9998)) }),
    });
    renderRoute(<ForgotPasswordPage />, { path: '/forgot-password', services });
    fireEvent.change(screen.getByLabelText('Email or username'), { target: { value: 'ada_lovelace' } });
    await click('Send the reset link');
    expect(screen.getByRole('alert').textContent).toBe('Network error');
    expect(screen.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeTruthy();
  });

  it('requires an input (1006)', async () => {
    const { services } = renderRoute(<ForgotPasswordPage />, { path: '/forgot-password' });
    await click('Send the reset link');
    expect(screen.getByText('Invalid email format')).toBeTruthy();
    expect(services.api.accounts.forgotPassword).not.toHaveBeenCalled();
  });
});

describe('/reset-password', () => {
  it('refuses two different passwords client-side with 1002, without calling the server', async () => {
    const { services } = renderRoute(<ResetPasswordPage />, { path: '/reset-password?token=abc123' });
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'comet-tail-42' } });
    fireEvent.change(screen.getByLabelText('Confirm the new password'), {
      target: { value: 'comet-tail-43' },
    });
    await click('Save the new password');
    expect(screen.getByText('Passwords do not match')).toBeTruthy();
    expect(screen.getByLabelText('Confirm the new password').getAttribute('aria-invalid')).toBe('true');
    expect(services.api.accounts.resetPassword).not.toHaveBeenCalled();
  });

  it('sets the new password with the token from the link', async () => {
    const services = createFakeServices({
      accounts: fakeAccounts({ resetPassword: () => Promise.resolve(ok) }),
    });
    renderRoute(<ResetPasswordPage />, { path: '/reset-password?token=abc123', services });
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'comet-tail-42' } });
    fireEvent.change(screen.getByLabelText('Confirm the new password'), {
      target: { value: 'comet-tail-42' },
    });
    await click('Save the new password');
    expect(services.accounts.resetPassword).toHaveBeenCalledWith({
      token: 'abc123',
      password: 'comet-tail-42',
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Your password has been changed' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
  });

  it('shows a policy refusal next to the new password, an expired link in the alert', async () => {
    const services = createFakeServices({
      accounts: fakeAccounts({ resetPassword: () => Promise.reject(apiError(1076)) }),
    });
    renderRoute(<ResetPasswordPage />, { path: '/reset-password?token=abc123', services });
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'password1' } });
    fireEvent.change(screen.getByLabelText('Confirm the new password'), { target: { value: 'password1' } });
    await click('Save the new password');
    expect(screen.getByText('Password is too common')).toBeTruthy();

    services.accounts.resetPassword.mockRejectedValueOnce(apiError(1000, 'token'));
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'comet-tail-42' } });
    fireEvent.change(screen.getByLabelText('Confirm the new password'), {
      target: { value: 'comet-tail-42' },
    });
    await click('Save the new password');
    expect(screen.getByRole('alert').textContent).toBe('Invalid password token');
  });

  it('explains a link without its token and offers a new one', () => {
    renderRoute(<ResetPasswordPage />, { path: '/reset-password' });
    expect(screen.getByRole('heading', { level: 1, name: 'This link is incomplete' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ask for a new link' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
  });
});
