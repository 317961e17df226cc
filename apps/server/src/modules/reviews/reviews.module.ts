import { defineModule } from '../module-registry';
import * as tables from './migrations/reviews-0001-tables';
import { createReviewsServices, type ReviewsServices } from './reviews.factory';
import { reviewsRoutes } from './reviews.routes';
import './reviews.schema';

declare module '../module-registry' {
  interface ModuleServicesMap {
    reviews: ReviewsServices;
  }
}

export const reviewsModule = defineModule({
  name: 'reviews',
  // Reviews read `series` and `comic_series` directly (existence, the series' rating columns):
  // tables, not services, so no dependency on the catalogue or comics modules. parental: the
  // caller's limits, which lock the reviews of titles above them (issue 23).
  dependsOn: ['auth', 'parental'],
  create: ({ db, deps }) =>
    createReviewsServices(db, { sessions: deps.auth.sessions, parental: deps.parental.guard }),
  routes: reviewsRoutes,
  migrations: { '0016-reviews': tables },
});
