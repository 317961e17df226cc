import type { z } from 'zod';
import {
  CatalogueServerCode,
  ClientCode,
  HISTORY_SEARCH_MAX_IDS,
  VIDEO_HISTORY_DEFAULT_LIMIT,
  type HistoryItemType,
  type HistorySearchBody,
  type HistorySearchReply,
  type Locale,
  type UserHistory,
  type VideoHistoryItem,
  type VideoHistoryList,
  type videoHistoryQuerySchema,
} from '@fanverse/contract';
import { AppError } from '../../../errors/app-error';
import { toComicHistoryItem } from '../../comics/reading-log/comic-history.service';
import { decodeHistoryKey, encodeHistoryKey } from '../../comics/reading-log/history-key';
import type { PremiumStateOf } from '../../claims/premium-state';
import type { ContentLimits } from '../../parental/content-limits';
import type { ContentRatings } from '../../parental/content-ratings';
import { ActivityVisibility } from '../activity-visibility';
import type { BookHistoryRepository } from './book-history.repository';
import type { HistoryWritesRepository } from './history-writes.repository';
import type { MarkTarget } from './mark-params';
import { toVideoHistoryItem } from './video-history.mapper';
import type { VideoHistoryFilter, VideoHistoryRepository, VideoHistoryRow } from './video-history.repository';

/** The query of GET /api/5/1/user/history/video/ once validated (defaults filled in). */
export type VideoHistoryQueryValues = z.infer<typeof videoHistoryQuerySchema>;

/**
 * Who asks: the signed-in member, the country they are in (activity.factory's viewerCountryOf) and
 * their parental limits (issue 23: items above them are left out of every history reply).
 */
export interface HistoryCaller {
  userId: string;
  country: string;
  limits: ContentLimits;
}

export interface HistoryServiceOptions {
  premiumStateOf: PremiumStateOf;
  /** What refuses a mark of an episode above the member's limits. */
  ratings: ContentRatings;
  /** The walls' clock; tests that move time pass their own. */
  now?: () => number;
}

/** Items of each kind the overview (GET /api/5/user/history) shows. */
const OVERVIEW_SIZE = VIDEO_HISTORY_DEFAULT_LIMIT;

/**
 * The member's history (catalogue spec §3 "Activity", §7 "User activity"), read from the activity
 * model the log triggers keep: one item per episode or book, newest first. The member comes from
 * the session and nothing else, so no request reaches another member's rows. Watched, the resume
 * point and the order are the model's; this adds what the member may still watch (`is_visible`)
 * and the catalogue's fields.
 */
export class HistoryService {
  private readonly now: () => number;

  constructor(
    private readonly videos: VideoHistoryRepository,
    private readonly books: BookHistoryRepository,
    private readonly writes: HistoryWritesRepository,
    private readonly options: HistoryServiceOptions,
  ) {
    this.now = options.now ?? Date.now;
  }

  /** The latest episodes and the latest books, side by side. */
  async overview(caller: HistoryCaller, lang: Locale): Promise<UserHistory> {
    const [videos, comics] = await Promise.all([
      this.videos.list({ userId: caller.userId, take: OVERVIEW_SIZE, limits: caller.limits }),
      this.books.list({ userId: caller.userId, take: OVERVIEW_SIZE, limits: caller.limits }),
    ]);
    return {
      videos: await this.videoItems(caller, videos, lang),
      comics: comics.map((row) => toComicHistoryItem(row, lang, row.completed)),
    };
  }

  /**
   * A page of episodes. `skip_completed` leaves out watched ones; `skip_completed_val` leaves out
   * those whose furthest position reached that percentage of their length (either may be given
   * alone). `start_from` is the previous page's `last_key`: the comic history's key, on
   * (page_at, last_id), so a page starts right after the previous one whatever was watched since.
   */
  async list(caller: HistoryCaller, query: VideoHistoryQueryValues, lang: Locale): Promise<VideoHistoryList> {
    const filter: VideoHistoryFilter = {
      userId: caller.userId,
      seriesId: query.series_id,
      episodeNumber: query.episode_number,
      skipWatched: query.skip_completed,
      skipFromPercent: query.skip_completed_val,
      key: query.start_from === undefined ? undefined : decodeHistoryKey(query.start_from),
      take: query.limit + 1,
      limits: caller.limits,
    };
    const rows = await this.videos.list(filter);
    const shown = rows.slice(0, query.limit);
    const last = shown.at(-1);
    return {
      history: await this.videoItems(caller, shown, lang),
      last_key:
        rows.length > query.limit && last
          ? encodeHistoryKey({ viewDate: new Date(last.page_at), id: last.last_id })
          : null,
    };
  }

  /**
   * What the member did with each named item: `video_ids` are episode uuids or their videos'
   * uuids, `comic_uuids` books. Items never consumed (or cleared) are absent. Naming nothing is
   * 6000, as spec §5 says for this call.
   */
  async search(caller: HistoryCaller, body: HistorySearchBody, lang: Locale): Promise<HistorySearchReply> {
    const videoIds = body.video_ids ?? [];
    const comicUuids = body.comic_uuids ?? [];
    if (videoIds.length === 0 && comicUuids.length === 0) {
      throw AppError.badRequest(
        ClientCode.FIELD_REQUIRED,
        'video_ids or comic_uuids is required',
        'video_ids',
      );
    }
    // An id may name an episode by its uuid and another by its video's: room for both.
    const [videos, comics] = await Promise.all([
      videoIds.length
        ? this.videos.list({
            userId: caller.userId,
            ids: videoIds,
            take: 2 * HISTORY_SEARCH_MAX_IDS,
            limits: caller.limits,
          })
        : [],
      comicUuids.length
        ? this.books.list({
            userId: caller.userId,
            uuids: comicUuids,
            take: HISTORY_SEARCH_MAX_IDS,
            limits: caller.limits,
          })
        : [],
    ]);
    return {
      videos: await this.videoItems(caller, videos, lang),
      comics: comics.map((row) => toComicHistoryItem(row, lang, row.completed)),
    };
  }

  /**
   * Marks an episode watched or unwatched: one row in the video log (the trigger derives the
   * rest), then the episode's item as it now is. Unknown series or episode: 404; an episode above
   * the member's parental limits: 403 PARENTAL_LOCK, before anything is logged (the reply would
   * show it).
   */
  async mark(caller: HistoryCaller, target: MarkTarget, lang: Locale): Promise<VideoHistoryItem> {
    if (caller.limits.videoMax !== null) {
      const episode = await this.writes.episodeUuid(target.seriesId, target.episodeNumber);
      if (episode)
        await this.options.ratings.assertAllowed(caller.limits, { type: 'episode', uuid: episode });
    }
    const uuid = await this.writes.mark(caller.userId, target.seriesId, target.episodeNumber, target.command);
    if (uuid === undefined) {
      throw AppError.notFound(
        CatalogueServerCode.RESOURCE_NOT_FOUND,
        `Series ${target.seriesId} has no episode ${target.episodeNumber}`,
      );
    }
    const rows = await this.videos.list({ userId: caller.userId, episodeUuid: uuid, take: 1 });
    const [item] = await this.videoItems(caller, rows, lang);
    // The mark's own row made the item; it can only be missing if the episode went meanwhile.
    if (!item)
      throw AppError.notFound(CatalogueServerCode.RESOURCE_NOT_FOUND, 'The episode no longer exists');
    return item;
  }

  /**
   * Clears an item from the history until its next event (above the parental limits or not:
   * removing shows nothing). Not in the history: 404.
   */
  async clear(userId: string, type: HistoryItemType, uuid: string): Promise<void> {
    if (!(await this.writes.hide(userId, type, uuid))) {
      throw AppError.notFound(CatalogueServerCode.RESOURCE_NOT_FOUND, `No ${type} ${uuid} in the history`);
    }
  }

  private async videoItems(
    caller: HistoryCaller,
    rows: VideoHistoryRow[],
    lang: Locale,
  ): Promise<VideoHistoryItem[]> {
    const visibility = new ActivityVisibility(caller, this.options.premiumStateOf, this.now());
    return Promise.all(
      rows.map(async (row) => toVideoHistoryItem(row, lang, await visibility.allows('episode', row))),
    );
  }
}
