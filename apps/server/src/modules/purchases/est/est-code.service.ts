import type { EstPromoCode, EstRedemption, Locale } from '@fanverse/contract';
import type { PurchasesContext } from '../purchases.factory';
import type { OwnershipService } from '../ownership/ownership.service';
import type { PurchaseObjects } from '../ownership/purchase-objects';
import { notBuilt } from '../not-built';

export interface CodeViewer {
  userId: string | null;
  country: string;
  lang: Locale;
}

/** EST codes: check what a code grants, redeem it (owned items, or comped premium), once per member. */
export class EstCodeService {
  constructor(
    private readonly ctx: PurchasesContext,
    private readonly parts: { objects: PurchaseObjects; ownership: OwnershipService },
  ) {}

  async check(_code: string, _viewer: CodeViewer): Promise<EstPromoCode> {
    void this.ctx;
    void this.parts;
    return notBuilt('EstCodeService.check');
  }

  async redeem(_code: string, _viewer: CodeViewer & { userId: string }): Promise<EstRedemption> {
    return notBuilt('EstCodeService.redeem');
  }
}
