import { hydrate } from '@tanstack/react-query';
import { startTransition } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { discardPlayback } from '../features/player/boot/boot-handoff';
import {
  consumerQueryOptions,
  consumerSiteSettings,
  initAppConfigStore,
  startApp,
} from '../features/app-config';
import { reloadOnStaleChunks } from '../features/app-update';
import { apiClient } from '../lib/api-client';
import { seedFirstViewFormats } from '../lib/first-view-formats';
import { detectLocale, i18n, showLocale } from '../lib/i18n';
import { queryClient } from '../lib/query-client';
import { siteSettingsStore } from '../lib/site-settings';
import { App } from './App';
import { installAnalytics } from './analytics-setup';
import { syncLanguage } from './language-sync';
import { createAppRouter, createRoutes, resolveLazyRoutes } from './router';
import { getAppSession } from './session';
import { readSsrState, type SsrState } from './ssr/ssr-state';
import './styles/global.css';

type AppRouter = ReturnType<typeof createAppRouter>;

/** A video the watch boot started is the watch page's to take over: elsewhere, it stops. */
function watchPlayback(router: AppRouter) {
  router.subscribe(({ location }) => {
    if (!location.pathname.startsWith('/watch/')) discardPlayback();
  });
}

/**
 * React 19 reports a server markup the first render does not match (and other errors it
 * recovers from) here; on the console, so developers and the e2e journeys see it.
 */
function reportRecoverableError(error: unknown, info: { componentStack?: string }) {
  console.error('Fanverse: recoverable render error (hydration mismatch?)', error, info.componentStack ?? '');
}

/**
 * Takes over a page the server rendered (docs/first-view.md). The first render must produce the
 * server's markup: the same language, the same data (the server's query cache), the page's code
 * already loaded, and the state start-up and the session would change (consumer config stores,
 * the signed-in member) left as the server had it. Those run once the page is hydrated; the
 * member's personal parts fill in then.
 */
async function hydrateWebApp(container: HTMLElement, state: SsrState) {
  hydrate(queryClient, state.queries);
  seedFirstViewFormats(state.formats);
  // The page's language: its catalogue's chunk came preloaded with a page in any but English.
  await showLocale(state.lang);
  syncLanguage(i18n, apiClient);
  // The calls made from here on carry the consumer key; the stores fill in after hydration.
  const consumer = queryClient.getQueryData(consumerQueryOptions().queryKey);
  apiClient.setConsumerKey(consumer?.consumer_secret ?? null);
  // The settings the server rendered with (the visitor's country, the art base): start-up sets
  // the same again, so no tile has to render twice (docs/first-view.md "Hydrating").
  if (consumer) siteSettingsStore.setState(consumerSiteSettings(consumer));
  const routes = createRoutes();
  await resolveLazyRoutes(routes, window.location.pathname);
  const router = createAppRouter({ routes, hydrationData: state.router });
  watchPlayback(router);
  const session = getAppSession();

  let started = false;
  const afterHydration = async () => {
    if (started) return;
    started = true;
    await startApp();
    await session.restore();
    // A transition too: the member's parts fill in without one long task.
    startTransition(() => root.render(<App router={router} session={session} />));
    // For the journeys (e2e/tests/first-view.spec.ts): the page is the app's now.
    document.documentElement.dataset.hydrated = 'true';
    // The visitor's own choice (local storage) may differ from what the server could see.
    const preferred = detectLocale();
    if (preferred !== state.lang) await showLocale(preferred);
  };
  // Hydrated as a transition: React then works in slices of a few milliseconds and yields to the
  // browser in between, instead of one long task that holds up a visitor's first tap or scroll.
  let root!: Root;
  startTransition(() => {
    root = hydrateRoot(
      container,
      <App
        router={router}
        session={session}
        sessionKnown={false}
        // In a task of its own, not inside React's effects of the hydration (already a long one).
        onMounted={() => {
          setTimeout(() => void afterHydration(), 0);
        }}
        firstViewConsent={{ banner: state.consentBanner === true }}
      />,
      { onRecoverableError: reportRecoverableError },
    );
  });
}

/** Boots the web app: persisted state, language, stale-chunk recovery, the session, then the router. */
export function startWebApp(container: HTMLElement) {
  initAppConfigStore();
  // Before the first page view: the pipeline records from the start, and sends what consent allows.
  installAnalytics();
  reloadOnStaleChunks();
  const state = readSsrState();
  if (state) {
    // The page's code could not be loaded before hydrating (a network error): start afresh.
    hydrateWebApp(container, state).catch((error: unknown) => {
      console.error('Fanverse: the rendered page could not be taken over; starting afresh', error);
      void startClientOnly(container);
    });
    return;
  }
  void startClientOnly(container);
}

/**
 * A client-only document (sign-in, account, quiz, watch, or a render the server gave up on):
 * the root loader runs start-up and the session before the first page renders.
 */
async function startClientOnly(container: HTMLElement) {
  // The visitor's language before the first render. Should its chunk fail to load, the app
  // starts in English (the fallback) rather than not at all.
  await showLocale(detectLocale()).catch((error: unknown) => {
    console.error('Fanverse: the translations could not be loaded; showing English', error);
  });
  syncLanguage(i18n, apiClient);
  const router = createAppRouter();
  watchPlayback(router);
  createRoot(container, { onRecoverableError: reportRecoverableError }).render(
    <App router={router} session={getAppSession()} />,
  );
}
