import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database } from '../../db/schema';
import type { ViewerControlsTable } from './parental.schema';
import './parental.schema';

export type ViewerControlsRow = Selectable<ViewerControlsTable>;

/** What a member sets: limits and the pin's hash. */
export interface ViewerControlsValues {
  country: string;
  tv_rating: string;
  age_rating: string;
  pin_hash: string;
}

/** The lock rule a wrong pin moves (viewer-codes.ts PIN_MAX_TRIES and the lock lengths). */
export interface PinLockRule {
  maxTries: number;
  firstLockSeconds: number;
  maxLockSeconds: number;
}

/** Past this many locks the doubling has long reached the cap: keeps power() from overflowing. */
const MAX_DOUBLINGS = 24;

/** The viewer_controls table: one row per member with limits. Queries only; rules are the services'. */
export class ViewerControlsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** The limits part of a member's row (what every content request reads). */
  findLimits(userId: string) {
    return this.db
      .selectFrom('viewer_controls')
      .select(['tv_rating', 'age_rating', 'version'])
      .where('user_id', '=', userId)
      .executeTakeFirst();
  }

  /**
   * What the guard needs of a member in one read: the limits (null without a row) and the birth
   * date (the age limit). Undefined when the account is gone.
   */
  findGuardFacts(userId: string) {
    return this.db
      .selectFrom('users')
      .leftJoin('viewer_controls', 'viewer_controls.user_id', 'users.id')
      .select([
        'users.dob',
        'viewer_controls.tv_rating',
        'viewer_controls.age_rating',
        'viewer_controls.version',
      ])
      .where('users.id', '=', userId)
      .executeTakeFirst();
  }

  find(userId: string) {
    return this.db.selectFrom('viewer_controls').selectAll().where('user_id', '=', userId).executeTakeFirst();
  }

  /** The account facts the pin calls need: its password hash and marketing country. */
  findMember(userId: string) {
    return this.db
      .selectFrom('users')
      .select(['password_hash', 'marketing_country'])
      .where('id', '=', userId)
      .executeTakeFirst();
  }

  /** The first controls of a member; undefined when a row already exists (set meanwhile). */
  insert(userId: string, values: ViewerControlsValues, now: Date) {
    return this.db
      .insertInto('viewer_controls')
      .values({ user_id: userId, ...values, updated_at: now })
      .onConflict((oc) => oc.column('user_id').doNothing())
      .returningAll()
      .executeTakeFirst();
  }

  /**
   * New limits and pin, whether or not a row exists by now (the caller already checked the
   * account password): a new version, ending every unlock given before, and no failed pins or
   * locks.
   */
  upsert(userId: string, values: ViewerControlsValues, now: Date) {
    return this.db
      .insertInto('viewer_controls')
      .values({ user_id: userId, ...values, updated_at: now })
      .onConflict((oc) =>
        oc.column('user_id').doUpdateSet({
          ...values,
          failed_pins: 0,
          pin_locks: 0,
          pin_locked_until: null,
          version: sql<number>`viewer_controls.version + 1`,
          updated_at: now,
        }),
      )
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  async remove(userId: string): Promise<boolean> {
    const result = await this.db
      .deleteFrom('viewer_controls')
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return result.numDeletedRows > 0n;
  }

  /**
   * Reserves one pin try in a single guarded statement, BEFORE the pin is checked: only while
   * unlocking is not locked, so however many pins arrive at once, at most `maxTries` are ever
   * checked per lock. The try that reaches `maxTries` sets the lock (first length doubled per
   * earlier lock, up to the cap) and starts the count again; a correct pin clears it
   * (`clearFailures`). Every SET expression reads the row as it was before this update. Answers
   * the new counters and the pin hash to check against, or undefined when no try is left (locked)
   * or there is no row.
   */
  reserveTry(userId: string, now: Date, rule: PinLockRule) {
    const reaching = sql<boolean>`failed_pins + 1 >= ${rule.maxTries}`;
    const lockSeconds = sql<number>`least(
      cast(${rule.firstLockSeconds} as double precision) * power(2, least(pin_locks, ${MAX_DOUBLINGS})),
      cast(${rule.maxLockSeconds} as double precision))`;
    return this.db
      .updateTable('viewer_controls')
      .set({
        failed_pins: sql<number>`case when ${reaching} then 0 else failed_pins + 1 end`,
        pin_locks: sql<number>`case when ${reaching} then pin_locks + 1 else pin_locks end`,
        pin_locked_until: sql<Date | null>`case when ${reaching}
          then cast(${now} as timestamptz) + make_interval(secs => ${lockSeconds})
          else pin_locked_until end`,
      })
      .where('user_id', '=', userId)
      .where((eb) => eb.or([eb('pin_locked_until', 'is', null), eb('pin_locked_until', '<=', now)]))
      .returning(['pin_hash', 'failed_pins', 'pin_locks', 'pin_locked_until'])
      .executeTakeFirst();
  }

  /**
   * A correct pin: clears the try it reserved (and a lock that try set), as long as the pin checked
   * is still the pin. Answers the version the unlock is bound to, or undefined (pin changed or
   * controls removed meanwhile).
   */
  clearFailures(userId: string, pinHash: string) {
    return this.db
      .updateTable('viewer_controls')
      .set({ failed_pins: 0, pin_locks: 0, pin_locked_until: null })
      .where('user_id', '=', userId)
      .where('pin_hash', '=', pinHash)
      .returning(['version'])
      .executeTakeFirst();
  }

  /** The age gate's age of a consumer (the web app is 'www'). */
  async consumerAgeGate(name: string): Promise<number | undefined> {
    const row = await this.db
      .selectFrom('consumers')
      .select('age_gate_age')
      .where('name', '=', name)
      .executeTakeFirst();
    return row?.age_gate_age;
  }
}
