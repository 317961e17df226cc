import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router/dom';
import type { createAppRouter } from './router';
import { i18n } from '../lib/i18n';
import { queryClient } from '../lib/query-client';
import type { SessionServices } from '../lib/session';
import { SessionBridge } from './SessionBridge';

export function App({
  router,
  session,
}: {
  router: ReturnType<typeof createAppRouter>;
  session: SessionServices;
}) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <I18nextProvider i18n={i18n}>
          <SessionBridge services={session}>
            <RouterProvider router={router} />
          </SessionBridge>
        </I18nextProvider>
      </QueryClientProvider>
    </StrictMode>
  );
}
