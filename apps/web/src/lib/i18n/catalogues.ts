import en from '../../locales/en.json';
import { DEFAULT_LANG, type Locale } from './locale';

/** One language's translations (en.json is the reference the types are drawn from). */
export type Catalogue = typeof en;

/**
 * The catalogues in memory. English is in the app's chunk: it is the default language and the
 * fallback for a key another language lacks. Every other language is a chunk of its own, loaded
 * only for a visitor who reads it (es.json is about 100 kB that an English reader's phone would
 * otherwise download and parse before the first page; docs/first-view.md "Translations").
 */
const loaded = new Map<Locale, Catalogue>([[DEFAULT_LANG, en]]);

/** Source file → the chunk's loader; the server preloads the chunk of the page's language. */
export const CATALOGUE_SOURCES: Readonly<Partial<Record<Locale, string>>> = {
  es: 'src/locales/es.json',
};

const loaders: Partial<Record<Locale, () => Promise<{ default: unknown }>>> = {
  es: () => import('../../locales/es.json'),
};

/** The catalogue of `locale` if it is in memory. */
export function loadedCatalogue(locale: Locale): Catalogue | undefined {
  return loaded.get(locale);
}

/** Puts a catalogue in memory (the server and the tests bundle them all: bundled-catalogues.ts). */
export function registerCatalogue(locale: Locale, catalogue: unknown): void {
  loaded.set(locale, catalogue as Catalogue);
}

/** The catalogue of `locale`, loading its chunk the first time. */
export async function loadCatalogue(locale: Locale): Promise<Catalogue> {
  const known = loaded.get(locale);
  if (known) return known;
  const load = loaders[locale];
  if (!load) throw new Error(`No translations for ${locale}`);
  const catalogue = (await load()).default;
  registerCatalogue(locale, catalogue);
  return catalogue as Catalogue;
}
