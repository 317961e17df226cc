import { act, render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ComponentProps } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { createI18n } from '../src/lib/i18n/i18n';
import { SessionProvider } from '../src/lib/session';

/*
 * The app's routes rendered at one path, for the route tests (router, history-route,
 * subscription-routes). Each test file keeps its own vi.mock of start-up and session (mocks are
 * hoisted per file) and passes in the routes it imported after them.
 */

type Services = ComponentProps<typeof SessionProvider>['services'];

/** Renders `routes` at `path`; queries stay off, so pages show their loading state. */
export async function renderRoutes(routes: RouteObject[], path: string, services: Services) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const queryClient = new QueryClient({ defaultOptions: { queries: { enabled: false } } });
  await act(async () => {
    render(
      <QueryClientProvider client={queryClient}>
        <I18nextProvider i18n={createI18n('en', true)}>
          <SessionProvider services={services}>
            <RouterProvider router={router} />
          </SessionProvider>
        </I18nextProvider>
      </QueryClientProvider>,
    );
  });
  return router;
}
