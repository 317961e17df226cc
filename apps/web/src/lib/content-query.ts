import { ApiError, isAbortError, type CallOptions } from '@fanverse/client';
import { useTranslation } from './i18n/use-translation';
import { currentLocale, toLanguageParam, type Locale } from './i18n';

/**
 * What every feature's reads of translated content share: the call's language is the query's
 * (never whatever the client was set to in between), and a failed read is asked again once,
 * only when the server or the network failed.
 */
export function callOptions(lang: Locale, signal?: AbortSignal): CallOptions {
  return { lang: toLanguageParam(lang), signal };
}

/** The language the visitor reads, which is also the language content text is asked in. */
export function useContentLang(): Locale {
  const { i18n } = useTranslation();
  return currentLocale(i18n);
}

/**
 * Asking again, once, only helps when the server or the network failed: a refused id (the
 * client check sends nothing), missing content or a cancelled call answers the same twice.
 */
export function retryTransient(failures: number, error: unknown): boolean {
  if (failures >= 1 || isAbortError(error) || !(error instanceof ApiError)) return false;
  return error.networkError || (error.status !== undefined && error.status >= 500);
}
