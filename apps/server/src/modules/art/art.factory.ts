import path from 'node:path';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../../config/config';
import type { Database } from '../../db/schema';
import { ArtCache } from './art-cache';
import { ArtRepository } from './art.repository';
import { ArtService } from './art.service';
import { RenderQueue } from './render-queue';

/** At most two renders at once: each holds a full frame (up to 3840×2160) and libvips threads. */
const CONCURRENT_RENDERS = 2;

/** Generated art of every asset, rendered on demand and cached under DATA_DIR/art-cache. */
export function createArtServices(db: Kysely<Database>, config: Pick<AppConfig, 'DATA_DIR'>) {
  const art = new ArtService(
    new ArtRepository(db),
    new ArtCache(path.join(config.DATA_DIR, 'art-cache')),
    new RenderQueue<Buffer>(CONCURRENT_RENDERS),
  );
  return { art };
}
export type ArtServices = ReturnType<typeof createArtServices>;
