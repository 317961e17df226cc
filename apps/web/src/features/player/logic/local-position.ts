import { isRecord } from '@fanverse/contract';
import { readJson, writeItem } from '../../../lib/storage';

/** Where a visitor stopped in each video, kept in this browser (visitors without an account). */
export const POSITIONS_KEY = 'fanverse_player_positions';
/** The most videos remembered; the least recently watched are forgotten first. */
export const POSITIONS_MAX = 50;

interface Stored {
  /** Seconds into the video. */
  t: number;
  /** When it was stored, epoch ms, to forget the oldest first. */
  at: number;
}

function readAll(storage?: Storage | null): Record<string, Stored> {
  const raw = readJson(POSITIONS_KEY, storage);
  if (!isRecord(raw)) return {};
  const entries = Object.entries(raw).filter(
    (entry): entry is [string, Stored] =>
      isRecord(entry[1]) && typeof entry[1].t === 'number' && typeof entry[1].at === 'number',
  );
  return Object.fromEntries(entries);
}

export function readLocalPosition(uuid: string, storage?: Storage | null): number | null {
  return readAll(storage)[uuid]?.t ?? null;
}

export function writeLocalPosition(
  uuid: string,
  seconds: number,
  storage?: Storage | null,
  now: number = Date.now(),
): void {
  if (!Number.isFinite(seconds) || seconds < 0) return;
  const all = readAll(storage);
  all[uuid] = { t: Math.round(seconds * 10) / 10, at: now };
  const kept = Object.entries(all)
    .sort((a, b) => b[1].at - a[1].at)
    .slice(0, POSITIONS_MAX);
  writeItem(POSITIONS_KEY, JSON.stringify(Object.fromEntries(kept)), storage);
}

/** A finished video starts from the beginning next time. */
export function clearLocalPosition(uuid: string, storage?: Storage | null): void {
  const all = readAll(storage);
  if (!(uuid in all)) return;
  delete all[uuid];
  writeItem(POSITIONS_KEY, JSON.stringify(all), storage);
}
