import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { ActivityContainerType, NextObjectType, ProgramScheduleEntry } from '@fanverse/contract';
import type { Translations } from '../../../db/schema-catalogue';
import type { Database } from '../../../db/schema';

/**
 * One container turned into the item to consume next from it (docs/activity.md "Next item"):
 * what the feed, the bulk call and the next-object call map to a ConsumeNextItem. The target's
 * columns come from the episode or the book, whichever it is (the other's are null).
 */
export interface FeedRow {
  container_type: ActivityContainerType;
  container_uuid: string;
  last_at: Date;
  /** `last_at` at full precision (microseconds), for the next batch's key. */
  last_at_key: string;
  status: 'in_progress' | 'up_next';
  item_type: NextObjectType;
  item_uuid: string;
  /** The member's own state on the target (null when they never consumed it). */
  own_position_seconds: number | null;
  own_page_index: number | null;
  own_panel_index: number | null;
  own_finished: boolean | null;
  container_asset_key: string;
  container_title: string;
  container_translations: Translations;
  container_slug: string;
  /** The series' numeric id (its page address), null for other containers. */
  container_series_id: number | null;
  title: string;
  translations: Translations;
  /** Episode number or issue number. */
  number: number | null;
  asset_key: string;
  /** Episodes: seconds; books: null. */
  duration: number | null;
  /** Books: pages; episodes: null. */
  num_pages: number | null;
  /** The access inputs of `decideAccess` / `decideBookAccess` (../activity-visibility.ts). */
  video_status: string | null;
  wall_type: 0 | 1 | null;
  wall_expires: Date | null;
  wall_restriction: string | null;
  requires_premium_code: boolean | null;
  program_schedule: ProgramScheduleEntry[] | null;
  available_in: string[];
  premium_walled_in: string[];
  exclusive_to_plans: string[] | null;
  available_plans: string[] | null;
}

/** Where the next batch of the feed starts: strictly after this row of the order. */
export interface FeedKey {
  lastAt: string;
  containerType: string;
  containerUuid: string;
}

/**
 * The derived rows of the containers `source` yields (columns user_id, container_type,
 * container_uuid, item_type, item_uuid, finished, last_at): activity_feed_derive (migration
 * activity-0002-feed, where the next-item rules are written) is inlined by the planner, so the
 * statement plans as if its text were here. `tail` is what follows (conditions).
 */
const derive = (source: RawBuilder<unknown>, tail: RawBuilder<unknown>) => sql`
  select d.*
  from ${source}
  cross join lateral activity_feed_derive(c.user_id, c.container_type, c.container_uuid, c.item_type,
    c.item_uuid, c.finished, c.last_at) d
  where ${tail}`;

/** A member's containers with whether their current item is finished (activity_items). */
const MEMBER_CONTAINERS = sql`(
  select c.user_id, c.container_type, c.container_uuid, c.item_type, c.item_uuid, c.last_at,
    i.last_finished as finished
  from activity_containers c
  join activity_items i on i.user_id = c.user_id and i.item_type = c.item_type and i.item_uuid = c.item_uuid
) c`;

/**
 * Feed reads: one SQL statement per batch, whatever the member's history size. The order is the
 * activity_containers_feed index's, so a batch reads its rows in order from the index, derives
 * each and stops at the limit (no sort, nothing loaded but the batch).
 */
export class FeedRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** The next `take` derived rows of the member's feed (not ignored), after `after`. */
  async feed(
    userId: string,
    containerTypes: readonly ActivityContainerType[],
    take: number,
    after: FeedKey | null,
  ): Promise<FeedRow[]> {
    if (containerTypes.length === 0) return [];
    // activity_feed (migration activity-0002-feed) runs the batch's statement with the plan its
    // connection keeps: the call itself is all that is planned here.
    const { rows } = await sql<FeedRow>`select * from activity_feed(${userId}::uuid,
      array[${sql.join(containerTypes)}]::text[], ${take}::int, ${after?.lastAt ?? null}::timestamptz,
      ${after?.containerType ?? null}::text, ${after?.containerUuid ?? null}::uuid)`.execute(this.db);
    return rows;
  }

  /** The derived rows of the member's named containers (ignored or not), in no order. */
  async containers(
    userId: string,
    refs: readonly { type: ActivityContainerType; uuid: string }[],
  ): Promise<FeedRow[]> {
    if (refs.length === 0) return [];
    const named = sql.join(refs.map((ref) => sql`(${ref.type}, ${ref.uuid}::uuid)`));
    const tail = sql`c.user_id = ${userId} and (c.container_type, c.container_uuid) in (${named})`;
    const { rows } = await derive(MEMBER_CONTAINERS, tail).$castTo<FeedRow>().execute(this.db);
    return rows;
  }

  /**
   * The item after `object` in the container, with the member's own state on it and their last
   * time in the container (now for a visitor, or a member who never consumed from it).
   */
  async next(
    userId: string | null,
    container: { type: ActivityContainerType; uuid: string },
    object: { type: NextObjectType; uuid: string },
  ): Promise<FeedRow | undefined> {
    const source = sql`(
      select ${userId}::uuid as user_id, ${container.type}::text as container_type,
        ${container.uuid}::uuid as container_uuid, ${object.type}::text as item_type,
        ${object.uuid}::uuid as item_uuid, true as finished,
        coalesce((select a.last_at from activity_containers a where a.user_id = ${userId}::uuid
          and a.container_type = ${container.type} and a.container_uuid = ${container.uuid}::uuid), now()) as last_at
    ) c`;
    const { rows } = await derive(source, sql`true`)
      .$castTo<FeedRow>()
      .execute(this.db);
    return rows[0];
  }

  /** Sets ignored_at on the member's container row; whether there was one. */
  async ignore(userId: string, type: ActivityContainerType, uuid: string): Promise<boolean> {
    const result = await this.db
      .updateTable('activity_containers')
      .set({ ignored_at: sql<Date>`now()` })
      .where('user_id', '=', userId)
      .where('container_type', '=', type)
      .where('container_uuid', '=', uuid)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }
}
