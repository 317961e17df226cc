import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HeaderAccount } from '../src/features/auth/HeaderAccount';
import { initialsOf } from '../src/components/ui/Avatar';
import { makeProfile, renderRoute, signedInServices } from './fake-client';

describe('the header account corner', () => {
  it('offers Sign in and Register to a visitor, coming back to the current page', () => {
    renderRoute(<HeaderAccount />, { path: '/myoriginstory' });
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
      '/login?next=%2Fmyoriginstory',
    );
    expect(screen.getByRole('link', { name: 'Join free' }).getAttribute('href')).toBe(
      '/register?next=%2Fmyoriginstory',
    );
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows a member their initials, username and a menu with settings and sign out', async () => {
    const services = await signedInServices();
    renderRoute(<HeaderAccount />, { services });
    const trigger = screen.getByRole('button', { name: 'Account menu: ada_lovelace' });
    expect(trigger.textContent).toContain('AL');
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(trigger);
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('link', { name: 'Account settings' }).getAttribute('href')).toBe('/account');
    expect(screen.getByText('ada@example.com')).toBeTruthy();
  });

  it('shows the avatar picture when there is one', async () => {
    const services = await signedInServices({}, makeProfile({ avatar: 'https://media.example/a.webp' }));
    const { container } = renderRoute(<HeaderAccount />, { services });
    expect(container.querySelector('img')?.getAttribute('src')).toBe('https://media.example/a.webp');
  });

  it('closes the menu with Escape, focus back on its button', async () => {
    const services = await signedInServices();
    renderRoute(<HeaderAccount />, { services });
    const trigger = screen.getByRole('button', { name: /Account menu/ });
    fireEvent.click(trigger);
    fireEvent.keyDown(screen.getByRole('link', { name: 'Account settings' }), { key: 'Escape' });
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(trigger);
  });

  it('signs out: the session ends here and on the server, and the corner offers Sign in again', async () => {
    const services = await signedInServices();
    renderRoute(<HeaderAccount />, { services });
    fireEvent.click(screen.getByRole('button', { name: /Account menu/ }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    });
    expect(services.accounts.logout).toHaveBeenCalledTimes(1);
    expect(services.store.getState().visitorType).toBe('anonymous');
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeTruthy();
  });

  it('signing out on a members-only page goes home first', async () => {
    const services = await signedInServices();
    const { router } = renderRoute(<p>never</p>, {
      services,
      path: '/',
      routes: [
        {
          path: '/account',
          handle: { requiresSignIn: true },
          element: <HeaderAccount />,
        },
      ],
    });
    await act(() => router.navigate('/account'));
    fireEvent.click(screen.getByRole('button', { name: /Account menu/ }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    });
    expect(router.state.location.pathname).toBe('/');
    expect(services.store.getState().user).toBeNull();
  });
});

describe('initials', () => {
  it('takes up to two letters from the name', () => {
    expect(initialsOf('ada_lovelace')).toBe('AL');
    expect(initialsOf('Grace Hopper')).toBe('GH');
    expect(initialsOf('zed')).toBe('Z');
    expect(initialsOf('')).toBe('?');
    expect(initialsOf(null)).toBe('?');
  });
});
