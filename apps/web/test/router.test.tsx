import { act, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeServices, signedInServices } from './fake-client';
import { renderRoutes } from './render-routes';

const startup = vi.hoisted(() => ({ countrySupported: true, configured: true }));

vi.mock('../src/features/app-config/startup', () => ({
  startApp: () => Promise.resolve({ ...startup }),
  runStartup: () => Promise.resolve({ ...startup }),
}));

// The app's session, over a fake client (see fake-client.tsx); replaced per test.
const app = vi.hoisted(() => ({ services: null as ReturnType<typeof createFakeServices> | null }));
vi.mock('../src/app/session', () => ({
  getAppSession: () => ({ ...app.services, restore: () => Promise.resolve() }),
}));

const { createRoutes } = await import('../src/app/router');

/** The app's routes at `path` (see render-routes.tsx), over this test's fake session. */
const renderAt = (path: string) => renderRoutes(createRoutes(), path, app.services ?? createFakeServices());

describe('routes', () => {
  beforeEach(() => {
    startup.countrySupported = true;
    app.services = createFakeServices();
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
    ['/myoriginstory', '/myoriginstory'],
    ['/myoriginstory/intro', '/myoriginstory/'],
    ['/myoriginstory/question/3', '/myoriginstory/'],
  ])('quiz route %s shows a visitor the quiz start page in the quiz layout', async (path, landing) => {
    const router = await renderAt(path);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Which legendary family would claim you?' }),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe(landing);
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });

  it('opens a quiz result for a visitor in the quiz layout (its content still loading here)', async () => {
    const router = await renderAt('/myoriginstory/result/speedsters');
    expect(await screen.findByText('Loading the quiz…')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/myoriginstory/result/speedsters');
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

  it.each([
    ['/login', 'Welcome back'],
    ['/register', 'Join Fanverse'],
    ['/forgot-password', 'Forgot your password?'],
    ['/reset-password?token=abc', 'Choose a new password'],
  ])('%s opens lazily in the default layout', async (path, heading) => {
    await renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
  });

  it('sends a visitor from /account to sign in, coming back afterwards', async () => {
    const router = await renderAt('/account');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('?next=%2Faccount');
  });

  it('shows a member their account settings, and the header their menu', async () => {
    app.services = await signedInServices();
    await renderAt('/account');
    expect(await screen.findByRole('heading', { level: 1, name: 'Account settings' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Account menu: ada_lovelace' })).toBeTruthy();
  });

  it('leaves /account when the member signs out in another tab', async () => {
    app.services = await signedInServices();
    const router = await renderAt('/account');
    await screen.findByRole('heading', { level: 1, name: 'Account settings' });
    await act(() => app.services!.session.logout());
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('the header offers Sign in and Register to a visitor', async () => {
    await renderAt('/');
    const header = screen.getByRole('banner');
    expect(await within(header).findByRole('link', { name: 'Sign in' })).toBeTruthy();
    expect(within(header).getByRole('link', { name: 'Join free' })).toBeTruthy();
  });
});
