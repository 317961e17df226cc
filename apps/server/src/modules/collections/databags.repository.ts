import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema';
import type { DatabagsTable } from '../../db/schema-catalogue';
import { databagInWindow } from './visible-items';

/** A databag with the slug of the collection it promotes. */
export type DatabagRow = Selectable<DatabagsTable> & { collection_slug: string };

export class DatabagsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Databags by uuid, only those inside their start/end window now. */
  findVisibleByUuids(uuids: readonly string[]): Promise<DatabagRow[]> {
    if (uuids.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('databags as d')
      .innerJoin('collections as c', 'c.id', 'd.collection_id')
      .selectAll('d')
      .select('c.slug as collection_slug')
      .where('d.uuid', 'in', [...uuids])
      .where(databagInWindow('d'))
      .execute();
  }
}
