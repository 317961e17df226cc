/**
 * Rating ladders (accounts spec "Viewer ratings"; issue 23). Every rating has a `level` on one
 * common scale, so that a viewer's TV limit also limits films (a TV-PG limit lets PG films
 * through and stops PG-13): TV-Y 1, TV-Y7 2, G / TV-G 3, PG / TV-PG 4, PG-13 / TV-14 5,
 * R / TV-MA 6, NC-17 7 (no TV rating reaches it, so any TV limit stops NC-17). Comics have their own
 * ladder and limit.
 *
 * Unrated content (an empty or unknown rating) counts as the strictest rating: under any limit it
 * is excluded, and only a viewer without a limit (or with the pin entered) sees it. Jellyfin's
 * "unrated items bypass the limit" (#7637, #2038) is the failure this rule prevents.
 */

export const RATING_SYSTEMS = ['tv', 'film'] as const;
export type RatingSystem = (typeof RATING_SYSTEMS)[number];

export interface VideoRating {
  name: string;
  /** Position in its own ladder, from 1 (youngest). */
  order: number;
  system: RatingSystem;
  /** Position on the common scale shared by TV and film ratings (see above). */
  level: number;
}

/** US TV Parental Guidelines. */
export const TV_RATINGS: readonly VideoRating[] = [
  { name: 'TV-Y', order: 1, system: 'tv', level: 1 },
  { name: 'TV-Y7', order: 2, system: 'tv', level: 2 },
  { name: 'TV-G', order: 3, system: 'tv', level: 3 },
  { name: 'TV-PG', order: 4, system: 'tv', level: 4 },
  { name: 'TV-14', order: 5, system: 'tv', level: 5 },
  { name: 'TV-MA', order: 6, system: 'tv', level: 6 },
];

/** US film ratings (MPA). */
export const FILM_RATINGS: readonly VideoRating[] = [
  { name: 'G', order: 1, system: 'film', level: 3 },
  { name: 'PG', order: 2, system: 'film', level: 4 },
  { name: 'PG-13', order: 3, system: 'film', level: 5 },
  { name: 'R', order: 4, system: 'film', level: 6 },
  { name: 'NC-17', order: 5, system: 'film', level: 7 },
];

export interface ComicRating {
  name: string;
  order: number;
}

/** Comic age ratings, youngest first. */
export const COMIC_RATINGS: readonly ComicRating[] = [
  { name: 'All Ages', order: 1 },
  { name: '9+', order: 2 },
  { name: '12+', order: 3 },
  { name: 'Teen', order: 4 },
  { name: 'Teen+', order: 5 },
  { name: 'Mature', order: 6 },
];

/** The level of content without a known rating: above every ladder (see the top of this file). */
export const UNRATED_LEVEL = Number.POSITIVE_INFINITY;

/**
 * The countries whose ladder `GET /api/5/tvrating` answers by name. Demo and imported content is
 * rated on the US ladders, so every other country is answered the US ladder too (with `country`
 * saying which ladder it is): a ladder the content does not carry could not be enforced.
 */
export const LADDER_COUNTRIES = ['US'] as const;
export const DEFAULT_LADDER_COUNTRY = 'US';

const videoByName = new Map([...TV_RATINGS, ...FILM_RATINGS].map((r) => [r.name.toUpperCase(), r]));
const comicByName = new Map(COMIC_RATINGS.map((r) => [r.name.toUpperCase(), r]));

/** A TV or film rating by name (case-insensitive), or undefined. */
export function videoRatingByName(name: string | null | undefined): VideoRating | undefined {
  return name ? videoByName.get(name.trim().toUpperCase()) : undefined;
}

/** A comic age rating by name (case-insensitive), or undefined. */
export function comicRatingByName(name: string | null | undefined): ComicRating | undefined {
  return name ? comicByName.get(name.trim().toUpperCase()) : undefined;
}

/**
 * The level of a video item (series, episode, clip): its TV rating when it has a known one, else
 * its film rating, else UNRATED_LEVEL.
 */
export function videoLevel(item: { tv_rating?: string | null; mpaa_rating?: string | null }): number {
  return (
    videoRatingByName(item.tv_rating)?.level ?? videoRatingByName(item.mpaa_rating)?.level ?? UNRATED_LEVEL
  );
}

/** The order of a comic (book or series) on the comics ladder, or UNRATED_LEVEL. */
export function comicLevel(item: { age_rating?: string | null }): number {
  return comicRatingByName(item.age_rating)?.order ?? UNRATED_LEVEL;
}

/** The video ratings (TV and film names) a viewer with this TV limit may see. */
export function videoRatingsUpTo(maxLevel: number): string[] {
  return [...TV_RATINGS, ...FILM_RATINGS].filter((r) => r.level <= maxLevel).map((r) => r.name);
}

/** The comic ratings a viewer with this age limit may see. */
export function comicRatingsUpTo(maxOrder: number): string[] {
  return COMIC_RATINGS.filter((r) => r.order <= maxOrder).map((r) => r.name);
}

/**
 * Mature content, for the age gate (spec §3 "Age gate"): R, NC-17 and TV-MA video, Mature comics,
 * and unrated content (which counts as the strictest).
 */
export const MATURE_VIDEO_LEVEL = 6;
export const MATURE_COMIC_ORDER = 6;
export function isMatureVideo(item: { tv_rating?: string | null; mpaa_rating?: string | null }): boolean {
  return videoLevel(item) >= MATURE_VIDEO_LEVEL;
}
export function isMatureComic(item: { age_rating?: string | null }): boolean {
  return comicLevel(item) >= MATURE_COMIC_ORDER;
}
