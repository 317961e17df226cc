import type { ExternalPromo, Locale } from '@fanverse/contract';
import type { PurchasesContext } from '../purchases.factory';
import { notBuilt } from '../not-built';

/** Partner campaigns' code pools: one code per member and property, exact under concurrency. */
export class ExternalPromoService {
  constructor(private readonly ctx: PurchasesContext) {}

  async get(
    _property: string,
    _viewer: { userId: string; country: string; lang: Locale },
  ): Promise<ExternalPromo> {
    void this.ctx;
    return notBuilt('ExternalPromoService.get');
  }
}
