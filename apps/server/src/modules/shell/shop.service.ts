import { ServerCode, type ShopUrl } from '@fanverse/contract';
import type { AppConfig } from '../../config/config';
import { AppError } from '../../errors/app-error';
import type { ShopRepository } from './shop.repository';

/** `homepage` needs no row: it always leads to the shop's front page. */
export const SHOP_HOMEPAGE = 'homepage';

export class ShopService {
  constructor(
    private readonly repo: ShopRepository,
    private readonly config: AppConfig,
  ) {}

  async resolve(name: string): Promise<ShopUrl> {
    const base = this.config.SHOP_BASE_URL.replace(/\/$/, '');
    if (name === SHOP_HOMEPAGE) return { reason: SHOP_HOMEPAGE, url: `${base}/` };
    const row = await this.repo.findByName(name);
    if (!row)
      throw AppError.notFound(ServerCode.SHOP_DESTINATION_NOT_FOUND, `Shop destination '${name}' not found`);
    return { reason: row.reason, url: new URL(row.path, `${base}/`).toString() };
  }
}
