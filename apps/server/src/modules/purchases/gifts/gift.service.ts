import type { Gift, GiftClaimResult, GiftClaimView, GiftCreateBody, Locale } from '@fanverse/contract';
import type { PurchasesContext } from '../purchases.factory';
import type { OrderCharger } from '../store/order-charger';
import { notBuilt } from '../not-built';

/** Gift subscriptions: bought once, mailed on the start date, claimed once within a year. */
export class GiftService {
  constructor(
    private readonly ctx: PurchasesContext,
    private readonly parts: { orders: OrderCharger },
  ) {}

  async create(
    _sender: { userId: string; userGuid: string },
    _body: GiftCreateBody,
    _viewer: { country: string; lang: Locale },
  ): Promise<Gift> {
    void this.ctx;
    void this.parts;
    return notBuilt('GiftService.create');
  }

  async sent(_userId: string, _lang: Locale): Promise<Gift[]> {
    return notBuilt('GiftService.sent');
  }

  async claimView(_token: string, _lang: Locale): Promise<GiftClaimView> {
    return notBuilt('GiftService.claimView');
  }

  async claim(
    _token: string,
    _receiver: { userId: string; userGuid: string },
    _lang: Locale,
  ): Promise<GiftClaimResult> {
    return notBuilt('GiftService.claim');
  }
}
