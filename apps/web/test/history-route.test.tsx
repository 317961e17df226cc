import { act, fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeServices, signedInServices } from './fake-client';
import { renderRoutes } from './render-routes';

// The app's start-up and session over a fake client, as router.test.tsx does.
const startup = vi.hoisted(() => ({ countrySupported: true, configured: true }));
vi.mock('../src/features/app-config/startup', () => ({
  startApp: () => Promise.resolve({ ...startup }),
  runStartup: () => Promise.resolve({ ...startup }),
}));
const app = vi.hoisted(() => ({ services: null as ReturnType<typeof createFakeServices> | null }));
vi.mock('../src/app/session', () => ({
  getAppSession: () => ({ ...app.services, restore: () => Promise.resolve() }),
}));

const { createRoutes } = await import('../src/app/router');
const LAZY = { timeout: 5_000 };

/** The app's routes at `path` (see render-routes.tsx), over this test's fake session. */
const renderAt = (path: string) => renderRoutes(createRoutes(), path, app.services ?? createFakeServices());

describe('the History route', () => {
  beforeEach(() => {
    app.services = createFakeServices();
  });

  it('sends a visitor to sign in, coming back afterwards', async () => {
    const router = await renderAt('/account/history');
    // Lazy pages load their chunk first: the first import in a test run can take a while.
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back' }, LAZY)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('?next=%2Faccount%2Fhistory');
  });

  it('opens for a member, and the account menu and the account page lead to it', async () => {
    app.services = await signedInServices();
    const router = await renderAt('/account');
    await screen.findByRole('heading', { level: 1, name: 'Account settings' }, LAZY);
    const toc = screen.getByRole('navigation', { name: 'Settings sections' });
    expect(
      within(toc).getByRole('link', { name: 'Your watching and reading history' }).getAttribute('href'),
    ).toBe('/account/history');

    fireEvent.click(screen.getByRole('button', { name: 'Account menu: ada_lovelace' }));
    const banner = screen.getByRole('banner');
    await act(async () => {
      fireEvent.click(within(banner).getByRole('link', { name: 'History' }));
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'History' }, LAZY)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/account/history');
    expect(screen.getByRole('tab', { name: 'Video', selected: true })).toBeTruthy();
  });
});
