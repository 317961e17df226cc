import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import type { ContentRatings } from '../../parental/content-ratings';
import type { ActivityDeps } from '../activity.factory';
import { LikesRepository } from './likes.repository';
import { LikesService } from './likes.service';

export function createLikesServices(db: Kysely<Database>, _deps: ActivityDeps, ratings: ContentRatings) {
  return { likes: new LikesService(new LikesRepository(db), ratings) };
}
