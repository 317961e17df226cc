import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { EventItemKind } from '@fanverse/contract';
import type { Database } from '../../db/schema';

/** What an attendee can hold at an event; every event has exactly one `entry`. */
export interface NewEventOffer {
  kind: EventItemKind;
  name: string;
  description?: string;
  /** Only premium members receive it when they sign up. */
  premiumOnly?: boolean;
}

export interface NewEvent {
  /** A fixed id (the demo's, a test's); a random UUID otherwise. */
  id?: string;
  name: string;
  description?: string;
  startDate: Date;
  endDate: Date;
  /** IANA zone, `UTC` when absent. */
  timeZone?: string;
  address?: {
    line1?: string;
    line2?: string;
    city?: string;
    postalCode?: string;
    countryCode?: string;
  };
  capacity: number;
  note?: string;
  /**
   * What a sign-up holds besides the entry (perks, signing slots). The entry is added first
   * when the list names none.
   */
  offers?: NewEventOffer[];
}

const DEFAULT_ENTRY: NewEventOffer = { kind: 'entry', name: 'Entry', description: 'Admission to the event' };

/**
 * Adds an event and its offers in one transaction: the operator's way in (the demo, the tests,
 * an import). Answers the event's id.
 */
export async function createEvent(db: Kysely<Database>, event: NewEvent): Promise<string> {
  const id = event.id ?? crypto.randomUUID();
  const given = event.offers ?? [];
  const offers = given.some((o) => o.kind === 'entry') ? given : [DEFAULT_ENTRY, ...given];
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('events')
      .values({
        id,
        name: event.name,
        description: event.description ?? '',
        start_date: event.startDate,
        end_date: event.endDate,
        time_zone: event.timeZone ?? 'UTC',
        address_line_1: event.address?.line1 ?? '',
        address_line_2: event.address?.line2 ?? '',
        city: event.address?.city ?? '',
        postal_code: event.address?.postalCode ?? '',
        country_code: event.address?.countryCode ?? '',
        capacity: event.capacity,
        note: event.note ?? '',
      })
      .execute();
    await trx
      .insertInto('event_offers')
      .values(
        offers.map((offer, position) => ({
          id: crypto.randomUUID(),
          event_id: id,
          kind: offer.kind,
          name: offer.name,
          description: offer.description ?? '',
          premium_only: offer.premiumOnly ?? false,
          // The entry first, whatever the list's order.
          position: offer.kind === 'entry' ? 0 : position + 1,
        })),
      )
      .execute();
  });
  return id;
}
