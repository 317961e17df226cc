import { isRecord } from '@fanverse/contract';
import { readJson, writeItem } from '../../../../lib/storage';
import type { ReadingPoint } from './resume-choice';

/** Where each reader stopped in each book, kept in this browser (offline-first resume). */
export const PROGRESS_KEY = 'fanverse_comic_progress';
/** The most books remembered; the least recently read are forgotten first. */
export const PROGRESS_MAX = 100;

interface Stored {
  p: number;
  n: number | null;
  at: number;
  d?: 1;
}

function isStored(value: unknown): value is Stored {
  return (
    isRecord(value) &&
    typeof value.p === 'number' &&
    typeof value.at === 'number' &&
    (value.n === null || typeof value.n === 'number')
  );
}

function readAll(storage?: Storage | null): Record<string, Stored> {
  const raw = readJson(PROGRESS_KEY, storage);
  if (!isRecord(raw)) return {};
  return Object.fromEntries(
    Object.entries(raw).filter((entry): entry is [string, Stored] => isStored(entry[1])),
  );
}

/** One entry per reader (user guid, `anon` for visitors) and book. */
const keyOf = (reader: string, uuid: string) => `${reader}:${uuid}`;

export function readLocalProgress(
  reader: string,
  uuid: string,
  storage?: Storage | null,
): ReadingPoint | null {
  const stored = readAll(storage)[keyOf(reader, uuid)];
  if (!stored) return null;
  return { page: stored.p, panel: stored.n, at: stored.at, ...(stored.d ? { done: true } : {}) };
}

export function writeLocalProgress(
  reader: string,
  uuid: string,
  point: ReadingPoint,
  storage?: Storage | null,
): void {
  if (!Number.isFinite(point.page) || point.page < 0) return;
  const all = readAll(storage);
  all[keyOf(reader, uuid)] = {
    p: point.page,
    n: point.panel,
    at: point.at,
    ...(point.done ? { d: 1 as const } : {}),
  };
  const kept = Object.entries(all)
    .sort((a, b) => b[1].at - a[1].at)
    .slice(0, PROGRESS_MAX);
  writeItem(PROGRESS_KEY, JSON.stringify(Object.fromEntries(kept)), storage);
}
