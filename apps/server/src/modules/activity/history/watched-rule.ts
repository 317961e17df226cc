import { sql } from 'kysely';

/**
 * Watched (an episode) or read (a book), on `a` (activity_items): the item's latest finishing
 * event is newer than its latest `mark_unwatched`, as the model defines it
 * (migrations/activity-0001-tables.ts). Books have no unwatched mark, so for them it is "finished
 * once".
 */
export const IS_WATCHED = sql<boolean>`(a.completed_id is not null and a.completed_id > coalesce(a.unwatched_id, 0))`;
