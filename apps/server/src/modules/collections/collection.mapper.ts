import { COLLECTION_LAYOUTS, type Collection, type LeafItem, type Locale } from '@fanverse/contract';
import { artUrl } from '../catalogue/art-url';
import { translated } from '../catalogue/translate';
import type { CollectionRow } from './collections.repository';
import { oneOf, text, textOrNull } from './wire-values';

/**
 * Items a collection holds: the positions its items span. Writers number items 1..n without
 * gaps, so this is the number of items, read from two index probes instead of a count that
 * grows with the collection. It agrees with the page count of the collection items call.
 */
export function itemSpan(row: Pick<CollectionRow, 'first_position' | 'last_position'>): number {
  if (row.first_position === null || row.last_position === null) return 0;
  return row.last_position - row.first_position + 1;
}

/**
 * An image field of the metadata: the editor's value when the key is present (null included),
 * else the collection's own art of that kind.
 */
function image(metadata: Record<string, string | null>, field: string, art: string): string | null {
  return Object.hasOwn(metadata, field) ? textOrNull(metadata[field]) : art;
}

export function toCollection(row: CollectionRow, lang: Locale, items: LeafItem[] = []): Collection {
  const md = row.metadata;
  return {
    id: row.id,
    uuid: row.uuid,
    slug: row.slug,
    asset_key: row.asset_key,
    title: translated(row, 'title', row.title, lang),
    url: `/collections/${row.slug}`,
    item_count: itemSpan(row),
    metadata: {
      layout: oneOf(COLLECTION_LAYOUTS, row.layout, 'rail'),
      type: row.content_type,
      container: textOrNull(md.container),
      icon: image(md, 'icon', artUrl('collection', row.asset_key, 'icon')),
      plan_type: textOrNull(md.plan_type),
      thumbnail: image(md, 'thumbnail', artUrl('collection', row.asset_key, 'thumb')),
      trailer: textOrNull(md.trailer),
      description: translated(row, 'description', text(md.description), lang),
      masthead: image(md, 'masthead', artUrl('collection', row.asset_key, 'hero')),
      // Both upsell variants travel together (spec §3): the client picks by its own language.
      upsell_text: textOrNull(md.upsell_text),
      upsell_text_es: textOrNull(md.upsell_text_es) ?? row.translations.es?.upsell_text ?? null,
    },
    collection_items: items,
  };
}
