import path from 'node:path';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../../config/config';
import type { Database } from '../../db/schema';
import { MediaStore } from '../../media/media-store';
import { UploadsService } from './uploads.service';
import { UserImagesRepository } from './user-images.repository';

/** Avatar and banner uploads, stored under DATA_DIR/media (served at /media/). */
export function createUploadsService(
  db: Kysely<Database>,
  config: Pick<AppConfig, 'DATA_DIR' | 'PUBLIC_URL'>,
): UploadsService {
  const store = new MediaStore(path.resolve(config.DATA_DIR, 'media'), config.PUBLIC_URL);
  return new UploadsService(new UserImagesRepository(db), store);
}
