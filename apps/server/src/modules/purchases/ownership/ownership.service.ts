import type { Kysely } from 'kysely';
import type { OwnedItems, PurchaseModel, PurchaseSource } from '@fanverse/contract';
import type { Database } from '../../../db/schema';
import type { PurchasesContext } from '../purchases.factory';
import type { PurchaseObjects } from './purchase-objects';
import { notBuilt } from '../not-built';

export interface GrantRequest {
  userId: string;
  model: PurchaseModel;
  objectUuid: string;
  sku: string;
  source: PurchaseSource;
  at: Date;
  orderId?: string | null;
  estCode?: string | null;
  grantedBy?: string | null;
  transactionAt?: Date | null;
}

/**
 * Owned items (EST): who owns which episode or book, and how. One active ownership per member and
 * item (database index); a refund or revocation ends it (inactive, kept for history).
 */
export class OwnershipService {
  constructor(
    private readonly ctx: PurchasesContext,
    private readonly parts: { objects: PurchaseObjects },
  ) {}

  /** How the member owns the item now (null: not owned). */
  async sourceOf(_userId: string, _model: PurchaseModel, _uuid: string): Promise<PurchaseSource | null> {
    void this.ctx;
    void this.parts;
    return notBuilt('OwnershipService.sourceOf');
  }

  /** The uuids the member owns now, by model. */
  async owned(_userId: string): Promise<OwnedItems> {
    return notBuilt('OwnershipService.owned');
  }

  /**
   * Records an ownership in `trx` (the caller's transaction). Already owned: 400 code 3023
   * (ALREADY_OWNED) unless `ifOwned` is 'keep' (a code granting several assets skips owned ones).
   */
  async grant(
    _trx: Kysely<Database>,
    _grant: GrantRequest,
    _ifOwned: 'refuse' | 'keep' = 'refuse',
  ): Promise<{ id: string; granted: boolean }> {
    return notBuilt('OwnershipService.grant');
  }

  /** Ends the ownership an order paid for (refund): state refunded, inactive. */
  async endForOrder(_trx: Kysely<Database>, _orderId: string, _at: Date): Promise<void> {
    return notBuilt('OwnershipService.endForOrder');
  }
}
