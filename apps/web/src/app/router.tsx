import { createBrowserRouter, type RouteObject } from 'react-router';
import { LoadingScreen } from '../components/ui/LoadingScreen';
import { ErrorPage } from '../features/shell';
import { DefaultLayout } from './layouts/DefaultLayout';
import { EmptyLayout } from './layouts/EmptyLayout';
import { ErrorLayout } from './layouts/ErrorLayout';
import { QuizLayout } from './layouts/QuizLayout';
import { RootLayout } from './layouts/RootLayout';
import { RequireSignIn } from './RequireSignIn';
import { rootLoader } from './root-loader';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import type { SessionRouteHandle } from '../lib/session';

// Pages load lazily, one chunk each; layouts and the error page ship in the main bundle so an
// error can always be shown.
const homePage = async () => (await import('../features/catalogue/home/HomePage')).HomePage;
const browsePage = async () => (await import('../features/catalogue/browse/BrowsePage')).BrowsePage;
const searchPage = async () => (await import('../features/catalogue/search/SearchPage')).SearchPage;
const seriesPage = async () => (await import('../features/catalogue/series/SeriesPage')).SeriesPage;
const seasonPage = async () => (await import('../features/catalogue/series/SeasonPage')).SeasonPage;
const episodePage = async () => (await import('../features/catalogue/series/EpisodePage')).EpisodePage;
const clipPage = async () => (await import('../features/catalogue/clips/ClipPage')).ClipPage;
const collectionPage = async () =>
  (await import('../features/catalogue/collections/CollectionPage')).CollectionPage;
const cmsPage = async () => (await import('../features/catalogue/pages/CmsPage')).CmsPage;
const comingSoonPage = async () => (await import('../features/shell/ComingSoonPage')).ComingSoonPage;
const quizStartPage = async () => (await import('../features/quiz/QuizStartPage')).QuizStartPage;
const loginPage = async () => (await import('../features/auth/LoginPage')).LoginPage;
const registerPage = async () => (await import('../features/auth/RegisterPage')).RegisterPage;
const forgotPasswordPage = async () =>
  (await import('../features/auth/ForgotPasswordPage')).ForgotPasswordPage;
const resetPasswordPage = async () => (await import('../features/auth/ResetPasswordPage')).ResetPasswordPage;
const verifyEmailPage = async () =>
  (await import('../features/email-verification/VerifyEmailPage')).VerifyEmailPage;
const welcomePage = async () => (await import('../features/email-verification/WelcomePage')).WelcomePage;
const confirmOptInPage = async () =>
  (await import('../features/email-verification/ConfirmOptInPage')).ConfirmOptInPage;
const termsPage = async () => (await import('../features/agreements/LegalPage')).TermsPage;
const privacyPage = async () => (await import('../features/agreements/LegalPage')).PrivacyPage;
const accountPage = async () => (await import('../features/account/AccountPage')).AccountPage;

const SIGNED_IN_ONLY: SessionRouteHandle = { requiresSignIn: true };

function NotFoundPage() {
  return <ErrorPage status={404} />;
}

/**
 * A fresh route tree per router: React Router consumes the `lazy` objects in place once a page
 * has loaded, so two routers (tests, for instance) must not share them.
 */
export function createRoutes(): RouteObject[] {
  return [
    {
      id: 'root',
      path: '/',
      loader: rootLoader,
      shouldRevalidate: () => true, // keep the country gate on client-side navigations
      HydrateFallback: LoadingScreen,
      Component: RootLayout,
      ErrorBoundary: RouteErrorBoundary,
      children: [
        {
          id: 'layout-default',
          Component: DefaultLayout,
          children: [
            { index: true, lazy: { Component: homePage } },
            // The catalogue; these paths are the `url` fields of the server's replies (keep them).
            { path: 'browse', lazy: { Component: browsePage } },
            { path: 'search', lazy: { Component: searchPage } },
            { path: 'series/:seriesId/:slug', lazy: { Component: seriesPage } },
            { path: 'series/:seriesId/:slug/season/:seasonNumber', lazy: { Component: seasonPage } },
            { path: 'series/:seriesId/:slug/episode/:episodeNumber', lazy: { Component: episodePage } },
            { path: 'clips/:uuid', lazy: { Component: clipPage } },
            { path: 'collections/:slug', lazy: { Component: collectionPage } },
            { path: 'pages/:slug', lazy: { Component: cmsPage } },
            // Spec accounts §2, and the pages the account mails link to (keep these paths).
            { path: 'login', lazy: { Component: loginPage } },
            { path: 'register', lazy: { Component: registerPage } },
            { path: 'forgot-password', lazy: { Component: forgotPasswordPage } },
            { path: 'reset-password', lazy: { Component: resetPasswordPage } },
            { path: 'verify-email', lazy: { Component: verifyEmailPage } },
            { path: 'confirm-opt-in', lazy: { Component: confirmOptInPage } },
            { path: 'welcome', lazy: { Component: welcomePage } },
            { path: 'terms', lazy: { Component: termsPage } },
            { path: 'privacy', lazy: { Component: privacyPage } },
            {
              id: 'signed-in',
              Component: RequireSignIn,
              handle: SIGNED_IN_ONLY,
              children: [{ path: 'account', lazy: { Component: accountPage } }],
            },
          ],
        },
        {
          id: 'layout-empty',
          Component: EmptyLayout,
          children: [{ path: 'coming-soon', lazy: { Component: comingSoonPage } }],
        },
        {
          // Placeholders until the quiz is built: every quiz route shows the start panel.
          id: 'layout-quiz',
          path: 'myoriginstory',
          Component: QuizLayout,
          children: [
            { index: true, lazy: { Component: quizStartPage } },
            { path: 'intro', lazy: { Component: quizStartPage } },
            { path: 'question/:question', lazy: { Component: quizStartPage } },
            { path: 'result/:family', lazy: { Component: quizStartPage } },
          ],
        },
        {
          id: 'layout-error',
          Component: ErrorLayout,
          children: [{ path: '*', Component: NotFoundPage }],
        },
      ],
    },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(createRoutes());
}
