import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import type { ContentRatings } from '../../parental/content-ratings';
import type { ActivityDeps } from '../activity.factory';
import { FeedRepository } from './feed.repository';
import { FeedService } from './feed.service';

/** The consume-next feed part. */
export function createFeedServices(db: Kysely<Database>, deps: ActivityDeps, ratings: ContentRatings) {
  return { feed: new FeedService(new FeedRepository(db), deps.premiumStateOf, ratings) };
}
