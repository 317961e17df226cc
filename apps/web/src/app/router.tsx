import {
  createBrowserRouter,
  matchRoutes,
  type HydrationState,
  type LoaderFunction,
  type LoaderFunctionArgs,
  type RouteObject,
} from 'react-router';
import { LoadingScreen } from '../components/ui/LoadingScreen';
import { ErrorPage } from '../features/shell';
import { QUIZ_ROUTE_HANDLES } from '../features/quiz/quiz-paths';
import { DefaultLayout } from './layouts/DefaultLayout';
import { EmptyLayout } from './layouts/EmptyLayout';
import { ErrorLayout } from './layouts/ErrorLayout';
import { QuizLayout } from './layouts/QuizLayout';
import { RootLayout } from './layouts/RootLayout';
import { RequireSignIn } from './RequireSignIn';
import { rootLoader } from './root-loader';
import { watchLoader } from './watch-loader';
import { getAppSession } from './session';
import { appConfigStore, startApp, type ApplicationConfig } from '../features/app-config';
import { useStore } from '../lib/store';
import { prefetchReader } from '../features/comics/reader/prefetch-reader';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import type { SessionRouteHandle } from '../lib/session';
import { HOME_PAGE, SIGN_UP_PAGE, type AnalyticsRouteHandle } from '../lib/analytics';
import {
  boardHead,
  clipHead,
  cmsPageHead,
  collectionHead,
  comicBookHead,
  comicSeriesHead,
  comicsHomeHead,
  episodeHead,
  eventHead,
  seriesHead,
  siteHead,
  threadHead,
  type HeadBuilder,
} from './ssr/page-heads';

// Pages load lazily, one chunk each; layouts and the error page ship in the main bundle so an
// error can always be shown.
// Home opens with the member's Continue rail: the app puts the two features together (a feature
// never imports another). Both chunks load side by side. The browser's persistentUserId (app
// config) is the subject of the hero's experiment.
const selectPersistentUserId = (state: ApplicationConfig) => state.persistentUserId;
const homePage = async () => {
  const [{ HomePage }, { ContinueRail }] = await Promise.all([
    import('../features/catalogue/home/HomePage'),
    import('../features/continue'),
  ]);
  return function Home() {
    const persistentUserId = useStore(appConfigStore, selectPersistentUserId);
    return <HomePage continueRail={<ContinueRail />} persistentUserId={persistentUserId || undefined} />;
  };
};
const browsePage = async () => (await import('../features/catalogue/browse/BrowsePage')).BrowsePage;
const searchPage = async () => (await import('../features/catalogue/search/SearchPage')).SearchPage;
const seriesPage = async () => (await import('../features/catalogue/series/SeriesPage')).SeriesPage;
const seasonPage = async () => (await import('../features/catalogue/series/SeasonPage')).SeasonPage;
const episodePage = async () => (await import('../features/catalogue/series/EpisodePage')).EpisodePage;
const clipPage = async () => (await import('../features/catalogue/clips/ClipPage')).ClipPage;
// The player: hls.js is imported by this chunk only, so no other page downloads it.
const watchPage = async () => (await import('../features/player/WatchPage')).WatchPage;
const collectionPage = async () =>
  (await import('../features/catalogue/collections/CollectionPage')).CollectionPage;
const cmsPage = async () => (await import('../features/catalogue/pages/CmsPage')).CmsPage;
const comicsHomePage = async () => (await import('../features/comics/home/ComicsHomePage')).ComicsHomePage;
const comicSeriesPage = async () =>
  (await import('../features/comics/series/ComicSeriesPage')).ComicSeriesPage;
const comicBookPage = async () => (await import('../features/comics/book/ComicBookPage')).ComicBookPage;
const comingSoonPage = async () => (await import('../features/shell/ComingSoonPage')).ComingSoonPage;
// The comic reader: its own chunk (gestures, guided view), full screen, never server-rendered.
const comicReaderPage = async () =>
  (await import('../features/comics/reader/ComicReaderPage')).ComicReaderPage;
const quizGate = async () => (await import('../features/quiz/QuizGate')).QuizGate;
const quizStartPage = async () => (await import('../features/quiz/QuizStartPage')).QuizStartPage;
const quizIntroPage = async () => (await import('../features/quiz/QuizIntroPage')).QuizIntroPage;
const quizQuestionPage = async () => (await import('../features/quiz/QuizQuestionPage')).QuizQuestionPage;
const quizResultPage = async () => (await import('../features/quiz/result/QuizResultPage')).QuizResultPage;
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
const myListsPage = async () => (await import('../features/lists/MyListsPage')).MyListsPage;
const followingListsPage = async () => (await import('../features/lists/FollowingPage')).FollowingPage;
const listPage = async () => (await import('../features/lists/ListPage')).ListPage;
const boardsPage = async () => (await import('../features/discussions/BoardsPage')).BoardsPage;
const boardPage = async () => (await import('../features/discussions/BoardPage')).BoardPage;
const threadPage = async () => (await import('../features/discussions/ThreadPage')).ThreadPage;
const bookmarksPage = async () => (await import('../features/bookmarks/BookmarksPage')).BookmarksPage;
const historyPage = async () => (await import('../features/history/HistoryPage')).HistoryPage;
const premiumPage = async () => (await import('../features/premium/PremiumPage')).PremiumPage;
const checkoutPage = async () => (await import('../features/premium/CheckoutPage')).CheckoutPage;
const premiumWelcomePage = async () =>
  (await import('../features/premium/PremiumWelcomePage')).PremiumWelcomePage;
const subscriptionPage = async () =>
  (await import('../features/subscription/SubscriptionPage')).SubscriptionPage;
const paymentMethodsPage = async () =>
  (await import('../features/subscription/PaymentMethodsPage')).PaymentMethodsPage;
const transactionsPage = async () =>
  (await import('../features/subscription/TransactionsPage')).TransactionsPage;
const receiptPage = async () => (await import('../features/subscription/ReceiptPage')).ReceiptPage;
const redeemPage = async () => (await import('../features/purchases/RedeemPage')).RedeemPage;
const purchasesPage = async () => (await import('../features/purchases/PurchasesPage')).PurchasesPage;
const giftPage = async () => (await import('../features/gifts/GiftPage')).GiftPage;
const giftClaimPage = async () => (await import('../features/gifts/GiftClaimPage')).GiftClaimPage;
const parentalControlsPage = async () =>
  (await import('../features/parental/ParentalControlsPage')).ParentalControlsPage;
const tvPage = async () => (await import('../features/devices/TvPage')).TvPage;
const activatePage = async () => (await import('../features/devices/ActivatePage')).ActivatePage;
const devicesPage = async () => (await import('../features/devices/DevicesPage')).DevicesPage;
const eventsPage = async () => (await import('../features/events/EventsPage')).EventsPage;
const eventPage = async () => (await import('../features/events/EventPage')).EventPage;
const memberCardPage = async () => (await import('../features/events/MemberCardPage')).MemberCardPage;
const insightsPage = async () => (await import('../features/insights/InsightsPage')).InsightsPage;
const privacySettingsPage = async () =>
  (await import('../features/consent/PrivacySettingsPage')).PrivacySettingsPage;
const checkinDeskPage = async () => (await import('../features/checkin/CheckinDeskPage')).CheckinDeskPage;

const SIGNED_IN_ONLY: SessionRouteHandle = { requiresSignIn: true };

/**
 * A page's segment name for analytics (spec accounts §2 and §4; lib/analytics page naming): the
 * page calls' name, plus the query values to include in it. 'Homepage' and 'Sign Up For Your
 * Universe' have their own tracking (the register form is a sign-up page, like the quiz's start).
 */
const named = (segmentName: string, queriesToInclude?: readonly string[]): AnalyticsRouteHandle => ({
  segmentName,
  ...(queriesToInclude ? { queriesToInclude } : {}),
});

/**
 * Marks a public page the server renders with its data (docs/first-view.md): `page` is the
 * source file of its lazy chunk (the server links that chunk's code and styles in the document),
 * `head` builds its description, Open Graph fields and status from the rendered data.
 */
export interface SsrRouteHandle {
  ssr: { page: string; head: HeadBuilder };
}

const CATALOGUE = 'src/features/catalogue';
const ssr = (page: string, head: HeadBuilder): SsrRouteHandle => ({
  ssr: { page: `${CATALOGUE}/${page}`, head },
});
const comicsSsr = (page: string, head: HeadBuilder): SsrRouteHandle => ({
  ssr: { page: `src/features/comics/${page}`, head },
});
const discussionsSsr = (page: string, head: HeadBuilder): SsrRouteHandle => ({
  ssr: { page: `src/features/discussions/${page}`, head },
});
const premiumSsr = (page: string, head: HeadBuilder): SsrRouteHandle => ({
  ssr: { page: `src/features/premium/${page}`, head },
});
const eventsSsr = (page: string, head: HeadBuilder): SsrRouteHandle => ({
  ssr: { page: `src/features/events/${page}`, head },
});

/**
 * The reader starts its book, rights and first pages from its address, beside the root loader and
 * its own code's download (as the watch route does); a stored session is restored first, since
 * rights and the quality setting are the reader's.
 */
async function comicReaderLoader({ params }: LoaderFunctionArgs) {
  const session = getAppSession();
  if (session.hasStoredSession()) {
    await startApp();
    await session.restore();
  }
  const profile = session.store.getState().profile as { user_guid?: string } | null;
  prefetchReader(params.uuid, profile?.user_guid ?? 'anon');
  return null;
}

function NotFoundPage() {
  return <ErrorPage status={404} />;
}

/**
 * A fresh route tree per router: React Router consumes the `lazy` objects in place once a page
 * has loaded, so two routers (tests, for instance) must not share them.
 */
export function createRoutes({ loader = rootLoader }: { loader?: LoaderFunction } = {}): RouteObject[] {
  return [
    {
      id: 'root',
      path: '/',
      // The server renders with its own root loader (entry-server.tsx): start-up and the
      // session are the browser's.
      loader,
      shouldRevalidate: () => true, // keep the country gate on client-side navigations
      HydrateFallback: LoadingScreen,
      Component: RootLayout,
      ErrorBoundary: RouteErrorBoundary,
      children: [
        {
          id: 'layout-default',
          Component: DefaultLayout,
          children: [
            {
              index: true,
              handle: { ...ssr('home/HomePage.tsx', siteHead), ...named(HOME_PAGE) },
              lazy: { Component: homePage },
            },
            // The catalogue; these paths are the `url` fields of the server's replies (keep them).
            {
              path: 'browse',
              handle: { ...ssr('browse/BrowsePage.tsx', siteHead), ...named('Browse') },
              lazy: { Component: browsePage },
            },
            {
              path: 'search',
              handle: { ...ssr('search/SearchPage.tsx', siteHead), ...named('Search', ['q']) },
              lazy: { Component: searchPage },
            },
            {
              path: 'series/:seriesId/:slug',
              handle: { ...ssr('series/SeriesPage.tsx', seriesHead), ...named('Series') },
              lazy: { Component: seriesPage },
            },
            {
              path: 'series/:seriesId/:slug/season/:seasonNumber',
              handle: { ...ssr('series/SeasonPage.tsx', seriesHead), ...named('Season') },
              lazy: { Component: seasonPage },
            },
            {
              path: 'series/:seriesId/:slug/episode/:episodeNumber',
              handle: { ...ssr('series/EpisodePage.tsx', episodeHead), ...named('Episode') },
              lazy: { Component: episodePage },
            },
            {
              path: 'clips/:uuid',
              handle: { ...ssr('clips/ClipPage.tsx', clipHead), ...named('Clip') },
              lazy: { Component: clipPage },
            },
            {
              path: 'watch/:content_type/:uuid',
              loader: watchLoader,
              handle: named('Watch'),
              lazy: { Component: watchPage },
            },
            {
              path: 'collections/:slug',
              handle: { ...ssr('collections/CollectionPage.tsx', collectionHead), ...named('Collection') },
              lazy: { Component: collectionPage },
            },
            {
              path: 'pages/:slug',
              handle: { ...ssr('pages/CmsPage.tsx', cmsPageHead), ...named('Page') },
              lazy: { Component: cmsPage },
            },
            // Comics; the book and series paths are the `url` fields of the server's replies.
            {
              path: 'comics',
              handle: { ...comicsSsr('home/ComicsHomePage.tsx', comicsHomeHead), ...named('Comics') },
              lazy: { Component: comicsHomePage },
            },
            {
              path: 'comics/series/:uuid/:slug?',
              handle: {
                ...comicsSsr('series/ComicSeriesPage.tsx', comicSeriesHead),
                ...named('Comic Series'),
              },
              lazy: { Component: comicSeriesPage },
            },
            {
              path: 'comics/book/:uuid/:slug?',
              handle: { ...comicsSsr('book/ComicBookPage.tsx', comicBookHead), ...named('Comic Book') },
              lazy: { Component: comicBookPage },
            },
            // Discussions: a thread's address is its `path` field, which bookmarks store (keep it).
            {
              path: 'boards',
              handle: { ...discussionsSsr('BoardsPage.tsx', siteHead), ...named('Boards') },
              lazy: { Component: boardsPage },
            },
            {
              path: 'boards/:slug',
              handle: { ...discussionsSsr('BoardPage.tsx', boardHead), ...named('Board') },
              lazy: { Component: boardPage },
            },
            {
              path: 'boards/:slug/threads/:uuid',
              handle: { ...discussionsSsr('ThreadPage.tsx', threadHead), ...named('Thread') },
              lazy: { Component: threadPage },
            },
            // Premium: the plans are anyone's (rendered by the server); paying needs an account.
            {
              path: 'premium',
              handle: { ...premiumSsr('PremiumPage.tsx', siteHead), ...named('Premium') },
              lazy: { Component: premiumPage },
            },
            // A gift's claim link (from the receiver's mail): anyone may open it; claiming needs an account.
            { path: 'gift/claim/:token', handle: named('Gift Claim'), lazy: { Component: giftClaimPage } },
            // Events (issue 24): anyone may read them; signing up asks for an account.
            {
              path: 'events',
              handle: { ...eventsSsr('EventsPage.tsx', siteHead), ...named('Events') },
              lazy: { Component: eventsPage },
            },
            {
              path: 'events/:eventUuid',
              handle: { ...eventsSsr('EventPage.tsx', eventHead), ...named('Event') },
              lazy: { Component: eventPage },
            },
            // One list: anyone may open a shared public list; its `url` field is this path.
            { path: 'lists/:uuid', handle: named('List'), lazy: { Component: listPage } },
            // Spec accounts §2, and the pages the account mails link to (keep these paths).
            { path: 'login', handle: named('Login'), lazy: { Component: loginPage } },
            { path: 'register', handle: named(SIGN_UP_PAGE), lazy: { Component: registerPage } },
            {
              path: 'forgot-password',
              handle: named('Forgot Password'),
              lazy: { Component: forgotPasswordPage },
            },
            {
              path: 'reset-password',
              handle: named('Reset Password'),
              lazy: { Component: resetPasswordPage },
            },
            { path: 'verify-email', handle: named('Verify Email'), lazy: { Component: verifyEmailPage } },
            {
              path: 'confirm-opt-in',
              handle: named('Confirm Opt In'),
              lazy: { Component: confirmOptInPage },
            },
            { path: 'welcome', handle: named('Welcome'), lazy: { Component: welcomePage } },
            { path: 'terms', handle: named('Terms'), lazy: { Component: termsPage } },
            { path: 'privacy', handle: named('Privacy Policy'), lazy: { Component: privacyPage } },
            {
              id: 'signed-in',
              Component: RequireSignIn,
              handle: SIGNED_IN_ONLY,
              children: [
                { path: 'account', handle: named('Account'), lazy: { Component: accountPage } },
                // User lists: the member's own and the ones they follow.
                { path: 'lists', handle: named('My Lists'), lazy: { Component: myListsPage } },
                {
                  path: 'lists/following',
                  handle: named('Following Lists'),
                  lazy: { Component: followingListsPage },
                },
                // The member's bookmarked discussion threads, in the account area.
                { path: 'account/bookmarks', handle: named('Bookmarks'), lazy: { Component: bookmarksPage } },
                // What the member watched and read (video and comics history).
                { path: 'account/history', handle: named('History'), lazy: { Component: historyPage } },
                // Paying for premium, and the page after it (`?return=` the walled page).
                {
                  path: 'premium/checkout',
                  handle: named('Premium Checkout'),
                  lazy: { Component: checkoutPage },
                },
                {
                  path: 'premium/welcome',
                  handle: named('Premium Welcome'),
                  lazy: { Component: premiumWelcomePage },
                },
                // Premium: the member's subscription, saved cards, and charges with their receipts.
                {
                  path: 'account/subscription',
                  handle: named('Subscription'),
                  lazy: { Component: subscriptionPage },
                },
                {
                  path: 'account/payment-methods',
                  handle: named('Payment Methods'),
                  lazy: { Component: paymentMethodsPage },
                },
                {
                  path: 'account/transactions',
                  handle: named('Transactions'),
                  lazy: { Component: transactionsPage },
                },
                {
                  path: 'account/transactions/:id',
                  handle: named('Receipt'),
                  lazy: { Component: receiptPage },
                },
                // Purchases (docs/purchases.md): redeem a code, owned items and gifts bought, give premium.
                { path: 'redeem', handle: named('Redeem'), lazy: { Component: redeemPage } },
                { path: 'account/purchases', handle: named('Purchases'), lazy: { Component: purchasesPage } },
                { path: 'premium/gift', handle: named('Gift Premium'), lazy: { Component: giftPage } },
                // Parental controls and TV linking (issue 23): limits and pin, entering a TV's code
                // (also reached from the TV's QR code), and the member's signed-in devices.
                {
                  path: 'account/parental',
                  handle: named('Parental Controls'),
                  lazy: { Component: parentalControlsPage },
                },
                { path: 'activate', handle: named('Activate'), lazy: { Component: activatePage } },
                { path: 'account/devices', handle: named('Devices'), lazy: { Component: devicesPage } },
                // The member card (issue 24): the QR code shown at an event's door.
                { path: 'account/card', handle: named('Member Card'), lazy: { Component: memberCardPage } },
                // Consent and analytics (issue 25): cookie categories and "do not sell or share",
                // and the staff insights dashboard (the page tells anyone else; the server refuses them).
                {
                  path: 'account/privacy',
                  handle: named('Privacy Settings'),
                  lazy: { Component: privacySettingsPage },
                },
                { path: 'insights', handle: named('Insights'), lazy: { Component: insightsPage } },
              ],
            },
          ],
        },
        {
          id: 'layout-empty',
          Component: EmptyLayout,
          children: [
            { path: 'coming-soon', handle: named('Coming Soon'), lazy: { Component: comingSoonPage } },
            // The TV page (issue 23): a large code to link, then the signed-in TV; no site chrome.
            { path: 'tv', handle: named('TV'), lazy: { Component: tvPage } },
            // The check-in desk (issue 24): a phone held in one hand, no site chrome; event staff
            // only (the page says so to anyone else; the server refuses them too).
            {
              id: 'signed-in-desk',
              Component: RequireSignIn,
              handle: SIGNED_IN_ONLY,
              children: [
                { path: 'checkin', handle: named('Check-in Desk'), lazy: { Component: checkinDeskPage } },
              ],
            },
            {
              path: 'comics/read/:uuid',
              loader: comicReaderLoader,
              handle: named('Comic Reader'),
              lazy: { Component: comicReaderPage },
            },
          ],
        },
        {
          // The quiz (spec accounts §2): its own layout; the gate applies the quiz guard and
          // reports each page with its segment name (handles); any other address under
          // /myoriginstory leaves for the quiz's close address.
          id: 'layout-quiz',
          path: 'myoriginstory',
          Component: QuizLayout,
          children: [
            {
              id: 'quiz',
              lazy: { Component: quizGate },
              children: [
                { index: true, handle: QUIZ_ROUTE_HANDLES.start, lazy: { Component: quizStartPage } },
                { path: 'intro', handle: QUIZ_ROUTE_HANDLES.intro, lazy: { Component: quizIntroPage } },
                {
                  path: 'question/:question',
                  handle: QUIZ_ROUTE_HANDLES.question,
                  lazy: { Component: quizQuestionPage },
                },
                {
                  path: 'result/:family',
                  handle: QUIZ_ROUTE_HANDLES.result,
                  lazy: { Component: quizResultPage },
                },
                { path: '*', handle: QUIZ_ROUTE_HANDLES.unmatched },
              ],
            },
          ],
        },
        {
          id: 'layout-error',
          Component: ErrorLayout,
          children: [{ path: '*', handle: named('Page Not Found'), Component: NotFoundPage }],
        },
      ],
    },
  ];
}

type LazyObject = Record<string, (() => Promise<unknown>) | undefined>;

/**
 * Loads the lazy parts (the page's component) of the routes `pathname` matches and puts them in
 * place, so a router created on these routes renders the page at once: the server renders it,
 * and the browser must have it before hydrating the server's markup (a router still loading a
 * lazy route would render its fallback instead, a hydration mismatch).
 */
export async function resolveLazyRoutes(routes: RouteObject[], pathname: string): Promise<void> {
  for (const { route } of matchRoutes(routes, pathname) ?? []) {
    const lazy = route.lazy as LazyObject | undefined;
    if (!lazy || typeof lazy !== 'object') continue;
    const loaded = await Promise.all(
      Object.entries(lazy).map(async ([key, load]) => [key, await load?.()] as const),
    );
    for (const [key, value] of loaded) Object.assign(route, { [key]: value });
    delete route.lazy;
  }
}

export function createAppRouter(options: { routes?: RouteObject[]; hydrationData?: HydrationState } = {}) {
  return createBrowserRouter(options.routes ?? createRoutes(), {
    ...(options.hydrationData ? { hydrationData: options.hydrationData } : {}),
  });
}
