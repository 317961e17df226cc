import type { CollectionItem, Locale, ServerItemType } from '@fanverse/contract';
import type { ItemLoader } from '../catalogue/item-loaders';
import { toClickout } from './clickout.mapper';
import type { ClickoutsRepository } from './clickouts.repository';
import { toCmsPage } from './cms-page.mapper';
import type { CmsPagesRepository } from './cms-pages.repository';
import { toCollection } from './collection.mapper';
import type { CollectionsRepository } from './collections.repository';
import { toDatabag } from './databag.mapper';
import type { DatabagsRepository } from './databags.repository';
import { toJsonbag } from './jsonbag.mapper';
import type { JsonbagsRepository } from './jsonbags.repository';
import { toShopProduct } from './shop-product.mapper';
import type { ShopProductsRepository } from './shop-products.repository';

type ItemOf<T extends ServerItemType> = Extract<CollectionItem, { item_type: T }>;

/** One loader per item type: one query per call, rows mapped to wire items with `item_type`. */
function loader<T extends CollectionItem['item_type'], R extends { uuid: string }>(
  type: T,
  find: (uuids: readonly string[]) => Promise<R[]>,
  map: (row: R, lang: Locale) => Omit<ItemOf<T>, 'item_type'>,
): ItemLoader {
  return {
    type,
    async load(uuids, lang) {
      const items = new Map<string, CollectionItem>();
      for (const row of await find(uuids)) {
        items.set(row.uuid, { ...map(row, lang), item_type: type } as ItemOf<T>);
      }
      return items;
    },
  };
}

export interface CollectionsLoaderRepositories {
  collections: CollectionsRepository;
  jsonbags: JsonbagsRepository;
  databags: DatabagsRepository;
  cmsPages: CmsPagesRepository;
  clickouts: ClickoutsRepository;
  shopProducts: ShopProductsRepository;
}

/**
 * Loaders of the types this module owns. A Collection value inside a page or a rail carries
 * `collection_items: []` (its items are one call away); a Databag outside its start/end window
 * is absent, like a deleted row.
 */
export function createCollectionsLoaders(repos: CollectionsLoaderRepositories): ItemLoader[] {
  return [
    loader(
      'Collection',
      (uuids) => repos.collections.findByUuids(uuids),
      (row, lang) => toCollection(row, lang),
    ),
    loader('Jsonbag', (uuids) => repos.jsonbags.findByUuids(uuids), toJsonbag),
    loader('Databag', (uuids) => repos.databags.findVisibleByUuids(uuids), toDatabag),
    loader('CMSPage', (uuids) => repos.cmsPages.findByUuids(uuids), toCmsPage),
    loader('ClickoutObject', (uuids) => repos.clickouts.findByUuids(uuids), toClickout),
    loader('ShopifyProduct', (uuids) => repos.shopProducts.findByUuids(uuids), toShopProduct),
  ];
}
