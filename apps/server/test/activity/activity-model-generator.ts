import type { ComicLogEvent, VideoLogEvent } from '@fanverse/contract';
import type { InsertedComics } from '../comics/comic-fixtures';
import type { Show, ShowEpisode } from './activity-fixtures';

/*
 * Random traffic for the activity model's property test (activity-model.test.ts): requests to
 * the two logs as the player and the reader send them, and the history call's marks, from a
 * seeded PRNG so a failing run can be replayed with its seed.
 */

/** mulberry32: small, fast, and the same sequence for the same seed on every machine. */
export function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = a;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  const chance = (p: number) => next() < p;
  const uuid = () => {
    const hex = Array.from({ length: 32 }, () => int(0, 15).toString(16)).join('');
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20)}`;
  };
  return { next, int, pick, chance, uuid };
}
export type Prng = ReturnType<typeof prng>;

export interface Catalogue {
  shows: Show[];
  comics: InsertedComics[];
  /** Collections events may name (others they name do not exist). */
  collections: string[];
  /** Where each episode's credits start, for those that have them. */
  credits: Map<string, number>;
}

/** One request of the traffic: a log batch as a member (null: anonymous), or one history mark. */
export type TrafficRequest =
  | { kind: 'video'; member: number | null; events: VideoLogEvent[] }
  | { kind: 'comic'; member: number | null; events: ComicLogEvent[] }
  | { kind: 'mark'; member: number; episode: ShowEpisode; watched: boolean };

/** Marks that end the traffic. */
const MARKS_TAIL = 100;

/**
 * An end timecode around the rule's edges: early, just below and past WATCHED_FRACTION, around
 * the credits, the very end, and now and then anywhere the log accepts.
 */
function endTimecode(r: Prng, duration: number, credits: number | undefined): number {
  const length = duration > 0 ? duration : 3_000;
  const choice = r.int(0, 9);
  if (choice <= 2) return r.next() * length * 0.85;
  if (choice === 3) return length * (0.88 + r.next() * 0.04);
  if (choice === 4) return length * (0.9 + r.next() * 0.1);
  if (choice === 5 && credits !== undefined) return Math.max(0, credits + r.int(-3, 3));
  if (choice === 6) return length;
  if (choice === 7) return 0;
  if (choice === 8) return r.next() * 86_400;
  return r.int(0, length);
}

function videoEvent(r: Prng, c: Catalogue): VideoLogEvent {
  const show = r.pick(c.shows);
  // Now and then an episode that does not exist, or a clip (neither is in the model).
  const unknown = r.chance(0.04);
  const episode = r.pick(show.episodes);
  const end = endTimecode(r, unknown ? 100 : episode.duration, c.credits.get(episode.uuid));
  const container = r.pick([
    { container_type: 'series' as const, container_uuid: show.uuid },
    { container_type: 'season' as const, container_uuid: r.uuid() },
    { container_type: 'collection' as const, container_uuid: r.pick(c.collections) },
    { container_type: 'collection' as const, container_uuid: r.uuid() },
    { container_type: null, container_uuid: null },
  ]);
  return {
    event_type: r.chance(0.08)
      ? 'complete'
      : r.pick(['progress', 'progress', 'progress', 'seek', 'pause', 'play', 'load', 'error'] as const),
    videotype: r.chance(0.04) ? 'clip' : 'episode',
    content_id: unknown ? r.uuid() : episode.uuid,
    episode: `${show.id}.${episode.number}`,
    session_id: r.uuid(),
    timestamp: Date.UTC(2026, 0, 1) + r.int(0, 3_600_000),
    start_timecode: Math.max(0, end - 15),
    end_timecode: end,
    ...container,
  };
}

function comicEvent(r: Prng, c: Catalogue): ComicLogEvent {
  const comics = r.pick(c.comics);
  const book = r.pick(comics.books);
  const unknown = r.chance(0.04);
  const container = r.pick([
    { container_type: 'series' as const, container_uuid: comics.series.uuid },
    { container_type: 'collection' as const, container_uuid: r.pick(c.collections) },
    { container_type: 'list' as const, container_uuid: r.uuid() },
    { container_type: null, container_uuid: null },
  ]);
  return {
    event_type: r.chance(0.08)
      ? 'complete'
      : r.pick(['open', 'page_view', 'page_view', 'page_view', 'panel_view', 'close'] as const),
    object_type: 'book',
    session_id: r.uuid(),
    content_uuid: unknown ? r.uuid() : book.uuid,
    series_uuid: r.chance(0.8) ? comics.series.uuid : null,
    // Past the last page too (the log does not know the book's length).
    page_index: r.int(0, book.num_pages + 1),
    panel_index: r.chance(0.5) ? null : r.int(0, 4),
    // An OFFSET in ms from the moment the batch is sent (resolveViewDates). A comic event's time
    // is its view date, a video event's the time it is received, and a collection's latest item
    // is compared across the two: view dates around the send time let either win. Steps of
    // 50 ms: many events share a view date, so the id decides which is latest.
    view_date: r.int(0, 40) * 50,
    is_offline: r.chance(0.1),
    ...container,
  };
}

/**
 * Requests carrying `total` events in all (a mark is one), for `members` members: a twentieth
 * marks, the rest log batches of 1 to 40 events, some anonymous; the last hundred are marks
 * only, so that some items end with an unwatched mark no later event undoes.
 */
export function traffic(r: Prng, c: Catalogue, members: number, total: number): TrafficRequest[] {
  const requests: TrafficRequest[] = [];
  let events = 0;
  while (events < total) {
    const member = r.chance(0.06) ? null : r.int(0, members - 1);
    const roll = r.next();
    if (roll < 0.05 || events >= total - MARKS_TAIL) {
      requests.push({
        kind: 'mark',
        member: member ?? 0,
        episode: r.pick(r.pick(c.shows).episodes),
        watched: r.chance(0.6),
      });
      events += 1;
      continue;
    }
    const size = Math.min(r.int(1, 40), Math.max(1, total - MARKS_TAIL - events));
    events += size;
    if (roll < 0.55) {
      requests.push({ kind: 'video', member, events: Array.from({ length: size }, () => videoEvent(r, c)) });
    } else {
      requests.push({ kind: 'comic', member, events: Array.from({ length: size }, () => comicEvent(r, c)) });
    }
  }
  return requests;
}

/**
 * A comic batch as sent at `now`: each event's view date offset becomes a date around it, from
 * the whole second (so batches sent in the same second share view dates: which one holds the
 * latest event is then decided by the ids, across batches as well as within one).
 */
export function resolveViewDates(events: ComicLogEvent[], now: number): ComicLogEvent[] {
  const base = Math.floor(now / 1_000) * 1_000 - 1_000;
  return events.map((e) => ({ ...e, view_date: base + e.view_date }));
}
