import { ISO_COUNTRIES } from '@fanverse/contract';

/**
 * Countries for `marketing_country`: the contract's ISO 3166-1 alpha-2 list (the one the server
 * checks against). Names are never stored: `Intl.DisplayNames` writes them in the visitor's
 * language.
 */
const CODES: readonly string[] = ISO_COUNTRIES;

export function isCountryCode(value: unknown): value is string {
  return typeof value === 'string' && CODES.includes(value);
}

export interface CountryOption {
  code: string;
  name: string;
}

const cache = new Map<string, CountryOption[]>();

/** Every country with its name in `lang`, sorted the way a reader of that language expects. */
export function countryOptions(lang: string): CountryOption[] {
  const known = cache.get(lang);
  if (known) return known;
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([lang], { type: 'region' });
  } catch {
    names = null;
  }
  const collator = new Intl.Collator(lang);
  const options = CODES.map((code) => ({ code, name: names?.of(code) ?? code })).sort((a, b) =>
    collator.compare(a.name, b.name),
  );
  cache.set(lang, options);
  return options;
}
