import { sql, type Kysely } from 'kysely';
import type { EventItemStatus, ProductPeriod, SubscriptionState } from '@fanverse/contract';
import type { Database } from '../../db/schema';
import type { PageRequest } from '../catalogue/page';
import { pageOffset } from '../catalogue/page';
import { likePattern } from '../lists/user-lists.repository';
import { inShowOrder, itemsQuery, type ItemsQueryRow } from './event-items.repository';
import { EVENT_COLUMNS, type EventRow } from './event-views';

/** The desk's event search, its bounds already parsed (checkin-inputs.ts). */
export interface EventSearch {
  /** Only events ending at or after `now`, soonest first; otherwise newest start first. */
  upcoming: boolean;
  now: Date;
  from?: Date;
  /** Exclusive: events starting before it. */
  to?: Date;
  /** Words, each in the name, city or description. */
  words: string[];
}

export interface AttendeeFilter {
  q?: string;
  status?: EventItemStatus;
}

export interface MemberRow {
  id: string;
  guid: string;
  username: string;
  created_at: Date;
}

/** The member's live subscription (or latest, when none is live) with its product's period. */
export interface SubscriptionRow {
  state: SubscriptionState;
  period: ProductPeriod;
}

export interface ChangeRow {
  at: Date;
  by: string | null;
  from_status: EventItemStatus | null;
  to_status: EventItemStatus;
  to_note: string;
}

/** Kysely queries behind the check-in desk's reads. Rules and replies are CheckinService's. */
export class CheckinRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async searchEvents(search: EventSearch, page: PageRequest): Promise<{ rows: EventRow[]; count: number }> {
    let query = this.db.selectFrom('events as e');
    if (search.upcoming) query = query.where('e.end_date', '>=', search.now);
    if (search.from) query = query.where('e.end_date', '>=', search.from);
    if (search.to) query = query.where('e.start_date', '<', search.to);
    for (const word of search.words) {
      const pattern = likePattern(word);
      query = query.where((eb) =>
        eb.or([
          eb('e.name', 'ilike', pattern),
          eb('e.city', 'ilike', pattern),
          eb('e.description', 'ilike', pattern),
        ]),
      );
    }
    const { count } = await query
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .executeTakeFirstOrThrow();
    const rows = await query
      .select(EVENT_COLUMNS)
      .orderBy('e.start_date', search.upcoming ? 'asc' : 'desc')
      .orderBy('e.id')
      .limit(page.pageSize)
      .offset(pageOffset(page))
      .execute();
    return { rows, count: Number(count) };
  }

  async eventExists(eventId: string): Promise<boolean> {
    const row = await this.db.selectFrom('events').select('id').where('id', '=', eventId).executeTakeFirst();
    return row !== undefined;
  }

  member(guid: string): Promise<MemberRow | undefined> {
    return this.db
      .selectFrom('users')
      .select(['id', 'guid', 'username', 'created_at'])
      .where('guid', '=', guid)
      .executeTakeFirst();
  }

  /**
   * The events a member holds items for: those not over yet first (soonest first: the one at the
   * door now), then past ones, newest first.
   */
  async memberEvents(
    userId: string,
    now: Date,
    page: PageRequest,
  ): Promise<{ rows: EventRow[]; count: number }> {
    const query = this.db
      .selectFrom('events as e')
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom('event_items as i')
            .select('i.id')
            .whereRef('i.event_id', '=', 'e.id')
            .where('i.user_id', '=', userId),
        ),
      );
    const { count } = await query
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .executeTakeFirstOrThrow();
    const rows = await query
      .select(EVENT_COLUMNS)
      .orderBy(sql`e.end_date < ${now}`)
      .orderBy(sql`case when e.end_date >= ${now} then e.start_date end`, 'asc')
      .orderBy('e.start_date', 'desc')
      .orderBy('e.id')
      .limit(page.pageSize)
      .offset(pageOffset(page))
      .execute();
    return { rows, count: Number(count) };
  }

  async memberItems(
    userId: string,
    eventId: string,
    page: PageRequest,
  ): Promise<{ rows: ItemsQueryRow[]; count: number }> {
    const { count } = await this.db
      .selectFrom('event_items')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('event_id', '=', eventId)
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    const rows = await inShowOrder(
      itemsQuery(this.db).where('i.event_id', '=', eventId).where('i.user_id', '=', userId),
    )
      .limit(page.pageSize)
      .offset(pageOffset(page))
      .execute();
    return { rows, count: Number(count) };
  }

  /** Attendees' items, by username (case-insensitive) and then as the event shows them. */
  async eventItems(
    eventId: string,
    filter: AttendeeFilter,
    page: PageRequest,
  ): Promise<{ rows: ItemsQueryRow[]; count: number }> {
    let query = itemsQuery(this.db).where('i.event_id', '=', eventId);
    if (filter.q) query = query.where('u.username', 'ilike', likePattern(filter.q));
    if (filter.status) query = query.where('i.status', '=', filter.status);
    const { count } = await query
      .clearSelect()
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .executeTakeFirstOrThrow();
    const rows = await inShowOrder(query.orderBy(sql`lower(u.username)`).orderBy('u.id'))
      .limit(page.pageSize)
      .offset(pageOffset(page))
      .execute();
    return { rows, count: Number(count) };
  }

  /** One item, only if it is that member's at that event: nothing else answers it. */
  item(itemId: number, eventId: string, userId: string, db: Kysely<Database> = this.db) {
    return itemsQuery(db)
      .where('i.id', '=', itemId)
      .where('i.event_id', '=', eventId)
      .where('i.user_id', '=', userId)
      .executeTakeFirst();
  }

  /**
   * The live subscription (at most one, by premium's index), else the latest: as premium's own
   * state reads it (premium/premium-state.repository.ts), with the product's period.
   */
  liveSubscription(userId: string): Promise<SubscriptionRow | undefined> {
    return this.db
      .selectFrom('subscriptions as s')
      .innerJoin('premium_products as p', 'p.id', 's.product_id')
      .select(['s.state', 'p.period'])
      .where('s.user_id', '=', userId)
      .orderBy(sql`s.state <> 'Expired'`, 'desc')
      .orderBy('s.signup_at', 'desc')
      .limit(1)
      .executeTakeFirst();
  }

  /** An item's audit trail, oldest first; undefined when the item is not at that event. */
  async changes(itemId: number, eventId: string): Promise<ChangeRow[] | undefined> {
    const item = await this.db
      .selectFrom('event_items')
      .select('id')
      .where('id', '=', itemId)
      .where('event_id', '=', eventId)
      .executeTakeFirst();
    if (!item) return undefined;
    return this.db
      .selectFrom('event_item_changes as c')
      .leftJoin('users as a', 'a.id', 'c.actor_id')
      .select(['c.at', 'a.username as by', 'c.from_status', 'c.to_status', 'c.to_note'])
      .where('c.item_id', '=', itemId)
      .orderBy('c.id')
      .execute();
  }
}
