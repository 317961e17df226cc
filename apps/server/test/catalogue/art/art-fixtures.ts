import type { Kysely } from 'kysely';
import type { ArtAssetType } from '@fanverse/contract';
import type { Database } from '../../../src/db/schema';
import type { ArtSpec } from '../../../src/media/art-spec';

/** Writes art specs straight into `art_assets` (independent of the demo generator). */
export async function insertArt(
  db: Kysely<Database>,
  assets: { type: ArtAssetType | string; key: string; spec: ArtSpec | Record<string, unknown> }[],
): Promise<void> {
  await db
    .insertInto('art_assets')
    .values(assets.map((a) => ({ asset_type: a.type, asset_key: a.key, spec: JSON.stringify(a.spec) })))
    .execute();
}

export const PALETTE: ArtSpec['palette'] = ['#1b1f3a', '#e85d3a', '#f6c445'];
