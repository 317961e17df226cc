import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { StoredRendition, VideoMediaTable } from '../../db/schema-playback';
// requested_at, the streams module's own column of the table.
import './video-media.schema';

/** A prepared (or preparing) video, without its key. */
export interface VideoMedia {
  video_uuid: string;
  status: VideoMediaTable['status'];
  folder: string;
  duration_seconds: number | null;
  renditions: StoredRendition[];
}

/** A new row: `processing` until its files are in place. */
export interface NewVideoMedia {
  video_uuid: string;
  folder: string;
  key_hex: string;
}

/**
 * video_media rows (migration 0008; requested_at, streams-0001). The key is read only by the
 * preparer and the key route.
 */
export class VideoMediaRepository {
  constructor(private readonly db: Kysely<Database>) {}

  find(videoUuid: string): Promise<VideoMedia | undefined> {
    return this.db
      .selectFrom('video_media')
      .select(['video_uuid', 'status', 'folder', 'duration_seconds', 'renditions'])
      .where('video_uuid', '=', videoUuid)
      .executeTakeFirst();
  }

  findWithKey(videoUuid: string): Promise<(VideoMedia & { key_hex: string }) | undefined> {
    return this.db
      .selectFrom('video_media')
      .select(['video_uuid', 'status', 'folder', 'duration_seconds', 'renditions', 'key_hex'])
      .where('video_uuid', '=', videoUuid)
      .executeTakeFirst();
  }

  /**
   * Adds `processing` rows for the videos that have none, in one statement; existing rows (ready
   * ones, or another instance's) are kept with their keys, so racing instances agree on a key.
   */
  async ensure(rows: readonly NewVideoMedia[]): Promise<void> {
    if (rows.length === 0) return;
    await this.db
      .insertInto('video_media')
      .values(rows.map((r) => ({ ...r, status: 'processing' as const })))
      .onConflict((oc) => oc.column('video_uuid').doNothing())
      .execute();
  }

  async markProcessing(videoUuid: string, folder: string): Promise<void> {
    await this.db
      .updateTable('video_media')
      .set({ status: 'processing', folder, error: null, updated_at: new Date() })
      .where('video_uuid', '=', videoUuid)
      .execute();
  }

  async markReady(
    videoUuid: string,
    media: { folder: string; duration_seconds: number; renditions: StoredRendition[] },
  ): Promise<void> {
    await this.db
      .updateTable('video_media')
      .set({
        status: 'ready',
        folder: media.folder,
        duration_seconds: media.duration_seconds,
        renditions: JSON.stringify(media.renditions),
        error: null,
        requested_at: null,
        updated_at: new Date(),
      })
      .where('video_uuid', '=', videoUuid)
      .execute();
  }

  async markFailed(videoUuid: string, error: string): Promise<void> {
    await this.db
      .updateTable('video_media')
      .set({ status: 'failed', error, requested_at: null, updated_at: new Date() })
      .where('video_uuid', '=', videoUuid)
      .execute();
  }

  /**
   * A viewer is waiting for this video: it is made next (wanted()). Only a video being prepared
   * is marked, and only once, so the oldest request keeps its place in the line and a ready
   * video costs nothing. One statement, as every instance's preparer reads the same rows.
   */
  async request(videoUuid: string): Promise<void> {
    await this.db
      .updateTable('video_media')
      .set({ requested_at: new Date() })
      .where('video_uuid', '=', videoUuid)
      .where('status', '=', 'processing')
      .where('requested_at', 'is', null)
      .execute();
  }

  /** The videos viewers are waiting for, the longest-awaited first. */
  async wanted(): Promise<string[]> {
    const rows = await this.db
      .selectFrom('video_media')
      .select('video_uuid')
      .where('requested_at', 'is not', null)
      .where('status', '=', 'processing')
      .orderBy('requested_at')
      .orderBy('video_uuid')
      .execute();
    return rows.map((r) => r.video_uuid);
  }

  /** Which of these videos an episode or clip of the catalogue plays. */
  async inCatalogue(videoUuids: readonly string[]): Promise<Set<string>> {
    if (videoUuids.length === 0) return new Set();
    const rows = await this.db
      .selectFrom('episodes')
      .select('video_uuid')
      .where('video_uuid', 'in', videoUuids)
      .union((eb) => eb.selectFrom('clips').select('video_uuid').where('video_uuid', 'in', videoUuids))
      .execute();
    return new Set(rows.map((r) => r.video_uuid));
  }
}
