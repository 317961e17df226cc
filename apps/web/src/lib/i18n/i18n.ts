import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '../../locales/en.json';
import es from '../../locales/es.json';
import { DEFAULT_LANG, LOCALES, detectLocale, isLocale, persistLocale, type Locale } from './locale';

export const resources = { en: { translation: en }, es: { translation: es } } as const;

/** A key that is missing from the catalogue is a bug: fail loudly while developing and testing. */
export function reportMissingKey(lngs: readonly string[], ns: string, key: string): void {
  const message = `Missing translation key "${ns}:${key}" for ${lngs.join(', ')}`;
  console.error(message);
  throw new Error(message);
}

export function createI18n(lng: Locale = detectLocale(), dev: boolean = import.meta.env.DEV): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources,
    lng,
    fallbackLng: DEFAULT_LANG,
    supportedLngs: [...LOCALES],
    nonExplicitSupportedLngs: false,
    defaultNS: 'translation',
    interpolation: { escapeValue: false }, // React escapes already
    initAsync: false, // resources are bundled, so the first render is already translated
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

/** Switches the language the user sees and remembers the choice (storage + cookie). */
export async function setLocale(locale: Locale, instance: I18n = i18n): Promise<void> {
  persistLocale(locale);
  await instance.changeLanguage(locale);
}
