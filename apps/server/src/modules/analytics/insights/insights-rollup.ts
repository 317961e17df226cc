import type { FastifyBaseLogger } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { QUIZ_FAMILIES } from '@fanverse/contract';
import type { Database } from '../../../db/schema';
import { rollUpAnalytics } from './rollup-analytics';
import { rollUpComics } from './rollup-comics';
import { recountPremiumStarts, recountSignUps, recountTouchedExposures } from './rollup-recounts';
import { RollupStateRepository, type RollupSource } from './rollup-state.repository';
import { rollUpVideo } from './rollup-video';

/**
 * The key of the transaction-scoped advisory lock every rollup transaction takes first: one
 * instance at a time moves the watermarks; another that finds it taken skips its pass.
 */
const ROLLUP_LOCK_KEY = 7_762_025_001;

export interface RollupOptions {
  /** Source rows per transaction (each moves its source's watermark with its aggregates). */
  batchSize?: number;
  /**
   * Event rows stored less than this long ago wait for the next pass: rows become visible at
   * their COPY's commit, not in id order, so the watermark never passes a row whose COPY may
   * still be committing (a COPY takes milliseconds; the default leaves it five seconds).
   */
  settleMs?: number;
  /** How often `start()` runs a pass, in seconds (ANALYTICS_ROLLUP_SECONDS; 0: never). */
  everySeconds?: number;
  /**
   * Source rows per transaction of a scheduled pass (`start()`): smaller than `batchSize`, so that
   * catching up a backlog (a first start on a large log, a restore, a long stop) is many short
   * transactions rather than a few of seconds each. On the embedded PGlite a statement holds the
   * server's one thread while it runs; on PostgreSQL it holds one of the machine's CPUs.
   */
  sliceSize?: number;
  /**
   * After each transaction of a scheduled pass that leaves more to do, the pass waits this many
   * times as long as the transaction took (1: the rollup takes at most about half of the database
   * time while it catches up, and requests get the rest). Explicit `run()` calls do not wait.
   */
  restRatio?: number;
  /** How a scheduled pass waits between slices (tests observe it). */
  rest?: (ms: number) => Promise<void>;
}

type Rollup = (db: Kysely<Database>, lo: string, hi: string) => Promise<void>;

/** The event logs, rolled up by id past their watermark. */
const EVENT_SOURCES: readonly { source: RollupSource; table: string; rollUp: Rollup }[] = [
  {
    source: 'analytics_events',
    table: 'analytics_events',
    rollUp: (db, lo, hi) => rollUpAnalytics(db, lo, hi, QUIZ_FAMILIES),
  },
  { source: 'video_events', table: 'video_events', rollUp: rollUpVideo },
  { source: 'comic_events', table: 'comic_events', rollUp: rollUpComics },
];

const DEFAULT_BATCH = 50_000;
/** About a tenth of a second of database work on PostgreSQL (45,000 rows a second: docs/insights.md). */
const DEFAULT_SLICE = 5_000;
const DEFAULT_SETTLE_MS = 5_000;
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

/** How a pass goes: explicit runs at full speed, scheduled ones in slices with rests between. */
interface Pace {
  rows: number;
  restRatio: number;
}

/**
 * Brings the daily aggregates (insights_daily, insights_daily_subjects, insights_book_readers)
 * and experiment conversions up to date from the raw sources past each source's watermark
 * (issue 25; docs/insights.md "The rollup"). Every transaction first takes the advisory lock,
 * then reads the watermark, adds what lies past it and moves it: exact, idempotent, and safe
 * when several instances run it at once (one adds, the others skip). On PGlite the one
 * connection runs transactions one after another, and each still reads the watermark under
 * the lock, so nothing is added twice there either.
 */
export class InsightsRollup {
  private readonly batchSize: number;
  private readonly settleMs: number;
  private readonly everySeconds: number;
  private readonly scheduledPace: Pace;
  private readonly rest: (ms: number) => Promise<void>;
  private running: Promise<number> | null = null;
  private timer: NodeJS.Timeout | null = null;
  private stopped = true;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly log: Pick<FastifyBaseLogger, 'info' | 'error'>,
    options: RollupOptions = {},
  ) {
    this.batchSize = options.batchSize ?? DEFAULT_BATCH;
    this.settleMs = options.settleMs ?? DEFAULT_SETTLE_MS;
    this.everySeconds = options.everySeconds ?? 0;
    this.scheduledPace = { rows: options.sliceSize ?? DEFAULT_SLICE, restRatio: options.restRatio ?? 1 };
    this.rest = options.rest ?? sleep;
  }

  /**
   * One pass over every source; answers how many event rows it rolled up. A call while this
   * process is already in a pass joins that pass (never two at once in one process). When
   * another instance holds the lock, the pass ends where it is: that instance is rolling up.
   */
  run(): Promise<number> {
    return this.passOnce({ rows: this.batchSize, restRatio: 0 });
  }

  private passOnce(pace: Pace): Promise<number> {
    this.running ??= this.pass(pace).finally(() => {
      this.running = null;
    });
    return this.running;
  }

  /** Runs a pass every ANALYTICS_ROLLUP_SECONDS (0: never), the first that long after start. */
  start(): void {
    if (this.everySeconds <= 0 || !this.stopped) return;
    this.stopped = false;
    this.schedule();
  }

  /** Stops the timer and waits for a pass in progress to end. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running?.catch(() => {});
  }

  private schedule(): void {
    if (this.stopped) return;
    // Chained: the next pass is scheduled when this one ends, so passes never overlap; unref'd,
    // so the timer never keeps the process alive.
    this.timer = setTimeout(() => {
      this.timer = null;
      this.passOnce(this.scheduledPace)
        .then((rows) => {
          if (rows > 0) this.log.info({ rows }, 'insights rollup');
        })
        .catch((err: unknown) => this.log.error({ err }, 'insights rollup failed; the next pass retries'))
        .finally(() => this.schedule());
    }, this.everySeconds * 1000);
    this.timer.unref();
  }

  private async pass(pace: Pace): Promise<number> {
    let rows = 0;
    for (const source of EVENT_SOURCES) {
      for (;;) {
        const began = performance.now();
        const step = await this.locked((db) => this.eventBatch(db, source, pace.rows));
        if (step === null) return rows;
        rows += step.rows;
        if (!step.more) break;
        if (pace.restRatio > 0) {
          await this.rest((performance.now() - began) * pace.restRatio);
          // stop() while resting: the rest of the backlog waits for the next start.
          if (this.stopped) return rows;
        }
      }
    }
    await this.locked(async (db) => {
      const state = new RollupStateRepository(db);
      const recounts: [RollupSource, (db: Kysely<Database>, wm: number | null) => Promise<number | null>][] =
        [
          ['users', recountSignUps],
          ['subscriptions', recountPremiumStarts],
          ['experiment_assignments', recountTouchedExposures],
        ];
      for (const [source, recount] of recounts) {
        const { lastId, seen } = await state.watermark(source);
        const next = await recount(db, seen ? Number(lastId) : null);
        await state.advance(source, next ?? lastId);
      }
      await state.advance('pass', 0);
    });
    return rows;
  }

  /** One batch of an event log: the rows past its watermark that have settled, up to `size`. */
  private async eventBatch(
    db: Kysely<Database>,
    { source, table, rollUp }: (typeof EVENT_SOURCES)[number],
    size: number,
  ): Promise<{ rows: number; more: boolean }> {
    const state = new RollupStateRepository(db);
    const { lastId } = await state.watermark(source);
    // The batch stops before the first row that has not settled, whatever follows it.
    const { rows } = await sql<{ n: string | number; hi: string | null; full: boolean }>`
      select count(*) as n, max(t.id)::text as hi, bool_or(t.last) as full from (
        select s.id, bool_or(s.received_at > now() - ${sql.lit(this.settleMs)} * interval '1 millisecond')
          over (order by s.id) as blocked, s.rn = ${sql.lit(size)} as last
        from (
          select e.id, e.received_at, row_number() over (order by e.id) as rn
          from ${sql.table(table)} as e where e.id > ${lastId} order by e.id limit ${sql.lit(size)}
        ) as s
      ) as t where not t.blocked
    `.execute(db);
    const batch = rows[0];
    const n = Number(batch?.n ?? 0);
    if (n === 0 || !batch?.hi) return { rows: 0, more: false };
    await rollUp(db, lastId, batch.hi);
    await state.advance(source, batch.hi);
    return { rows: n, more: batch.full === true };
  }

  /** `work` in a transaction holding the rollup's advisory lock; null when another holds it. */
  private async locked<T>(work: (db: Kysely<Database>) => Promise<T>): Promise<T | null> {
    return this.db.transaction().execute(async (trx) => {
      const { rows } = await sql<{ locked: boolean }>`
        select pg_try_advisory_xact_lock(${sql.lit(ROLLUP_LOCK_KEY)}) as locked
      `.execute(trx);
      if (!rows[0]?.locked) return null;
      return work(trx);
    });
  }
}
