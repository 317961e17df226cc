import type { PurchasesContext } from '../purchases.factory';
import type { EstCodeService } from '../est/est-code.service';
import type { ExternalPromoService } from '../external-promos/external-promo.service';
import type { GiftService } from '../gifts/gift.service';
import type { OwnershipService } from '../ownership/ownership.service';
import type { OrderCharger } from '../store/order-charger';

/**
 * The operator's tools (staff API and `npm run premium -- …`): promo codes and EST campaigns,
 * batches of codes with their CSV, partner code pools, ownership grants, refunds and a member's
 * billing timeline.
 */
export class OperatorService {
  constructor(
    private readonly ctx: PurchasesContext,
    private readonly parts: {
      ownership: OwnershipService;
      orders: OrderCharger;
      est: EstCodeService;
      gifts: GiftService;
      externalPromos: ExternalPromoService;
    },
  ) {
    void this.ctx;
    void this.parts;
  }
}
