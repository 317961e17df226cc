import path from 'node:path';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../../config/config';
import type { Database } from '../../db/schema';
import { MediaStore } from '../../media/media-store';
import type { SessionService } from '../auth/session.service';
import { UploadsService } from './uploads.service';
import { UserImagesRepository } from './user-images.repository';

/**
 * Avatar and banner uploads, stored under DATA_DIR/media (served at /media/), with the sessions
 * their routes read and their own rate limit (decoding images is costly).
 */
export function createUploadsServices(
  db: Kysely<Database>,
  config: Pick<AppConfig, 'DATA_DIR' | 'UPLOAD_RATE_LIMIT_MAX'>,
  deps: { sessions: SessionService },
) {
  const store = new MediaStore(path.resolve(config.DATA_DIR, 'media'));
  return {
    uploads: new UploadsService(new UserImagesRepository(db), store),
    sessions: deps.sessions,
    rateLimit: { max: config.UPLOAD_RATE_LIMIT_MAX, timeWindow: 60_000 },
  };
}
export type UploadsServices = ReturnType<typeof createUploadsServices>;
