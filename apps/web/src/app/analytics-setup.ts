import { ApiError } from '@fanverse/client';
import { CONSENT_CATEGORY } from '@fanverse/contract';
import { BUILD_ID, appConfigStore } from '../features/app-config';
import {
  analyticsMemberOf,
  analyticsReady,
  configureAnalytics,
  createCrossDomainLinker,
  createErrorReporter,
  getAnalytics,
  parseSampleRate,
  setErrorReporter,
  siteNameSetting,
} from '../lib/analytics';
import { apiClient } from '../lib/api-client';
import { consentAllows, consentStore } from '../lib/consent';
import { currentLocale } from '../lib/i18n';
import { siteSettingsStore } from '../lib/site-settings';
import { getAppSession } from './session';

/**
 * A failed batch the server refused as such (a 4xx other than 408 and 429): sending it again
 * would be refused again. Network failures, 5xx, 408 and 429 may pass, and are retried.
 */
export function isPermanentFailure(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.networkError || error.status === undefined) return false;
  return error.status >= 400 && error.status < 500 && error.status !== 408 && error.status !== 429;
}

let installed = false;

/**
 * Start-up of the analytics pipeline (issue 25), in the browser, once: the app's sender and
 * beacon, who the calls are about (this browser's persistentUserId, the signed-in member's guid
 * and user type), the cross-domain linker while targeting consent allows it, and the client
 * error reports. Consent decides what leaves (lib/analytics); nothing here sends by itself.
 */
export function installAnalytics(): void {
  if (installed || typeof window === 'undefined') return;
  installed = true;
  const { session } = getAppSession();
  configureAnalytics({
    send: (batch) => apiClient.analytics.sendBatch(batch),
    // Page hide: a visitor's batch by beacon, a member's by keepalive with the session (a beacon
    // carries no Authorization, and the member's events would be stored as nobody's).
    beacon: (batch) => {
      apiClient.analytics.sendBatch(batch, { beacon: true }).catch(() => {});
      return true;
    },
    isPermanent: isPermanentFailure,
    identity: () => {
      const state = session.getState();
      return {
        anonymousId: appConfigStore.getState().persistentUserId || null,
        userId: analyticsMemberOf(state)?.guid ?? null,
        memberStatus: state.user ? (state.claims?.premium.userType ?? 'registered') : 'anonymous',
      };
    },
    locale: () => currentLocale(),
    siteName: siteNameSetting(import.meta.env.VITE_ANALYTICS_PROPERTY_NAME),
    buildId: BUILD_ID,
  });

  const targetingAllowed = () => consentAllows(CONSENT_CATEGORY.TARGETING);
  const linker = createCrossDomainLinker({
    ready: analyticsReady,
    anonymousId: () => getAnalytics().anonymousId(),
    allowed: targetingAllowed,
    ownedDomains: () => siteSettingsStore.getState().ownedDomains,
  });
  const followConsent = () => (targetingAllowed() ? linker.enable() : linker.disable());
  followConsent();
  consentStore.subscribe(followConsent);

  const reporter = createErrorReporter({
    analytics: getAnalytics,
    allowed: () => consentAllows(CONSENT_CATEGORY.PERFORMANCE),
    rate: parseSampleRate(import.meta.env.VITE_ERROR_SAMPLE_RATE),
    build: BUILD_ID,
    url: () => getAnalytics().pageUrl(),
  });
  reporter.listen(window);
  setErrorReporter(reporter);
}
