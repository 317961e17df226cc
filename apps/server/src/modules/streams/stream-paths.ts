import type { StreamType } from '@fanverse/contract';
import { MEDIA_PLAYLIST } from '../../media/video/hls-packager';
import { IFRAME_RENDITION } from '../../media/video/hls-ladder';

/**
 * The layout of a signed stream address: `/streams/{video_uuid}/{exp}/{opts}/{sig}/` followed by
 * one of the files below. Everything a player fetches after the first playlist is named relative
 * to it, so one signature covers them all.
 */
export const STREAMS_PREFIX = '/streams';
export const MASTER_PLAYLIST = 'master.m3u8';
export const KEY_FILE = 'key';
/** The key seen from a rendition's media playlist (`<rendition>/index.m3u8`). */
export const KEY_URI_FROM_MEDIA_PLAYLIST = `../${KEY_FILE}`;
export const SUBTITLES_FOLDER = 'subs';
/** `subs/en.m3u8` (a one-segment subtitle playlist) and `subs/en.vtt` (that segment). */
export const SUBTITLE_FILE = /^(en|es)\.(m3u8|vtt)$/;
/** The query parameter that carries a rights token where a player cannot set X-Auth-JWT. */
export const JWT_QUERY = 'jwt';

/** The file a manifest's stream_url names, per stream type (st). */
export const ENTRY_FILE: Readonly<Record<StreamType, string>> = {
  hls: MASTER_PLAYLIST,
  // A plain media playlist over the i-frame rendition: the web player loads it in a hidden
  // second hls.js to draw seek thumbnails (hls.js does not play I-FRAMES-ONLY playlists).
  iframe: `${IFRAME_RENDITION.name}/${MEDIA_PLAYLIST}`,
};

/** A request URL with any `jwt=` value masked: rights tokens never reach the logs. */
export function redactJwtQuery(url: string): string {
  return url.replace(/([?&]jwt=)[^&#]*/gi, '$1[redacted]');
}
