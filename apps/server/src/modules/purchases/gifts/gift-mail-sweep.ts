import type { Sweep } from '../../premium/billing/sweep-scheduler';
import type { PurchasesContext } from '../purchases.factory';
import type { GiftService } from './gift.service';

/**
 * Mails the gifts whose start date has come (one mail per gift, shared by instances: SKIP LOCKED
 * and a lease) and expires the sent ones whose claim link ran out unclaimed (no mail). Run by the
 * scheduler every PREMIUM_SWEEP_SECONDS; tests call runOnce with their clock.
 */
export class GiftMailSweep implements Sweep {
  constructor(
    private readonly ctx: PurchasesContext,
    private readonly parts: { gifts: GiftService },
  ) {}

  /** One pass; answers how many gifts it mailed or expired. */
  async runOnce(): Promise<number> {
    const mailed = await this.parts.gifts.sendDueMails();
    const expired = await this.parts.gifts.expireLinks();
    if (mailed + expired > 0) this.ctx.deps.log.info({ mailed, expired }, 'gift mail sweep');
    return mailed + expired;
  }
}
