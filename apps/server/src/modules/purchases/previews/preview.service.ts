import type { PreviewBalance, PreviewGrant } from '@fanverse/contract';
import type { PurchasesContext } from '../purchases.factory';
import { notBuilt } from '../not-built';

/** Premium previews: monthly credits, and short-lived tokens tied to one item and member. */
export class PreviewService {
  constructor(private readonly ctx: PurchasesContext) {}

  async balance(_userId: string): Promise<PreviewBalance> {
    void this.ctx;
    return notBuilt('PreviewService.balance');
  }

  async use(_userId: string, _contentType: 'episode' | 'book', _uuid: string): Promise<PreviewGrant> {
    return notBuilt('PreviewService.use');
  }

  /** Whether `token` is a live preview of this item by this member; an invalid one throws 400 code 3051. */
  async verify(_userId: string, _contentType: string, _uuid: string, _token: string): Promise<true> {
    return notBuilt('PreviewService.verify');
  }
}
