import { DEFAULT_LANG, fieldRulesReplySchema } from '@fanverse/contract';
import { createAccountCalls, type AccountCalls } from './accounts/account-calls';
import { createCatalogueCalls } from './catalogue/catalogue-calls';
import type { CatalogueCalls } from './catalogue/catalogue-types';
import type { ClientState } from './client-state';
import { createQuizCalls, type QuizCalls } from './quiz/quiz-calls';
import { ErrorStore } from './errors/error-store';
import { HttpClient } from './http/http-client';
import { createPlaybackCalls } from './playback/playback-calls';
import type { PlaybackCalls } from './playback/playback-types';
import { FieldRuleEngine } from './rules/field-rule-engine';
import { createShellCalls, type ShellCalls } from './shell/shell-calls';

export interface ClientOptions {
  /** Origin (and prefix) of the API; empty means same origin, which only a browser resolves. */
  baseUrl?: string;
  lang?: string;
  /** Injected for tests and server-side use; defaults to the global fetch at call time. */
  fetch?: typeof fetch;
}

export interface FanverseClient {
  /** The layer every call uses. */
  http: HttpClient;
  setLang(lang: string): void;
  getLang(): string;
  /** The session token becomes `Authorization: Token <session>`; null removes it. */
  setSessionToken(token: string | null): void;
  getSessionToken(): string | null;
  /** The consumer secret becomes `X-Consumer-Key`; null removes it. */
  setConsumerKey(key: string | null): void;
  /** Errors kept per operation type. */
  errors: ErrorStore;
  /** Field rules fetched with OPTIONS and checked before sending. */
  rules: FieldRuleEngine;
  shell: ShellCalls;
  /** Accounts and agreements (spec accounts §7); the session flows are in createSessionManager. */
  accounts: AccountCalls;
  /** Catalogue content (spec §7): series, episodes, clips, collections, homepage, search. */
  catalogue: CatalogueCalls;
  /** The "My Origin Story" quiz content (questions, answers, results). */
  quiz: QuizCalls;
  /** Rights, the video manifest, the playback log and the resume position. */
  playback: PlaybackCalls;
}

export function createClient(options: ClientOptions = {}): FanverseClient {
  const state: ClientState = { lang: options.lang, sessionToken: null, consumerKey: null };
  const getLang = () => state.lang || DEFAULT_LANG;
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
    setSessionToken: (token) => {
      state.sessionToken = token;
    },
    getSessionToken: () => state.sessionToken,
    setConsumerKey: (key) => {
      state.consumerKey = key;
    },
    errors,
    rules,
    shell: createShellCalls(http),
    accounts: createAccountCalls({ http, errors, getLang }),
    catalogue: createCatalogueCalls(http, { errors, getLang }),
    quiz: createQuizCalls(http),
    playback: createPlaybackCalls(http, { getLang, getSessionToken: () => state.sessionToken }),
  };
}
