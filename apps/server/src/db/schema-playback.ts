import type { ColumnType, Generated } from 'kysely';

/** One HLS rendition of a prepared video (folder name under the video's folder). */
export interface StoredRendition {
  name: string;
  width: number;
  height: number;
  /** Peak bits per second, for EXT-X-STREAM-INF BANDWIDTH. */
  bandwidth: number;
  codecs: string;
}

export interface VideoMediaTable {
  video_uuid: string;
  status: 'processing' | 'ready' | 'failed';
  folder: string;
  duration_seconds: number | null;
  renditions: ColumnType<StoredRendition[], string | undefined, string>;
  key_hex: string;
  error: string | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface VideoEventsTable {
  /** bigint: read as text by the drivers. */
  id: Generated<string>;
  received_at: Generated<Date>;
  user_id: string | null;
  event_type: string;
  videotype: string;
  content_id: string;
  episode: string | null;
  session_id: string;
  client_ts: Date;
  start_timecode: number;
  end_timecode: number;
  container_type: string | null;
  container_uuid: string | null;
  page_domain: string;
}

export interface PlaybackTables {
  video_media: VideoMediaTable;
  video_events: VideoEventsTable;
}
