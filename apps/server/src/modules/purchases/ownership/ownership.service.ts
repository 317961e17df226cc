import type { Kysely } from 'kysely';
import { PurchaseCode, type OwnedItems, type PurchaseModel, type PurchaseSource } from '@fanverse/contract';
import type { Database } from '../../../db/schema';
import { AppError } from '../../../errors/app-error';
import type { PurchasesContext } from '../purchases.factory';
import { OwnedItemsRepository, type NewOwnedItem } from './owned-items.repository';
import type { PurchaseObjects } from './purchase-objects';

/** A new ownership; the links to what made it (order, code, staff member, payment time) are optional. */
type OptionalLinks = 'orderId' | 'estCode' | 'grantedBy' | 'transactionAt';
export type GrantRequest = Omit<NewOwnedItem, OptionalLinks> & Partial<Pick<NewOwnedItem, OptionalLinks>>;

export const alreadyOwned = () =>
  AppError.badRequest(PurchaseCode.ALREADY_OWNED, 'You own this already.', 'sku');

/**
 * Owned items (EST): who owns which episode or book, and how. One active ownership per member and
 * item (database index); a refund or revocation ends it (inactive, kept for history).
 */
export class OwnershipService {
  private readonly repo: OwnedItemsRepository;

  constructor(
    private readonly ctx: PurchasesContext,
    private readonly parts: { objects: PurchaseObjects },
  ) {
    this.repo = new OwnedItemsRepository(ctx.db);
    void this.parts;
  }

  /** How the member owns the item now (null: not owned). `trx`: read inside the caller's transaction. */
  async sourceOf(
    userId: string,
    model: PurchaseModel,
    uuid: string,
    trx?: Kysely<Database>,
  ): Promise<PurchaseSource | null> {
    return this.repo.activeSource(userId, model, uuid, trx ?? this.ctx.db);
  }

  /** The uuids the member owns now, by model. */
  async owned(userId: string): Promise<OwnedItems> {
    const rows = await this.repo.activeOf(userId);
    return {
      episodes: rows.filter((r) => r.model === 'episode').map((r) => r.object_uuid),
      books: rows.filter((r) => r.model === 'book').map((r) => r.object_uuid),
    };
  }

  /**
   * Records an ownership in `trx` (the caller's transaction). Already owned: 400 code 3023
   * (ALREADY_OWNED) unless `ifOwned` is 'keep' (a code granting several assets skips owned ones):
   * then the existing ownership's id with `granted: false`.
   */
  async grant(
    trx: Kysely<Database>,
    grant: GrantRequest,
    ifOwned: 'refuse' | 'keep' = 'refuse',
  ): Promise<{ id: string; granted: boolean }> {
    const id = await this.repo.insertIfNotOwned(trx, {
      userId: grant.userId,
      model: grant.model,
      objectUuid: grant.objectUuid,
      sku: grant.sku,
      source: grant.source,
      at: grant.at,
      orderId: grant.orderId ?? null,
      estCode: grant.estCode ?? null,
      grantedBy: grant.grantedBy ?? null,
      transactionAt: grant.transactionAt ?? null,
    });
    if (id) return { id, granted: true };
    if (ifOwned === 'refuse') throw alreadyOwned();
    const existing = await this.repo.activeId(trx, grant.userId, grant.model, grant.objectUuid);
    // The conflict proves an active row exists in this snapshot (READ COMMITTED sees the winner).
    return { id: existing ?? '', granted: false };
  }

  /** Ends the ownership an order paid for (refund): state refunded, inactive. */
  async endForOrder(trx: Kysely<Database>, orderId: string, at: Date): Promise<void> {
    await this.repo.endForOrder(trx, orderId, at);
  }
}
