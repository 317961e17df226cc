import type { Sweep } from '../../premium/billing/sweep-scheduler';
import type { PurchasesContext } from '../purchases.factory';
import type { GiftService } from './gift.service';
import { notBuilt } from '../not-built';

/** Mails the gifts whose start date has come (one mail per gift, shared by instances with SKIP LOCKED). */
export class GiftMailSweep implements Sweep {
  constructor(
    private readonly ctx: PurchasesContext,
    private readonly parts: { gifts: GiftService },
  ) {}

  async runOnce(): Promise<number> {
    void this.ctx;
    void this.parts;
    return notBuilt('GiftMailSweep.runOnce');
  }
}
