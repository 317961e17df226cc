import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { ProgramScheduleEntry, VideoLogEvent } from '@fanverse/contract';
import type { Database } from '../../src/db/schema';

/**
 * Playable content written straight into the catalogue tables, one series per episode so each
 * test states every rule input it depends on (walls, status, regions) and nothing else leaks in.
 */
const json = (value: unknown) => JSON.stringify(value);
let seq = 0;

export interface EpisodeOptions {
  wall_type?: 0 | 1 | null;
  wall_expires?: Date | null;
  video_status?: string;
  available_in?: string[];
  premium_walled_in?: string[];
}

export interface FixtureContent {
  uuid: string;
  video_uuid: string;
}

export async function insertEpisode(
  db: Kysely<Database>,
  options: EpisodeOptions = {},
): Promise<FixtureContent> {
  seq += 1;
  const series = await db
    .insertInto('series')
    .values({
      uuid: crypto.randomUUID(),
      slug: `playback-${seq}-${crypto.randomBytes(3).toString('hex')}`,
      asset_key: `playback-${seq}`,
      title: `Playback Series ${seq}`,
      year: 2024,
      available_in: json(options.available_in ?? []),
      premium_walled_in: json(options.premium_walled_in ?? []),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const season = await db
    .insertInto('seasons')
    .values({
      uuid: crypto.randomUUID(),
      series_id: series.id,
      season_number: 1,
      asset_key: `playback-${seq}-s1`,
      title: 'Season 1',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return db
    .insertInto('episodes')
    .values({
      uuid: crypto.randomUUID(),
      guid: `playback-${seq}-1`,
      series_id: series.id,
      season_id: season.id,
      season_num: 1,
      season_position: 1,
      number: 1,
      asset_key: `playback-${seq}-e1`,
      title: `Playback ${seq}`,
      air_date: '2024-01-01',
      release_date: '2024-01-01',
      video_uuid: crypto.randomUUID(),
      video_status: options.video_status ?? 'approved',
      wall_type: options.wall_type ?? null,
      wall_expires: options.wall_expires ?? null,
      wall_restriction: null,
    })
    .returning(['uuid', 'video_uuid'])
    .executeTakeFirstOrThrow();
}

export async function insertClip(
  db: Kysely<Database>,
  schedule: ProgramScheduleEntry[] = [],
): Promise<FixtureContent> {
  seq += 1;
  return db
    .insertInto('clips')
    .values({
      uuid: crypto.randomUUID(),
      guid: `playback-clip-${seq}-${crypto.randomBytes(3).toString('hex')}`,
      asset_key: `playback-clip-${seq}`,
      clip_type: 'trailer',
      title: `Playback Clip ${seq}`,
      video_uuid: crypto.randomUUID(),
      program_schedule: json(schedule),
      series_id: null,
    })
    .returning(['uuid', 'video_uuid'])
    .executeTakeFirstOrThrow();
}

/** A program schedule entry; no times means always active (spec §4). */
export function entry(type: string[], overrides: Partial<ProgramScheduleEntry> = {}): ProgramScheduleEntry {
  return { start_time: null, end_time: null, type, name: 'window', plan: null, ...overrides };
}

/**
 * One valid playback event, as the player sends it; `overrides` may break it on purpose (a wrong
 * type, an extra key) for the tests of what the log refuses.
 */
export function logEvent(overrides: Record<string, unknown> = {}): VideoLogEvent {
  return {
    event_type: 'progress',
    videotype: 'episode',
    content_id: crypto.randomUUID(),
    episode: '12.3',
    session_id: crypto.randomUUID(),
    timestamp: 1_735_689_600_123,
    start_timecode: 10,
    end_timecode: 25.5,
    container_type: 'series',
    container_uuid: crypto.randomUUID(),
    ...overrides,
  } as VideoLogEvent;
}
