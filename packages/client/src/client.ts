import { DEFAULT_LANG, fieldRulesReplySchema } from '@fanverse/contract';
import { createAccountCalls } from './accounts/account-calls';
import { createActivityCalls } from './activity/activity-calls';
import { createAgreementCalls } from './agreements/agreement-calls';
import type { AreaContext } from './area/area-context';
import { createCatalogueCalls } from './catalogue/catalogue-calls';
import { createClaimCalls } from './claims/claim-calls';
import { createComicsCalls } from './comics/comics-calls';
import { createAnalyticsCalls } from './analytics/analytics-calls';
import { createInsightsCalls } from './insights/insights-calls';
import { createCheckinCalls } from './checkin/checkin-calls';
import { createDevicesCalls } from './devices/devices-calls';
import { createBookmarksCalls, createDiscussionsCalls, createReviewsCalls } from './discussions/index';
import type { ClientState } from './client-state';
import { ErrorStore } from './errors/error-store';
import { createEventsCalls } from './events/events-calls';
import { HttpClient } from './http/http-client';
import { createListsCalls } from './lists/lists-calls';
import { createPlaybackCalls } from './playback/playback-calls';
import { createPremiumCalls } from './premium/premium-calls';
import { createPurchasesCalls } from './purchases/purchases-calls';
import { createQuizCalls } from './quiz/quiz-calls';
import { FieldRuleEngine } from './rules/field-rule-engine';
import { createShellCalls } from './shell/shell-calls';
import { createUploadCalls } from './uploads/upload-calls';
import { createViewerCalls } from './viewer/viewer-calls';

/**
 * The client's areas, each `client.<name>`, each built from the same context (area/). A new
 * area is its own file under src/<area>/ and one line here; its interface documents it.
 */
const AREAS = {
  shell: createShellCalls,
  accounts: createAccountCalls,
  uploads: createUploadCalls,
  claims: createClaimCalls,
  agreements: createAgreementCalls,
  catalogue: createCatalogueCalls,
  playback: createPlaybackCalls,
  quiz: createQuizCalls,
  comics: createComicsCalls,
  lists: createListsCalls,
  discussions: createDiscussionsCalls,
  reviews: createReviewsCalls,
  bookmarks: createBookmarksCalls,
  activity: createActivityCalls,
  premium: createPremiumCalls,
  purchases: createPurchasesCalls,
  viewer: createViewerCalls,
  devices: createDevicesCalls,
  events: createEventsCalls,
  checkin: createCheckinCalls,
  analytics: createAnalyticsCalls,
  insights: createInsightsCalls,
};

/** Every area's calls by name (`client.accounts`, `client.catalogue`, ...). */
export type ClientAreas = { [K in keyof typeof AREAS]: ReturnType<(typeof AREAS)[K]> };

export interface ClientOptions {
  /** Origin (and prefix) of the API; empty means same origin, which only a browser resolves. */
  baseUrl?: string;
  lang?: string;
  /** Injected for tests and server-side use; defaults to the global fetch at call time. */
  fetch?: typeof fetch;
}

export interface FanverseClient extends ClientAreas {
  /** The layer every call uses. */
  http: HttpClient;
  setLang(lang: string): void;
  getLang(): string;
  /**
   * The session token becomes `Authorization: Token <session>`; null removes it. Another token
   * than the one held also drops the parental unlock (`viewer.getUnlock()`).
   */
  setSessionToken(token: string | null): void;
  getSessionToken(): string | null;
  /** The consumer secret becomes `X-Consumer-Key`; null removes it. */
  setConsumerKey(key: string | null): void;
  /** Errors kept per operation type (spec §8; packages/client/README.md lists which call keeps what). */
  errors: ErrorStore;
  /** Field rules fetched with OPTIONS and checked before sending. */
  rules: FieldRuleEngine;
}

function buildAreas(context: AreaContext): ClientAreas {
  const entries = Object.entries(AREAS).map(([name, create]) => [name, create(context)]);
  return Object.fromEntries(entries) as ClientAreas;
}

export function createClient(options: ClientOptions = {}): FanverseClient {
  const state: ClientState = {
    lang: options.lang,
    sessionToken: null,
    consumerKey: null,
    viewerUnlock: null,
  };
  const getLang = () => state.lang || DEFAULT_LANG;
  const getSessionToken = () => state.sessionToken;
  // A parental unlock belongs to the session it was given to: another token (sign-out, another
  // member, a TV's device login) drops it.
  const setSessionToken = (token: string | null) => {
    if (token !== state.sessionToken) http.viewerUnlock.clear();
    state.sessionToken = token;
  };
  // Looked up per call and called unbound: browsers reject `fetch` invoked on another object.
  const fetchFn: typeof fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));

  const http: HttpClient = new HttpClient({
    baseUrl: options.baseUrl ?? '',
    state,
    fetch: fetchFn,
    validate: (path, payload, lang, signal) => rules.check(path, payload, { lang, signal }),
  });
  const errors = new ErrorStore(getLang);
  const rules: FieldRuleEngine = new FieldRuleEngine(
    (path, signal) => http.request({ method: 'OPTIONS', path, schema: fieldRulesReplySchema, signal }),
    getLang,
  );

  return {
    http,
    setLang: (lang) => {
      state.lang = lang;
    },
    getLang,
    setSessionToken,
    getSessionToken,
    setConsumerKey: (key) => {
      state.consumerKey = key;
    },
    errors,
    rules,
    ...buildAreas({ http, errors, getLang, getSessionToken, setSessionToken }),
  };
}
