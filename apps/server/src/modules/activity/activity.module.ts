import { defineModule } from '../module-registry';
import { createActivityServices, type ActivityServices } from './activity.factory';
import { activityRoutes } from './activity.routes';
import * as tables from './migrations/activity-0001-tables';
import * as feed from './migrations/activity-0002-feed';
import './activity.schema';

declare module '../module-registry' {
  interface ModuleServicesMap {
    activity: ActivityServices;
  }
}

export const activityModule = defineModule({
  name: 'activity',
  // The log triggers and the reads join the catalogue tables (episodes, series, comic books,
  // collections) directly: tables, not services. parental: the caller's limits (issue 23).
  dependsOn: ['auth', 'premium', 'parental'],
  create: ({ db, deps, config, overrides, memberCache }) =>
    createActivityServices(db, {
      sessions: deps.auth.sessions,
      parental: deps.parental.guard,
      premiumStateOf: overrides.playback?.premiumStateOf ?? deps.premium.premiumStateOf,
      defaultCountry: config.DEFAULT_COUNTRY,
      geoHeader: config.GEO_COUNTRY_HEADER,
      replies: memberCache.replies,
    }),
  routes: activityRoutes,
  // After the logs (core 0008 video_events, comics' comic_events) and every catalogue table.
  migrations: { '0017-activity': tables, '0018-activity-feed': feed },
});
