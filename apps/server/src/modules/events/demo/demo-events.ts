import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import type { PremiumStateOf } from '../../claims/premium-state';
import { planDemoCommunity } from '../../discussions/demo/community-plan';
import type { DemoMemberKey } from '../../discussions/demo/demo-members';
import { createEvent } from '../event-catalog';
import { nextModdate, offersOf, recordChanges, reserveItem, takeSeat } from '../member-events.repository';
import { planDemoEvents, type DemoEventPlan } from './demo-events-plan';

/**
 * The demo's fan events and their attendees (demo-events-plan.ts). Only rows with the demo's fixed
 * ids are ever touched: an operator's events, and anything members did at the demo's events
 * (a cancelled sign-up, a desk's check-in), are left as they are.
 */

export interface DemoEventsReport {
  created: number;
  redated: number;
  signedUp: number;
}

const HOUR_MS = 3_600_000;

async function existingIds(db: Kysely<Database>, plans: DemoEventPlan[]): Promise<Set<string>> {
  const rows = await db
    .selectFrom('events')
    .select('id')
    .where(
      'id',
      'in',
      plans.map((p) => p.event.id),
    )
    .execute();
  return new Set(rows.map((r) => r.id));
}

/** Adds the demo events that are missing, each in its own transaction (createEvent). */
async function createMissingDemoEvents(db: Kysely<Database>, now: Date): Promise<number> {
  const plans = planDemoEvents(now);
  const present = await existingIds(db, plans);
  const missing = plans.filter((p) => !present.has(p.event.id));
  for (const plan of missing) await createEvent(db, plan.event);
  return missing.length;
}

/**
 * Keeps the demo alive over time, at every start: when none of the demo's upcoming events is
 * still ahead, they are dated again from today (the history event stays where it was: its
 * check-ins happened then). Answers how many were moved.
 */
async function redateWhenAllPast(db: Kysely<Database>, now: Date): Promise<number> {
  const plans = planDemoEvents(now).filter((p) => p.startsInDays > 0);
  const ids = plans.map((p) => p.event.id);
  const ahead = await db
    .selectFrom('events')
    .select('id')
    .where('id', 'in', ids)
    .where('start_date', '>', now)
    .executeTakeFirst();
  if (ahead) return 0;
  let moved = 0;
  for (const plan of plans) {
    const result = await db
      .updateTable('events')
      .set({ start_date: plan.event.startDate, end_date: plan.event.endDate })
      .where('id', '=', plan.event.id)
      .executeTakeFirst();
    moved += Number(result.numUpdatedRows);
  }
  return moved;
}

/**
 * Signs a demo member up as sign-up does (member-events.repository.ts): one seat by the guarded
 * update, the entry and every offer they may have (premium perks only for a premium member), and
 * an audit row per item, in one transaction. A member who already has any item there (held, or
 * cancelled by them since) is left alone, so a second run changes nothing. False when full.
 */
async function signUpDemoMember(
  db: Kysely<Database>,
  premiumStateOf: PremiumStateOf,
  eventId: string,
  userId: string,
  at: Date,
): Promise<boolean> {
  const { isPremium } = await premiumStateOf(userId);
  return db.transaction().execute(async (trx) => {
    const had = await trx
      .selectFrom('event_items')
      .select('id')
      .where('event_id', '=', eventId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (had) return false;
    if (!(await takeSeat(trx, eventId))) return false;
    const offers = (await offersOf(trx, eventId)).filter((o) => !o.premium_only || isPremium);
    for (const offer of offers) {
      const item = await reserveItem(trx, { eventId, offerId: offer.id, userId, now: at });
      if (item) {
        await recordChanges(trx, userId, at, [
          { itemId: item.id, fromStatus: null, toStatus: 'reserved', fromNote: null, toNote: item.note },
        ]);
      }
    }
    return true;
  });
}

/** The history event's door: the staff member checks the entry in, as a desk update does. */
async function checkInEntry(
  db: Kysely<Database>,
  eventId: string,
  userId: string,
  deskId: string,
  at: Date,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const entry = await trx
      .selectFrom('event_items as i')
      .innerJoin('event_offers as o', 'o.id', 'i.offer_id')
      .select(['i.id', 'i.note'])
      .where('i.event_id', '=', eventId)
      .where('i.user_id', '=', userId)
      .where('o.kind', '=', 'entry')
      .where('i.status', '=', 'reserved')
      .forUpdate('i')
      .executeTakeFirst();
    if (!entry) return;
    await trx
      .updateTable('event_items')
      .set({
        status: 'checked_in',
        moddate: nextModdate(at, sql`moddate`),
        changed_by: deskId,
        checked_in_at: at,
        checked_in_by: deskId,
      })
      .where('id', '=', entry.id)
      .execute();
    await recordChanges(trx, deskId, at, [
      {
        itemId: entry.id,
        fromStatus: 'reserved',
        fromNote: entry.note,
        toStatus: 'checked_in',
        toNote: entry.note,
      },
    ]);
  });
}

/**
 * At every start with the demo on (the extension's `run`): adds the demo events to an install
 * that has none of them (one whose catalogue predates events), dates them again when all are
 * past, and signs the demo members up. Idempotent: a second run changes nothing.
 */
export async function maintainDemoEvents(
  db: Kysely<Database>,
  now: Date,
  premiumStateOf: PremiumStateOf,
): Promise<DemoEventsReport> {
  const plans = planDemoEvents(now);
  const present = await existingIds(db, plans);
  // Only when there are none: an operator who deleted one demo event does not see it come back.
  const created = present.size === 0 ? await createMissingDemoEvents(db, now) : 0;
  const redated = await redateWhenAllPast(db, now);

  const members = new Map(planDemoCommunity(now).members.map((m) => [m.key, m.id]));
  const ids = [...members.values()];
  const existing = new Set(
    (await db.selectFrom('users').select('id').where('id', 'in', ids).execute()).map((r) => r.id),
  );
  const memberId = (key: DemoMemberKey) => {
    const id = members.get(key);
    return id !== undefined && existing.has(id) ? id : undefined;
  };
  const desk = memberId('mod');

  const events = await db
    .selectFrom('events')
    .select(['id', 'start_date'])
    .where(
      'id',
      'in',
      plans.map((p) => p.event.id),
    )
    .execute();
  const startOf = new Map(events.map((e) => [e.id, e.start_date]));
  let signedUp = 0;
  for (const plan of plans) {
    const start = startOf.get(plan.event.id);
    if (!start) continue;
    // Sign-up closes at the start: the history event's attendees signed up three days before.
    const at = start > now ? now : new Date(start.getTime() - 72 * HOUR_MS);
    for (const key of plan.attendees) {
      const userId = memberId(key);
      if (userId && (await signUpDemoMember(db, premiumStateOf, plan.event.id, userId, at))) {
        signedUp += 1;
        if (desk && start <= now && plan.checkedIn?.includes(key)) {
          await checkInEntry(db, plan.event.id, userId, desk, new Date(start.getTime() + 0.25 * HOUR_MS));
        }
      }
    }
  }
  return { created, redated, signedUp };
}
