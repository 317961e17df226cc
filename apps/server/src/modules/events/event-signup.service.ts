import type { Kysely } from 'kysely';
import { EventCode, UUID_PATTERN, type MemberEvent, type Page } from '@fanverse/contract';
import type { Database } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import { assertPageExists, pageOffset, toDefaultPage, type PageRequest } from '../catalogue/page';
import type { PremiumStateOf } from '../claims/premium-state';
import type { SessionContext } from '../auth/session.service';
import { toEvent, toEventItem, type EventItemRow, type EventRow } from './event-views';
import {
  cancelItems,
  findEvent,
  freeSeat,
  heldEvents,
  heldItems,
  lockOwnItems,
  offersOf,
  recordChanges,
  reserveItem,
  takeSeat,
  upcomingEvents,
  type ItemChange,
  type OfferRow,
  type OwnItemRow,
} from './member-events.repository';

const notFound = () => AppError.notFound(EventCode.NOT_FOUND, 'Not Found: no event has this id');
const full = () => new AppError(409, EventCode.EVENT_FULL, 'This event is full');
const closed = () => new AppError(409, EventCode.SIGNUP_CLOSED, 'Sign-up for this event has closed');

const entryOf = (items: OwnItemRow[]) => items.find((item) => item.kind === 'entry');
const holds = (item: OwnItemRow | undefined) => item !== undefined && item.status !== 'cancelled';

/**
 * Members' events (issue 24): upcoming events, sign-up and cancel, the events a member holds.
 * Every event is shown with what the viewer holds there; sign-up and cancel are one transaction
 * each, with the seat count moved only by a guarded update so capacity holds under concurrency.
 */
export class EventSignupService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly premiumStateOf: PremiumStateOf,
    private readonly now: () => Date,
  ) {}

  /** GET /api/events/1/events: upcoming events, soonest first; `signed_up` for a member. */
  async list(viewer: SessionContext | null, page: PageRequest, url: string): Promise<Page<MemberEvent>> {
    const { rows, count } = await upcomingEvents(this.db, this.now(), page.pageSize, pageOffset(page));
    assertPageExists(page, count);
    return toDefaultPage(await this.asMemberEvents(viewer, rows), count, page, url);
  }

  /** GET /api/events/1/events/{eventUuid}. */
  async get(viewer: SessionContext | null, eventUuid: string): Promise<MemberEvent> {
    const [event] = await this.asMemberEvents(viewer, [await this.eventOrThrow(eventUuid)]);
    return event!;
  }

  /** POST …/signup: idempotent; the entry, and premium perks for a premium member. */
  async signUp(viewer: SessionContext, eventUuid: string): Promise<MemberEvent> {
    const event = await this.eventOrThrow(eventUuid);
    const now = this.now();
    // Read before the transaction: the premium state is another module's, and holding row locks
    // while it answers would keep every other sign-up of the event waiting.
    const [offers, premium] = await Promise.all([
      offersOf(this.db, event.id),
      this.premiumStateOf(viewer.userId),
    ]);
    const entry = offers.find((offer) => offer.kind === 'entry');
    // Every event is made with an entry (event-catalog.ts); one without is not open to sign-up.
    if (!entry) throw closed();
    const extras = offers.filter((o) => o.kind !== 'entry' && (!o.premium_only || premium.isPremium));

    await this.db.transaction().execute(async (trx) => {
      const own = await lockOwnItems(trx, event.id, viewer.userId);
      // A repeated sign-up answers the event as it is, even once sign-up has closed: it stands.
      if (holds(entryOf(own))) return;
      if (now >= event.start_date) throw closed();
      const changes = await this.reserve(trx, event.id, [entry], own, viewer.userId, now);
      // Another sign-up of the same member got there first (it held the entry's row): done.
      if (changes.length === 0) return;
      if (!(await takeSeat(trx, event.id))) throw full();
      changes.push(...(await this.reserve(trx, event.id, extras, own, viewer.userId, now)));
      await recordChanges(trx, viewer.userId, now, changes);
    });
    return this.get(viewer, event.id);
  }

  /** DELETE …/signup. */
  async cancel(viewer: SessionContext, eventUuid: string): Promise<MemberEvent> {
    const event = await this.eventOrThrow(eventUuid);
    const now = this.now();
    await this.db.transaction().execute(async (trx) => {
      const own = await lockOwnItems(trx, event.id, viewer.userId);
      const entry = entryOf(own);
      if (!holds(entry)) {
        throw AppError.notFound(EventCode.NOT_SIGNED_UP, 'You are not signed up for this event');
      }
      if (entry!.status !== 'reserved') {
        throw new AppError(
          409,
          EventCode.ALREADY_CHECKED_IN,
          'Already checked in: this sign-up can no longer be cancelled',
        );
      }
      if (now >= event.start_date) throw closed();
      const held = own.filter((item) => item.status !== 'cancelled');
      await cancelItems(
        trx,
        held.map((item) => item.id),
        viewer.userId,
        now,
      );
      await freeSeat(trx, event.id);
      await recordChanges(
        trx,
        viewer.userId,
        now,
        held.map((item) => ({
          itemId: item.id,
          fromStatus: item.status,
          toStatus: 'cancelled',
          fromNote: item.note,
          toNote: item.note,
        })),
      );
    });
    return this.get(viewer, event.id);
  }

  /** GET /api/events/1/mine. */
  async mine(viewer: SessionContext, page: PageRequest, url: string): Promise<Page<MemberEvent>> {
    const { rows, count } = await heldEvents(this.db, viewer.userId, page.pageSize, pageOffset(page));
    assertPageExists(page, count);
    return toDefaultPage(await this.asMemberEvents(viewer, rows), count, page, url);
  }

  /** A malformed id is as unknown as a missing one (and never reaches the uuid column). */
  private async eventOrThrow(eventUuid: string): Promise<EventRow> {
    if (!UUID_PATTERN.test(eventUuid)) throw notFound();
    const event = await findEvent(this.db, eventUuid.toLowerCase());
    if (!event) throw notFound();
    return event;
  }

  /**
   * Reserves each offer for the member; the changes made, for the audit trail. `own` is what the
   * transaction locked: an item found cancelled there is reactivated, one not found is new.
   */
  private async reserve(
    trx: Kysely<Database>,
    eventId: string,
    offers: OfferRow[],
    own: OwnItemRow[],
    userId: string,
    now: Date,
  ): Promise<ItemChange[]> {
    const changes: ItemChange[] = [];
    for (const offer of offers) {
      const reserved = await reserveItem(trx, { eventId, offerId: offer.id, userId, now });
      if (!reserved) continue;
      const before = own.find((item) => item.offer_id === offer.id);
      changes.push({
        itemId: Number(reserved.id),
        fromStatus: before?.status ?? null,
        toStatus: 'reserved',
        fromNote: before?.note ?? null,
        toNote: reserved.note,
      });
    }
    return changes;
  }

  /** Events as the viewer sees them: with what they hold there ([] for a visitor). */
  private async asMemberEvents(viewer: SessionContext | null, rows: EventRow[]): Promise<MemberEvent[]> {
    const items = viewer
      ? await heldItems(
          this.db,
          viewer.userId,
          rows.map((row) => row.id),
        )
      : [];
    const byEvent = new Map<string, EventItemRow[]>();
    for (const item of items) byEvent.set(item.event_id, [...(byEvent.get(item.event_id) ?? []), item]);
    const now = this.now();
    return rows.map((row) => {
      const held = byEvent.get(row.id) ?? [];
      return {
        ...toEvent(row),
        signed_up: held.some((item) => item.offer_kind === 'entry'),
        signup_open: now < row.start_date,
        items: held.map(toEventItem),
      };
    });
  }
}
