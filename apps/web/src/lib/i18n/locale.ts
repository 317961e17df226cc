import { DEFAULT_LANG, LOCALES, type Locale } from '@fanverse/contract';
import { serializeCookie, setCookie } from '../cookies';
import { getStorage, readItem, writeItem } from '../storage';

export { DEFAULT_LANG, LOCALES, type Locale };

/** Spec accounts §3/§9: the chosen locale is kept in local storage and in a 365-day cookie. */
export const LOCALE_STORAGE_KEY = 'locale';
export const LOCALE_COOKIE_NAME = 'locale';
export const LOCALE_COOKIE_DAYS = 365;

/** Spec accounts §2: locales whose API language parameter is spelt differently. */
const LANGUAGE_PARAM_OVERRIDES: Readonly<Record<string, string>> = {
  jp: 'ja',
  zh: 'zh-cn',
  'fr-ca': 'fr',
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

export interface LocaleSources {
  /** The value kept under `locale` in local storage, if any. */
  stored?: string | null;
  /** The browser's language, e.g. `navigator.language` (`es-ES`). */
  browserLanguage?: string | null;
}

/** The stored locale wins, then the browser language's first two letters, then English. */
export function resolveLocale({ stored, browserLanguage }: LocaleSources): Locale {
  if (isLocale(stored)) return stored;
  const fromBrowser = browserLanguage?.slice(0, 2).toLowerCase();
  if (isLocale(fromBrowser)) return fromBrowser;
  return DEFAULT_LANG;
}

/** The language parameter the API expects for a locale (`jp` → `ja`, `zh` → `zh-cn`, `fr-CA` → `fr`). */
export function toLanguageParam(locale: string): string {
  return LANGUAGE_PARAM_OVERRIDES[locale.toLowerCase()] ?? locale;
}

export function localeCookie(locale: Locale, now?: Date): string {
  return serializeCookie(LOCALE_COOKIE_NAME, locale, { days: LOCALE_COOKIE_DAYS }, now);
}

export function detectLocale(
  storage: Storage | null = getStorage(),
  browserLanguage: string | undefined = globalThis.navigator?.language,
): Locale {
  return resolveLocale({ stored: readItem(LOCALE_STORAGE_KEY, storage), browserLanguage });
}

/** Remembers an explicit choice: local storage for the app, a cookie for the server. */
export function persistLocale(locale: Locale, storage: Storage | null = getStorage()): void {
  writeItem(LOCALE_STORAGE_KEY, locale, storage);
  setCookie(LOCALE_COOKIE_NAME, locale, { days: LOCALE_COOKIE_DAYS });
}
