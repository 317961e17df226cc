import type {
  EstHistoryPage,
  EstHistoryParams,
  Locale,
  PurchaseHistory,
  PurchasesParams,
} from '@fanverse/contract';
import type { PurchasesContext } from '../purchases.factory';
import type { PurchaseObjects } from '../ownership/purchase-objects';
import { notBuilt } from '../not-built';

/** The member's purchase history (owned items and gifts bought) and EST history (codes redeemed). */
export class PurchaseHistoryService {
  constructor(
    private readonly ctx: PurchasesContext,
    private readonly parts: { objects: PurchaseObjects },
  ) {}

  /** GET /api/premium/2/purchases/est/me; `url` is the request's path and query (paging links). */
  async purchases(
    _user: { userId: string; userGuid: string },
    _params: PurchasesParams,
    _lang: Locale,
    _url: string,
  ): Promise<PurchaseHistory> {
    void this.ctx;
    void this.parts;
    return notBuilt('PurchaseHistoryService.purchases');
  }

  /** GET /api/premium/2/est/history. */
  async estHistory(
    _userId: string,
    _params: EstHistoryParams,
    _lang: Locale,
    _url: string,
  ): Promise<EstHistoryPage> {
    return notBuilt('PurchaseHistoryService.estHistory');
  }
}
