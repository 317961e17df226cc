import { jsonbagSchema, type Jsonbag, type Locale } from '@fanverse/contract';
import { artFolder } from '../catalogue/art-url';
import { translated } from '../catalogue/translate';
import type { JsonbagRow } from './jsonbags.repository';
import { oneOf, text } from './wire-values';

const CLICKOUT_TYPES = jsonbagSchema.shape.metadata.shape.clickout_type.options;

/** A banner: English metadata in `metadata`, other languages in `translations` like every row. */
export function toJsonbag(row: JsonbagRow, lang: Locale): Jsonbag {
  const md = row.metadata;
  const external = md.external_clickout === true;
  const field = (name: string) => translated(row, name, text(md[name]), lang);
  return {
    id: row.id,
    uuid: row.uuid,
    slug: row.slug,
    asset_key: row.asset_key,
    base_asset_url: artFolder('banners', row.asset_key),
    description: translated(row, 'description', row.description, lang),
    metadata: {
      title: field('title'),
      cta_text: field('cta_text'),
      cta_description: field('cta_description'),
      url: text(md.url),
      external_clickout: external,
      clickout_type: oneOf(CLICKOUT_TYPES, md.clickout_type, external ? 'external' : 'page'),
      item_type: text(md.item_type),
      masthead_color: text(md.masthead_color),
    },
  };
}
