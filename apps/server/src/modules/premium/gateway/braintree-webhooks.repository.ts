import type { Kysely, Transaction, Updateable } from 'kysely';
import type { Database } from '../../../db/schema';
import type { SubscriptionsTable } from '../premium.schema';

type Db = Kysely<Database> | Transaction<Database>;

/** The queries the Braintree webhook runs (receipts, the subscription, its events). */
export class BraintreeWebhooksRepository {
  constructor(private readonly db: Kysely<Database>) {}

  transaction<T>(work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(work);
  }

  /** Records a notification as applied; false when it already was (a replay). */
  async recordReceipt(trx: Db, key: string, kind: string, at: Date): Promise<boolean> {
    const row = await trx
      .insertInto('premium_webhook_receipts')
      .values({ notification_key: key, kind, received_at: at })
      .onConflict((oc) => oc.column('notification_key').doNothing())
      .returning('notification_key')
      .executeTakeFirst();
    return row !== undefined;
  }

  /** The subscription Braintree names, locked for the change. */
  subscriptionByGatewayId(trx: Db, subscriptionId: string) {
    return trx
      .selectFrom('subscriptions')
      .select(['guid', 'state', 'current_period_end', 'trial_end_at', 'expiration_at'])
      .where('subscription_id', '=', subscriptionId)
      .orderBy('signup_at', 'desc')
      .limit(1)
      .forUpdate()
      .executeTakeFirst();
  }

  async update(trx: Db, guid: string, changes: Updateable<SubscriptionsTable>): Promise<void> {
    await trx.updateTable('subscriptions').set(changes).where('guid', '=', guid).execute();
  }

  async addEvent(
    trx: Db,
    guid: string,
    kind: string,
    detail: Record<string, unknown>,
    at: Date,
  ): Promise<void> {
    await trx
      .insertInto('subscription_events')
      .values({ subscription_guid: guid, kind, detail: JSON.stringify(detail), created_at: at })
      .execute();
  }
}
