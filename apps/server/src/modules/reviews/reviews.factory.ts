import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { SessionService } from '../auth/session.service';
import { ContentRatings } from '../parental/content-ratings';
import type { ParentalGuard } from '../parental/parental-guard';
import { ReviewsRepository } from './reviews.repository';
import { ReviewsService } from './reviews.service';

export interface ReviewsDeps {
  sessions: SessionService;
  /** The caller's parental limits (issue 23). */
  parental: Pick<ParentalGuard, 'limitsOf'>;
}

export function createReviewsServices(db: Kysely<Database>, deps: ReviewsDeps) {
  return {
    sessions: deps.sessions,
    /** The caller's parental limits (memoised per request by the guard). */
    limitsOf: (request: FastifyRequest) => deps.parental.limitsOf(request),
    reviews: new ReviewsService(new ReviewsRepository(db), new ContentRatings(db)),
  };
}
export type ReviewsServices = ReturnType<typeof createReviewsServices>;
