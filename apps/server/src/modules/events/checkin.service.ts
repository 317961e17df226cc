import type { Kysely } from 'kysely';
import type {
  EventItem,
  EventItemChange,
  EventItemStatus,
  EventUserDetails,
  FanEvent,
  Page,
} from '@fanverse/contract';
import type { Database } from '../../db/schema';
import type { SessionContext } from '../auth/session.service';
import { assertPageExists, toDefaultPage, type PageRequest } from '../catalogue/page';
import type { PremiumStateOf } from '../claims/premium-state';
import { checkUpdate, dateBound, eventIdOf, itemIdOf, notFound } from './checkin-inputs';
import { CheckinRepository } from './checkin.repository';
import { EventItemUpdates } from './event-item-updates';
import { toEvent, toEventItem } from './event-views';

export interface CheckinEventsQuery extends PageRequest {
  upcoming?: boolean;
  from?: string;
  to?: string;
  q?: string;
}

export interface EventItemsQuery extends PageRequest {
  q?: string;
  status?: EventItemStatus;
}

export interface EventItemUpdate {
  status?: string;
  note?: string;
  moddate?: string;
  nonce?: string;
}

/**
 * The check-in desk's calls (catalogue spec §7 "Check-in"; issue 24). Who may call is the
 * routes' business (CheckinAdmins, before any of these). A member is named by their guid and an
 * event by its uuid; either unknown (or malformed) is 404 NOT_FOUND, which the client maps to
 * 7751 by status.
 */
export class CheckinService {
  private readonly repo: CheckinRepository;
  private readonly updates: EventItemUpdates;

  constructor(
    db: Kysely<Database>,
    private readonly premiumStateOf: PremiumStateOf,
    private readonly now: () => Date,
  ) {
    this.repo = new CheckinRepository(db);
    this.updates = new EventItemUpdates(db, now);
  }

  async events(query: CheckinEventsQuery, url: string): Promise<Page<FanEvent>> {
    const from = query.from === undefined ? undefined : dateBound('from', query.from);
    const to = query.to === undefined ? undefined : dateBound('to', query.to);
    const words = (query.q ?? '').split(/\s+/).filter((w) => w.length > 0);
    const { rows, count } = await this.repo.searchEvents(
      { upcoming: query.upcoming ?? false, now: this.now(), from, to, words },
      query,
    );
    assertPageExists(query, count);
    // The page links repeat the filters (the page helper adds page and page_size).
    return toDefaultPage(rows.map(toEvent), count, query, url, {
      upcoming: query.upcoming === undefined ? undefined : String(query.upcoming),
      from: query.from,
      to: query.to,
      q: query.q,
    });
  }

  async memberEvents(guid: string, page: PageRequest, url: string): Promise<Page<FanEvent>> {
    const member = await this.memberOf(guid);
    const { rows, count } = await this.repo.memberEvents(member.id, this.now(), page);
    assertPageExists(page, count);
    return toDefaultPage(rows.map(toEvent), count, page, url);
  }

  async memberItems(
    guid: string,
    eventUuid: string,
    page: PageRequest,
    url: string,
  ): Promise<Page<EventItem>> {
    const member = await this.memberOf(guid);
    const eventId = await this.eventOf(eventUuid);
    const { rows, count } = await this.repo.memberItems(member.id, eventId, page);
    assertPageExists(page, count);
    return toDefaultPage(rows.map(toEventItem), count, page, url);
  }

  async eventItems(eventUuid: string, query: EventItemsQuery, url: string): Promise<Page<EventItem>> {
    const eventId = await this.eventOf(eventUuid);
    const q = query.q?.trim() || undefined;
    const { rows, count } = await this.repo.eventItems(eventId, { q, status: query.status }, query);
    assertPageExists(query, count);
    return toDefaultPage(rows.map(toEventItem), count, query, url, { q: query.q, status: query.status });
  }

  async userDetails(guid: string): Promise<EventUserDetails> {
    const member = await this.memberOf(guid);
    const [premium, subscription] = await Promise.all([
      this.premiumStateOf(member.id),
      this.repo.liveSubscription(member.id),
    ]);
    return {
      guid: member.guid,
      username: member.username,
      // Only while the trial entitles: an expired trial left in its state is not one.
      in_free_trial: premium.isPremium && subscription?.state === 'Free Trial',
      is_premium: premium.isPremium,
      premium_status: premium.status,
      member_since: member.created_at.toISOString().slice(0, 10),
      premium_plan_period: premium.isPremium ? (subscription?.period ?? null) : null,
    };
  }

  /**
   * The desk changes an item (status, note). Checked before anything is read: a bad update is
   * 400 INVALID_DATA whatever it names. Then the item must be that member's at that event.
   */
  async update(
    actor: SessionContext,
    guid: string,
    eventUuid: string,
    id: string,
    body: EventItemUpdate,
  ): Promise<EventItem> {
    const update = checkUpdate(body);
    const itemId = itemIdOf(id);
    const eventId = eventIdOf(eventUuid);
    const member = await this.memberOf(guid);
    return this.updates.apply(actor.userId, { itemId, eventId, userId: member.id }, update);
  }

  async changes(eventUuid: string, id: string): Promise<EventItemChange[]> {
    const rows = await this.repo.changes(itemIdOf(id), eventIdOf(eventUuid));
    if (!rows) throw notFound('no such item at this event');
    return rows.map((row) => ({
      at: row.at.toISOString(),
      // An actor whose account was deleted since (actor_id set null) is no one to name.
      by: row.by ?? '',
      from_status: row.from_status,
      to_status: row.to_status,
      note: row.to_note,
    }));
  }

  private async memberOf(guid: string) {
    const member = await this.repo.member(guid);
    if (!member) throw notFound('no such member');
    return member;
  }

  private async eventOf(eventUuid: string): Promise<string> {
    const eventId = eventIdOf(eventUuid);
    if (!(await this.repo.eventExists(eventId))) throw notFound('no such event');
    return eventId;
  }
}
