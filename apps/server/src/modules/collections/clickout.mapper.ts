import type { ClickoutObject, Locale } from '@fanverse/contract';
import { artFolder } from '../catalogue/art-url';
import { translated } from '../catalogue/translate';
import type { ClickoutRow } from './clickouts.repository';
import { toIso } from './wire-values';

/** A clickout tile; its art is a banner asset (there is no clickout asset type in spec §9). */
export function toClickout(row: ClickoutRow, lang: Locale): ClickoutObject {
  return {
    uuid: row.uuid,
    slug: row.slug,
    title: translated(row, 'title', row.title, lang),
    description: translated(row, 'description', row.description, lang),
    url: row.url,
    cta_label: translated(row, 'cta_label', row.cta_label, lang),
    is_approved: row.is_approved,
    publish_date: toIso(row.publish_date),
    asset_key: row.asset_key,
    base_asset_url: artFolder('banners', row.asset_key),
    metadata: Object.fromEntries(
      Object.entries(row.metadata).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    ),
    tags: row.tags,
  };
}
