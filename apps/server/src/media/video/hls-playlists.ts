/** HLS playlist text (RFC 8216): reading ffmpeg's media playlists and writing ours. */

export interface PlaylistSegment {
  uri: string;
  /** Seconds, as EXTINF says. */
  duration: number;
}

/** The segments of a VOD media playlist, in order. */
export function parseMediaPlaylist(text: string): PlaylistSegment[] {
  const segments: PlaylistSegment[] = [];
  let duration: number | undefined;
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (line.startsWith('#EXTINF:')) duration = Number.parseFloat(line.slice('#EXTINF:'.length));
    else if (line !== '' && !line.startsWith('#')) {
      if (duration === undefined || !Number.isFinite(duration)) throw new Error(`no EXTINF before ${line}`);
      segments.push({ uri: line, duration });
      duration = undefined;
    }
  }
  return segments;
}

/** EXT-X-TARGETDURATION: every EXTINF, rounded to the nearest integer, must fit in it. */
export function targetDuration(segments: readonly PlaylistSegment[]): number {
  return Math.max(1, ...segments.map((s) => Math.round(s.duration)));
}

export interface MediaPlaylistOptions {
  /** EXT-X-KEY URI of the AES-128 key (relative to the playlist); omitted for clear segments. */
  keyUri?: string;
  /** An EXT-X-I-FRAMES-ONLY playlist: each segment is one keyframe (seek thumbnails, trick play). */
  iFramesOnly?: boolean;
}

const fixed = (seconds: number) => seconds.toFixed(6);

/** A complete VOD media playlist; segment IVs default to their sequence numbers, from 0. */
export function writeMediaPlaylist(segments: readonly PlaylistSegment[], options: MediaPlaylistOptions = {}) {
  const lines = [
    '#EXTM3U',
    // I-FRAMES-ONLY needs version 4; the rest needs 3 (floating-point EXTINF).
    `#EXT-X-VERSION:${options.iFramesOnly ? 4 : 3}`,
    `#EXT-X-TARGETDURATION:${targetDuration(segments)}`,
    '#EXT-X-MEDIA-SEQUENCE:0',
    '#EXT-X-PLAYLIST-TYPE:VOD',
    '#EXT-X-INDEPENDENT-SEGMENTS',
  ];
  if (options.iFramesOnly) lines.push('#EXT-X-I-FRAMES-ONLY');
  if (options.keyUri) lines.push(`#EXT-X-KEY:METHOD=AES-128,URI=${quoted(options.keyUri)}`);
  for (const segment of segments) lines.push(`#EXTINF:${fixed(segment.duration)},`, segment.uri);
  lines.push('#EXT-X-ENDLIST', '');
  return lines.join('\n');
}

/** A quoted-string attribute value; quotes and line breaks cannot be escaped, so never allowed. */
export function quoted(value: string): string {
  if (/["\r\n]/.test(value)) throw new Error(`not allowed in an HLS attribute: ${JSON.stringify(value)}`);
  return `"${value}"`;
}

export interface MasterVariant {
  uri: string;
  bandwidth: number;
  width: number;
  height: number;
  codecs: string;
}

export interface MasterSubtitle {
  language: string;
  name: string;
  uri: string;
  isDefault: boolean;
  autoselect: boolean;
}

export interface MasterPlaylist {
  /** In the order players should prefer them: the first is where playback starts. */
  variants: readonly MasterVariant[];
  iFrames?: MasterVariant;
  subtitles: readonly MasterSubtitle[];
}

const SUBTITLE_GROUP = 'subs';

/** The master playlist: variants with their subtitle group, i-frame variant, subtitle renditions. */
export function writeMasterPlaylist(master: MasterPlaylist): string {
  const lines = ['#EXTM3U', '#EXT-X-VERSION:4', '#EXT-X-INDEPENDENT-SEGMENTS'];
  for (const s of master.subtitles) {
    lines.push(
      `#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID=${quoted(SUBTITLE_GROUP)},LANGUAGE=${quoted(s.language)},` +
        `NAME=${quoted(s.name)},DEFAULT=${s.isDefault ? 'YES' : 'NO'},` +
        `AUTOSELECT=${s.autoselect ? 'YES' : 'NO'},FORCED=NO,URI=${quoted(s.uri)}`,
    );
  }
  const subtitles = master.subtitles.length > 0 ? `,SUBTITLES=${quoted(SUBTITLE_GROUP)}` : '';
  for (const v of master.variants) {
    lines.push(
      `#EXT-X-STREAM-INF:BANDWIDTH=${v.bandwidth},RESOLUTION=${v.width}x${v.height},` +
        `CODECS=${quoted(v.codecs)}${subtitles}`,
      v.uri,
    );
  }
  if (master.iFrames) {
    const v = master.iFrames;
    lines.push(
      `#EXT-X-I-FRAME-STREAM-INF:BANDWIDTH=${v.bandwidth},RESOLUTION=${v.width}x${v.height},` +
        `CODECS=${quoted(v.codecs)},URI=${quoted(v.uri)}`,
    );
  }
  lines.push('');
  return lines.join('\n');
}
