import type { BrowseBooksQuery } from '@fanverse/client';
import {
  BOOK_TYPES,
  COMIC_FILTER_KEYS,
  COMIC_SORTS,
  READING_DIRECTIONS,
  type BrowseComics,
  type ComicFilterKey,
  type ComicSort,
} from '@fanverse/contract';

/** What the comics home shows: the filters and the sort, read from and written to the address. */
export type BrowseChoice = Partial<Record<ComicFilterKey, string>> & { sort?: ComicSort };

/** The server's own rule for free-text filter values (browse-comics.ts). */
const FILTER_VALUE = /^[a-z0-9][a-z0-9 -]{0,63}$/i;

function validFilter(key: ComicFilterKey, value: string): boolean {
  if (key === 'book_type') return (BOOK_TYPES as readonly string[]).includes(value);
  if (key === 'reading_direction') return (READING_DIRECTIONS as readonly string[]).includes(value);
  return FILTER_VALUE.test(value);
}

/**
 * The choice an address names. A value the server would refuse (an edited address) is dropped
 * rather than sent, so the page shows books instead of an error.
 */
export function readChoice(search: URLSearchParams): BrowseChoice {
  const choice: BrowseChoice = {};
  for (const key of COMIC_FILTER_KEYS) {
    const value = search.get(key);
    if (value && validFilter(key, value)) choice[key] = value;
  }
  const sort = search.get('sort');
  if (sort && (COMIC_SORTS as readonly string[]).includes(sort)) choice.sort = sort as ComicSort;
  return choice;
}

/** The address query of a choice, keys in one order so equal choices share one address. */
export function choiceSearch(choice: BrowseChoice): string {
  const params = new URLSearchParams();
  for (const key of COMIC_FILTER_KEYS) {
    const value = choice[key];
    if (value) params.set(key, value);
  }
  if (choice.sort) params.set('sort', choice.sort);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The choice with one filter set, or cleared when it is the one already set. */
export function toggleFilter(choice: BrowseChoice, key: ComicFilterKey, value: string): BrowseChoice {
  const next = { ...choice };
  if (next[key] === value) delete next[key];
  else next[key] = value;
  return next;
}

export function withSort(choice: BrowseChoice, sort: ComicSort): BrowseChoice {
  return { ...choice, sort };
}

/** A filter set's own choice: its filters and its sort, nothing else. */
export function setChoice(set: BrowseComics['filter_sets'][number]): BrowseChoice {
  return { ...set.filters, sort: set.sort };
}

export function sameChoice(a: BrowseChoice, b: BrowseChoice): boolean {
  return choiceSearch(a) === choiceSearch(b);
}

/** The books query of a choice: typed for the client (book type and direction are enums there). */
export function booksQuery(choice: BrowseChoice): BrowseBooksQuery {
  return { ...choice } as BrowseBooksQuery;
}
