import { defineModule } from '../module-registry';
import { createAnalyticsServices, type AnalyticsServices } from './analytics.factory';
import { analyticsRoutes } from './analytics.routes';
import * as analyticsTables from './migrations/analytics-0001-tables';
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
      { sessions: deps.auth.sessions, copyIn: database.copyIn, log },
      overrides.analytics,
    ),
  routes: analyticsRoutes,
  onClose: (analytics) => analytics.rollup.stop(),
  // After events' 0023.
  migrations: { '0024-analytics': analyticsTables },
});
