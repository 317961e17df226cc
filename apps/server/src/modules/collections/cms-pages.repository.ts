import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema';
import type { CmsPagesTable } from '../../db/schema-catalogue';

export type CmsPageRow = Selectable<CmsPagesTable>;

export class CmsPagesRepository {
  constructor(private readonly db: Kysely<Database>) {}

  findBySlug(slug: string): Promise<CmsPageRow | undefined> {
    return this.db.selectFrom('cms_pages').selectAll().where('slug', '=', slug).executeTakeFirst();
  }

  findByUuids(uuids: readonly string[]): Promise<CmsPageRow[]> {
    if (uuids.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('cms_pages')
      .selectAll()
      .where('uuid', 'in', [...uuids])
      .execute();
  }
}
