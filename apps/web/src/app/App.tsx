import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { StrictMode, useEffect, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router/dom';
import type { createAppRouter } from './router';
import { i18n as sharedI18n } from '../lib/i18n';
import { queryClient as sharedQueryClient } from '../lib/query-client';
import type { SessionServices } from '../lib/session';
import { SessionKnownContext } from '../lib/session/session-known';
import {
  FirstViewConsentContext,
  NO_FIRST_VIEW_BANNER,
  type FirstViewConsent,
} from '../features/consent/first-view-consent';
import { SessionBridge } from './SessionBridge';

/**
 * Calls `onMounted` once the first render is on screen (a hydration has then finished). Always
 * rendered, with or without a callback: the tree must have the same shape in the server render
 * and in the browser, or React's `useId` values would differ between the two.
 */
function Mounted({ onMounted }: { onMounted?: () => void }) {
  useEffect(() => {
    onMounted?.();
  }, [onMounted]);
  return null;
}

export interface AppProvidersProps {
  session: SessionServices;
  /** The server renders, and the browser hydrates, before the session is known. */
  sessionKnown?: boolean;
  queryClient?: QueryClient;
  i18n?: I18n;
  onMounted?: () => void;
  /** What the server rendered of the consent UI (the server render and the hydrating render). */
  firstViewConsent?: FirstViewConsent;
  children: ReactNode;
}

/**
 * What every page renders in, in the browser and in the server render alike (entry-server.tsx
 * passes its per-request query client, i18n instance and session; the browser its own).
 */
export function AppProviders({
  session,
  sessionKnown = true,
  queryClient = sharedQueryClient,
  i18n = sharedI18n,
  onMounted,
  firstViewConsent = NO_FIRST_VIEW_BANNER,
  children,
}: AppProvidersProps) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <I18nextProvider i18n={i18n}>
          <SessionBridge services={session}>
            <SessionKnownContext.Provider value={sessionKnown}>
              <FirstViewConsentContext.Provider value={firstViewConsent}>
                {children}
                <Mounted onMounted={onMounted} />
              </FirstViewConsentContext.Provider>
            </SessionKnownContext.Provider>
          </SessionBridge>
        </I18nextProvider>
      </QueryClientProvider>
    </StrictMode>
  );
}

export function App({
  router,
  session,
  sessionKnown,
  onMounted,
  firstViewConsent,
}: {
  router: ReturnType<typeof createAppRouter>;
  session: SessionServices;
  sessionKnown?: boolean;
  onMounted?: () => void;
  firstViewConsent?: FirstViewConsent;
}) {
  return (
    <AppProviders
      session={session}
      sessionKnown={sessionKnown}
      onMounted={onMounted}
      firstViewConsent={firstViewConsent}
    >
      <RouterProvider router={router} />
    </AppProviders>
  );
}
