import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Translations } from '../../../db/schema-catalogue';
import type { Database } from '../../../db/schema';
import type { HistoryKey } from '../../comics/reading-log/history-key';
import type { ContentLimits } from '../../parental/content-limits';
import { videoAllowedSql } from '../../parental/content-ratings';
import { IS_WATCHED } from './watched-rule';

/** What narrows a member's video history; everything is optional but the member and the size. */
export interface VideoHistoryFilter {
  userId: string;
  /** The series' numeric id. */
  seriesId?: number;
  /** The episode's number (within `seriesId`). */
  episodeNumber?: number;
  /** Only this episode (its uuid). */
  episodeUuid?: string;
  /** Only these: an episode's uuid or its video's uuid (the history search's `video_ids`). */
  ids?: readonly string[];
  /** Leave out watched episodes (the watched rule). */
  skipWatched?: boolean;
  /** Leave out episodes whose furthest position reached this percentage of their length. */
  skipFromPercent?: number;
  /** The previous page's last row: this page starts strictly after it (newest first). */
  key?: HistoryKey;
  /** Rows to read: the page size plus one, which says whether another page follows. */
  take: number;
  /** The member's parental limits: episodes above them are left out (in SQL, so pages stay full). */
  limits?: ContentLimits;
}

/** One episode of a member's history, with its series, as the v5 item and its wall need them. */
export interface VideoHistoryRow {
  /** The row's place in the order: (page_at, last_id); page_at is last_at to the millisecond. */
  page_at: Date;
  last_at: Date;
  last_id: string;
  position_seconds: number | null;
  furthest_seconds: number | null;
  is_watched: boolean;
  episode_id: number;
  episode_uuid: string;
  guid: string;
  episode_asset_key: string;
  episode_title: string;
  episode_description: string;
  episode_translations: Translations;
  number: number;
  season_num: number;
  season_position: number;
  duration: number;
  video_status: string;
  wall_type: 0 | 1 | null;
  wall_expires: Date | null;
  wall_restriction: string | null;
  requires_premium_code: boolean;
  series_id: number;
  series_slug: string;
  series_asset_key: string;
  series_title: string;
  series_translations: Translations;
  series_type: string;
  avg_rating: number;
  directors: string[];
  year: number | null;
  available_in: string[];
  premium_walled_in: string[];
  next_episode_number: number | null;
}

/**
 * The order's time: last_at to the whole millisecond, which is what a page key holds (the comic
 * history's key, history-key.ts). The video log's times have microseconds (a batch's rows share
 * one); ordering and comparing on the microseconds while the key kept milliseconds would skip the
 * rest of a millisecond after a page's last row.
 */
const PAGE_AT = sql<Date>`date_trunc('milliseconds', a.last_at)`;

/**
 * Reads of the member's episodes in activity_items, joined to the catalogue (an episode that is
 * gone drops out), newest first by (page_at, last_id): last_id is the id of the item's latest
 * event, unique across items, so the order is total and a page key names one place in it. Rows
 * the member cleared (hidden_at) are left out until their next event.
 */
export class VideoHistoryRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async list(filter: VideoHistoryFilter): Promise<VideoHistoryRow[]> {
    const { rows } = await sql<VideoHistoryRow>`
      select ${PAGE_AT} as page_at, a.last_at, a.last_id::text as last_id, a.position_seconds, a.furthest_seconds,
        ${IS_WATCHED} as is_watched,
        e.id as episode_id, e.uuid::text as episode_uuid, e.guid, e.asset_key as episode_asset_key,
        e.title as episode_title, e.description as episode_description,
        e.translations as episode_translations, e.number, e.season_num, e.season_position,
        e.duration, e.video_status, e.wall_type, e.wall_expires, e.wall_restriction,
        e.requires_premium_code,
        s.id as series_id, s.slug as series_slug, s.asset_key as series_asset_key,
        s.title as series_title, s.translations as series_translations, s.series_type,
        s.avg_rating, s.directors, s.year, s.available_in, s.premium_walled_in,
        (select min(n.number) from episodes n
          where n.series_id = e.series_id and n.number > e.number) as next_episode_number
      from activity_items a
      join episodes e on e.uuid = a.item_uuid
      join series s on s.id = e.series_id
      where ${sql.join(conditions(filter), sql` and `)}
      order by ${PAGE_AT} desc, a.last_id desc
      limit ${filter.take}`.execute(this.db);
    return rows;
  }
}

function conditions(filter: VideoHistoryFilter): RawBuilder<unknown>[] {
  const out = [
    sql`a.user_id = ${filter.userId}::uuid`,
    sql`a.item_type = 'episode'`,
    sql`a.hidden_at is null`,
  ];
  // bigint: the query takes any whole number, and one past an integer column's range must
  // match nothing rather than fail the statement.
  if (filter.seriesId !== undefined) out.push(sql`e.series_id = ${filter.seriesId}::bigint`);
  if (filter.episodeNumber !== undefined) out.push(sql`e.number = ${filter.episodeNumber}::bigint`);
  if (filter.episodeUuid !== undefined) out.push(sql`a.item_uuid = ${filter.episodeUuid}::uuid`);
  if (filter.ids !== undefined) {
    if (filter.ids.length === 0) out.push(sql`false`);
    else {
      const ids = sql.join(filter.ids.map((id) => sql`${id}::uuid`));
      out.push(sql`(e.uuid in (${ids}) or e.video_uuid in (${ids}))`);
    }
  }
  if (filter.skipWatched) out.push(sql`not ${IS_WATCHED}`);
  if (filter.skipFromPercent !== undefined) {
    // An episode of unknown length (0) has no percentage: it stays.
    out.push(
      sql`not (e.duration > 0 and coalesce(a.furthest_seconds, 0) * 100 >= ${filter.skipFromPercent}::double precision * e.duration)`,
    );
  }
  // An episode's own rating (TV, else film), as the catalogue judges it (parental/content-ratings.ts).
  if (filter.limits && filter.limits.videoMax !== null) {
    out.push(videoAllowedSql(filter.limits, sql.ref('e.tv_rating'), sql.ref('e.mpaa_rating')));
  }
  if (filter.key) {
    out.push(
      sql`(${PAGE_AT}, a.last_id) < (${filter.key.viewDate.toISOString()}::timestamptz, ${filter.key.id}::bigint)`,
    );
  }
  return out;
}
