import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { RegisterPage } from '../src/features/auth/RegisterPage';
import { siteSettingsStore } from '../src/lib/site-settings';
import {
  apiError,
  apiErrors,
  createFakeServices,
  fakeAccounts,
  makeAgreement,
  makeProfile,
  marker,
  renderRoute,
} from './fake-client';

const registered = {
  user_guid: 'user-guid-1',
  username: 'ada_lovelace',
  email: 'ada@example.com',
  requires_password_reset: false,
  session: { jwt: 'jwt', session_id: 'session-1', user_guid: 'user-guid-1' },
};

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

function fillValid() {
  fill('Username', 'ada_lovelace');
  fill('Email', 'ada@example.com');
  fill('Password', 'comet-tail-42');
}

async function submit() {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
  });
}

afterEach(() => siteSettingsStore.setState({ countryCode: null }));

describe('/register', () => {
  it('defaults the marketing language to the page language and the country to the consumer config', () => {
    siteSettingsStore.setState({ countryCode: 'MX' });
    renderRoute(<RegisterPage />, { path: '/register', locale: 'es' });
    expect((screen.getByLabelText('Idioma de los correos') as HTMLSelectElement).value).toBe('es');
    expect((screen.getByLabelText('País') as HTMLSelectElement).value).toBe('MX');
    expect(screen.getByRole('option', { name: 'México' })).toBeTruthy();
  });

  it('shows the password policy live while typing', () => {
    renderRoute(<RegisterPage />, { path: '/register' });
    fill('Username', 'ada_lovelace');
    const hints = () =>
      within(screen.getByLabelText('Password').closest('div')!.parentElement!)
        .getAllByRole('listitem')
        .map((item) => `${item.textContent}:${item.getAttribute('data-ok')}`);
    expect(hints()).toEqual([
      'At least 8 characters:false',
      'Not only numbers:false',
      "Doesn't contain your username, name or email:false",
    ]);
    fill('Password', '12345678');
    expect(hints()[0]).toBe('At least 8 characters (done):true');
    expect(hints()[1]).toBe('Not only numbers:false');
    fill('Password', 'ada_lovelace-99');
    expect(hints()[2]).toBe("Doesn't contain your username, name or email:false");
    fill('Password', 'comet-tail-42');
    expect(hints().every((hint) => hint.endsWith(':true'))).toBe(true);
  });

  it('checks username, email and password before sending', async () => {
    const { services } = renderRoute(<RegisterPage />, { path: '/register' });
    fill('Username', 'ada lovelace');
    fill('Email', 'ada@');
    fill('Password', '1234567');
    await submit();
    expect(screen.getByText('Username may only contain letters, digits and @ . + - _')).toBeTruthy();
    expect(screen.getByText('Invalid email format')).toBeTruthy();
    expect(screen.getByText('Password must be at least 8 characters')).toBeTruthy();
    expect(services.api.accounts.register).not.toHaveBeenCalled();
  });

  it('creates the account signed in (login_on_success) and lands on the welcome page', async () => {
    siteSettingsStore.setState({ countryCode: 'GB' });
    const services = createFakeServices({
      accounts: fakeAccounts(
        { register: () => Promise.resolve(registered) },
        makeProfile({ email_verified: false }),
      ),
    });
    renderRoute(<RegisterPage />, { path: '/register', services, routes: [marker('/welcome')] });
    // The UK sets an age to register (contract REGISTRATION_MIN_AGE): the date of birth comes first.
    fireEvent.change(screen.getByLabelText('Day'), { target: { value: '14' } });
    fireEvent.change(screen.getByLabelText('Month'), { target: { value: '3' } });
    fireEvent.change(screen.getByLabelText('Year'), { target: { value: '1990' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByLabelText('Username');
    fillValid();
    await submit();
    await screen.findByText('at /welcome');
    expect(services.accounts.register).toHaveBeenCalledWith({
      username: 'ada_lovelace',
      email: 'ada@example.com',
      password: 'comet-tail-42',
      marketing_lang: 'en',
      marketing_country: 'GB',
      captcha: undefined,
      login_on_success: 'true',
    });
    expect(services.store.getState().user).toEqual({ sessionId: 'session-1' });
  });

  it('accepts the terms and privacy revisions its notice links to, so no prompt follows', async () => {
    const services = createFakeServices({
      accounts: fakeAccounts({
        register: () => Promise.resolve(registered),
        getTerms: () => Promise.resolve(makeAgreement({ accepted: false, revisionId: 7 })),
        getPrivacy: () =>
          Promise.resolve(makeAgreement({ contentType: 'privacy', accepted: false, revisionId: 3 })),
        acceptTerms: () => Promise.resolve(makeAgreement({ revisionId: 7 })),
        acceptPrivacy: () => Promise.resolve(makeAgreement({ contentType: 'privacy', revisionId: 3 })),
      }),
    });
    renderRoute(<RegisterPage />, { path: '/register', services, routes: [marker('/welcome')] });
    expect(screen.getByRole('link', { name: 'Terms of Use (opens in a new tab)' }).getAttribute('href')).toBe(
      '/terms',
    );
    expect(
      screen.getByRole('link', { name: 'Privacy Policy (opens in a new tab)' }).getAttribute('target'),
    ).toBe('_blank');
    await waitFor(() => expect(services.accounts.getPrivacy).toHaveBeenCalled());
    fillValid();
    await submit();
    await screen.findByText('at /welcome');
    expect(services.accounts.acceptTerms).toHaveBeenCalledWith(7);
    expect(services.accounts.acceptPrivacy).toHaveBeenCalledWith(3);
  });

  it('a failed acceptance does not undo the registration', async () => {
    const services = createFakeServices({
      accounts: fakeAccounts({
        register: () => Promise.resolve(registered),
        acceptTerms: () => Promise.reject(new Error('down')),
      }),
    });
    renderRoute(<RegisterPage />, { path: '/register', services, routes: [marker('/welcome')] });
    await waitFor(() => expect(services.accounts.getTerms).toHaveBeenCalled());
    fillValid();
    await submit();
    expect(await screen.findByText('at /welcome')).toBeTruthy();
  });

  it('sends the opt-in as an additional trait', async () => {
    const services = createFakeServices({
      accounts: fakeAccounts({ register: () => Promise.resolve(registered) }),
    });
    renderRoute(<RegisterPage />, { path: '/register', services, routes: [marker('/welcome')] });
    fillValid();
    fireEvent.click(screen.getByLabelText('Email me news, stories and offers from Fanverse'));
    await submit();
    await screen.findByText('at /welcome');
    expect(services.accounts.register.mock.calls[0]?.[0]).toMatchObject({
      additional_traits: { opt_in: true },
    });
  });

  it('shows a taken username and a taken email next to their fields', async () => {
    const services = createFakeServices({
      accounts: fakeAccounts({
        register: () => Promise.reject(apiErrors(1007, 1008)),
      }),
    });
    renderRoute(<RegisterPage />, { path: '/register', services });
    fillValid();
    await submit();
    await waitFor(() => expect(screen.getByLabelText('Username').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Username already exists')).toBeTruthy();
    expect(screen.getByText('Email already exists')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Username'));
    expect(screen.getByRole('alert').textContent).toBe('');
  });

  it('shows a captcha failure (1080) in the alert region', async () => {
    const services = createFakeServices({
      accounts: fakeAccounts({ register: () => Promise.reject(apiError(1080)) }),
    });
    renderRoute(<RegisterPage />, { path: '/register', services });
    fillValid();
    await submit();
    expect(screen.getByRole('alert').textContent).toBe('Captcha Error. Please try again.');
  });
});
