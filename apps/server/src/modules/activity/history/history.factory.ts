import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import type { ContentRatings } from '../../parental/content-ratings';
import type { ActivityDeps } from '../activity.factory';
import { BookHistoryRepository } from './book-history.repository';
import { HistoryWritesRepository } from './history-writes.repository';
import { HistoryService } from './history.service';
import { VideoHistoryRepository } from './video-history.repository';

/** The history, its marks and clearing (catalogue spec §7 "User activity"). */
export function createHistoryServices(db: Kysely<Database>, deps: ActivityDeps, ratings: ContentRatings) {
  return {
    history: new HistoryService(
      new VideoHistoryRepository(db),
      new BookHistoryRepository(db),
      new HistoryWritesRepository(db),
      { premiumStateOf: deps.premiumStateOf, ratings },
    ),
  };
}
