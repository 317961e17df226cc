/** Words of a search that count; more only narrow an already narrow title search. */
export const SEARCH_MAX_WORDS = 8;

/**
 * A `to_tsquery` text from what a visitor typed, safe by construction: the input is split on
 * everything that is not a letter or a digit (so punctuation, quotes and tsquery operators such
 * as `&`, `|`, `!`, `(`, `:*` never reach PostgreSQL's query parser), the words are ANDed and
 * the last one is a prefix (`:*`) so results appear while typing. It is still passed as a bound
 * parameter, never spliced into SQL. Splitting (rather than deleting) punctuation mirrors the
 * `simple` parser that built the `search` columns: "Rook's" is indexed as `rook` and `s`.
 * Undefined when no word is left.
 */
export function toTsQuery(text: string): string | undefined {
  const words = text
    .normalize('NFC')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '')
    .slice(0, SEARCH_MAX_WORDS);
  if (words.length === 0) return undefined;
  return words.map((word, i) => (i === words.length - 1 ? `${word}:*` : word)).join(' & ');
}
