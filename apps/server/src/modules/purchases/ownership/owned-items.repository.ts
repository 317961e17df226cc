import crypto from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { PurchaseModel, PurchaseSource } from '@fanverse/contract';
import type { Database } from '../../../db/schema';
import type { OwnedItemsTable } from '../purchases.schema';

export type OwnedItemRow = Selectable<OwnedItemsTable>;

export interface NewOwnedItem {
  userId: string;
  model: PurchaseModel;
  objectUuid: string;
  sku: string;
  source: PurchaseSource;
  at: Date;
  orderId: string | null;
  estCode: string | null;
  grantedBy: string | null;
  transactionAt: Date | null;
}

/** owned_items, always by owner. */
export class OwnedItemsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async activeSource(
    userId: string,
    model: PurchaseModel,
    uuid: string,
    db: Kysely<Database> = this.db,
  ): Promise<PurchaseSource | null> {
    return (await activeRow(db, userId, model, uuid))?.source ?? null;
  }

  async activeOf(userId: string): Promise<{ model: PurchaseModel; object_uuid: string }[]> {
    return this.db
      .selectFrom('owned_items')
      .select(['model', 'object_uuid'])
      .where('user_id', '=', userId)
      .where('state', '=', 'owned')
      .orderBy('create_dt', 'desc')
      .orderBy('id')
      .execute();
  }

  /**
   * Inserts an active ownership unless one exists: ON CONFLICT on the partial unique index
   * `owned_items_one_active` (not a caught violation, which would abort the caller's transaction).
   * Answers the new row's id, or null when the member owns the item already.
   */
  async insertIfNotOwned(trx: Kysely<Database>, item: NewOwnedItem): Promise<string | null> {
    const row = await trx
      .insertInto('owned_items')
      .values({
        id: crypto.randomUUID(),
        user_id: item.userId,
        model: item.model,
        object_uuid: item.objectUuid.toLowerCase(),
        sku: item.sku,
        source: item.source,
        order_id: item.orderId,
        est_code: item.estCode,
        granted_by: item.grantedBy,
        create_dt: item.at,
        transaction_dt: item.transactionAt,
      })
      .onConflict((oc) =>
        oc.columns(['user_id', 'model', 'object_uuid']).where('state', '=', 'owned').doNothing(),
      )
      .returning('id')
      .executeTakeFirst();
    return row?.id ?? null;
  }

  async activeId(trx: Kysely<Database>, userId: string, model: PurchaseModel, uuid: string) {
    return (await activeRow(trx, userId, model, uuid))?.id ?? null;
  }

  async endForOrder(trx: Kysely<Database>, orderId: string, at: Date): Promise<void> {
    await trx
      .updateTable('owned_items')
      .set({ state: 'refunded', ended_at: at })
      .where('order_id', '=', orderId)
      .where('state', '=', 'owned')
      .execute();
  }
}

/** The member's active ownership of an item (at most one: the index `owned_items_one_active`). */
function activeRow(db: Kysely<Database>, userId: string, model: PurchaseModel, uuid: string) {
  return db
    .selectFrom('owned_items')
    .select(['id', 'source'])
    .where('user_id', '=', userId)
    .where('model', '=', model)
    .where('object_uuid', '=', uuid.toLowerCase())
    .where('state', '=', 'owned')
    .executeTakeFirst();
}
