import type { Locale } from '@fanverse/contract';
import type { Translations } from '../../db/schema-catalogue';

/**
 * A translatable field in the request's language: the row's `translations[lang][field]` when
 * present and non-empty, else the English column (DESIGN.md "Language": falling back to English).
 */
export function translated(
  row: { translations: Translations },
  field: string,
  english: string,
  lang: Locale,
): string {
  if (lang === 'en') return english;
  const value = row.translations[lang]?.[field];
  return value ? value : english;
}

/** A per-language map such as a timestamp's `title`: the language, else English, else ''. */
export function pickLang(values: Record<string, string>, lang: Locale): string {
  return values[lang] || values.en || '';
}
