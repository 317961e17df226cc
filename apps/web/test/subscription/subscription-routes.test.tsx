import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createFakeServices, signedInServices } from '../fake-client';
import { renderRoutes } from '../render-routes';

const startup = vi.hoisted(() => ({ countrySupported: true, configured: true }));
vi.mock('../../src/features/app-config/startup', () => ({
  startApp: () => Promise.resolve({ ...startup }),
  runStartup: () => Promise.resolve({ ...startup }),
}));

// The app's session, over a fake client (see fake-client.tsx); replaced per test.
const app = vi.hoisted(() => ({ services: null as ReturnType<typeof createFakeServices> | null }));
vi.mock('../../src/app/session', () => ({
  getAppSession: () => ({ ...app.services, restore: () => Promise.resolve() }),
}));

const { createRoutes } = await import('../../src/app/router');

/** The app's routes at `path` (see render-routes.tsx), over this test's fake session. */
const renderAt = (path: string) => renderRoutes(createRoutes(), path, app.services ?? createFakeServices());

describe('the premium account routes', () => {
  it('send a visitor to sign in first, coming back afterwards', async () => {
    app.services = createFakeServices();
    const router = await renderAt('/account/subscription');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back' })).toBeTruthy();
    expect(router.state.location.search).toBe('?next=%2Faccount%2Fsubscription');
  });

  it.each([
    ['/account/subscription', 'Your subscription'],
    ['/account/payment-methods', 'Payment methods'],
    ['/account/transactions', 'Transactions'],
  ])('open %s for a member, with the links between the three pages', async (path, heading) => {
    app.services = await signedInServices();
    await renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Premium account' });
    expect(nav.querySelector('[aria-current="page"]')?.getAttribute('href')).toBe(path);
  });

  it('open a receipt at /account/transactions/:id', async () => {
    app.services = await signedInServices();
    await renderAt('/account/transactions/tx-1');
    expect(await screen.findByRole('link', { name: 'All transactions' })).toBeTruthy();
  });

  it('are linked from the account page', async () => {
    app.services = await signedInServices();
    await renderAt('/account');
    const links = await screen.findByRole('list', { name: 'Premium' });
    expect([...links.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Your subscription', '/account/subscription'],
      ['Payment methods', '/account/payment-methods'],
      ['Transactions and receipts', '/account/transactions'],
    ]);
  });
});
