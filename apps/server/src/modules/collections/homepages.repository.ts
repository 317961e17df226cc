import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema';
import type { HomepagesTable } from '../../db/schema-catalogue';

export type HomepageRow = Selectable<HomepagesTable>;

export class HomepagesRepository {
  constructor(private readonly db: Kysely<Database>) {}

  findByFlavor(flavor: string): Promise<HomepageRow | undefined> {
    return this.db.selectFrom('homepages').selectAll().where('flavor', '=', flavor).executeTakeFirst();
  }
}
