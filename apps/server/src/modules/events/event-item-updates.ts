import type { Kysely, Transaction } from 'kysely';
import { sql } from 'kysely';
import { EventCode, type EventItem } from '@fanverse/contract';
import type { Database } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import type { CheckedUpdate } from './checkin-inputs';
import { notFound } from './checkin-inputs';
import { itemsQuery } from './event-items.repository';
import { toEventItem } from './event-views';

/** Which item an update is for: found only as that member's, at that event. */
export interface ItemTarget {
  itemId: number;
  eventId: string;
  userId: string;
}

/** A moddate strictly after the last: the clock's millisecond, or one past the last if not later. */
export function nextModdate(now: Date, last: Date): Date {
  const nowMs = Math.trunc(now.getTime());
  const lastMs = Math.trunc(last.getTime());
  return new Date(Math.max(nowMs, lastMs + 1));
}

/**
 * A desk's update of an item, safe at a busy door. In one transaction, with the item's row
 * locked (so concurrent updates of one item queue, on PGlite and PostgreSQL alike):
 * 1. The audit row goes in first, its nonce unique per item (`ON CONFLICT DO NOTHING`): when it
 *    is already there the update is a retry of one that applied, answered with the item as it is
 *    now and nothing changed. The unique index decides, so ten identical requests apply once.
 * 2. Compare-and-set: the update names the moddate the desk saw and changes the row only if it is
 *    still that one; otherwise 409 STALE_MODDATE with the item as it is now (the transaction, and
 *    the audit row with it, is rolled back). Never a silent overwrite.
 */
export class EventItemUpdates {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly now: () => Date,
  ) {}

  apply(actorId: string, target: ItemTarget, update: CheckedUpdate): Promise<EventItem> {
    return this.db.transaction().execute(async (trx) => {
      const locked = await trx
        .selectFrom('event_items')
        .select(['status', 'note', 'moddate', 'checked_in_at'])
        .where('id', '=', target.itemId)
        .where('event_id', '=', target.eventId)
        .where('user_id', '=', target.userId)
        .forUpdate()
        .executeTakeFirst();
      if (!locked) throw notFound('no such item of this member at this event');

      const status = update.status ?? locked.status;
      const note = update.note ?? locked.note;
      // Computed under the row lock, so it is the greatest(now, moddate + 1 ms) of the row as it is.
      const moddate = nextModdate(this.now(), locked.moddate);
      // Checked in once: when and by whom stays as the status moves on (collected); setting the
      // item back to reserved undoes the check-in, so the desk no longer says it was.
      const firstCheckIn = status === 'checked_in' && locked.checked_in_at === null;
      const undoCheckIn = status === 'reserved';

      const recorded = await trx
        .insertInto('event_item_changes')
        .values({
          item_id: target.itemId,
          actor_id: actorId,
          nonce: update.nonce ?? null,
          from_status: locked.status,
          to_status: status,
          from_note: locked.note,
          to_note: note,
          at: moddate,
        })
        .onConflict((oc) => oc.columns(['item_id', 'nonce']).where('nonce', 'is not', null).doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!recorded) return toEventItem(await currentItem(trx, target.itemId));

      let change = trx
        .updateTable('event_items')
        .set({
          status,
          note,
          moddate,
          changed_by: actorId,
          checked_in_at: firstCheckIn ? moddate : undoCheckIn ? null : sql<Date | null>`checked_in_at`,
          checked_in_by: firstCheckIn ? actorId : undoCheckIn ? null : sql<string | null>`checked_in_by`,
        })
        .where('id', '=', target.itemId);
      if (update.moddate) {
        // Moddates are kept to the millisecond the wire carries; truncating the stored one too
        // keeps a row written with microseconds (by hand, an import) comparable.
        change = change.where(sql<Date>`date_trunc('milliseconds', moddate)`, '=', update.moddate);
      }
      const changed = await change.returning('id').executeTakeFirst();
      if (!changed) throw stale(toEventItem(await currentItem(trx, target.itemId)));

      return toEventItem(await currentItem(trx, target.itemId));
    });
  }
}

function currentItem(trx: Transaction<Database>, itemId: number) {
  return itemsQuery(trx).where('i.id', '=', itemId).executeTakeFirstOrThrow();
}

/** 409 STALE_MODDATE (→ 7753), saying who changed the item and when, with the item as it is. */
function stale(current: EventItem): AppError {
  const who = current.changed_by ?? `${current.username} (the member)`;
  return new AppError(
    409,
    EventCode.STALE_MODDATE,
    `The item changed since you saw it: by ${who} at ${current.moddate}`,
    undefined,
    { current },
  );
}
