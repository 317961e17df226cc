import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LoginPage } from '../src/features/auth/LoginPage';
import { apiError, createFakeServices, fakeAccounts, marker, renderRoute } from './fake-client';

function fill(label: string | RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

async function submit() {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
  });
}

describe('/login', () => {
  it('has labelled fields with autocomplete, a forgot-password link and a register link keeping the return path', () => {
    renderRoute(<LoginPage />, { path: '/login?next=/account' });
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeTruthy();
    expect(screen.getByLabelText('Email or username').getAttribute('autocomplete')).toBe('username');
    expect(screen.getByLabelText('Password').getAttribute('autocomplete')).toBe('current-password');
    expect(screen.getByRole('link', { name: 'Forgot your password?' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe(
      '/register?next=%2Faccount',
    );
  });

  it('says what is missing next to each field, without calling the server', async () => {
    const { services } = renderRoute(<LoginPage />, { path: '/login' });
    await submit();
    const identifier = screen.getByLabelText('Email or username');
    expect(identifier.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(identifier.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'This field is required',
    );
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(document.activeElement).toBe(identifier);
    expect(services.api.accounts.login).not.toHaveBeenCalled();
  });

  it('signs in by username and goes back where the visitor came from', async () => {
    const { services } = renderRoute(<LoginPage />, {
      path: '/login?next=/account',
      routes: [marker('/account')],
    });
    fill('Email or username', 'ada_lovelace');
    fill('Password', 'comet-tail-42');
    await submit();
    await screen.findByText('at /account');
    expect(services.api.accounts.login).toHaveBeenCalledWith({
      username: 'ada_lovelace',
      password: 'comet-tail-42',
    });
    expect(services.store.getState()).toMatchObject({
      visitorType: 'registered',
      profile: { username: 'ada_lovelace' },
    });
  });

  it('sends an email-shaped input as email', async () => {
    const { services } = renderRoute(<LoginPage />, { path: '/login', routes: [marker('/')] });
    fill('Email or username', 'ada@example.com');
    fill('Password', 'comet-tail-42');
    await submit();
    await screen.findByText('at /');
    expect(services.api.accounts.login).toHaveBeenCalledWith({
      email: 'ada@example.com',
      password: 'comet-tail-42',
    });
  });

  it('shows a wrong username or password in the alert region, not on a field', async () => {
    const services = createFakeServices({
      accounts: fakeAccounts({ login: () => Promise.reject(apiError(1009)) }),
    });
    renderRoute(<LoginPage />, { path: '/login', services });
    fill('Email or username', 'ada_lovelace');
    fill('Password', 'wrong-password');
    await submit();
    expect(screen.getByRole('alert').textContent).toBe('Invalid username or password');
    expect(screen.getByLabelText('Password').getAttribute('aria-invalid')).toBeNull();
    expect(services.store.getState().user).toBeNull();
  });

  it('puts a field-rule error from the server next to its field', async () => {
    const services = createFakeServices({
      accounts: fakeAccounts({ login: () => Promise.reject(apiError(6004, 'password')) }),
    });
    renderRoute(<LoginPage />, { path: '/login', services });
    fill('Email or username', 'ada_lovelace');
    fill('Password', 'x'.repeat(20));
    await submit();
    await waitFor(() => expect(screen.getByLabelText('Password').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('This field is too long')).toBeTruthy();
  });

  it('is in Spanish for a Spanish visitor', () => {
    renderRoute(<LoginPage />, { path: '/login', locale: 'es' });
    expect(screen.getByRole('heading', { level: 1, name: 'Te damos la bienvenida de nuevo' })).toBeTruthy();
    expect(screen.getByLabelText('Correo electrónico o nombre de usuario')).toBeTruthy();
  });

  it('sends a visitor who is already signed in on to where they were going', async () => {
    const services = createFakeServices();
    await services.session.adoptSession('session-1');
    renderRoute(<LoginPage />, { path: '/login?next=/account', services, routes: [marker('/account')] });
    expect(await screen.findByText('at /account')).toBeTruthy();
  });
});
