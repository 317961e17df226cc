import type { Locale, ShopProduct } from '@fanverse/contract';
import { translated } from '../catalogue/translate';
import { formatMinorUnits } from './money';
import type { ShopProductRow } from './shop-products.repository';
import { toIso } from './wire-values';

export function toShopProduct(row: ShopProductRow, lang: Locale): ShopProduct {
  return {
    uuid: row.uuid,
    name: row.name,
    asset_key: row.asset_key,
    title: translated(row, 'title', row.title, lang),
    description: translated(row, 'description', row.description, lang),
    price: formatMinorUnits(row.price_minor, row.currency_code),
    currency_code: row.currency_code,
    premium_only: row.premium_only,
    // The tile leaves through the shop redirect (GET /shop/{name}), never a stored shop URL.
    url: `/shop/${encodeURIComponent(row.name)}`,
    created_at: toIso(row.created_at),
    updated_at: toIso(row.updated_at),
  };
}
