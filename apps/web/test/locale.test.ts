import { describe, expect, it } from 'vitest';
import {
  LOCALE_COOKIE_DAYS,
  LOCALE_STORAGE_KEY,
  detectLocale,
  localeCookie,
  persistLocale,
  resolveLocale,
  toLanguageParam,
} from '../src/lib/i18n/locale';
import { readCookie } from '../src/lib/cookies';

describe('resolveLocale', () => {
  it('prefers the stored locale over the browser language', () => {
    expect(resolveLocale({ stored: 'es', browserLanguage: 'en-US' })).toBe('es');
    expect(resolveLocale({ stored: 'en', browserLanguage: 'es-ES' })).toBe('en');
  });

  it('ignores a stored value that is not an offered locale', () => {
    expect(resolveLocale({ stored: 'fr', browserLanguage: 'es-MX' })).toBe('es');
    expect(resolveLocale({ stored: '', browserLanguage: null })).toBe('en');
  });

  it('takes the first two letters of the browser language when offered', () => {
    expect(resolveLocale({ browserLanguage: 'es-ES' })).toBe('es');
    expect(resolveLocale({ browserLanguage: 'ES' })).toBe('es');
    expect(resolveLocale({ browserLanguage: 'en-GB' })).toBe('en');
  });

  it('defaults to English for a browser language that is not offered, or none', () => {
    expect(resolveLocale({ browserLanguage: 'de-DE' })).toBe('en');
    expect(resolveLocale({ browserLanguage: 'fr-CA' })).toBe('en');
    expect(resolveLocale({})).toBe('en');
  });

  it('reads the stored value from local storage under "locale"', () => {
    localStorage.setItem('locale', 'es');
    expect(detectLocale(localStorage, 'en-US')).toBe('es');
    localStorage.removeItem('locale');
    expect(detectLocale(localStorage, 'es-AR')).toBe('es');
    expect(detectLocale(null, undefined)).toBe('en');
  });
});

describe('toLanguageParam', () => {
  it('applies the spec overrides jp→ja, zh→zh-cn, fr-CA→fr', () => {
    expect(toLanguageParam('jp')).toBe('ja');
    expect(toLanguageParam('zh')).toBe('zh-cn');
    expect(toLanguageParam('fr-CA')).toBe('fr');
  });

  it('passes every other locale through unchanged', () => {
    expect(toLanguageParam('en')).toBe('en');
    expect(toLanguageParam('es')).toBe('es');
    expect(toLanguageParam('fr')).toBe('fr');
    expect(toLanguageParam('zh-tw')).toBe('zh-tw');
  });
});

describe('locale cookie', () => {
  it('lasts 365 days', () => {
    const now = new Date('2025-01-01T00:00:00Z');
    const cookie = localeCookie('es', now);
    expect(LOCALE_COOKIE_DAYS).toBe(365);
    expect(cookie).toContain('locale=es');
    expect(cookie).toContain(`Max-Age=${365 * 24 * 60 * 60}`);
    expect(cookie).toContain(`Expires=${new Date('2026-01-01T00:00:00Z').toUTCString()}`);
    expect(cookie).toContain('Path=/');
  });

  it('is written together with local storage when the locale is set', () => {
    persistLocale('es', localStorage);
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('es');
    expect(readCookie('locale')).toBe('es');
    persistLocale('en', localStorage);
    expect(readCookie('locale')).toBe('en');
  });
});
