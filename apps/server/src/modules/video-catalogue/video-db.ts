import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** Counter row per season kept by the triggers of migration 0006 (episodes per season). */
export interface EpisodeCountsTable {
  series_id: number;
  season_num: number;
  total: number;
  /** Episodes whose `video_status` is `approved`. */
  approved: number;
}

/** The catalogue tables plus the counters this module reads (added with `withTables`). */
export type VideoDatabase = Database & { episode_counts: EpisodeCountsTable };
export type VideoDb = Kysely<VideoDatabase>;

export function videoDb(db: Kysely<Database>): VideoDb {
  return db.withTables<{ episode_counts: EpisodeCountsTable }>();
}
