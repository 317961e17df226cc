import { toApiError } from '@fanverse/client';
import {
  MEMBER_CARD_MAX_LENGTH,
  MEMBER_CARD_PREFIX,
  type EventItem,
  type FanEvent,
} from '@fanverse/contract';
import { getStorage, readJson, removeItem, writeItem } from '../../lib/storage';

/** Client codes the desk answers differently (catalogue spec §8; issue 24). */
export const CheckinCodes = {
  NOT_ADMIN: 7750,
  NOT_FOUND: 7751,
  INVALID: 7752,
  CONFLICT: 7753,
  CARD_INVALID: 7757,
  /** The client's own code for a request that never reached the server. */
  NETWORK: 9998,
} as const;

export function hasCode(error: unknown, code: number): boolean {
  return toApiError(error).errors.some((item) => item.code === code);
}

/** The first client code of a failure, if it has one. */
export function firstCode(error: unknown): number | null {
  return toApiError(error).errors[0]?.code ?? null;
}

/** A request the network lost: the update waits in the queue instead of failing. */
export function isNetworkFailure(error: unknown): boolean {
  return toApiError(error).networkError || hasCode(error, CheckinCodes.NETWORK);
}

/** Events still running or to come first (soonest first), then past ones (latest first). */
export function sortEvents(events: readonly FanEvent[], now: number = Date.now()): FanEvent[] {
  const ends = (event: FanEvent) => Date.parse(event.end_date);
  const starts = (event: FanEvent) => Date.parse(event.start_date);
  const coming = events.filter((event) => ends(event) >= now).sort((a, b) => starts(a) - starts(b));
  const past = events.filter((event) => ends(event) < now).sort((a, b) => starts(b) - starts(a));
  return [...coming, ...past];
}

export function isPast(event: FanEvent, now: number = Date.now()): boolean {
  return Date.parse(event.end_date) < now;
}

/**
 * A time as the desk reads it: in the event's own time zone (the door is there, whatever the
 * phone is set to) and the desk's language. An unknown zone falls back to the phone's.
 */
export function formatEventTime(iso: string, timeZone: string, locale: string): string {
  const date = new Date(iso);
  const options: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };
  try {
    return new Intl.DateTimeFormat(locale, { ...options, timeZone }).format(date);
  } catch {
    return new Intl.DateTimeFormat(locale, options).format(date);
  }
}

/** A day (`YYYY-MM-DD`, as `member_since` is) in the desk's language, never shifted by zones. */
export function formatDay(day: string, locale: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}

/** What the desk can do with an item now: the next status, and whether it is the main action. */
export interface ItemAction {
  status: 'checked_in' | 'collected';
  primary: boolean;
}

/**
 * An entry or a signing slot is checked in; a perk is collected (a signing, once checked in, may
 * also be marked done). An entry already checked in still offers it, but not as the main action:
 * the desk's eye must go to "already checked in by …" first.
 */
export function itemActions(item: EventItem): ItemAction[] {
  if (item.status === 'cancelled' || item.status === 'collected') return [];
  if (item.event_item.kind === 'perk') return [{ status: 'collected', primary: true }];
  if (item.status === 'reserved') return [{ status: 'checked_in', primary: true }];
  if (item.event_item.kind === 'signing') return [{ status: 'collected', primary: true }];
  return [{ status: 'checked_in', primary: false }];
}

/** Entries first (what the door is about), then the rest in the server's order. */
export function sortItems(items: readonly EventItem[]): EventItem[] {
  const rank = (item: EventItem) => (item.event_item.kind === 'entry' ? 0 : 1);
  return [...items].sort((a, b) => rank(a) - rank(b));
}

/** One row of the search: an attendee and their entry's status (their other items are on the card). */
export interface AttendeeRow {
  guid: string;
  username: string;
  entry: EventItem | null;
}

export function attendeeRows(items: readonly EventItem[]): AttendeeRow[] {
  const rows = new Map<string, AttendeeRow>();
  for (const item of items) {
    const row = rows.get(item.user_uuid) ?? { guid: item.user_uuid, username: item.username, entry: null };
    if (item.event_item.kind === 'entry' && !row.entry) row.entry = item;
    rows.set(item.user_uuid, row);
  }
  return [...rows.values()];
}

/** Whether a scanned text can be a member card at all: anything else is refused unsent. */
export function isMemberCardText(text: string): boolean {
  return text.startsWith(MEMBER_CARD_PREFIX) && text.length <= MEMBER_CARD_MAX_LENGTH;
}

/** The event the desk picked, for this browser session (a reload keeps it, a new day does not). */
const EVENT_KEY = 'fv.checkin.event';

function isFanEvent(value: unknown): value is FanEvent {
  if (typeof value !== 'object' || value === null) return false;
  const event = value as Partial<FanEvent>;
  return (
    typeof event.id === 'string' && typeof event.name === 'string' && typeof event.time_zone === 'string'
  );
}

export function readRememberedEvent(storage = getStorage('session')): FanEvent | null {
  const stored = readJson(EVENT_KEY, storage);
  return isFanEvent(stored) ? stored : null;
}

export function rememberEvent(event: FanEvent | null, storage = getStorage('session')): void {
  if (event) writeItem(EVENT_KEY, JSON.stringify(event), storage);
  else removeItem(EVENT_KEY, storage);
}
