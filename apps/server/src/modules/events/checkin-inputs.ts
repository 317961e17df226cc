import {
  EVENT_ITEM_STATUSES,
  EVENT_NONCE_PATTERN,
  EVENT_NOTE_MAX_LENGTH,
  EventCode,
  UUID_PATTERN,
  type EventItemStatus,
} from '@fanverse/contract';
import { AppError } from '../../errors/app-error';

/**
 * The check-in calls' own input rules, past what the route schemas check: dates the desk types,
 * ids in a path, and an update's fields. Each failure is the code the client maps by status
 * (404 → 7751, 400 → 7752), never a database error on a malformed value.
 */

const DAY_MS = 86_400_000;
const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
/** An ISO 8601 instant with its zone: `2026-06-01T18:00:00Z`, `…T18:00:00.250+02:00`. */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;
/** event_items.id is a Postgres integer: anything larger is no item (and would fail the cast). */
const MAX_ITEM_ID = 2_147_483_647;

export const notFound = (what: string) => new AppError(404, EventCode.NOT_FOUND, `Not Found: ${what}`);
const invalid = (field: string, why: string) =>
  new AppError(400, EventCode.INVALID_DATA, `Invalid Data: ${why}`, field);

/** A real calendar day `YYYY-MM-DD` as its UTC midnight, or null (2026-02-30 is not one). */
function calendarDay(text: string): Date | null {
  const m = DATE_ONLY.exec(text);
  if (!m) return null;
  const day = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return day.toISOString().slice(0, 10) === text ? day : null;
}

/** An ISO instant with its zone, or null. */
export function parseInstant(text: string): Date | null {
  if (!INSTANT.test(text)) return null;
  const at = new Date(text);
  return Number.isNaN(at.getTime()) ? null : at;
}

/**
 * The bound a `from` or `to` filter names. A day counts whole (UTC): `from` a day is its start,
 * `to` a day is the end of it, so `from=to=2026-06-01` is every event on that day.
 */
export function dateBound(field: 'from' | 'to', text: string): Date {
  const day = calendarDay(text);
  if (day) return field === 'to' ? new Date(day.getTime() + DAY_MS) : day;
  const at = parseInstant(text);
  if (!at) throw invalid(field, `${field} must be an ISO 8601 instant or a YYYY-MM-DD date`);
  return at;
}

/** An event id from a path: not a uuid is no event (events.id is a uuid column). */
export function eventIdOf(eventUuid: string): string {
  if (!UUID_PATTERN.test(eventUuid)) throw notFound('no such event');
  return eventUuid.toLowerCase();
}

/** An item id from a path: not a positive integer in range is no item. */
export function itemIdOf(id: string): number {
  if (!/^\d{1,10}$/.test(id)) throw notFound('no such item');
  const n = Number(id);
  if (n < 1 || n > MAX_ITEM_ID) throw notFound('no such item');
  return n;
}

/** A desk's update once checked: what to set, and the moddate and nonce it carries. */
export interface CheckedUpdate {
  status?: EventItemStatus;
  note?: string;
  moddate?: Date;
  nonce?: string;
}

/** 400 INVALID_DATA naming the field, in the order the fields are listed in the call. */
export function checkUpdate(body: {
  status?: string;
  note?: string;
  moddate?: string;
  nonce?: string;
}): CheckedUpdate {
  const { status, note, moddate, nonce } = body;
  if (status !== undefined && !(EVENT_ITEM_STATUSES as readonly string[]).includes(status)) {
    throw invalid('status', `status must be one of ${EVENT_ITEM_STATUSES.join(', ')}`);
  }
  if (status === undefined && note === undefined) {
    throw invalid('status', 'an update needs a status or a note');
  }
  if (note !== undefined) {
    if (note.length > EVENT_NOTE_MAX_LENGTH) {
      throw invalid('note', `note must be at most ${EVENT_NOTE_MAX_LENGTH} characters`);
    }
    if (note.includes('\u0000')) throw invalid('note', 'note must not contain NUL characters');
  }
  let seen: Date | undefined;
  if (moddate !== undefined) {
    seen = parseInstant(moddate) ?? undefined;
    if (!seen) throw invalid('moddate', 'moddate must be an ISO 8601 instant');
  }
  if (nonce !== undefined && !EVENT_NONCE_PATTERN.test(nonce)) {
    throw invalid('nonce', 'nonce must be 8 to 64 letters, digits, - or _');
  }
  return { status: status as EventItemStatus | undefined, note, moddate: seen, nonce };
}
