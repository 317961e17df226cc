import { artPath } from '@fanverse/contract';
import type { Insertable } from 'kysely';
import type { CollectionsTable, Translations } from '../../db/schema-catalogue';
import type { CollectionDef, Text } from './content/types';
import { demoUuid } from './demo-ids';

/** What a collection row needs of its definition (the video demo's and the comics demo's). */
export type CollectionRowDef = Pick<
  CollectionDef,
  'slug' | 'title' | 'description' | 'layout' | 'contentType' | 'container'
>;

/** The parts of a collection's metadata only some collections have. */
export interface CollectionExtras {
  icon?: string | null;
  planType?: string | null;
  trailer?: string | null;
  masthead?: string | null;
  upsell?: Text | null;
}

/** The collections row of a demo collection: English in the columns, Spanish in translations. */
export function demoCollectionRow(
  def: CollectionRowDef,
  extras: CollectionExtras = {},
): Insertable<CollectionsTable> {
  return {
    uuid: demoUuid(`collection:${def.slug}`),
    slug: def.slug,
    asset_key: def.slug,
    title: def.title.en,
    layout: def.layout,
    content_type: def.contentType,
    metadata: JSON.stringify({
      container: def.container,
      icon: extras.icon ?? null,
      plan_type: extras.planType ?? null,
      thumbnail: artPath('collection', def.slug, 'thumb'),
      trailer: extras.trailer ?? null,
      description: def.description.en,
      masthead: extras.masthead ?? null,
      upsell_text: extras.upsell?.en ?? null,
      upsell_text_es: extras.upsell?.es ?? null,
    }),
    translations: JSON.stringify({
      es: { title: def.title.es, description: def.description.es },
    } satisfies Translations),
  };
}
