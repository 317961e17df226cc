import { videoRatingByName } from '@fanverse/contract';
import type { ContentLimits } from '../parental/content-limits';
import { parentalLock } from '../parental/content-ratings';
import { notFound } from './not-found';
import type { SeriesRepository } from './series.repository';

/*
 * Parental controls in the video catalogue (issue 23; docs/parental-controls.md). The rules:
 * - a series, and every call that lists what is under it (cast, seasons, a season's or the
 *   series' episodes), answers 403 PARENTAL_LOCK when the series is above the caller's limits;
 * - an episode fetched on its own is judged by its own rating (TV, else film), a clip or a season
 *   by its series' (a clip without a series is unrated), and so are their subtitles;
 * - catalogue-wide lists (latest episodes, search, a series' or season's episodes, clip lists)
 *   leave out what is above the limits in SQL, so counts and pages stay right; collections and
 *   homepage rails leave it out when their items are resolved (ItemLoaderRegistry).
 * Unrated content counts as the strictest rating: under any limit it is locked.
 */

/** The rating columns of a video row (null: an outer join found no series, i.e. unrated). */
export interface VideoRatingColumns {
  tv_rating: string | null;
  mpaa_rating: string | null;
}

/** The rating a lock names: the one the item's level comes from, or '' for unrated content. */
export function videoRatingName(item: VideoRatingColumns): string {
  return (videoRatingByName(item.tv_rating) ?? videoRatingByName(item.mpaa_rating))?.name ?? '';
}

/** 403 PARENTAL_LOCK (with the item's rating) unless the caller's limits allow the item. */
export function assertVideoAllowed(limits: ContentLimits, item: VideoRatingColumns): void {
  if (!limits.allowsVideo(item)) throw parentalLock(videoRatingName(item));
}

/** The rating columns of a row's series, under the names the checks read. */
export function seriesRating(row: {
  series_tv_rating: string | null;
  series_mpaa_rating: string | null;
}): VideoRatingColumns {
  return { tv_rating: row.series_tv_rating, mpaa_rating: row.series_mpaa_rating };
}

/**
 * A series as parental controls see it, for the calls that list what is under it: 404
 * SERIES_NOT_FOUND when unknown, 403 PARENTAL_LOCK when above the caller's limits. Reads nothing
 * when video is not limited (the call itself then answers an unknown series).
 */
export async function assertSeriesOpen(
  series: SeriesRepository,
  seriesId: number,
  limits: ContentLimits,
): Promise<void> {
  if (limits.videoMax === null) return;
  const rating = await series.rating(seriesId);
  if (!rating) throw notFound.series();
  assertVideoAllowed(limits, rating);
}
