import type { Databag, Locale } from '@fanverse/contract';
import { translated } from '../catalogue/translate';
import type { DatabagRow } from './databags.repository';
import { toIsoOrNull } from './wire-values';

export function toDatabag(row: DatabagRow, lang: Locale): Databag {
  return {
    id: row.id,
    uuid: row.uuid,
    description: translated(row, 'description', row.description, lang),
    metadata: {
      collection_id: row.collection_id,
      collection_slug: row.collection_slug,
      start: toIsoOrNull(row.start_at),
      end: toIsoOrNull(row.end_at),
      title: translated(row, 'title', row.title, lang),
    },
  };
}
