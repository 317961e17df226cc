import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../../config/config';
import type { CopyIn, PoolStats } from '../../db/database';
import type { Database } from '../../db/schema';
import type { SessionService } from '../auth/session.service';
import { ExperimentDefinitionsService } from './experiments/experiment-definitions.service';
import { ExperimentsRepository } from './experiments/experiments.repository';
import { ExperimentsService } from './experiments/experiments.service';
import { createIngest } from './ingest/create-ingest';
import type { SeenStore } from './ingest/seen-store';
import { InsightsRollup } from './insights/insights-rollup';
import { InsightsRepository } from './insights/insights.repository';
import { InsightsService } from './insights/insights.service';
import { InsightsStaff } from './insights/insights-staff';
import { RollupStateRepository } from './insights/rollup-state.repository';
import { AppMetrics } from './metrics/app-metrics';
import { QueueDepthsRepository } from './metrics/queue-depths.repository';

export interface AnalyticsDeps {
  sessions: SessionService;
  copyIn: CopyIn;
  log: FastifyBaseLogger;
  /** The PostgreSQL pool's counts for /metrics (absent on PGlite). */
  poolStats?: () => PoolStats;
}

/** What tests may replace (through buildApp's `analytics`). */
export interface AnalyticsOverrides {
  /** The clock of dedup windows, assignments and the rollup (tests travel in time). */
  now?: () => Date;
  /** Key prefix in Redis (tests keep their messageIds apart). */
  namespace?: string;
  /** The ingest's seen-store, shared with a second app as another instance would share Redis. */
  seenStore?: SeenStore;
  /** How long a stored event waits before the rollup reads it (tests: 0; see insights-rollup.ts). */
  rollupSettleMs?: number;
}

/**
 * Consent-checked analytics (issue 25; docs/analytics.md): the ingest of the web app's batches,
 * cohort experiments with sticky assignment, the insights rollup and the staff dashboard's
 * reads, and the operators' /metrics.
 */
export function createAnalyticsServices(
  db: Kysely<Database>,
  config: AppConfig,
  deps: AnalyticsDeps,
  overrides: AnalyticsOverrides = {},
) {
  void config;
  void overrides;
  // Assignments and definitions read one clock: a test's travel in time moves both.
  const experimentsClock = overrides.now ?? (() => new Date());
  const experimentsRepository = new ExperimentsRepository(db);
  const clock = overrides.now ?? (() => new Date());
  const metrics = new AppMetrics({
    queues: new QueueDepthsRepository(db),
    poolStats: deps.poolStats,
    now: clock,
  });
  const ingest = createIngest(config, { copyIn: deps.copyIn, log: deps.log, observer: metrics }, overrides);
  metrics.watchPendingRows(() => ingest.pendingRows);
  // Every ANALYTICS_ROLLUP_SECONDS (0: off; tests run it themselves), the first pass that long
  // after start, by when the server is listening (as premium's sweep starts); onClose stops it.
  const rollup = new InsightsRollup(db, deps.log, {
    everySeconds: config.ANALYTICS_ROLLUP_SECONDS,
    settleMs: overrides.rollupSettleMs,
  });
  rollup.start();
  return {
    sessions: deps.sessions,
    ingest,
    // Batches a minute per address, in a bucket of their own: 120 at the default RATE_LIMIT_MAX
    // (300), a page view or two a second, far above a browser's (every 20 calls, or on page hide).
    ingestRateLimit: {
      max: Math.max(1, Math.round(config.RATE_LIMIT_MAX * 0.4)),
      timeWindow: config.RATE_LIMIT_WINDOW_MS,
    },
    metrics,
    metricsToken: config.METRICS_TOKEN,
    experiments: new ExperimentsService(experimentsRepository, experimentsClock),
    experimentDefinitions: new ExperimentDefinitionsService(experimentsRepository, experimentsClock),
    // STAFF_EMAILS: a listed, verified account becomes staff on its first insights call.
    insights: new InsightsService(
      new InsightsRepository(db),
      new RollupStateRepository(db),
      new InsightsStaff(db, config.STAFF_EMAILS),
      clock,
    ),
    rollup,
  };
}
export type AnalyticsServices = ReturnType<typeof createAnalyticsServices>;
