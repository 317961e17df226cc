import type { ColumnType } from 'kysely';

/*
 * The streams module's column on the core video_media table (migrations/streams-0001-video-requests.ts),
 * added to its row type here, as the module registry asks, rather than in db/schema-playback.ts.
 */
declare module '../../db/schema-playback' {
  interface VideoMediaTable {
    /** When a viewer asked for the video while it was being prepared: it is made next. */
    requested_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  }
}

export {};
