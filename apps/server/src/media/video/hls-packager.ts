import fs from 'node:fs/promises';
import path from 'node:path';
import { runFfmpeg } from './ffmpeg-process';
import { hlsEncodeArgs, IFRAME_RENDITION, type RenditionSpec } from './hls-ladder';
import { parseMediaPlaylist, writeMediaPlaylist, type PlaylistSegment } from './hls-playlists';
import { encryptSegment } from './segment-cipher';
import { probeTransportStream } from './ts-probe';
import type { VideoSource } from './video-source';

/** File names inside a rendition folder: the media playlist, and the i-frame rendition's I-FRAMES-ONLY one. */
export const MEDIA_PLAYLIST = 'index.m3u8';
export const IFRAMES_ONLY_PLAYLIST = 'i-frames.m3u8';
/** Segment files as ffmpeg names them (`seg%03d.ts`, more digits past 999). */
export const SEGMENT_FILE = /^seg\d{3,6}\.ts$/;

export interface PackagedRendition {
  name: string;
  width: number;
  height: number;
  /** Peak bits per second of a segment (EXT-X-STREAM-INF BANDWIDTH). */
  bandwidth: number;
  codecs: string;
}

export interface PackagedVideo {
  durationSeconds: number;
  /** The ladder's renditions in order, then the i-frame rendition. */
  renditions: PackagedRendition[];
  /** First PTS of the segments (90 kHz), for WebVTT's X-TIMESTAMP-MAP. */
  firstPts: number;
}

export interface PackageOptions {
  ffmpeg: string;
  source: VideoSource;
  ladder: readonly RenditionSpec[];
  /** An empty folder to write into; the caller renames it into place when this resolves. */
  outDir: string;
  /** AES-128 key every segment is encrypted with. */
  key: Buffer;
  /** The EXT-X-KEY URI written in every media playlist (relative to it). */
  keyUri: string;
  signal?: AbortSignal;
  /** A viewer is waiting for this video: encode ahead of background work. */
  urgent?: boolean;
}

/** Short last segments carry mostly headers; they would inflate the peak rate. */
const MIN_SECONDS_FOR_PEAK = 1;

function peakBitrate(segments: readonly PlaylistSegment[], sizes: readonly number[]): number {
  const rates = segments
    .map((s, i) => ({ seconds: s.duration, bits: sizes[i]! * 8 }))
    .filter((r, _, all) => r.seconds >= MIN_SECONDS_FOR_PEAK || all.length === 1)
    .map((r) => r.bits / Math.max(r.seconds, 0.001));
  return Math.ceil(Math.max(0, ...rates));
}

interface EncryptedRendition {
  segments: PlaylistSegment[];
  bandwidth: number;
  codecs: string;
  firstPts: number | undefined;
}

/** Encrypts one rendition's segments in place and rewrites its playlist(s) with EXT-X-KEY. */
async function encryptRendition(
  dir: string,
  options: PackageOptions,
  iFrames: boolean,
): Promise<EncryptedRendition> {
  const playlist = path.join(dir, MEDIA_PLAYLIST);
  const segments = parseMediaPlaylist(await fs.readFile(playlist, 'utf8'));
  if (segments.length === 0) throw new Error(`ffmpeg wrote no segments in ${path.basename(dir)}`);
  const sizes: number[] = [];
  let probe: ReturnType<typeof probeTransportStream> | undefined;
  for (const [sequence, segment] of segments.entries()) {
    if (!SEGMENT_FILE.test(segment.uri)) throw new Error(`unexpected segment name ${segment.uri}`);
    const file = path.join(dir, segment.uri);
    const plain = await fs.readFile(file);
    probe ??= probeTransportStream(plain);
    sizes.push(plain.length);
    await fs.writeFile(file, encryptSegment(plain, options.key, sequence));
  }
  await fs.writeFile(playlist, writeMediaPlaylist(segments, { keyUri: options.keyUri }));
  if (iFrames) {
    const iFramesOnly = writeMediaPlaylist(segments, { keyUri: options.keyUri, iFramesOnly: true });
    await fs.writeFile(path.join(dir, IFRAMES_ONLY_PLAYLIST), iFramesOnly);
  }
  if (!probe?.videoCodec) throw new Error(`no H.264 video found in ${path.basename(dir)}`);
  return {
    segments,
    bandwidth: peakBitrate(segments, sizes),
    codecs: [probe.videoCodec, probe.audioCodec].filter(Boolean).join(','),
    firstPts: probe.firstPts,
  };
}

/**
 * Turns a source into encrypted HLS under `outDir`: one ffmpeg run writes every rendition with
 * 2-second segments and aligned keyframes, then each segment is encrypted here with AES-128-CBC
 * (IV = media sequence number) and the playlists are rewritten to name the key.
 */
export async function packageHls(options: PackageOptions): Promise<PackagedVideo> {
  const specs = [...options.ladder, { ...IFRAME_RENDITION }];
  for (const spec of specs) await fs.mkdir(path.join(options.outDir, spec.name), { recursive: true });
  await runFfmpeg(options.ffmpeg, hlsEncodeArgs(options.source, options.ladder, options.outDir), {
    signal: options.signal,
    urgent: options.urgent,
  });

  const renditions: PackagedRendition[] = [];
  let first: EncryptedRendition | undefined;
  for (const spec of specs) {
    options.signal?.throwIfAborted();
    const isIFrames = spec.name === IFRAME_RENDITION.name;
    const encrypted = await encryptRendition(path.join(options.outDir, spec.name), options, isIFrames);
    first ??= encrypted;
    renditions.push({
      name: spec.name,
      width: spec.width,
      height: spec.height,
      bandwidth: encrypted.bandwidth,
      codecs: encrypted.codecs,
    });
  }
  const durationSeconds = first!.segments.reduce((sum, s) => sum + s.duration, 0);
  return {
    durationSeconds: Math.round(durationSeconds * 1000) / 1000,
    renditions,
    firstPts: first!.firstPts ?? 0,
  };
}
