import type { BuyBody, EstOffer, Locale, PurchaseItem, PurchaseModel } from '@fanverse/contract';
import type { PurchasesContext } from '../purchases.factory';
import type { OwnershipService } from '../ownership/ownership.service';
import type { PurchaseObjects } from '../ownership/purchase-objects';
import type { OrderCharger } from './order-charger';
import { notBuilt } from '../not-built';

/** EST offers and buying: an episode's or book's price in the visitor's currency, with tax; owned afterwards. */
export class StoreService {
  constructor(
    private readonly ctx: PurchasesContext,
    private readonly parts: { objects: PurchaseObjects; ownership: OwnershipService; orders: OrderCharger },
  ) {}

  async offer(
    _model: PurchaseModel,
    _uuid: string,
    _viewer: { userId: string | null; country: string; lang: Locale; paymentMethodGuid?: string },
  ): Promise<EstOffer> {
    void this.ctx;
    void this.parts;
    return notBuilt('StoreService.offer');
  }

  async buy(
    _userId: string,
    _body: BuyBody,
    _viewer: { country: string; lang: Locale },
  ): Promise<PurchaseItem> {
    return notBuilt('StoreService.buy');
  }
}
