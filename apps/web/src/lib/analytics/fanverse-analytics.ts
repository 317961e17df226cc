import {
  ANALYTICS_CATEGORY_OF,
  ANALYTICS_MAX_EVENT_BYTES,
  CONSENT_CATEGORIES,
  CONSENT_CATEGORY,
  analyticsEventSchema,
  formatConsentGroups,
  type AdTargetingSiteSection,
  type AnalyticsBatch,
  type AnalyticsEvent,
  type AnalyticsEventType,
  type ConsentCategory,
  type ConsentGroups,
} from '@fanverse/contract';
import { consentAllows, consentStore } from '../consent';
import { randomUuid } from '../random-uuid';
import { byteLength, createAnalyticsQueue, type AnalyticsQueue } from './analytics-queue';
import type { Analytics, AnalyticsCall, PagePayload } from './analytics-types';
import {
  campaignFromCookies,
  campaignFromSearch,
  clearCampaignCookies,
  writeCampaignCookies,
  type Campaign,
} from './campaign';
import {
  DEFAULT_SITE_NAME,
  pageTrackingFor,
  siteSectionFor,
  trackPage,
  type PageTracking,
} from './page-naming';
import { createCallLog } from './recording-analytics';
import { redactValues, redactedAddress, redactUrl } from './url-privacy';

/** Who the calls are about, read when each call is made. */
export interface AnalyticsIdentity {
  /** This browser's persistent id (the app config's `persistentUserId`). */
  anonymousId: string | null;
  /** The signed-in member's guid. */
  userId: string | null;
  /** Spec §7: the ad-targeting call's member status, the claims' user type ('anonymous' signed out). */
  memberStatus: string;
}

/** What the app plugs in at start-up (app/analytics-setup.ts); until then nothing is sent. */
export interface AnalyticsConfig {
  /** `client.analytics.sendBatch`; null: calls are only recorded. */
  send: ((batch: AnalyticsBatch) => Promise<unknown>) | null;
  /** The page-hide send (`sendBatch` with `beacon`); null: no sending on page hide. */
  beacon: ((batch: AnalyticsBatch) => boolean) | null;
  /** Whether a failed send is the server refusing the batch (not worth retrying). */
  isPermanent: (error: unknown) => boolean;
  identity: () => AnalyticsIdentity;
  locale: () => string;
  /** Spec §4: the property name default page calls carry (`site_name` and their category). */
  siteName: string;
  /** Segment's `context.library.version`: the build id. */
  buildId: string;
}

/** The consent the pipeline obeys: the store of lib/consent unless a test brings its own. */
export interface AnalyticsConsent {
  allows(category: ConsentCategory): boolean;
  subscribe(listener: () => void): () => void;
}

/** The browser around the pipeline; each part replaceable in tests. */
export interface AnalyticsEnvironment {
  consent?: AnalyticsConsent;
  location?: () => Pick<Location, 'origin' | 'pathname' | 'search'>;
  title?: () => string;
  userAgent?: () => string;
  now?: () => Date;
  newId?: () => string;
  /** The address the visit landed on (its utm_* parameters are the campaign). */
  landingSearch?: string;
  /** Where page hide is heard: `window` and `document` in the browser. */
  window?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  document?: Pick<Document, 'addEventListener' | 'removeEventListener' | 'visibilityState'>;
  batchSize?: number;
  flushMs?: number;
}

export interface FanverseAnalytics extends Analytics {
  /** Every call made, sent or not, oldest first (browser tests read it). */
  readonly calls: readonly AnalyticsCall[];
  /** Spec §7: the ad-targeting call; targeting consent only. */
  targeting(siteSection: AdTargetingSiteSection, memberStatus?: string): void;
  /**
   * A page view by the naming rules (spec §4), with the ad-targeting call of the home and sign-up
   * pages. Remembered as the current view: if consent comes later, it is sent then.
   */
  pageView(payload: PagePayload): PageTracking;
  configure(config: Partial<AnalyticsConfig>): void;
  /** Whether calls can leave: a sender and an id to send them under (the linker waits for it). */
  ready(): boolean;
  anonymousId(): string | null;
  /** The page's address as analytics reports it (sensitive values replaced). */
  pageUrl(): string;
  /** Sends what is waiting now. */
  flush(): Promise<void>;
  dispose(): void;
}

const NO_IDENTITY: AnalyticsIdentity = { anonymousId: null, userId: null, memberStatus: 'anonymous' };

const DEFAULT_CONFIG: AnalyticsConfig = {
  send: null,
  beacon: null,
  isPermanent: () => false,
  identity: () => NO_IDENTITY,
  locale: () => globalThis.document?.documentElement.lang || globalThis.navigator?.language || 'en',
  siteName: DEFAULT_SITE_NAME,
  buildId: 'dev',
};

const storeConsent: AnalyticsConsent = {
  allows: (category) => consentAllows(category),
  subscribe: (listener) => consentStore.subscribe(listener),
};

/** The view on screen: kept so a consent given while it shows can still report it. */
interface CurrentView {
  /** As reported (sensitive values replaced). */
  payload: PagePayload;
  /** The route's own params: which path segments to replace in the page's address. */
  routeParams: PagePayload['params'];
  section: AdTargetingSiteSection | null;
  /** Whether its page call went out (performance allowed), and its targeting call. */
  pageSent: boolean;
  targetingSent: boolean;
}

type EventFields = Omit<AnalyticsEvent, 'type' | 'messageId' | 'timestamp' | 'context'>;

/**
 * The app's analytics (issue 25; spec accounts §3, §4, §7): Segment-shaped calls, each recorded
 * in `calls`, and sent only when the visitor's consent allows the call's category at the moment
 * it is made (ANALYTICS_CATEGORY_OF: performance for page, track, identify and alias, targeting
 * for the ad-targeting call). A call made without consent never leaves the browser and is not
 * kept for later; the one exception is the page on screen, sent once the visitor allows
 * performance (the view did happen, and it is the visit's entry). Withdrawing consent drops
 * whatever waits. Nothing of it touches cookies or storage before consent: the campaign's
 * utm_* cookies are written only with performance consent.
 */
export function createFanverseAnalytics(
  initial: Partial<AnalyticsConfig> = {},
  env: AnalyticsEnvironment = {},
): FanverseAnalytics {
  let config: AnalyticsConfig = { ...DEFAULT_CONFIG, ...initial };
  const consent = env.consent ?? storeConsent;
  const location = env.location ?? (() => globalThis.location);
  const title = env.title ?? (() => globalThis.document?.title ?? '');
  const userAgent = env.userAgent ?? (() => globalThis.navigator?.userAgent ?? '');
  const now = env.now ?? (() => new Date());
  const newId = env.newId ?? randomUuid;
  const landingCampaign = campaignFromSearch(env.landingSearch ?? globalThis.location?.search ?? '');
  const { calls, record } = createCallLog();
  let view: CurrentView | null = null;

  const queue: AnalyticsQueue = createAnalyticsQueue({
    send: (batch) =>
      config.send ? config.send(batch) : Promise.reject(new Error('analytics not configured')),
    beacon: (batch) => config.beacon?.(batch) ?? false,
    allowed: (category) => consent.allows(category),
    isPermanent: (error) => config.isPermanent(error),
    now,
    batchSize: env.batchSize,
    flushMs: env.flushMs,
    onDrop: (reason, count) => console.warn(`Fanverse analytics: ${count} event(s) dropped (${reason})`),
  });

  function consentGroups(): string {
    const groups = Object.fromEntries(CONSENT_CATEGORIES.map((c) => [c, consent.allows(c)]));
    return formatConsentGroups(groups as ConsentGroups);
  }

  function campaign(): Campaign | null {
    return landingCampaign ?? (consent.allows(CONSENT_CATEGORY.PERFORMANCE) ? campaignFromCookies() : null);
  }

  function context(): NonNullable<AnalyticsEvent['context']> {
    const address = redactedAddress(location(), view?.routeParams);
    const found = campaign();
    return {
      page: { ...address, referrer: view?.payload.referrer ?? '', title: title().slice(0, 500) },
      locale: config.locale().slice(0, 35),
      userAgent: userAgent().slice(0, 1000),
      ...(found ? { campaign: found } : {}),
      consent: { groups: consentGroups() },
      library: { name: 'fanverse-web', version: config.buildId.slice(0, 50) },
    };
  }

  /** Builds, checks and queues one call; false when it may not (or cannot) leave. */
  function emit(type: AnalyticsEventType, fields: EventFields): boolean {
    const category = ANALYTICS_CATEGORY_OF[type];
    if (!consent.allows(category) || !config.send) return false;
    const identity = config.identity();
    const event: AnalyticsEvent = {
      type,
      messageId: newId(),
      ...(identity.anonymousId ? { anonymousId: identity.anonymousId } : {}),
      ...(identity.userId ? { userId: identity.userId } : {}),
      timestamp: now().toISOString(),
      ...fields,
      context: context(),
    };
    if (!event.anonymousId && !event.userId) return false; // nobody to attribute it to
    // The server refuses a whole batch for one bad event: a call that would be refused stays here.
    const checked = analyticsEventSchema.safeParse(event);
    const bytes = byteLength(JSON.stringify(event));
    if (!checked.success || bytes > ANALYTICS_MAX_EVENT_BYTES) {
      console.warn(
        'Fanverse analytics: a call was not sent (not a valid event)',
        type,
        checked.error?.issues,
      );
      return false;
    }
    queue.enqueue({ event, category, bytes });
    return true;
  }

  const analytics: FanverseAnalytics = {
    calls,

    page(category, name, properties = {}) {
      record({ type: 'page', category, name, properties });
      emit('page', { category, name, properties: { ...properties } });
    },

    track(event, properties = {}) {
      record({ type: 'track', event, properties });
      emit('track', { event, properties: { ...properties } });
    },

    identify(userId, traits = {}) {
      record({ type: 'identify', userId, traits });
      emit('identify', { userId, traits: { ...traits } });
    },

    alias(userId, previousId) {
      const previous = previousId ?? config.identity().anonymousId;
      record({ type: 'alias', userId, previousId: previous ?? null });
      emit('alias', { userId, ...(previous ? { previousId: previous } : {}) });
    },

    targeting(siteSection, memberStatus = config.identity().memberStatus) {
      record({ type: 'targeting', siteSection, memberStatus });
      emit('targeting', { siteSection, memberStatus: memberStatus.slice(0, 50) });
    },

    pageView(payload) {
      const safe: PagePayload = {
        ...payload,
        referrer: redactUrl(payload.referrer),
        params: redactValues(payload.params),
        query: redactValues(payload.query),
      };
      // The current view first: the calls below describe this page, not the previous one.
      const section = siteSectionFor(pageTrackingFor(payload.name));
      view = { payload: safe, routeParams: payload.params, section, pageSent: false, targetingSent: false };
      const tracking = trackPage(analytics, safe, config.siteName);
      view.pageSent = consent.allows(ANALYTICS_CATEGORY_OF.page);
      if (section) {
        analytics.targeting(section);
        view.targetingSent = consent.allows(ANALYTICS_CATEGORY_OF.targeting);
      }
      return tracking;
    },

    configure(next) {
      config = { ...config, ...next };
    },

    ready: () => config.send !== null && Boolean(config.identity().anonymousId),
    anonymousId: () => config.identity().anonymousId,
    pageUrl: () => redactedAddress(location(), view?.routeParams).url,
    flush: () => queue.flush(),

    dispose() {
      stopConsent();
      stopPageHide();
      queue.dispose();
    },
  };

  // Consent changes: what waits and is no longer allowed goes; a grant sends the view on screen.
  let performance = consent.allows(CONSENT_CATEGORY.PERFORMANCE);
  let targeting = consent.allows(CONSENT_CATEGORY.TARGETING);
  if (performance && landingCampaign) writeCampaignCookies(landingCampaign);
  const stopConsent = consent.subscribe(() => {
    const nowPerformance = consent.allows(CONSENT_CATEGORY.PERFORMANCE);
    const nowTargeting = consent.allows(CONSENT_CATEGORY.TARGETING);
    const granted = { performance: nowPerformance && !performance, targeting: nowTargeting && !targeting };
    const withdrawn = !nowPerformance && performance;
    performance = nowPerformance;
    targeting = nowTargeting;
    queue.prune();
    if (withdrawn) clearCampaignCookies();
    if (granted.performance && landingCampaign) writeCampaignCookies(landingCampaign);
    if (granted.performance && view && !view.pageSent) {
      trackPage(analytics, view.payload, config.siteName);
      view.pageSent = true;
    }
    if (granted.targeting && view?.section && !view.targetingSent) {
      analytics.targeting(view.section);
      view.targetingSent = true;
    }
  });

  // Page hide (a tab closed, switched away from, or the app left): what waits leaves by beacon.
  const onHide = () => queue.flushWithBeacon();
  const onVisibility = () => {
    if (doc?.visibilityState === 'hidden') queue.flushWithBeacon();
  };
  const win = env.window ?? (typeof window === 'undefined' ? undefined : window);
  const doc = env.document ?? (typeof document === 'undefined' ? undefined : document);
  win?.addEventListener('pagehide', onHide);
  doc?.addEventListener('visibilitychange', onVisibility);
  // Back online: what failed for want of a network need not wait for its back-off.
  const onOnline = () => void queue.flush();
  win?.addEventListener('online', onOnline);
  function stopPageHide() {
    win?.removeEventListener('pagehide', onHide);
    doc?.removeEventListener('visibilitychange', onVisibility);
    win?.removeEventListener('online', onOnline);
  }

  return analytics;
}
