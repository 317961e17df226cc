/**
 * The server-side render of the public pages (docs/first-view.md). Built by `vite build --ssr`
 * into dist-ssr/ and loaded by the server (apps/server/src/plugins/page-render.ts), which calls
 * `createPageRenderer` once and `render` per browser navigation.
 *
 * `renderToString`, not streaming: the page's data is fetched before rendering (the document's
 * status, head and redirects depend on it), the pages have no Suspense boundaries to stream, and
 * a whole string is what the reply compression and a future render cache take.
 */
import { createClient, createSessionManager, type FanverseClient } from '@fanverse/client';
import {
  dehydrate,
  QueryCache,
  type FetchQueryOptions,
  type Query,
  type QueryClient,
} from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  matchRoutes,
  StaticRouterProvider,
  type RouteObject,
} from 'react-router';
import { AppProviders } from './app/App';
import { COMING_SOON_PATH } from './app/root-loader';
import { createRoutes, resolveLazyRoutes, type SsrRouteHandle } from './app/router';
import type { PageHead } from './app/ssr/page-heads';
import { serializeState, SSR_STATE_ID, type SsrState } from './app/ssr/ssr-state';
import { consumerQueryOptions, consumerSiteSettings } from './features/app-config';
import { consentUiStore } from './features/consent';
import ConsentUi from './features/consent/ConsentUi';
import { consentDecided } from './lib/consent';
import { setRequestClientResolver } from './lib/api-client';
import { readCookie } from './lib/cookies';
import { recordFirstViewFormats } from './lib/first-view-formats';
import {
  CATALOGUE_SOURCES,
  createI18n,
  LOCALE_COOKIE_NAME,
  resolveLocale,
  toLanguageParam,
  type Locale,
} from './lib/i18n';
import './lib/i18n/bundled-catalogues';
import { createQueryClient } from './lib/query-client';
import { siteSettingsStore, type SiteSettings } from './lib/site-settings';
import { bindSession, createSessionStore, type SessionServices } from './lib/session';
import './lib/zod-jitless';

/** Node's AsyncLocalStorage as far as the renderer uses it (the server passes one in). */
export interface RequestScope<T> {
  run<R>(store: T, callback: () => R): R;
  getStore(): T | undefined;
}

export interface RendererDeps {
  /** Keeps each render's API client apart from the others' (see lib/api-client.ts). */
  scope: RequestScope<FanverseClient>;
}

export interface RenderRequest {
  /** Path and query of the page, e.g. `/series/1/ember-harbor?season=2`. */
  url: string;
  /** The site's public origin, for canonical and Open Graph addresses. */
  origin: string;
  cookie?: string;
  acceptLanguage?: string;
  /** Answers the API calls the render makes; the server answers them in-process. */
  fetch: typeof fetch;
}

export type RenderResult =
  /** Not a server-rendered page: the server sends the client-only document. */
  | { kind: 'skip' }
  | { kind: 'redirect'; status: 301 | 302; location: string }
  | {
      kind: 'page';
      status: number;
      lang: Locale;
      /** Title, description, Open Graph and canonical tags, escaped, for `<head>`. */
      head: string;
      /** The rendered app, for `<div id="root">`. */
      html: string;
      /** The `<script type="application/json">` the app hydrates from; empty on error pages. */
      state: string;
      /** Source file of the page's lazy chunk (the server links its code and styles). */
      page: string;
      /** Source files of further lazy chunks the page needs (the consent banner's, its language's). */
      chunks: string[];
    };

/** The consent UI's lazy chunk, by its source file (the build manifest's key). */
const CONSENT_UI_SOURCE = 'src/features/consent/ConsentUi.tsx';

/** How many times a page is rendered at most while its components keep asking for new data. */
const MAX_PASSES = 4;

/** The server renders in the language the browser will: the `locale` cookie, Accept-Language, en. */
export function requestLocale(cookie: string | undefined, acceptLanguage: string | undefined): Locale {
  const browserLanguage = acceptLanguage?.split(',')[0]?.split(';')[0]?.trim();
  return resolveLocale({ stored: readCookie(LOCALE_COOKIE_NAME, cookie ?? ''), browserLanguage });
}

/**
 * A query cache that notes every query a component asked for and has no data yet: the render
 * fetches exactly those (the components' own query options: key, call, parsing) and renders
 * again, until nothing new is asked for. No second list of "what this page reads" to keep in
 * step with the components.
 */
function recordingQueryCache() {
  const cache = new QueryCache();
  const wanted = new Map<string, { query: Query; options: FetchQueryOptions }>();
  const build = cache.build.bind(cache);
  cache.build = ((client, options, state) => {
    const query = build(client, options, state);
    // The observer's options: a query a component turned off (`enabled: false`) is not fetched.
    const { enabled } = options as { enabled?: boolean | ((query: Query) => boolean) };
    const on = typeof enabled === 'function' ? enabled(query as unknown as Query) : enabled;
    if (on !== false && query.state.status === 'pending' && query.state.fetchStatus === 'idle') {
      wanted.set(query.queryHash, {
        query: query as unknown as Query,
        options: options as unknown as FetchQueryOptions,
      });
    }
    return query;
  }) as QueryCache['build'];

  /** Fetches what the last render asked for; false when it asked for nothing new. */
  async function fetchWanted(client: QueryClient): Promise<boolean> {
    const batch = [...wanted.values()].filter(({ query }) => query.state.status === 'pending');
    wanted.clear();
    if (batch.length === 0) return false;
    // A failure stays in the query (the page renders it); asking again is the browser's call.
    await Promise.all(batch.map(({ options }) => client.prefetchQuery({ ...options, retry: false })));
    return true;
  }
  return { cache, fetchWanted };
}

/** The anonymous session of a render: no storage, no other tabs, never restored. */
function anonymousSession(client: FanverseClient): SessionServices {
  const session = createSessionManager(client, {});
  const store = createSessionStore(session.getState());
  bindSession(session, store);
  return { api: client, errors: client.errors, session, store };
}

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const TITLE = /<title>([^<]*)<\/title>/;

/** The head tags of a page; the title is the one the page itself rendered (already escaped). */
function headTags(page: PageHead, title: string | null, url: URL, description: string): string {
  const absolute = (path: string) => new URL(path, url).href;
  const canonical = absolute(url.pathname + url.search);
  const tags = [
    `<title>${title ?? 'Fanverse'}</title>`,
    `<meta name="description" content="${escapeHtml(description)}">`,
    `<link rel="canonical" href="${escapeHtml(canonical)}">`,
    `<meta property="og:site_name" content="Fanverse">`,
    `<meta property="og:type" content="${page.type}">`,
    `<meta property="og:title" content="${title ?? 'Fanverse'}">`,
    `<meta property="og:description" content="${escapeHtml(description)}">`,
    `<meta property="og:url" content="${escapeHtml(canonical)}">`,
  ];
  if (page.image) tags.push(`<meta property="og:image" content="${escapeHtml(absolute(page.image))}">`);
  return tags.join('\n    ');
}

/**
 * Loads the rendered pages' code once, at start: the first visitor's render would otherwise pay
 * for it (over a second on this machine) and could run past the server's time limit.
 */
function warmPages(): Promise<unknown> {
  const loads: Array<Promise<unknown>> = [];
  const visit = (routes: RouteObject[]) => {
    for (const route of routes) {
      const lazy = route.lazy as Record<string, (() => Promise<unknown>) | undefined> | undefined;
      if ((route.handle as Partial<SsrRouteHandle> | undefined)?.ssr && lazy && typeof lazy === 'object') {
        for (const load of Object.values(lazy)) if (load) loads.push(load());
      }
      if (route.children) visit(route.children);
    }
  };
  visit(createRoutes());
  return Promise.all(loads);
}

/**
 * Renders with the request's consumer settings (its country, the art base) in the site settings,
 * as the browser hydrates (app/start.tsx). The store is the process's: it is set for the
 * synchronous render only and put back after it, so no other request ever reads it.
 */
function withSiteSettings<T>(settings: Partial<SiteSettings>, render: () => T): T {
  const before = siteSettingsStore.getState();
  siteSettingsStore.setState(settings);
  try {
    return render();
  } finally {
    siteSettingsStore.setState(before);
  }
}

export function createPageRenderer({ scope }: RendererDeps) {
  setRequestClientResolver(() => scope.getStore());
  warmPages().catch((error: unknown) =>
    console.error('Fanverse: a page could not be loaded for rendering', error),
  );

  async function render(request: RenderRequest): Promise<RenderResult> {
    const url = new URL(request.url, request.origin);
    const routes: RouteObject[] = createRoutes({ loader: () => null });
    const matches = matchRoutes(routes, url.pathname) ?? [];
    const page = matches
      .map(({ route }) => (route.handle as Partial<SsrRouteHandle> | undefined)?.ssr)
      .find((handle) => handle !== undefined);
    if (!page) return { kind: 'skip' };

    const lang = requestLocale(request.cookie, request.acceptLanguage);
    const client = createClient({ fetch: request.fetch, lang: toLanguageParam(lang) });
    return scope.run(client, async (): Promise<RenderResult> => {
      const { cache, fetchWanted } = recordingQueryCache();
      const queryClient = createQueryClient(cache);
      // A failed query renders as failed (the not-found page), not as "about to ask again".
      queryClient.setDefaultOptions({
        queries: { ...queryClient.getDefaultOptions().queries, retryOnMount: false },
      });
      // The request's own consumer config: its key goes on the calls, its verdict gates the
      // country (spec accounts §4), and it is seeded in the cache the browser starts from.
      const consumer = await queryClient.fetchQuery(consumerQueryOptions());
      if (!consumer.country_supported) {
        return { kind: 'redirect', status: 302, location: COMING_SOON_PATH };
      }
      client.setConsumerKey(consumer.consumer_secret);

      await resolveLazyRoutes(routes, url.pathname);
      const handler = createStaticHandler(routes);
      const context = await handler.query(new Request(url.href));
      if (context instanceof Response) return { kind: 'skip' }; // the root loader never answers one
      const router = createStaticRouter(handler.dataRoutes, context);
      const i18n = createI18n(lang, false);
      const session = anonymousSession(client);

      // A visitor who has not chosen gets the consent banner with the page (ConsentHost).
      const consentBanner = consentUiStore.getState().builtIn && !consentDecided(request.cookie ?? '');
      const firstViewConsent = { banner: consentBanner, Ui: ConsentUi };
      let formats: Record<string, string> = {};
      const renderApp = () => {
        const { result, formats: written } = recordFirstViewFormats(() =>
          withSiteSettings(consumerSiteSettings(consumer), () =>
            renderToString(
              <AppProviders
                session={session}
                sessionKnown={false}
                queryClient={queryClient}
                i18n={i18n}
                firstViewConsent={firstViewConsent}
              >
                <StaticRouterProvider router={router} context={context} hydrate={false} />
              </AppProviders>,
            ),
          ),
        );
        formats = written;
        return result;
      };
      const match = matches.find(({ route }) => (route.handle as Partial<SsrRouteHandle>)?.ssr);
      const headContext = { queryClient, lang, params: match?.params ?? {}, url };
      let html = renderApp();
      for (let pass = 1; pass < MAX_PASSES && (await fetchWanted(queryClient)); pass += 1) {
        // An address to move from is answered before the page would render its <Navigate>.
        const moved = page.head(headContext).redirect;
        if (moved) return { kind: 'redirect', status: 301, location: moved };
        html = renderApp();
      }
      const head = page.head(headContext);
      if (head.redirect) return { kind: 'redirect', status: 301, location: head.redirect };
      const title = TITLE.exec(html)?.[1] ?? null;
      const state: SsrState = {
        lang,
        queries: dehydrate(queryClient),
        router: { loaderData: context.loaderData, actionData: context.actionData, errors: context.errors },
        consentBanner,
        formats,
      };
      const chunks = consentBanner ? [CONSENT_UI_SOURCE] : [];
      // The page's language comes with it (English is in the app's chunk): no wait to hydrate.
      const catalogue = CATALOGUE_SOURCES[lang];
      if (catalogue) chunks.push(catalogue);
      return {
        kind: 'page',
        status: head.status,
        lang,
        head: headTags(head, title, url, head.description || i18n.t('home.hero.lead')),
        html,
        // An error page is shown as rendered; the browser starts it afresh rather than
        // hydrating a failure it cannot rebuild (errors do not survive JSON).
        state:
          head.status === 200
            ? `<script type="application/json" id="${SSR_STATE_ID}">${serializeState(state)}</script>`
            : '',
        page: page.page,
        chunks,
      };
    });
  }

  return { render };
}
