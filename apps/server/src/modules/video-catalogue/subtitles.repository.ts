import { sql } from 'kysely';
import type { SubtitleCue } from '../../db/schema-catalogue';
import type { VideoDb } from './video-db';

export class SubtitlesRepository {
  constructor(private readonly db: VideoDb) {}

  /**
   * Whether a video (an episode's or a clip's, by the indexes of migration 0006) exists, and the
   * languages among `codes` it has subtitles in, in one statement.
   */
  async languages(videoUuid: string, codes: readonly string[]): Promise<{ found: boolean; codes: string[] }> {
    const row = await this.db
      .selectNoFrom((eb) => [
        eb
          .or([
            eb.exists(
              eb.selectFrom('episodes').where('video_uuid', '=', videoUuid).select(sql.lit(1).as('one')),
            ),
            eb.exists(
              eb.selectFrom('clips').where('video_uuid', '=', videoUuid).select(sql.lit(1).as('one')),
            ),
          ])
          .as('found'),
        eb
          .selectFrom('subtitles')
          .where('video_uuid', '=', videoUuid)
          .where('code', 'in', codes)
          .select(sql<string[]>`coalesce(array_agg(code order by code), '{}')`.as('codes'))
          .as('codes'),
      ])
      .executeTakeFirstOrThrow();
    return { found: Boolean(row.found), codes: row.codes ?? [] };
  }

  /**
   * The ratings that judge a video (parental controls): each episode's own with that video, and
   * each clip's series' (null columns for a clip without a series: unrated).
   */
  async ratingsOf(videoUuid: string): Promise<{ tv_rating: string | null; mpaa_rating: string | null }[]> {
    const [episodes, clips] = await Promise.all([
      this.db
        .selectFrom('episodes')
        .where('video_uuid', '=', videoUuid)
        .select(['tv_rating', 'mpaa_rating'])
        .execute(),
      this.db
        .selectFrom('clips as c')
        .leftJoin('series as s', 's.id', 'c.series_id')
        .where('c.video_uuid', '=', videoUuid)
        .select(['s.tv_rating', 's.mpaa_rating'])
        .execute(),
    ]);
    return [...episodes, ...clips];
  }

  async cues(videoUuid: string, code: string): Promise<SubtitleCue[] | undefined> {
    const row = await this.db
      .selectFrom('subtitles')
      .where('video_uuid', '=', videoUuid)
      .where('code', '=', code)
      .select('cues')
      .executeTakeFirst();
    return row?.cues;
  }

  /** The video of a series' episode by number (the legacy `{series}.{episode}` address). */
  async episodeVideo(seriesId: number, number: number): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('episodes')
      .where('series_id', '=', seriesId)
      .where('number', '=', number)
      .select('video_uuid')
      .executeTakeFirst();
    return row?.video_uuid;
  }
}
