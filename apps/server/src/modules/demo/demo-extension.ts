import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { StoredTimestamp } from '../../db/schema-catalogue';
import type { Text } from './content/types';
import type { ProgressFn } from './progress';

/** One video of the demo catalogue, as an extension needs it to produce the media files. */
export interface DemoMediaItem {
  kind: 'episode' | 'clip';
  video_uuid: string;
  title: Text;
  duration_seconds: number;
  /** Intro, recap and credits of an episode (empty for clips), to match the picture to them. */
  timestamps: StoredTimestamp[];
}

export interface DemoExtensionContext {
  db: Kysely<Database>;
  media: readonly DemoMediaItem[];
  onProgress: ProgressFn;
  /** Set when the work may be cut short (the server shutting down): stop soon, leave it resumable. */
  signal?: AbortSignal;
}

/**
 * Work that completes the demo catalogue after its rows are written: the video issue registers
 * one that renders a short video per media item. Extensions run after the catalogue's
 * transaction commits, on first generation and on every regeneration; they should be idempotent
 * (skip files that already exist) because an interrupted run is simply run again.
 */
export interface DemoExtension {
  name: string;
  /**
   * Quick rows that belong with the catalogue, written in its transaction (the media extension
   * marks every video `processing` here, so it never looks absent while its files are made).
   * `now` is the moment the catalogue's dates are relative to (the generators always pass it),
   * so an extension's dates match the catalogue's.
   */
  register?(trx: Kysely<Database>, media: readonly DemoMediaItem[], now?: Date): Promise<void>;
  run(ctx: DemoExtensionContext): Promise<void>;
}
