import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { EventItemRow } from './event-views';

/**
 * Items with their offer, their holder and the usernames of who changed them: the one query
 * behind every item a reply shows (the member's own, a desk's attendee list, an update's answer).
 * Callers add their filters and order: `itemsQuery(db).where('i.event_id', '=', id)`.
 */
export function itemsQuery(db: Kysely<Database>) {
  return db
    .selectFrom('event_items as i')
    .innerJoin('event_offers as o', 'o.id', 'i.offer_id')
    .innerJoin('users as u', 'u.id', 'i.user_id')
    .leftJoin('users as cb', 'cb.id', 'i.changed_by')
    .leftJoin('users as ci', 'ci.id', 'i.checked_in_by')
    .select([
      'i.id',
      'i.event_id',
      'i.user_id',
      'i.status',
      'i.note',
      'i.moddate',
      'i.checked_in_at',
      'u.guid as user_guid',
      'u.username',
      'o.name as offer_name',
      'o.description as offer_description',
      'o.kind as offer_kind',
      'o.premium_only as offer_premium_only',
      'o.position as offer_position',
      'cb.username as changed_by_username',
      'ci.username as checked_in_by_username',
    ]);
}

/** The order items are shown in: the entry first, then perks and slots as the event lists them. */
export function inShowOrder<Q extends ReturnType<typeof itemsQuery>>(query: Q): Q {
  return query.orderBy('o.position').orderBy('i.id') as Q;
}

export type ItemsQueryRow = EventItemRow & { user_id: string; offer_position: number };
