import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import type { PaymentMethodRow } from '../premium-rows';
import type { PaymentMethodsTable } from '../premium.schema';

/** A payment method with its owner's guid (the entity's `user_guid`). */
export type OwnedPaymentMethodRow = PaymentMethodRow & { user_guid: string };

/** Subscription states in which a method may be disabled even though it is named (nothing will charge it). */
const UNCHARGED_STATES = ['Canceled', 'Comped', 'Expired'] as const;

/** payment_methods: every query names the owner, so another member's method is never found. */
export class PaymentMethodRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async userGuidOf(userId: string): Promise<string | undefined> {
    const row = await this.db.selectFrom('users').select('guid').where('id', '=', userId).executeTakeFirst();
    return row?.guid;
  }

  private owned(db: Kysely<Database>) {
    return db
      .selectFrom('payment_methods as pm')
      .innerJoin('users as u', 'u.id', 'pm.user_id')
      .selectAll('pm')
      .select('u.guid as user_guid');
  }

  /** Active and disabled, newest first. */
  async listOwned(userId: string): Promise<OwnedPaymentMethodRow[]> {
    return this.owned(this.db)
      .where('pm.user_id', '=', userId)
      .orderBy('pm.created_at', 'desc')
      .orderBy('pm.guid', 'desc')
      .execute();
  }

  async findOwned(userId: string, guid: string): Promise<OwnedPaymentMethodRow | undefined> {
    return this.owned(this.db)
      .where('pm.user_id', '=', userId)
      .where('pm.guid', '=', guid)
      .executeTakeFirst();
  }

  /**
   * The member's own active method. Inside a caller's transaction (`trx`) the row is locked
   * FOR SHARE, so a concurrent disable waits until the caller's subscription change commits.
   */
  async findUsable(
    userId: string,
    guid: string,
    trx?: Kysely<Database>,
  ): Promise<PaymentMethodRow | undefined> {
    const query = (trx ?? this.db)
      .selectFrom('payment_methods')
      .selectAll()
      .where('user_id', '=', userId)
      .where('guid', '=', guid)
      .where('status', '=', 'active');
    return (trx ? query.forShare() : query).executeTakeFirst();
  }

  async countActive(userId: string, db: Kysely<Database> = this.db): Promise<number> {
    const row = await db
      .selectFrom('payment_methods')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('user_id', '=', userId)
      .where('status', '=', 'active')
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /**
   * Inserts a method unless the member already holds `limit` active ones: the member's users row
   * is locked first, so concurrent creates for one member count one after another.
   */
  async insertWithinLimit(row: Insertable<PaymentMethodsTable>, limit: number): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      await trx.selectFrom('users').select('id').where('id', '=', row.user_id).forUpdate().execute();
      if ((await this.countActive(row.user_id, trx)) >= limit) return false;
      await trx.insertInto('payment_methods').values(row).execute();
      return true;
    });
  }

  /**
   * Disables the member's method unless a subscription that can still charge it names it.
   * 'missing' when it is not theirs; 'in_use' when a live subscription would charge it.
   */
  async disableOwned(userId: string, guid: string, now: Date): Promise<'missing' | 'in_use' | 'done'> {
    return this.db.transaction().execute(async (trx) => {
      const method = await trx
        .selectFrom('payment_methods')
        .select(['guid', 'status'])
        .where('user_id', '=', userId)
        .where('guid', '=', guid)
        .forUpdate()
        .executeTakeFirst();
      if (!method) return 'missing';
      if (method.status === 'disabled') return 'done';
      const charging = await trx
        .selectFrom('subscriptions')
        .select('guid')
        .where('payment_method_guid', '=', guid)
        .where('state', 'not in', UNCHARGED_STATES)
        .executeTakeFirst();
      if (charging) return 'in_use';
      await trx
        .updateTable('payment_methods')
        .set({ status: 'disabled', disabled_at: now })
        .where('guid', '=', guid)
        .execute();
      return 'done';
    });
  }
}
