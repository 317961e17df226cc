import crypto from 'node:crypto';
import {
  AVATAR_MAX_BYTES,
  AVATAR_SIZE,
  AccountCode,
  BANNER_MAX_BYTES,
  BANNER_SIZE,
  IMAGE_MAX_PIXELS,
  IMAGE_MAX_SIDE,
  ServerCode,
} from '@fanverse/contract';
import { AppError } from '../../errors/app-error';
import {
  ImageRejectedError,
  processImage,
  type ImageLimits,
  type ImageTarget,
} from '../../media/image-pipeline';
import type { MediaStore } from '../../media/media-store';
import type { UserImageKind, UserImagesRepository } from './user-images.repository';

export interface ImageKindPolicy {
  /** Folder under DATA_DIR/media. */
  folder: string;
  maxBytes: number;
  target: ImageTarget;
}

export const IMAGE_POLICIES: Record<UserImageKind, ImageKindPolicy> = {
  avatar: { folder: 'avatars', maxBytes: AVATAR_MAX_BYTES, target: { ...AVATAR_SIZE, quality: 85 } },
  banner: { folder: 'banners', maxBytes: BANNER_MAX_BYTES, target: { ...BANNER_SIZE, quality: 82 } },
};

const LIMITS: ImageLimits = { maxPixels: IMAGE_MAX_PIXELS, maxSide: IMAGE_MAX_SIDE };
const MIB = 1024 * 1024;

export function tooLarge(kind: UserImageKind): AppError {
  const mib = IMAGE_POLICIES[kind].maxBytes / MIB;
  return new AppError(413, ServerCode.PAYLOAD_TOO_LARGE, `The ${kind} file is larger than ${mib} MiB`, kind);
}

/** Avatar and banner images: checked, re-encoded, stored under media/, recorded on the user. */
export class UploadsService {
  constructor(
    private readonly repo: UserImagesRepository,
    private readonly store: MediaStore,
  ) {}

  /** Stores a new image for the user, replacing (and deleting) the previous one; returns its URL. */
  async upload(
    kind: UserImageKind,
    user: { userId: string; userGuid: string },
    data: Buffer,
  ): Promise<string> {
    const policy = IMAGE_POLICIES[kind];
    if (data.length > policy.maxBytes) throw tooLarge(kind);
    if (data.length === 0)
      throw AppError.badRequest(AccountCode.INVALID_IMAGE, `The ${kind} file is empty`, kind);

    let image;
    try {
      image = await processImage(data, LIMITS, policy.target);
    } catch (err) {
      if (!(err instanceof ImageRejectedError)) throw err;
      const code =
        err.reason === 'too_many_pixels' ? AccountCode.IMAGE_TOO_MANY_PIXELS : AccountCode.INVALID_IMAGE;
      throw AppError.badRequest(code, err.message, kind);
    }

    // A fresh name for every upload: the old URL may be cached for a year (immutable), so the
    // file behind an address never changes.
    const name = `${user.userGuid}-${crypto.randomBytes(8).toString('hex')}.webp`;
    const relPath = await this.store.write(policy.folder, name, image.data);
    let previous: string | null;
    try {
      const result = await this.repo.replace(user.userId, kind, relPath);
      if (!result.found) throw AppError.unauthenticated('Invalid Session');
      previous = result.previous;
    } catch (err) {
      await this.store.remove(relPath);
      throw err;
    }
    await this.discard(previous);
    return this.store.url(relPath);
  }

  /** Removes the user's image, if any, and deletes its file. */
  async remove(kind: UserImageKind, userId: string): Promise<void> {
    const { found, previous } = await this.repo.replace(userId, kind, null);
    if (!found) throw AppError.unauthenticated('Invalid Session');
    await this.discard(previous);
  }

  /** The public URL of a stored image path (for replies such as the profile's `avatar`). */
  url(relPath: string | null): string | null {
    return relPath ? this.store.url(relPath) : null;
  }

  // The database no longer points at the old file, so failing to delete it loses nothing a user
  // can see; it must not turn a successful upload into an error.
  private async discard(relPath: string | null) {
    if (!relPath) return;
    await this.store.remove(relPath).catch(() => undefined);
  }
}
