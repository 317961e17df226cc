import type { Kysely } from 'kysely';
import {
  QUIZ_COMPLETED_EVENT,
  QUIZ_FAMILIES,
  QUIZ_SLUG,
  type InsightsBookStops,
  type InsightsBooks,
  type InsightsDay,
  type InsightsEpisodes,
  type InsightsFunnel,
  type InsightsOverview,
  type InsightsQuiz,
} from '@fanverse/contract';
import type { Database } from '../../src/db/schema';

/*
 * The insights replies computed independently: every raw row read back as it is stored and
 * counted here by plain code (sets and sums in JavaScript), sharing nothing with the rollup's
 * SQL, so that a wrong aggregate or a double count anywhere fails the comparison. Definitions
 * are docs/insights.md's.
 */

type Range = { from: string; to: string };
type Reply<T> = Omit<T, 'rolled_up_at'>;

const dayOf = (at: Date | string) => new Date(at).toISOString().slice(0, 10);
const inRange = (day: string, r: Range) => day >= r.from && day <= r.to;
const round2 = (v: number) => Math.round(v * 100) / 100;
const share = (part: number, of: number) => (of > 0 ? Math.min(1, part / of) : 0);

/** Every raw row the insights count, as stored. */
export async function readRaw(db: Kysely<Database>) {
  const [
    analytics,
    video,
    comics,
    users,
    subscriptions,
    episodes,
    media,
    books,
    pages,
    experiments,
    variants,
    assignments,
    quiz,
  ] = await Promise.all([
    db
      .selectFrom('analytics_events')
      .select(['event_ts', 'type', 'event', 'anonymous_id', 'user_id', 'properties'])
      .execute(),
    db
      .selectFrom('video_events')
      .select([
        'user_id',
        'event_type',
        'videotype',
        'content_id',
        'session_id',
        'client_ts',
        'start_timecode',
        'end_timecode',
      ])
      .execute(),
    db
      .selectFrom('comic_events')
      .select([
        'user_id',
        'event_type',
        'content_uuid',
        'session_id',
        'page_index',
        'view_date',
        'persistent_user_cookie',
        'browser_id',
      ])
      .execute(),
    db.selectFrom('users').select(['id', 'guid', 'created_at']).execute(),
    db.selectFrom('subscriptions').select(['signup_at']).execute(),
    db
      .selectFrom('episodes as e')
      .innerJoin('series as s', 's.id', 'e.series_id')
      .select(['e.uuid', 'e.title', 'e.duration', 'e.video_uuid', 's.title as series_title'])
      .execute(),
    db.selectFrom('video_media').select(['video_uuid', 'duration_seconds']).execute(),
    db
      .selectFrom('comic_books as b')
      .innerJoin('comic_series as s', 's.id', 'b.series_id')
      .select(['b.id', 'b.uuid', 'b.title', 's.title as series_title'])
      .execute(),
    db.selectFrom('comic_pages').select(['book_id']).execute(),
    db.selectFrom('experiments').select(['name', 'description', 'enabled', 'goal_event']).execute(),
    db.selectFrom('experiment_variants').select(['experiment_name', 'key', 'weight', 'position']).execute(),
    db
      .selectFrom('experiment_assignments')
      .select(['experiment_name', 'subject', 'variant', 'exposed_at', 'inherited_from'])
      .execute(),
    db.selectFrom('jsonbags').select('metadata').where('slug', '=', QUIZ_SLUG).executeTakeFirst(),
  ]);
  return {
    analytics,
    video,
    comics,
    users,
    subscriptions,
    episodes,
    media,
    books,
    pages,
    experiments,
    variants,
    assignments,
    quiz,
  };
}
export type Raw = Awaited<ReturnType<typeof readRaw>>;

/** Per key, a set per day: what "distinct per day" counts. */
class DailySets {
  readonly days = new Map<string, Map<string, Set<string>>>();
  add(key: string, day: string, subject: string) {
    const byDay = this.days.get(key) ?? new Map<string, Set<string>>();
    const set = byDay.get(day) ?? new Set<string>();
    set.add(subject);
    byDay.set(day, set);
    this.days.set(key, byDay);
  }
  /** Σ over the range's days of each day's distinct count. */
  sumOfDays(key: string, r: Range) {
    let n = 0;
    for (const [day, set] of this.days.get(key) ?? []) if (inRange(day, r)) n += set.size;
    return n;
  }
  /** Distinct over the whole range. */
  distinct(key: string, r: Range) {
    const all = new Set<string>();
    for (const [day, set] of this.days.get(key) ?? []) if (inRange(day, r)) for (const s of set) all.add(s);
    return all.size;
  }
  dayCount(key: string, day: string) {
    return this.days.get(key)?.get(day)?.size ?? 0;
  }
}

/** Per key, a number per day: what sums count. */
class DailySums {
  readonly days = new Map<string, Map<string, number>>();
  add(key: string, day: string, value: number) {
    const byDay = this.days.get(key) ?? new Map<string, number>();
    byDay.set(day, (byDay.get(day) ?? 0) + value);
    this.days.set(key, byDay);
  }
  sum(key: string, r: Range) {
    let n = 0;
    for (const [day, v] of this.days.get(key) ?? []) if (inRange(day, r)) n += v;
    return n;
  }
  day(key: string, day: string) {
    return this.days.get(key)?.get(day) ?? 0;
  }
}

/** The counts behind every reply, from the raw rows. */
export function countRaw(raw: Raw) {
  const sets = new DailySets();
  const sums = new DailySums();
  const episodes = new Map(raw.episodes.map((e) => [e.uuid, e]));
  const media = new Map(raw.media.map((m) => [m.video_uuid, m.duration_seconds]));
  const pageCount = new Map<number, number>();
  for (const p of raw.pages) pageCount.set(p.book_id, (pageCount.get(p.book_id) ?? 0) + 1);
  const books = new Map(raw.books.map((b) => [b.uuid, { ...b, page_count: pageCount.get(b.id) ?? 0 }]));

  for (const e of raw.analytics) {
    const day = dayOf(e.event_ts);
    if (e.type === 'page' && e.anonymous_id) sets.add('visitors', day, e.anonymous_id);
    if (e.user_id) sets.add('active', day, e.user_id);
    const family = (e.properties as { family?: string } | null)?.family;
    if (e.type === 'track' && e.event === QUIZ_COMPLETED_EVENT && QUIZ_FAMILIES.includes(family as never)) {
      sums.add('quiz', day, 1);
      sums.add(`quiz:${family}`, day, 1);
    }
  }

  for (const v of raw.video) {
    const day = dayOf(v.client_ts);
    if (v.user_id) sets.add('active', day, v.user_id);
    const episode = v.videotype === 'episode' ? episodes.get(v.content_id) : undefined;
    if (!episode) continue;
    const length = media.get(episode.video_uuid) || episode.duration || 0;
    if (v.event_type === 'play') {
      sets.add(`plays:${v.content_id}`, day, v.session_id);
      sets.add('plays', day, `${v.content_id}|${v.session_id}`);
      sets.add(`viewers:${v.content_id}`, day, v.user_id ? `m:${v.user_id}` : `s:${v.session_id}`);
    }
    if (
      v.event_type === 'complete' ||
      (v.event_type === 'progress' && length > 0 && v.end_timecode >= 0.9 * length)
    ) {
      sets.add(`completions:${v.content_id}`, day, v.session_id);
    }
    if (v.event_type === 'progress') {
      const minutes = Math.max(v.end_timecode - v.start_timecode, 0) / 60;
      sums.add(`minutes:${v.content_id}`, day, minutes);
      sums.add('minutes', day, minutes);
    }
  }

  // Where readers stop: each reader's furthest page ever, and the first day they reached it.
  const furthest = new Map<string, { page: number; day: string; at: number }>();
  for (const c of raw.comics) {
    const day = dayOf(c.view_date);
    if (c.user_id) sets.add('active', day, c.user_id);
    const book = books.get(c.content_uuid);
    if (!book) continue;
    const reader = c.user_id
      ? `m:${c.user_id}`
      : c.persistent_user_cookie
        ? `c:${c.persistent_user_cookie}`
        : c.browser_id
          ? `b:${c.browser_id}`
          : `s:${c.session_id}`;
    sets.add(`readers:${book.uuid}`, day, reader);
    if (c.event_type === 'complete' || c.page_index + 1 >= book.page_count) {
      sets.add(`completers:${book.uuid}`, day, reader);
    }
    if (c.event_type === 'open') {
      sums.add(`opened:${book.uuid}`, day, 1);
      sums.add('opened', day, 1);
    }
    if (c.event_type === 'page_view') {
      sums.add(`pages:${book.uuid}`, day, 1);
      sums.add('pages', day, 1);
    }
    const key = `${book.uuid}|${reader}`;
    const at = new Date(c.view_date).getTime();
    const seen = furthest.get(key);
    const page = c.page_index + 1;
    if (!seen || page > seen.page || (page === seen.page && at < seen.at))
      furthest.set(key, { page, day, at });
  }

  for (const u of raw.users) sums.add('sign_ups', dayOf(u.created_at), 1);
  for (const s of raw.subscriptions) sums.add('premium', dayOf(s.signup_at), 1);

  return { sets, sums, episodes, books, furthest };
}
type Counts = ReturnType<typeof countRaw>;

function daysBetween(r: Range): string[] {
  const out: string[] = [];
  for (let ms = Date.parse(`${r.from}T00:00:00Z`); ms <= Date.parse(`${r.to}T00:00:00Z`); ms += 86_400_000) {
    out.push(dayOf(new Date(ms)));
  }
  return out;
}

export function expectedOverview(c: Counts, r: Range): Reply<InsightsOverview> {
  const days: InsightsDay[] = daysBetween(r).map((day) => ({
    day,
    active_members: c.sets.dayCount('active', day),
    sign_ups: c.sums.day('sign_ups', day),
    visitors: c.sets.dayCount('visitors', day),
    plays: c.sets.dayCount('plays', day),
    minutes_watched: round2(c.sums.day('minutes', day)),
    comics_opened: c.sums.day('opened', day),
    pages_read: c.sums.day('pages', day),
    quiz_completions: c.sums.day('quiz', day),
    premium_starts: c.sums.day('premium', day),
  }));
  const total = (field: keyof Omit<InsightsDay, 'day'>) => days.reduce((a, d) => a + d[field], 0);
  return {
    ...r,
    days,
    totals: {
      active_members: c.sets.distinct('active', r),
      sign_ups: total('sign_ups'),
      visitors: c.sets.distinct('visitors', r),
      plays: total('plays'),
      minutes_watched: round2(total('minutes_watched')),
      comics_opened: total('comics_opened'),
      pages_read: total('pages_read'),
      quiz_completions: total('quiz_completions'),
      premium_starts: total('premium_starts'),
    },
  };
}

export function expectedEpisodes(c: Counts, r: Range): Reply<InsightsEpisodes> {
  const items = [...c.episodes.values()]
    .map((e) => {
      const plays = c.sets.sumOfDays(`plays:${e.uuid}`, r);
      const minutes = round2(c.sums.sum(`minutes:${e.uuid}`, r));
      const completions = c.sets.sumOfDays(`completions:${e.uuid}`, r);
      return {
        content_id: e.uuid,
        title: e.title,
        series_title: e.series_title,
        plays,
        viewers: c.sets.distinct(`viewers:${e.uuid}`, r),
        minutes_watched: minutes,
        completion_rate: share(completions, plays),
        listed: plays > 0 || minutes > 0 || completions > 0,
      };
    })
    .filter((e) => e.listed)
    .map(({ listed: _, ...e }) => e);
  return { ...r, items };
}

export function expectedBooks(c: Counts, r: Range): Reply<InsightsBooks> {
  const items = [...c.books.values()]
    .map((b) => {
      const readers = c.sets.distinct(`readers:${b.uuid}`, r);
      return {
        book_id: b.uuid,
        title: b.title,
        series_title: b.series_title,
        opened: c.sums.sum(`opened:${b.uuid}`, r),
        readers,
        pages_read: c.sums.sum(`pages:${b.uuid}`, r),
        completion_rate: share(c.sets.distinct(`completers:${b.uuid}`, r), readers),
      };
    })
    .filter((b) => b.opened > 0 || b.pages_read > 0);
  return { ...r, items };
}

export function expectedStops(c: Counts, bookId: string, r: Range): Reply<InsightsBookStops> {
  const book = c.books.get(bookId)!;
  const stops = new Map<number, number>();
  let furthest = 0;
  for (const [key, s] of c.furthest) {
    if (!key.startsWith(`${bookId}|`)) continue;
    furthest = Math.max(furthest, s.page);
    if (inRange(s.day, r)) stops.set(s.page, (stops.get(s.page) ?? 0) + 1);
  }
  // Every page of the book, and any further page a reader ever reached.
  const last = Math.max(book.page_count, furthest);
  const pages = [];
  for (let page = 1; page <= last; page++) {
    let reached = 0;
    for (const [p, n] of stops) if (p >= page) reached += n;
    pages.push({ page, reached, stopped: stops.get(page) ?? 0 });
  }
  return { ...r, book_id: bookId, title: book.title, page_count: book.page_count, pages };
}

export function expectedQuiz(raw: Raw, c: Counts, r: Range): Reply<InsightsQuiz> {
  const results = ((raw.quiz?.metadata as { quiz?: { results?: { id: string; title: string }[] } })?.quiz
    ?.results ?? []) as { id: string; title: string }[];
  return {
    ...r,
    families: QUIZ_FAMILIES.map((family) => ({
      family,
      title: results.find((x) => x.id === family)?.title ?? family,
      completions: c.sums.sum(`quiz:${family}`, r),
    })),
  };
}

export function expectedFunnel(c: Counts, r: Range): Reply<InsightsFunnel> {
  return {
    ...r,
    steps: [
      { step: 'visit', count: c.sets.distinct('visitors', r) },
      { step: 'register', count: c.sums.sum('sign_ups', r) },
      { step: 'premium', count: c.sums.sum('premium', r) },
    ],
  };
}

/** Exposed and converted per variant (InsightsExperiments without the rates), from the assignments and the raw goal events. */
export function expectedExperiments(raw: Raw, r: Range) {
  const guidOf = new Map(raw.users.map((u) => [u.id, u.guid]));
  const goalTimes = new Map<string, number[]>();
  for (const e of raw.analytics) {
    if (e.type !== 'track' || !e.event) continue;
    const at = new Date(e.event_ts).getTime();
    const subjects = [
      e.user_id && guidOf.get(e.user_id) ? `m:${guidOf.get(e.user_id)}` : null,
      e.anonymous_id ? `p:${e.anonymous_id}` : null,
    ];
    for (const s of subjects) {
      if (!s) continue;
      const key = `${e.event}|${s}`;
      goalTimes.set(key, [...(goalTimes.get(key) ?? []), at]);
    }
  }
  const experiments = [...raw.experiments].sort((a, b) => (a.name < b.name ? -1 : 1));
  return {
    ...r,
    experiments: experiments.map((x) => ({
      name: x.name,
      description: x.description,
      enabled: x.enabled,
      goal_event: x.goal_event,
      variants: raw.variants
        .filter((v) => v.experiment_name === x.name)
        .sort((a, b) => a.position - b.position || (a.key < b.key ? -1 : 1))
        .map((v) => {
          // A member's row that inherited a browser's is that person's: not an exposure of its
          // own, and its goals are the browser row's.
          const exposed = raw.assignments.filter(
            (a) =>
              a.experiment_name === x.name &&
              a.variant === v.key &&
              a.inherited_from === null &&
              inRange(dayOf(a.exposed_at), r),
          );
          const people = (a: (typeof exposed)[number]) => [
            a.subject,
            ...raw.assignments
              .filter((m) => m.experiment_name === x.name && m.inherited_from === a.subject)
              .map((m) => m.subject),
          ];
          const converted = exposed.filter((a) =>
            people(a).some((subject) =>
              (goalTimes.get(`${x.goal_event}|${subject}`) ?? []).some(
                (t) => t >= new Date(a.exposed_at).getTime(),
              ),
            ),
          );
          return { key: v.key, weight: v.weight, exposed: exposed.length, converted: converted.length };
        }),
    })),
  };
}
