import { act, screen } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { HOME_PAGE, SIGN_UP_PAGE, getAnalytics, type AnalyticsCall } from '../../src/lib/analytics';
import { createFakeServices, signedInServices } from '../fake-client';
import { renderRoutes } from '../render-routes';

const startup = vi.hoisted(() => ({ countrySupported: true, configured: true }));

vi.mock('../../src/features/app-config/startup', () => ({
  startApp: () => Promise.resolve({ ...startup }),
  runStartup: () => Promise.resolve({ ...startup }),
}));

const app = vi.hoisted(() => ({ services: null as ReturnType<typeof createFakeServices> | null }));
vi.mock('../../src/app/session', () => ({
  getAppSession: () => ({ ...app.services, restore: () => Promise.resolve() }),
}));

const { createRoutes } = await import('../../src/app/router');

/** The calls the app's analytics recorded from now on (pages load lazily: wait for them). */
function callsFromNow() {
  const before = getAnalytics().calls.length;
  return () => getAnalytics().calls.slice(before);
}

/** Waits until the page calls recorded are `names` (and stay so). */
async function expectPageNames(calls: () => AnalyticsCall[], names: string[]) {
  await vi.waitFor(() => expect(pageNames(calls())).toEqual(names), { timeout: 5_000 });
}

const pageNames = (calls: AnalyticsCall[]) =>
  calls.flatMap((call) => (call.type === 'page' ? [`${call.category}: ${call.name}`] : []));

/** Every route that shows a page (a leaf with a component), with its full path. */
function pageRoutes(routes: RouteObject[], parent = ''): { path: string; route: RouteObject }[] {
  return routes.flatMap((route) => {
    const path = route.index ? parent : [parent, route.path].filter(Boolean).join('/').replace('//', '/');
    if (route.children) return pageRoutes(route.children, path);
    return [{ path: path || '/', route }];
  });
}

describe('page naming on every route (spec accounts §2, §4)', () => {
  it('gives every page a segment name; the quiz’s unmatched addresses leave instead', () => {
    const unnamed = pageRoutes(createRoutes())
      .filter(({ route }) => typeof (route.handle as { segmentName?: unknown })?.segmentName !== 'string')
      .map(({ path }) => path);
    expect(unnamed).toEqual(['/myoriginstory/*']);
  });

  it('names the home page Homepage, the sign-up pages for sign-up tracking, search with its words', () => {
    const named = Object.fromEntries(
      pageRoutes(createRoutes()).map(({ path, route }) => [
        path,
        (route.handle as { segmentName?: string })?.segmentName,
      ]),
    );
    expect(named['/']).toBe(HOME_PAGE);
    expect(named['/register']).toBe(SIGN_UP_PAGE);
    expect(named['/myoriginstory']).toBe(SIGN_UP_PAGE);
    const search = pageRoutes(createRoutes()).find(({ path }) => path === '/search')!.route.handle;
    expect(search).toMatchObject({ segmentName: 'Search', queriesToInclude: ['q'] });
    // The server render's metadata is still there beside it.
    expect(search).toHaveProperty('ssr');
  });
});

describe('page calls from the layouts', () => {
  beforeEach(() => {
    startup.countrySupported = true;
    app.services = createFakeServices();
  });

  it('reports the home page with home tracking and its ad-targeting call', async () => {
    const calls = callsFromNow();
    await renderRoutes(createRoutes(), '/', app.services!);
    await expectPageNames(calls, ['Home: Homepage']);
    expect(calls().filter((call) => call.type === 'targeting')).toEqual([
      { type: 'targeting', siteSection: 'HomeHub', memberStatus: 'anonymous' },
    ]);
  });

  it('reports a search with its words, and a default page call with the site name', async () => {
    const calls = callsFromNow();
    const router = await renderRoutes(createRoutes(), '/search?q=comets&page=2', app.services!);
    await expectPageNames(calls, ['Fanverse: Search | q=comets']);
    await act(async () => router.navigate('/browse'));
    await expectPageNames(calls, ['Fanverse: Search | q=comets', 'Fanverse: Browse']);
    const browse = calls().filter((call) => call.type === 'page')[1]!;
    expect(browse.type === 'page' && browse.properties.referrer).toBe(
      'http://localhost:3000/search?q=comets&page=2',
    );
  });

  it('reports the register page with sign-up tracking and its Register section', async () => {
    const calls = callsFromNow();
    await renderRoutes(createRoutes(), '/register', app.services!);
    await expectPageNames(calls, [`Sign Up: ${SIGN_UP_PAGE}`]);
    expect(calls()).toContainEqual({
      type: 'track',
      event: 'Sign Up Viewed',
      properties: { page: SIGN_UP_PAGE, site_name: 'Fanverse' },
    });
    expect(calls()).toContainEqual({ type: 'targeting', siteSection: 'Register', memberStatus: 'anonymous' });
  });

  it('does not count a members-only page a visitor is sent away from, only the sign-in form', async () => {
    const calls = callsFromNow();
    const router = await renderRoutes(createRoutes(), '/account', app.services!);
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    await expectPageNames(calls, ['Fanverse: Login']);
  });

  it('counts the members-only page for a member', async () => {
    app.services = await signedInServices();
    const calls = callsFromNow();
    await renderRoutes(createRoutes(), '/account/history', app.services!);
    await expectPageNames(calls, ['Fanverse: History']);
  });

  it('reports an unknown address as Page Not Found', async () => {
    const calls = callsFromNow();
    await renderRoutes(createRoutes(), '/no/such/page', app.services!);
    await screen.findByRole('heading', { level: 1, name: 'Page Not Found' });
    await expectPageNames(calls, ['Fanverse: Page Not Found']);
  });
});
