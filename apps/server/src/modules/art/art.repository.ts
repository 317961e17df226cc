import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export class ArtRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** The stored drawing spec of an asset (unchecked jsonb), or undefined. */
  async findSpec(assetType: string, assetKey: string): Promise<unknown> {
    const row = await this.db
      .selectFrom('art_assets')
      .select('spec')
      .where('asset_type', '=', assetType)
      .where('asset_key', '=', assetKey)
      .executeTakeFirst();
    return row?.spec;
  }
}
