import { act, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../src/lib/i18n/i18n';

const startup = vi.hoisted(() => ({ countrySupported: true, configured: true }));

vi.mock('../src/features/app-config/startup', () => ({
  startApp: () => Promise.resolve({ ...startup }),
  runStartup: () => Promise.resolve({ ...startup }),
}));

const { createRoutes } = await import('../src/app/router');

async function renderAt(path: string) {
  const router = createMemoryRouter(createRoutes(), { initialEntries: [path] });
  const queryClient = new QueryClient({ defaultOptions: { queries: { enabled: false } } });
  await act(async () => {
    render(
      <QueryClientProvider client={queryClient}>
        <I18nextProvider i18n={createI18n('en', true)}>
          <RouterProvider router={router} />
        </I18nextProvider>
      </QueryClientProvider>,
    );
  });
  return router;
}

describe('routes', () => {
  beforeEach(() => {
    startup.countrySupported = true;
  });

  it('renders the start page inside the default layout', async () => {
    await renderAt('/');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Every story. Every hero. One universe.' }),
    ).toBeTruthy();
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy();
  });

  it('shows Page Not Found for an unknown route', async () => {
    await renderAt('/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeTruthy();
  });

  it('sends visitors from unsupported countries to /coming-soon/', async () => {
    startup.countrySupported = false;
    const router = await renderAt('/');
    expect(
      await screen.findByRole('heading', { level: 1, name: "We're not in your country yet" }),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/coming-soon/');
  });

  it.each([
    '/myoriginstory',
    '/myoriginstory/intro',
    '/myoriginstory/question/3',
    '/myoriginstory/result/speedsters',
  ])('quiz route %s shows the quiz start panel in the quiz layout', async (path) => {
    await renderAt(path);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your origin story is on its way' }),
    ).toBeTruthy();
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });

  it('toggles the mobile menu with aria-expanded', async () => {
    await renderAt('/');
    const toggle = await screen.findByRole('button', { name: 'Open menu' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await act(async () => toggle.click());
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(toggle.textContent).toContain('Close menu');
  });
});
