import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import type { ActivityDeps } from '../activity.factory';
import { LikesRepository } from './likes.repository';
import { LikesService } from './likes.service';

export function createLikesServices(db: Kysely<Database>, _deps: ActivityDeps) {
  return { likes: new LikesService(new LikesRepository(db)) };
}
