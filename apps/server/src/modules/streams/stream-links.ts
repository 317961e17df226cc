import type { StreamType, SubtitleChoice } from '@fanverse/contract';

/** Where a video's media stands: S01 when missing, S08 while processing (ManifestReason). */
export interface MediaState {
  status: 'ready' | 'processing' | 'failed' | 'missing';
  /** A rendition of 720 lines or more exists (rights' hd_available). */
  hd: boolean;
}

export interface StreamUrlOptions {
  type: StreamType;
  /** The subtitle track selected by default in the master playlist; `none` selects none. */
  subs: SubtitleChoice;
  /** Whether renditions of 720 lines or more are listed (rights' include_hd). */
  includeHd: boolean;
}

/**
 * The seam between the manifest call (modules/playback) and the media it hands out
 * (modules/streams): whether a video is ready, and a signed, expiring address of its playlist.
 */
export interface StreamLinks {
  mediaState(videoUuid: string): Promise<MediaState>;
  /**
   * A viewer who may watch is waiting for this video: when it is still being prepared it is made
   * next, by whichever instance prepares it (recorded in the database). Nothing otherwise.
   */
  prioritise(videoUuid: string): Promise<void>;
  /** A signed path on the site (`/streams/...`), valid for STREAM_URL_TTL_SECONDS. */
  streamUrl(videoUuid: string, options: StreamUrlOptions): Promise<string>;
}
