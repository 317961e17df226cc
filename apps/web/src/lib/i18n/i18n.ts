import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { loadCatalogue, loadedCatalogue } from './catalogues';
import { DEFAULT_LANG, LOCALES, detectLocale, isLocale, persistLocale, type Locale } from './locale';

/** The catalogues in memory now, as i18next takes them. */
function resourcesInMemory() {
  const resources: Partial<Record<Locale, { translation: object }>> = {};
  for (const locale of LOCALES) {
    const translation = loadedCatalogue(locale);
    if (translation) resources[locale] = { translation };
  }
  return resources;
}

/** A key that is missing from the catalogue is a bug: fail loudly while developing and testing. */
export function reportMissingKey(lngs: readonly string[], ns: string, key: string): void {
  const message = `Missing translation key "${ns}:${key}" for ${lngs.join(', ')}`;
  console.error(message);
  throw new Error(message);
}

export function createI18n(lng: Locale = detectLocale(), dev: boolean = import.meta.env.DEV): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources: resourcesInMemory(),
    lng,
    fallbackLng: DEFAULT_LANG,
    supportedLngs: [...LOCALES],
    nonExplicitSupportedLngs: false,
    defaultNS: 'translation',
    interpolation: { escapeValue: false }, // React escapes already
    initAsync: false, // the catalogues given are in memory: the first render is translated
    returnNull: false,
    saveMissing: dev,
    missingKeyHandler: dev ? reportMissingKey : false,
  });
  return instance;
}

export const i18n = createI18n();

export function currentLocale(instance: I18n = i18n): Locale {
  const lng = instance.resolvedLanguage ?? instance.language;
  return isLocale(lng) ? lng : DEFAULT_LANG;
}

/**
 * Makes `locale`'s catalogue part of `instance`, loading its chunk if need be. Until then an
 * instance set to that language answers in English (its fallback).
 */
export async function ensureCatalogue(locale: Locale, instance: I18n = i18n): Promise<void> {
  const catalogue = await loadCatalogue(locale);
  if (!instance.hasResourceBundle(locale, 'translation')) {
    instance.addResourceBundle(locale, 'translation', catalogue);
  }
}

/** Shows `locale` once its catalogue is in (without remembering it as the user's choice). */
export async function showLocale(locale: Locale, instance: I18n = i18n): Promise<void> {
  await ensureCatalogue(locale, instance);
  // Not `language`: an instance made for a language whose catalogue was not yet in has that
  // language but resolved English, and answers in English until told again.
  if (instance.resolvedLanguage !== locale) await instance.changeLanguage(locale);
}

/** Switches the language the user sees and remembers the choice (storage + cookie). */
export async function setLocale(locale: Locale, instance: I18n = i18n): Promise<void> {
  persistLocale(locale);
  await showLocale(locale, instance);
}
