import { z } from 'zod';
import { lazySchema } from '../common/lazy-schema';

/**
 * Avatar and banner uploads (spec accounts §7 "upload_avatar", "upload_banner"). The limits are
 * shared so that the client can refuse a file before sending it; the server enforces them.
 */
export const MIB = 1024 * 1024;
/** Largest avatar file accepted; larger answers 413 (client 7702). */
export const AVATAR_MAX_BYTES = 5 * MIB;
/** Largest banner file accepted; larger answers 413 (client 7802). */
export const BANNER_MAX_BYTES = 10 * MIB;
/** Images with more pixels than this, or a longer side, answer IMAGE_TOO_MANY_PIXELS (7701, 7801). */
export const IMAGE_MAX_PIXELS = 40_000_000;
export const IMAGE_MAX_SIDE = 8000;
/** What uploads are turned into: a webp of exactly this size (cover crop). */
export const AVATAR_SIZE = { width: 512, height: 512 } as const;
export const BANNER_SIZE = { width: 1920, height: 480 } as const;
/** The multipart field each upload reads its file from. */
export const AVATAR_FIELD = 'avatar';
export const BANNER_FIELD = 'banner';

/** POST /api/users/me/upload_avatar: the URL of the stored avatar (a `/media/` path on the site). */
export const avatarUploadResultSchema = lazySchema(() => z.object({ avatar: z.string() }), {
  id: 'AvatarUploadResult',
});
export type AvatarUploadResult = z.infer<typeof avatarUploadResultSchema>;

/** POST /api/users/me/upload_banner: the URL of the stored banner (a `/media/` path on the site). */
export const bannerUploadResultSchema = lazySchema(() => z.object({ banner: z.string() }), {
  id: 'BannerUploadResult',
});
export type BannerUploadResult = z.infer<typeof bannerUploadResultSchema>;
