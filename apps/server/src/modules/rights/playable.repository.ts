import type { Kysely } from 'kysely';
import type { ProgramScheduleEntry, RightsContentType, VideoStatus } from '@fanverse/contract';
import type { Database } from '../../db/schema';

/** What rights, manifests and stream keys need to know about a watchable episode or clip. */
export interface Playable {
  content_type: RightsContentType;
  content_uuid: string;
  video_uuid: string;
  /** Episode walls (clips have none: their program schedule decides). */
  wall: {
    wall_type: 0 | 1 | null;
    wall_expires: Date | null;
    wall_restriction: string | null;
    requires_premium_code: boolean;
    status: VideoStatus;
  } | null;
  schedule: ProgramScheduleEntry[];
  /** Countries the series is provisioned for (empty: everywhere), and those it is premium-only in. */
  available_in: string[];
  premium_walled_in: string[];
  /**
   * What parental limits judge it by (issue 23): an episode's own ratings, a clip's series' (a
   * clip without a series has none: unrated, the strictest).
   */
  rating: { tv_rating: string | null; mpaa_rating: string | null };
}

/** Reads episodes and clips as playables. Typed SQL only; the rules live in the rights service. */
export class PlayableRepository {
  constructor(private readonly db: Kysely<Database>) {}

  find(type: RightsContentType, uuid: string): Promise<Playable | undefined> {
    return type === 'episode' ? this.episode(uuid) : this.clip(uuid);
  }

  /** The content a prepared video belongs to is not needed by keys: the video uuid is enough. */
  async videoUuidOf(type: RightsContentType, uuid: string): Promise<string | undefined> {
    return (await this.find(type, uuid))?.video_uuid;
  }

  private async episode(uuid: string): Promise<Playable | undefined> {
    const row = await this.db
      .selectFrom('episodes as e')
      .innerJoin('series as s', 's.id', 'e.series_id')
      .select([
        'e.uuid',
        'e.video_uuid',
        'e.wall_type',
        'e.wall_expires',
        'e.wall_restriction',
        'e.requires_premium_code',
        'e.video_status',
        'e.tv_rating',
        'e.mpaa_rating',
        's.available_in',
        's.premium_walled_in',
      ])
      .where('e.uuid', '=', uuid)
      .executeTakeFirst();
    if (!row) return undefined;
    return {
      content_type: 'episode',
      content_uuid: row.uuid,
      video_uuid: row.video_uuid,
      wall: {
        wall_type: row.wall_type,
        wall_expires: row.wall_expires,
        wall_restriction: row.wall_restriction,
        requires_premium_code: row.requires_premium_code,
        status: row.video_status as VideoStatus,
      },
      schedule: [],
      available_in: row.available_in,
      premium_walled_in: row.premium_walled_in,
      rating: { tv_rating: row.tv_rating, mpaa_rating: row.mpaa_rating },
    };
  }

  private async clip(uuid: string): Promise<Playable | undefined> {
    const row = await this.db
      .selectFrom('clips as c')
      .leftJoin('series as s', 's.id', 'c.series_id')
      .select(['c.uuid', 'c.video_uuid', 'c.program_schedule', 's.tv_rating', 's.mpaa_rating'])
      .where('c.uuid', '=', uuid)
      .executeTakeFirst();
    if (!row) return undefined;
    return {
      content_type: 'clip',
      content_uuid: row.uuid,
      video_uuid: row.video_uuid,
      wall: null,
      schedule: row.program_schedule,
      available_in: [],
      premium_walled_in: [],
      rating: { tv_rating: row.tv_rating, mpaa_rating: row.mpaa_rating },
    };
  }
}
