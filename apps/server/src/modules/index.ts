import type { AnyModule } from './module-registry';
import { activityModule } from './activity/activity.module';
import { analyticsModule } from './analytics/analytics.module';
import { accountsModule } from './accounts/accounts.module';
import { agreementsModule } from './agreements/agreements.module';
import { appFilesModule } from './app-files/app-files.module';
import { artModule } from './art/art.module';
import { authModule } from './auth/auth.module';
import { bookmarksModule } from './bookmarks/bookmarks.module';
import { comicsModule } from './comics/comics.module';
import { collectionsModule } from './collections/collections.module';
import { eventsModule } from './events/events.module';
import { devicesModule } from './devices/devices.module';
import { discussionsModule } from './discussions/discussions.module';
import { healthModule } from './health/health.module';
import { listsModule } from './lists/lists.module';
import { mailModule } from './mail/mail.module';
import { parentalModule } from './parental/parental.module';
import { playbackModule } from './playback/playback.module';
import { premiumModule } from './premium/premium.module';
import { purchasesModule } from './purchases/purchases.module';
import { quizModule } from './quiz/quiz.module';
import { reviewsModule } from './reviews/reviews.module';
import { rightsModule } from './rights/rights.module';
import { shellModule } from './shell/shell.module';
import { streamsModule } from './streams/streams.module';
import { uploadsModule } from './uploads/uploads.module';
import { videoCatalogueModule } from './video-catalogue/video-catalogue.module';

/**
 * Every server module, once. This list drives construction (in dependency order), route
 * registration (in this order), seeding, migrations, catalogue item loaders and the demo
 * generator's extensions (module-registry.ts says what a module declares). The demo generator
 * (modules/demo) is not in it: it has no services or routes, and reads this list instead.
 */
export const serverModules: readonly AnyModule[] = [
  healthModule,
  shellModule,
  authModule,
  parentalModule,
  mailModule,
  premiumModule,
  accountsModule,
  devicesModule,
  agreementsModule,
  eventsModule,
  uploadsModule,
  videoCatalogueModule,
  collectionsModule,
  artModule,
  rightsModule,
  playbackModule,
  streamsModule,
  comicsModule,
  purchasesModule,
  listsModule,
  discussionsModule,
  bookmarksModule,
  reviewsModule,
  activityModule,
  quizModule,
  analyticsModule,
  appFilesModule,
];
