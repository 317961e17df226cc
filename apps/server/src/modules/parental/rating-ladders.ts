import {
  COMIC_RATINGS,
  DEFAULT_LADDER_COUNTRY,
  FILM_RATINGS,
  LADDER_COUNTRIES,
  TV_RATINGS,
  comicRatingByName,
  type ComicRatingLadder,
  type TvRatingLadder,
  type VideoRatingEntry,
} from '@fanverse/contract';

/**
 * The rating ladders (static data from the contract, ratings.ts). Every country is answered a
 * ladder the content actually carries: a country without its own (all but LADDER_COUNTRIES) gets
 * the US one, and `country` says which ladder it is.
 */
const VIDEO_LADDER: readonly VideoRatingEntry[] = [...TV_RATINGS, ...FILM_RATINGS].map((r) => ({
  name: r.name,
  order: r.order,
  system: r.system,
  level: r.level,
}));

export function ladderCountry(country: string | undefined): string {
  return country && (LADDER_COUNTRIES as readonly string[]).includes(country)
    ? country
    : DEFAULT_LADDER_COUNTRY;
}

/** GET /api/5/tvrating: the TV and film ratings of a country's ladder. */
export function videoLadder(country: string | undefined): TvRatingLadder {
  return { country: ladderCountry(country), ratings: [...VIDEO_LADDER] };
}

/** GET /api/comics/1/ratings. */
export function comicLadder(): ComicRatingLadder {
  return { ratings: COMIC_RATINGS.map((r) => ({ name: r.name, order: r.order })) };
}

/**
 * A TV limit as stored: '' (no limit), or the ladder's own spelling of a TV or film rating named
 * in any case; undefined when the ladder has no such rating.
 */
export function canonicalVideoRating(name: string): string | undefined {
  if (name.trim() === '') return '';
  const wanted = name.trim().toUpperCase();
  return VIDEO_LADDER.find((r) => r.name.toUpperCase() === wanted)?.name;
}

/** A comics limit as stored: '' or the ladder's spelling; undefined for an unknown rating. */
export function canonicalComicRating(name: string): string | undefined {
  if (name.trim() === '') return '';
  return comicRatingByName(name)?.name;
}
