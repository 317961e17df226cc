import { type ShopUrl } from '@fanverse/contract';
import type { AppConfig } from '../../config/config';
import type { ShopRepository } from './shop.repository';
/** `homepage` needs no row: it always leads to the shop's front page. */
export declare const SHOP_HOMEPAGE = 'homepage';
export declare class ShopService {
  private readonly repo;
  private readonly config;
  constructor(repo: ShopRepository, config: AppConfig);
  resolve(name: string): Promise<ShopUrl>;
}
