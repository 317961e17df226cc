import {
  comicLevel,
  comicRatingByName,
  comicRatingsUpTo,
  videoLevel,
  videoRatingByName,
  videoRatingsUpTo,
} from '@fanverse/contract';

/**
 * What a caller may see under parental controls (issue 23): the highest video level (common TV and
 * film scale) and the highest comic order, each null for no limit. Unrated content counts as the
 * strictest (contract viewer/ratings.ts), so under a limit it is never allowed.
 *
 * Every module that answers content asks the parental guard for the caller's limits and applies
 * them here: `allows…` for one item (a fetch by id answers 403 PARENTAL_LOCK, rights answer
 * `denial: 'parental'`), `…Ratings()` for SQL (`where tv_rating in (…)`), so that lists page
 * correctly instead of losing items after paging.
 */
export class ContentLimits {
  static readonly NONE = new ContentLimits(null, null);

  constructor(
    /** Highest video level allowed, or null. */
    readonly videoMax: number | null,
    /** Highest comic order allowed, or null. */
    readonly comicMax: number | null,
  ) {}

  /** From stored rating names ('' = no limit for that kind). */
  static fromRatings(tvRating: string, ageRating: string): ContentLimits {
    const video = videoRatingByName(tvRating)?.level ?? null;
    const comic = comicRatingByName(ageRating)?.order ?? null;
    return video === null && comic === null ? ContentLimits.NONE : new ContentLimits(video, comic);
  }

  /** The stricter of two limits, kind by kind (a pin limit and an age-gate limit). */
  static strictest(a: ContentLimits, b: ContentLimits): ContentLimits {
    const min = (x: number | null, y: number | null) => (x === null ? y : y === null ? x : Math.min(x, y));
    return new ContentLimits(min(a.videoMax, b.videoMax), min(a.comicMax, b.comicMax));
  }

  /** Whether any limit applies (false: every check below allows everything). */
  get active(): boolean {
    return this.videoMax !== null || this.comicMax !== null;
  }

  allowsVideo(item: { tv_rating?: string | null; mpaa_rating?: string | null }): boolean {
    return this.videoMax === null || videoLevel(item) <= this.videoMax;
  }

  allowsComic(item: { age_rating?: string | null }): boolean {
    return this.comicMax === null || comicLevel(item) <= this.comicMax;
  }

  /** A video level (for items rated through their series: clips, seasons). */
  allowsVideoLevel(level: number): boolean {
    return this.videoMax === null || level <= this.videoMax;
  }

  /** The TV and film rating names allowed, for SQL; null when video is not limited. */
  videoRatings(): string[] | null {
    return this.videoMax === null ? null : videoRatingsUpTo(this.videoMax);
  }

  /** The comic rating names allowed, for SQL; null when comics are not limited. */
  comicRatings(): string[] | null {
    return this.comicMax === null ? null : comicRatingsUpTo(this.comicMax);
  }
}
