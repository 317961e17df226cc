import type { i18n as I18n } from 'i18next';
import { toLanguageParam } from '../lib/i18n';

interface LanguageAware {
  setLang(lang: string): void;
}

/** Keeps `<html lang>` and the API client's language parameter in step with the UI language. */
export function syncLanguage(
  i18n: I18n,
  client: LanguageAware,
  root: HTMLElement = document.documentElement,
) {
  const apply = (lng: string) => {
    root.lang = lng;
    client.setLang(toLanguageParam(lng));
  };
  apply(i18n.resolvedLanguage ?? i18n.language);
  i18n.on('languageChanged', apply);
  return () => i18n.off('languageChanged', apply);
}
