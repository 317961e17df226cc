import {
  ApiError,
  ErrorStore,
  codedError,
  createSessionManager,
  normalizeClaims,
  type AccountCalls,
  type Agreement,
  type AgreementCalls,
  type ClaimCalls,
  type Claims,
  type SessionChannel,
  type UploadCalls,
} from '@fanverse/client';
import type { CatalogueCode, ClaimsPayload, Profile } from '@fanverse/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { vi, type Mock } from 'vitest';
import { createI18n } from '../src/lib/i18n/i18n';
import type { Locale } from '../src/lib/i18n/locale';
import {
  bindSession,
  createSessionStore,
  SessionProvider,
  vuexSessionPersistence,
  type SessionServices,
} from '../src/lib/session';

export function claimsFor(userType: 'anonymous' | 'registered' | 'premium' = 'registered'): Claims {
  const payload: ClaimsPayload = {
    aud: 'fanverse',
    exp: 2_000_000_000,
    iat: 1_700_000_000,
    nbf: 1_700_000_000,
    sub: userType === 'anonymous' ? 'anonymous' : 'user-guid-1',
    premium: {
      can_create_public_userlists: 0,
      can_view_public_userlists: 1,
      checkin_admin: 0,
      display_ad_code: '',
      dsr_request_do_not_sell: 0,
      enable_upsell: 1,
      featured_collectionId: null,
      has_airplay: 0,
      has_chromecast: 0,
      has_offline: 0,
      plan: null,
      show_offline_downloads: 0,
      show_offline_downloads_ios: 0,
      suggest_show_restore_sub_button: 0,
      user_request_do_not_sell: 0,
      user_type: userType,
      video_ad_code: '',
      show_no_ads: 0,
      enable_ga_clientid_header: '',
      optanonconsent: '',
    },
    profile: {
      amp: 0,
      email_status: 'unverified',
      is_staff: 0,
      is_user_allowed_to_subscribe: 1,
      premium_status: 'none',
      url: '',
      user_guid: userType === 'anonymous' ? null : 'user-guid-1',
      username: userType === 'anonymous' ? null : 'ada_lovelace',
    },
    feature: { require_username_on_registration: 1, use_premium_apiv2: 0 },
  };
  return normalizeClaims(payload);
}

export function makeProfile(overrides: Partial<Profile> = {}): Profile {
  return {
    answered_mature: false,
    avatar: null,
    banner: null,
    current_status: '',
    date_joined: '2025-01-01T00:00:00Z',
    dob: null,
    email: 'ada@example.com',
    email_verified: true,
    first_name: 'Ada',
    gender: '',
    last_name: 'Lovelace',
    locale: 'en',
    user_guid: 'user-guid-1',
    username: 'ada_lovelace',
    marketing_lang: 'en',
    marketing_country: 'GB',
    opt_in: false,
    partner_opt_in: false,
    ...overrides,
  };
}

export function makeAgreement(overrides: Partial<Agreement> = {}): Agreement {
  return {
    accepted: true,
    contentType: 'terms',
    dateAccepted: '2025-03-02',
    dateRevised: '2025-03-01',
    revisionId: 1,
    flavor: null,
    text: 'Fanverse Terms of Use\n\n1. Be kind.\n\n2. Have fun.',
    ...overrides,
  };
}

/** An ApiError as the client would throw it for `code` (with the server's `field`, if any). */
export function apiError(code: CatalogueCode, field?: string, cause?: unknown): ApiError {
  return new ApiError({
    errors: [codedError(code, 'en', { field, cause })],
    sessionExpired: false,
    networkError: false,
  });
}

/** An ApiError carrying several coded errors (a reply listing more than one problem). */
export function apiErrors(...codes: CatalogueCode[]): ApiError {
  return new ApiError({
    errors: codes.map((code) => codedError(code, 'en')),
    sessionExpired: false,
    networkError: false,
  });
}

/** Every call of the accounts, uploads, claims and agreements areas, by its (distinct) name. */
type VisitorCalls = AccountCalls & UploadCalls & ClaimCalls & AgreementCalls;

/** Which area each call belongs to (the client's `client.<area>.<call>`). */
const AREA_CALLS = {
  accounts: [
    'login',
    'register',
    'logout',
    'forgotPassword',
    'resetPassword',
    'setCookie',
    'confirmDoubleOptIn',
    'adx',
    'getEmailStatus',
    'verifyEmail',
    'resendVerificationEmail',
    'getProfile',
    'updateProfile',
    'updateLogin',
    'updatePassword',
  ],
  uploads: ['uploadAvatar', 'removeAvatar', 'uploadBanner', 'removeBanner'],
  claims: ['getClaims', 'updateClaim'],
  agreements: ['getTerms', 'getPrivacy', 'acceptTerms', 'acceptPrivacy'],
} as const satisfies {
  accounts: readonly (keyof AccountCalls)[];
  uploads: readonly (keyof UploadCalls)[];
  claims: readonly (keyof ClaimCalls)[];
  agreements: readonly (keyof AgreementCalls)[];
};

export type FakeAccounts = { [K in keyof VisitorCalls]: Mock<VisitorCalls[K]> };

/**
 * The calls of the accounts, uploads, claims and agreements areas as one bag of test doubles:
 * sensible answers for the calls every signed-in screen makes (claims, profile, agreements
 * accepted), and a loud failure for any other call a test did not expect.
 */
export function fakeAccounts(
  overrides: Partial<VisitorCalls> = {},
  profile: Profile = makeProfile(),
): FakeAccounts {
  const unexpected = (name: string) => () => Promise.reject(new Error(`unexpected call: ${name}`));
  const names = Object.values(AREA_CALLS).flat();
  const defaults: Partial<VisitorCalls> = {
    login: () => Promise.resolve({ jwt: 'jwt', session_id: 'session-1', user_guid: profile.user_guid }),
    logout: () => Promise.resolve(),
    setCookie: () => Promise.resolve(),
    getClaims: () => Promise.resolve(claimsFor('registered')),
    getProfile: () => Promise.resolve(profile),
    getTerms: () => Promise.resolve(makeAgreement()),
    getPrivacy: () => Promise.resolve(makeAgreement({ contentType: 'privacy' })),
  };
  const fake = {} as Record<string, Mock>;
  for (const name of names) {
    const implementation = overrides[name] ?? defaults[name] ?? unexpected(name);
    fake[name] = vi.fn(implementation as (...args: unknown[]) => unknown);
  }
  return fake as unknown as FakeAccounts;
}

/** The client areas over one bag of fakes: `api.agreements.getTerms` is `fake.getTerms`. */
export function fakeAreas(fake: FakeAccounts) {
  const pick = <K extends keyof FakeAccounts>(names: readonly K[]) =>
    Object.fromEntries(names.map((name) => [name, fake[name]])) as Pick<FakeAccounts, K>;
  return {
    accounts: pick(AREA_CALLS.accounts),
    uploads: pick(AREA_CALLS.uploads),
    claims: pick(AREA_CALLS.claims),
    agreements: pick(AREA_CALLS.agreements),
  };
}

export interface FakeServicesOptions {
  accounts?: FakeAccounts;
  storage?: Storage | null;
  channel?: SessionChannel;
}

/** The app's session services over a fake client: the real session manager and store binding. */
export function createFakeServices({
  accounts = fakeAccounts(),
  storage = localStorage,
  channel,
}: FakeServicesOptions = {}): SessionServices & { accounts: FakeAccounts } {
  let token: string | null = null;
  const errors = new ErrorStore(() => 'en');
  const api = fakeAreas(accounts);
  const client = {
    ...api,
    errors,
    setSessionToken: (value: string | null) => {
      token = value;
    },
    getSessionToken: () => token,
  };
  const session = createSessionManager(client, { storage: vuexSessionPersistence(storage), channel });
  const store = createSessionStore(session.getState());
  bindSession(session, store);
  return { api, accounts, errors, session, store };
}

/** Fake services already signed in as `profile` (claims and profile loaded). */
export async function signedInServices(
  overrides: Partial<VisitorCalls> = {},
  profile: Profile = makeProfile(),
) {
  const services = createFakeServices({ accounts: fakeAccounts(overrides, profile) });
  await services.session.adoptSession('session-1');
  return services;
}

export interface RenderRouteOptions {
  services?: SessionServices;
  path?: string;
  /** The route `ui` answers, with its params (`/series/:id`); by default `path` without its query. */
  pattern?: string;
  locale?: Locale;
  /** Other routes (with a marker element) to see where a page navigates to. */
  routes?: RouteObject[];
  /**
   * Server-render the page first and hydrate that markup, as a first view does; this is called
   * on the server's markup before the app takes it over (a visitor typing early, say).
   */
  serverRendered?: (container: HTMLElement) => void;
}

/**
 * Renders `ui` at `path` in a data router (pages use loaders' hooks such as useMatches), with
 * translations (missing keys throw), a fresh query client and the given session services.
 */
export function renderRoute(
  ui: ReactElement,
  { services, path = '/', pattern, locale = 'en', routes = [], serverRendered }: RenderRouteOptions = {},
) {
  const sessionServices = services ?? createFakeServices();
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const route = pattern ?? path.split('?')[0] ?? '/';
  const routerFor = () =>
    createMemoryRouter([{ path: route, element: ui }, ...routes], { initialEntries: [path] });
  const tree = (router: ReturnType<typeof routerFor>) => (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={createI18n(locale, true)}>
        <SessionProvider services={sessionServices}>
          <RouterProvider router={router} />
        </SessionProvider>
      </I18nextProvider>
    </QueryClientProvider>
  );
  const router = routerFor();
  if (!serverRendered) return { ...render(tree(router)), router, queryClient, services: sessionServices };
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = renderToString(tree(routerFor()));
  serverRendered(container);
  const result = render(tree(router), { container, hydrate: true });
  return { ...result, router, queryClient, services: sessionServices };
}

/** Any other path: a page that navigates away shows `elsewhere`. */
export const elsewhere: RouteObject = { path: '*', element: <p>elsewhere</p> };

/** A page at `path`, matched by `pattern` (so its params are read), that shows `elsewhere` once it leaves. */
export function renderPage(
  ui: ReactElement,
  options: RenderRouteOptions & { pattern: string; path: string },
) {
  return renderRoute(ui, { ...options, routes: [elsewhere, ...(options.routes ?? [])] });
}

/** A route that only says where the app went. */
export function marker(path: string): RouteObject {
  return { path, element: <p data-testid="location">{`at ${path}`}</p> };
}
