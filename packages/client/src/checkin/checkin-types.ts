import type {
  EventItem,
  EventItemChange,
  EventUserDetails,
  FanEvent,
  Page,
  ScannedCard,
} from '@fanverse/contract';
import type { CallOptions } from '../area/area-context';

/**
 * `client.checkin`: the check-in desk (catalogue spec §5, §6, §7 "Check-in", §8 7750–7752; issue
 * 24). Client checks (spec §5), failing before any request: a missing or empty guid or event uuid
 * → 7752; `userDetails` with the guid missing → 7751; an update (or `itemChanges`) whose item id
 * is missing or not a whole number → 7752 (field `id`); `scanCard` with nothing scanned, or more
 * than `MEMBER_CARD_MAX_LENGTH` characters → 7757 (field `token`). Path parts are escaped.
 * Mappings (spec §6): 403 → 7750, 404 → 7751, 400 → 7752, by status whatever the server's code;
 * 409 STALE_MODDATE → 7753 with the item as it is now on the failure (`checkinConflict(error)`
 * reads it off the error item, kept as the coded error's `cause`); an unknown API path keeps 5001
 * (`src/mappings/event-mappings.ts`). All rethrow and store nothing. An update sends only the
 * fields given.
 *
 * - `events(query)`                      GET /api/checkin/1/events (upcoming, from, to, q, page)
 * - `memberEvents(guid, { page })`       GET /api/checkin/1/events/{guid}
 * - `memberItems(guid, eventUuid)`       GET /api/checkin/1/events/{guid}/{eventUuid}
 * - `eventItems(eventUuid, query)`       GET /api/checkin/1/event_items/{eventUuid}/ (q, status, page)
 * - `userDetails(guid)`                  GET /api/checkin/1/users/{guid}/
 * - `updateItem(guid, eventUuid, id, update)`  POST /api/checkin/1/events/{guid}/{eventUuid}/{id}
 *                                        (JSON status, note; moddate and nonce)
 * - `scanCard(token)`                    POST /api/checkin/1/cards/ — a scanned member card;
 *                                        CARD_INVALID → 7757
 * - `itemChanges(eventUuid, id)`         GET /api/checkin/1/event_items/{eventUuid}/{id}/changes/
 */
export interface CheckinCalls {
  events(query?: CheckinEventsQuery, options?: CallOptions): Promise<Page<FanEvent>>;
  memberEvents(
    guid: string,
    query?: { page?: number; pageSize?: number },
    options?: CallOptions,
  ): Promise<Page<FanEvent>>;
  memberItems(
    guid: string,
    eventUuid: string,
    query?: { page?: number; pageSize?: number },
    options?: CallOptions,
  ): Promise<Page<EventItem>>;
  eventItems(eventUuid: string, query?: EventItemsQuery, options?: CallOptions): Promise<Page<EventItem>>;
  userDetails(guid: string, options?: CallOptions): Promise<EventUserDetails>;
  updateItem(
    guid: string,
    eventUuid: string,
    id: number | string,
    update: EventItemUpdate,
    options?: CallOptions,
  ): Promise<EventItem>;
  scanCard(token: string, options?: CallOptions): Promise<ScannedCard>;
  itemChanges(eventUuid: string, id: number | string, options?: CallOptions): Promise<EventItemChange[]>;
}

export interface CheckinEventsQuery {
  upcoming?: boolean;
  /** ISO instant or YYYY-MM-DD. */
  from?: string;
  to?: string;
  q?: string;
  page?: number;
  pageSize?: number;
}

export interface EventItemsQuery {
  q?: string;
  status?: string;
  page?: number;
  pageSize?: number;
}

export interface EventItemUpdate {
  status?: string;
  note?: string;
  /** The item's moddate as the desk saw it: a later change fails with 7753 (never overwritten). */
  moddate?: string;
  /** The desk's own id of this update: a retry with the same nonce applies once. */
  nonce?: string;
}
