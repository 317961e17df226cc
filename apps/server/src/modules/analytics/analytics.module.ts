import { defineModule } from '../module-registry';
import { createAnalyticsServices, type AnalyticsServices } from './analytics.factory';
import { analyticsRoutes } from './analytics.routes';
import { seedDemoExperiment } from './experiments/demo-experiment';
import { promoteListedStaff } from './insights/insights-staff';
import * as insightsTables from './insights/migrations/insights-0001-tables';
import './insights/insights.schema';
import * as analyticsTables from './migrations/analytics-0001-tables';
import * as inheritedAssignments from './migrations/analytics-0002-inherited';
import './analytics.schema';

declare module '../module-registry' {
  interface ModuleServicesMap {
    analytics: AnalyticsServices;
  }
}

/**
 * Consent and analytics (issue 25; docs/analytics.md): the first-party event pipeline, cohort
 * experiments, the insights aggregates and staff dashboard calls, and /metrics.
 */
export const analyticsModule = defineModule({
  name: 'analytics',
  dependsOn: ['auth'],
  create: ({ database, config, log, deps, overrides }) =>
    createAnalyticsServices(
      database.db,
      config,
      { sessions: deps.auth.sessions, copyIn: database.copyIn, log, poolStats: database.poolStats },
      overrides.analytics,
    ),
  routes: analyticsRoutes,
  // The demo's experiment (home-hero-text), inserted only when missing.
  seed: async (db, config) => {
    await seedDemoExperiment(db);
    // STAFF_EMAILS: listed, verified accounts become staff (the insights dashboard) at every start.
    await promoteListedStaff(db, config.STAFF_EMAILS);
  },
  onClose: async (analytics) => {
    await analytics.rollup.stop();
    await analytics.ingest.close();
  },
  // After events' 0023.
  migrations: {
    '0024-analytics': analyticsTables,
    '0024-analytics-insights': insightsTables,
    '0025-analytics-inherited': inheritedAssignments,
  },
});
