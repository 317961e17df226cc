import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import type { ActivityDeps } from '../activity.factory';
import { FeedRepository } from './feed.repository';
import { FeedService } from './feed.service';

/** The consume-next feed part. */
export function createFeedServices(db: Kysely<Database>, deps: ActivityDeps) {
  return { feed: new FeedService(new FeedRepository(db), deps.premiumStateOf) };
}
