import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../../config/config';
import type { CopyIn } from '../../db/database';
import type { Database } from '../../db/schema';
import type { SessionService } from '../auth/session.service';
import { ExperimentsRepository } from './experiments/experiments.repository';
import { ExperimentsService } from './experiments/experiments.service';
import { AnalyticsIngestService } from './ingest/analytics-ingest.service';
import { InsightsRollup } from './insights/insights-rollup';
import { InsightsService } from './insights/insights.service';

export interface AnalyticsDeps {
  sessions: SessionService;
  copyIn: CopyIn;
  log: FastifyBaseLogger;
}

/** What tests may replace (through buildApp's `analytics`). */
export interface AnalyticsOverrides {
  /** The clock of dedup windows, assignments and the rollup (tests travel in time). */
  now?: () => Date;
  /** Key prefix in Redis (tests keep their messageIds apart). */
  namespace?: string;
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
  return {
    sessions: deps.sessions,
    ingest: new AnalyticsIngestService(),
    experiments: new ExperimentsService(new ExperimentsRepository(db)),
    insights: new InsightsService(),
    rollup: new InsightsRollup(),
  };
}
export type AnalyticsServices = ReturnType<typeof createAnalyticsServices>;
