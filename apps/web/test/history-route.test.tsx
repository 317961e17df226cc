import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../src/lib/i18n/i18n';
import { SessionProvider } from '../src/lib/session';
import { createFakeServices, signedInServices } from './fake-client';

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

async function renderAt(path: string) {
  const router = createMemoryRouter(createRoutes(), { initialEntries: [path] });
  // No query runs: the page's frame is what these tests look at.
  const queryClient = new QueryClient({ defaultOptions: { queries: { enabled: false } } });
  await act(async () => {
    render(
      <QueryClientProvider client={queryClient}>
        <I18nextProvider i18n={createI18n('en', true)}>
          <SessionProvider services={app.services ?? createFakeServices()}>
            <RouterProvider router={router} />
          </SessionProvider>
        </I18nextProvider>
      </QueryClientProvider>,
    );
  });
  return router;
}

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
