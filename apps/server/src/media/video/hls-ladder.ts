import path from 'node:path';
import type { VideoSource } from './video-source';

/** Every segment is two seconds: keyframes every 2 s in every rendition, so switching is seamless. */
export const SEGMENT_SECONDS = 2;
/** Renditions are encoded at one frame rate, so a GOP of 2 s is always the same frame count. */
export const FRAME_RATE = 24;

export interface RenditionSpec {
  /** Folder name under the video's folder (lower-case letters and digits). */
  name: string;
  width: number;
  height: number;
  videoKbps: number;
  audioKbps: number;
}

/**
 * The picture-only rendition for seek thumbnails: one small keyframe every segment (two
 * seconds), so each segment is a single frame a second player can decode and draw.
 */
export const IFRAME_RENDITION = { name: 'iframe', width: 256, height: 144 } as const;

/** What the demo and the default preparation produce: quick to encode, enough to switch between. */
export const DEFAULT_LADDER: readonly RenditionSpec[] = [
  { name: '360p', width: 640, height: 360, videoKbps: 700, audioKbps: 64 },
  { name: '180p', width: 320, height: 180, videoKbps: 250, audioKbps: 48 },
];

/** Renditions of 720 lines or more are HD (rights' hd_available and include_hd). */
export const HD_MIN_HEIGHT = 720;

/**
 * AAC starts with 1024 samples of encoder delay, which ffmpeg places before the first video
 * frame: the audio would begin 21 ms before the picture, and a player would stall on that hole
 * at the start of the video track. Shifted by the delay, both tracks start at the same PTS.
 */
const AUDIO_FILTER = 'aresample=48000,asetpts=PTS+1024/SR/TB';

const fit = (width: number, height: number) =>
  `scale=w=${width}:h=${height}:force_original_aspect_ratio=decrease,` +
  `pad=${width}:${height}:(ow-iw)/2:(oh-ih)/2,setsar=1`;

function hlsOutput(outDir: string, name: string): string[] {
  const dir = path.join(outDir, name);
  return [
    '-f',
    'hls',
    '-hls_time',
    String(SEGMENT_SECONDS),
    '-hls_list_size',
    '0',
    '-hls_playlist_type',
    'vod',
    '-hls_segment_filename',
    path.join(dir, 'seg%03d.ts'),
    path.join(dir, 'index.m3u8'),
  ];
}

/**
 * The arguments of one ffmpeg run that writes every rendition of `ladder` and the i-frame
 * rendition as plain (unencrypted) HLS under `outDir/<name>/`. One process with several `-f hls`
 * outputs rather than `-var_stream_map`, which crashes the ffmpeg 4 builds of the npm package;
 * the source is decoded once and split. Folders must exist before ffmpeg runs.
 */
export function hlsEncodeArgs(
  source: VideoSource,
  ladder: readonly RenditionSpec[],
  outDir: string,
): string[] {
  const gop = String(FRAME_RATE * SEGMENT_SECONDS);
  const branches = ladder.length + 1;
  const splitLabels = Array.from({ length: branches }, (_, i) => `[s${i}]`).join('');
  const pre = [...(source.videoFilters ?? []), `fps=${FRAME_RATE}`, 'format=yuv420p', `split=${branches}`];
  const graph = [
    `[${source.video}]${pre.join(',')}${splitLabels}`,
    ...ladder.map((r, i) => `[s${i}]${fit(r.width, r.height)}[v${i}]`),
    `[s${ladder.length}]fps=1/${SEGMENT_SECONDS},${fit(IFRAME_RENDITION.width, IFRAME_RENDITION.height)}[vi]`,
  ].join(';');

  const args = [...source.inputArgs, '-filter_complex', graph];
  ladder.forEach((r, i) => {
    args.push('-map', `[v${i}]`);
    if (source.audio) args.push('-map', source.audio);
    args.push(
      ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p'],
      ...['-b:v', `${r.videoKbps}k`, '-maxrate', `${Math.round(r.videoKbps * 1.2)}k`],
      ...['-bufsize', `${r.videoKbps * 2}k`],
      ...['-g', gop, '-keyint_min', gop, '-sc_threshold', '0'],
    );
    if (source.audio)
      args.push('-af', AUDIO_FILTER, '-c:a', 'aac', '-b:a', `${r.audioKbps}k`, '-ar', '48000');
    args.push(...hlsOutput(outDir, r.name));
  });
  args.push(
    ...['-map', '[vi]', '-an', '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p'],
    ...['-crf', '30', '-g', '1'],
    ...hlsOutput(outDir, IFRAME_RENDITION.name),
  );
  return args;
}
