// Synthetic playback and reading events of many members, as the two logs store them, for the
// activity benches: kept in typed arrays (a million events as objects would be a few hundred MB),
// put in time order, then written as COPY lines in time slices, as the server's ingest writes them.
import { field } from './scratch-db';
import type { SyntheticBook, SyntheticCatalogue, SyntheticEpisode } from './synthetic-catalogue';

export const VIDEO_COLUMNS = [
  'received_at',
  'user_id',
  'event_type',
  'videotype',
  'content_id',
  'episode',
  'session_id',
  'client_ts',
  'start_timecode',
  'end_timecode',
  'container_type',
  'container_uuid',
  'page_domain',
] as const;

export const COMIC_COLUMNS = [
  'user_id',
  'event_type',
  'object_type',
  'session_id',
  'content_uuid',
  'series_uuid',
  'page_index',
  'view_date',
  'client_view_date',
  'is_offline',
  'container_type',
  'container_uuid',
] as const;

const VIDEO_TYPES = ['play', 'progress', 'pause', 'complete'] as const;
const COMIC_TYPES = ['open', 'page_view', 'complete'] as const;
/** Event type codes: video ones first, then comic ones. */
const TYPE_NAMES = [...VIDEO_TYPES, ...COMIC_TYPES];
const code = (name: (typeof TYPE_NAMES)[number]) => TYPE_NAMES.indexOf(name);
const MINUTE = 60_000;

/** A session id from its number: unique, valid, and nothing to keep in memory. */
const sessionUuid = (n: number) => `00000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;

/** A small seeded generator (mulberry32): the same run makes the same data. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export class EventLog {
  count = 0;
  private sessions = 0;
  readonly at: Float64Array;
  readonly member: Int32Array;
  /** An index into `episodes` (≥ 0) or into `books` (-1 - index). */
  readonly item: Int32Array;
  /** The end timecode (video) or the page index (comic). */
  readonly value: Float32Array;
  readonly type: Uint8Array;
  readonly session: Int32Array;
  readonly episodes: SyntheticEpisode[];
  readonly books: SyntheticBook[];

  constructor(
    readonly capacity: number,
    readonly memberIds: readonly string[],
    catalogue: SyntheticCatalogue,
  ) {
    this.at = new Float64Array(capacity);
    this.member = new Int32Array(capacity);
    this.item = new Int32Array(capacity);
    this.value = new Float32Array(capacity);
    this.type = new Uint8Array(capacity);
    this.session = new Int32Array(capacity);
    this.episodes = catalogue.series.flat();
    this.books = catalogue.comicSeries.flat();
  }

  get full() {
    return this.count >= this.capacity;
  }

  private push(at: number, member: number, item: number, value: number, type: number, session: number) {
    if (this.full) return;
    const i = this.count++;
    this.at[i] = at;
    this.member[i] = member;
    this.item[i] = item;
    this.value[i] = value;
    this.type[i] = type;
    this.session[i] = session;
  }

  /**
   * A member plays an episode from the start to `fraction` of it: play, a progress event every
   * five minutes (the player's batches, thinned out), and `complete` at the end. Answers when
   * the member stopped (ms).
   */
  watch(member: number, episode: number, from: number, fraction: number): number {
    const session = this.sessions++;
    const duration = this.episodes[episode]!.duration;
    const until = Math.min(duration, duration * fraction);
    this.push(from, member, episode, 0, code('play'), session);
    let t = 0;
    while (t + 300 < until) {
      t += 300;
      this.push(from + t * 1000, member, episode, t, code('progress'), session);
    }
    const end = from + until * 1000;
    this.push(end, member, episode, until, code(fraction >= 1 ? 'complete' : 'pause'), session);
    return end;
  }

  /** A member reads a book up to page `lastPage` (zero-based), a page view every third page. */
  read(member: number, book: number, from: number, lastPage: number): number {
    const session = this.sessions++;
    const item = -1 - book;
    const pages = this.books[book]!.numPages;
    this.push(from, member, item, 0, code('open'), session);
    let page = 0;
    while (page + 3 < lastPage) {
      page += 3;
      this.push(from + page * 20_000, member, item, page, code('page_view'), session);
    }
    const end = from + lastPage * 20_000 + 1000;
    this.push(end, member, item, lastPage, code(lastPage >= pages - 1 ? 'complete' : 'page_view'), session);
    return end;
  }

  /** Event indexes in time order (ties in the order pushed: a session's own order). */
  timeOrder(): Uint32Array {
    const order = new Uint32Array(this.count);
    for (let i = 0; i < order.length; i++) order[i] = i;
    return order.sort((a, b) => this.at[a]! - this.at[b]! || a - b);
  }

  /** COPY lines of the video events among `indexes`, for VIDEO_COLUMNS. */
  *videoLines(indexes: Uint32Array, pageDomain: string): Generator<string> {
    for (const i of indexes) {
      const item = this.item[i]!;
      if (item < 0) continue;
      const episode = this.episodes[item]!;
      const at = new Date(this.at[i]!).toISOString();
      const end = this.value[i]!;
      yield [
        at,
        this.memberIds[this.member[i]!],
        TYPE_NAMES[this.type[i]!],
        'episode',
        episode.uuid,
        `${episode.seriesId}.${episode.number}`,
        sessionUuid(this.session[i]!),
        at,
        Math.max(0, end - 300),
        end,
        'series',
        episode.seriesUuid,
        pageDomain,
      ]
        .map(field)
        .join('\t')
        .concat('\n');
    }
  }

  /** COPY lines of the comic events among `indexes`, for COMIC_COLUMNS. */
  *comicLines(indexes: Uint32Array): Generator<string> {
    for (const i of indexes) {
      const item = this.item[i]!;
      if (item >= 0) continue;
      const book = this.books[-1 - item]!;
      const at = new Date(this.at[i]!).toISOString();
      yield [
        this.memberIds[this.member[i]!],
        TYPE_NAMES[this.type[i]!],
        'book',
        sessionUuid(this.session[i]!),
        book.uuid,
        book.seriesUuid,
        this.value[i]!,
        at,
        at,
        false,
        'series',
        book.seriesUuid,
      ]
        .map(field)
        .join('\t')
        .concat('\n');
    }
  }
}

/**
 * What a member does over `days` days until `budget` events: sessions at random moments, four in
 * five of them watching 1 to 3 episodes of a series in a row (popular series more often: the
 * square of a uniform draw), the others reading 1 or 2 books of a comic series; three episodes in
 * four are watched to the end, the others stopped part way, and so for books.
 */
export function simulateMember(
  log: EventLog,
  member: number,
  catalogue: SyntheticCatalogue,
  opts: { budget: number; now: number; days: number; random: () => number },
) {
  const { random } = opts;
  const stop = Math.min(log.capacity, log.count + opts.budget);
  // Flat indexes (series × episodes): every synthetic series has as many episodes, and every
  // comic series as many books.
  while (log.count < stop) {
    let at = opts.now - random() * opts.days * 24 * 60 * MINUTE;
    if (random() < 0.8) {
      const s = Math.floor(random() ** 2 * catalogue.series.length);
      const episodes = catalogue.series[s]!;
      let k = Math.floor(random() * episodes.length);
      for (let n = 1 + Math.floor(random() * 3); n > 0 && k < episodes.length && log.count < stop; n--, k++) {
        const fraction = random() < 0.75 ? 1 : 0.1 + random() * 0.7;
        at = log.watch(member, s * episodes.length + k, at, fraction) + MINUTE;
      }
    } else {
      const c = Math.floor(random() ** 2 * catalogue.comicSeries.length);
      const books = catalogue.comicSeries[c]!;
      let k = Math.floor(random() * books.length);
      for (let n = 1 + Math.floor(random() * 2); n > 0 && k < books.length && log.count < stop; n--, k++) {
        const pages = books[k]!.numPages;
        const last = random() < 0.75 ? pages - 1 : Math.floor(random() * (pages - 1));
        at = log.read(member, c * books.length + k, at, last) + MINUTE;
      }
    }
  }
}
