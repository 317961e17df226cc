import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { SessionService } from '../auth/session.service';
import { ReviewsRepository } from './reviews.repository';
import { ReviewsService } from './reviews.service';

export interface ReviewsDeps {
  sessions: SessionService;
}

export function createReviewsServices(db: Kysely<Database>, deps: ReviewsDeps) {
  return {
    sessions: deps.sessions,
    reviews: new ReviewsService(new ReviewsRepository(db)),
  };
}
export type ReviewsServices = ReturnType<typeof createReviewsServices>;
