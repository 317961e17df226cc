import { act, fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AccountPage } from '../src/features/account/AccountPage';
import { apiError, makeProfile, renderRoute, signedInServices } from './fake-client';

beforeEach(() => {
  // jsdom has no object URLs; the preview only needs an address.
  URL.createObjectURL = vi.fn(() => 'blob:preview-1');
  URL.revokeObjectURL = vi.fn();
});

function section(name: string) {
  return screen.getByRole('region', { name });
}

async function click(scope: HTMLElement, name: string) {
  await act(async () => {
    fireEvent.click(within(scope).getByRole('button', { name }));
  });
}

async function renderAccount(
  overrides: Parameters<typeof signedInServices>[0] = {},
  profile = makeProfile(),
) {
  const services = await signedInServices(overrides, profile);
  const view = renderRoute(<AccountPage />, { services, path: '/account' });
  await screen.findByRole('heading', { level: 1, name: 'Account settings' });
  return { ...view, services };
}

describe('/account', () => {
  it('shows the member’s details in labelled sections, with a table of contents', async () => {
    await renderAccount({}, makeProfile({ dob: '1815-12-10', gender: 'female' }));
    expect(screen.getByRole('navigation', { name: 'Settings sections' })).toBeTruthy();
    const profile = section('Profile');
    expect((within(profile).getByLabelText(/First name/) as HTMLInputElement).value).toBe('Ada');
    const dob = within(profile).getByLabelText(/Date of birth/) as HTMLInputElement;
    expect(dob.type).toBe('date');
    expect(dob.value).toBe('1815-12-10');
    expect((within(profile).getByLabelText(/Gender/) as HTMLSelectElement).value).toBe('female');
    expect(within(section('Email address')).getByText('Verified')).toBeTruthy();
  });

  it('saves only the profile fields that changed', async () => {
    const { services } = await renderAccount({
      updateProfile: (fields) => Promise.resolve(makeProfile({ ...fields, dob: fields.dob ?? null })),
    });
    const profile = section('Profile');
    fireEvent.change(within(profile).getByLabelText(/First name/), { target: { value: 'Augusta Ada' } });
    fireEvent.change(within(profile).getByLabelText(/Date of birth/), { target: { value: '1815-12-10' } });
    await click(profile, 'Save profile');
    expect(services.accounts.updateProfile).toHaveBeenCalledWith({
      first_name: 'Augusta Ada',
      dob: '1815-12-10',
    });
    expect(within(profile).getByRole('status').textContent).toBe('Profile saved.');
  });

  it('refuses a date of birth in the future next to the field', async () => {
    const { services } = await renderAccount();
    const profile = section('Profile');
    fireEvent.change(within(profile).getByLabelText(/Date of birth/), { target: { value: '2999-01-01' } });
    await click(profile, 'Save profile');
    expect(within(profile).getByText("Date of birth can't be in the future")).toBeTruthy();
    expect(services.accounts.updateProfile).not.toHaveBeenCalled();
  });

  it('puts the server’s marketing country refusal (1903) on the country field', async () => {
    const { services } = await renderAccount({ updateProfile: () => Promise.reject(apiError(1903)) });
    const profile = section('Profile');
    fireEvent.change(within(profile).getByLabelText('Country'), { target: { value: 'FR' } });
    await click(profile, 'Save profile');
    expect(services.accounts.updateProfile).toHaveBeenCalledWith({ marketing_country: 'FR' });
    expect(within(profile).getByLabelText('Country').getAttribute('aria-invalid')).toBe('true');
    expect(within(profile).getByText('Invalid marketing country')).toBeTruthy();
  });

  it('changing the email asks for verification: the profile now says "Not verified"', async () => {
    const changed = makeProfile({ email: 'countess@example.com', email_verified: false });
    const { services } = await renderAccount({ updateProfile: () => Promise.resolve(changed) });
    services.accounts.getProfile.mockResolvedValue(changed);
    const email = section('Email address');
    fireEvent.change(within(email).getByLabelText('Email'), { target: { value: 'countess@example.com' } });
    await click(email, 'Change email');
    expect(services.accounts.updateProfile).toHaveBeenCalledWith({ email: 'countess@example.com' });
    expect(services.store.getState().profile?.email_verified).toBe(false);
    expect(screen.getByText('Not verified')).toBeTruthy();
    expect(
      screen.getByText("Email changed. We've sent a verification link to countess@example.com."),
    ).toBeTruthy();
  });

  it('shows a taken username next to the username field', async () => {
    await renderAccount({ updateLogin: () => Promise.reject(apiError(1007)) });
    const username = section('Username');
    fireEvent.change(within(username).getByRole('textbox', { name: 'Username' }), {
      target: { value: 'grace_hopper' },
    });
    await click(username, 'Change username');
    expect(within(username).getByText('Username already exists')).toBeTruthy();
  });

  it('changes the password with the current one; a wrong current one is said on its field', async () => {
    const { services } = await renderAccount({ updatePassword: () => Promise.reject(apiError(1009)) });
    const password = section('Password');
    fireEvent.change(within(password).getByLabelText('Current password'), {
      target: { value: 'old-secret-1' },
    });
    fireEvent.change(within(password).getByLabelText('New password'), { target: { value: 'comet-tail-42' } });
    await click(password, 'Change password');
    expect(services.accounts.updatePassword).toHaveBeenCalledWith('old-secret-1', 'comet-tail-42');
    expect(within(password).getByLabelText('Current password').getAttribute('aria-invalid')).toBe('true');

    services.accounts.updatePassword.mockResolvedValue({ success: true, message: 'ok' });
    fireEvent.change(within(password).getByLabelText('Current password'), {
      target: { value: 'old-secret-2' },
    });
    await click(password, 'Change password');
    expect(within(password).getByRole('status').textContent).toBe('Password changed.');
    expect((within(password).getByLabelText('New password') as HTMLInputElement).value).toBe('');
  });

  it('previews a picked avatar before uploading it, then uploads on request', async () => {
    const { services } = await renderAccount({
      uploadAvatar: () => Promise.resolve({ avatar: 'https://m/a.webp' }),
    });
    const pictures = section('Pictures');
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' });
    fireEvent.change(within(pictures).getByLabelText('Choose an avatar'), { target: { files: [file] } });
    expect(
      within(pictures).getByRole('img', { name: 'Preview of your new avatar' }).getAttribute('src'),
    ).toBe('blob:preview-1');
    expect(services.accounts.uploadAvatar).not.toHaveBeenCalled();
    await click(pictures, 'Upload avatar');
    expect(services.accounts.uploadAvatar).toHaveBeenCalledWith(file);
    expect(within(pictures).getByText('Avatar updated.')).toBeTruthy();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview-1');
  });

  it('refuses a file that is not an image before any upload (7700)', async () => {
    const { services } = await renderAccount();
    const pictures = section('Pictures');
    const file = new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' });
    fireEvent.change(within(pictures).getByLabelText('Choose an avatar'), { target: { files: [file] } });
    expect(
      within(pictures).getByText('Avatar image is missing or invalid').closest('[role="alert"]'),
    ).toBeTruthy();
    expect(services.accounts.uploadAvatar).not.toHaveBeenCalled();
  });

  it('removes the banner', async () => {
    const { services } = await renderAccount(
      { removeBanner: () => Promise.resolve() },
      makeProfile({ banner: 'https://m/b.webp' }),
    );
    const pictures = section('Pictures');
    expect(within(pictures).getByRole('img', { name: 'Your banner' })).toBeTruthy();
    await click(pictures, 'Remove banner');
    expect(services.accounts.removeBanner).toHaveBeenCalledTimes(1);
    expect(within(pictures).getByText('Banner removed.')).toBeTruthy();
  });
});
