import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { RightsContentType } from '@fanverse/contract';
import type { Database } from '../../src/db/schema';
import type { SubtitleCue } from '../../src/db/schema-catalogue';
import type { RenditionSpec } from '../../src/media/video/hls-ladder';
import type { VideoSource } from '../../src/media/video/video-source';

/** A clip of the catalogue, as the rights of a key request name it. */
export interface FixtureClip {
  uuid: string;
  video_uuid: string;
  content_type: RightsContentType;
}

/** Writes a clip (no series) whose video is `video_uuid`, with subtitles when cues are given. */
export async function insertClip(
  db: Kysely<Database>,
  title: string,
  cues?: Partial<Record<'en' | 'es', SubtitleCue[]>>,
  duration = 5,
): Promise<FixtureClip> {
  const uuid = crypto.randomUUID();
  const video_uuid = crypto.randomUUID();
  await db
    .insertInto('clips')
    .values({
      uuid,
      guid: `clip-${uuid}`,
      asset_key: 'stream-test-clip',
      clip_type: 'trailer',
      title,
      duration,
      video_uuid,
    })
    .execute();
  for (const [code, list] of Object.entries(cues ?? {})) {
    await db
      .insertInto('subtitles')
      .values({ video_uuid, code, cues: JSON.stringify(list) })
      .execute();
  }
  return { uuid, video_uuid, content_type: 'clip' };
}

/** A few seconds of ffmpeg's test pattern and a tone: a real source, quick to encode. */
export function testPatternSource(seconds: number): VideoSource {
  return {
    inputArgs: [
      ...['-f', 'lavfi', '-i', `testsrc2=size=640x360:rate=24:duration=${seconds}`],
      ...['-f', 'lavfi', '-i', `sine=frequency=440:sample_rate=48000:duration=${seconds}`],
    ],
    video: '0:v',
    audio: '1:a',
    fingerprint: `test-pattern-${seconds}s`,
  };
}

/** A ladder with an HD rung (kept cheap), so include_hd has something to include. */
export const TEST_LADDER: RenditionSpec[] = [
  { name: '720p', width: 1280, height: 720, videoKbps: 900, audioKbps: 64 },
  { name: '360p', width: 640, height: 360, videoKbps: 500, audioKbps: 64 },
  { name: '180p', width: 320, height: 180, videoKbps: 200, audioKbps: 48 },
];

export const PACKET = 188;

/** Every 188th byte is the MPEG-TS sync byte 0x47, and the length is whole packets. */
export function isTransportStream(data: Buffer): boolean {
  if (data.length === 0 || data.length % PACKET !== 0) return false;
  for (let i = 0; i < data.length; i += PACKET) if (data[i] !== 0x47) return false;
  return true;
}

/** AES-128-CBC with the HLS default IV (the media sequence number, big-endian). */
export function decryptSegment(data: Buffer, key: Buffer, sequence: number): Buffer {
  const iv = Buffer.alloc(16);
  iv.writeUInt32BE(sequence, 12);
  const decipher = crypto.createDecipheriv('aes-128-cbc', key, iv);
  return Buffer.concat([decipher.update(data), decipher.final()]);
}
