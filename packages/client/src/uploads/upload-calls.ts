import {
  AVATAR_FIELD,
  AVATAR_MAX_BYTES,
  BANNER_FIELD,
  BANNER_MAX_BYTES,
  avatarUploadResultSchema,
  bannerUploadResultSchema,
  type AvatarUploadResult,
  type BannerUploadResult,
  type CatalogueCode,
} from '@fanverse/contract';
import type { Area, CallOptions } from '../area/area-context';
import { areaTools, type RequestParts } from '../area/area-tools';
import { avatarUploadMapping, bannerUploadMapping } from '../mappings/account-mappings';

/**
 * `client.uploads`: the member's avatar and banner (spec accounts §7 "Uploads"). The file is
 * checked before sending (missing or empty, too large); no operation type keeps these errors:
 * the form shows the rejection it gets.
 */
export interface UploadCalls {
  /** POST /api/users/me/upload_avatar (multipart `avatar`): no file 7700, too large 7702. */
  uploadAvatar(file: Blob | null | undefined, options?: CallOptions): Promise<AvatarUploadResult>;
  /** POST /api/users/me/remove_avatar. */
  removeAvatar(options?: CallOptions): Promise<void>;
  /** POST /api/users/me/upload_banner (multipart `banner`): no file 7800, too large 7802. */
  uploadBanner(file: Blob | null | undefined, options?: CallOptions): Promise<BannerUploadResult>;
  /** POST /api/users/me/remove_banner. */
  removeBanner(options?: CallOptions): Promise<void>;
}

/** One kind of picture: its form field, size limit, the codes of its two checks, its routes. */
interface UploadKind<T> {
  field: string;
  maxBytes: number;
  missing: CatalogueCode;
  tooLarge: CatalogueCode;
  path: string;
  removePath: string;
  reply: RequestParts<T>;
}

const AVATAR: UploadKind<AvatarUploadResult> = {
  field: AVATAR_FIELD,
  maxBytes: AVATAR_MAX_BYTES,
  missing: 7700,
  tooLarge: 7702,
  path: '/api/users/me/upload_avatar',
  removePath: '/api/users/me/remove_avatar',
  reply: { schema: avatarUploadResultSchema, mapping: avatarUploadMapping },
};

const BANNER: UploadKind<BannerUploadResult> = {
  field: BANNER_FIELD,
  maxBytes: BANNER_MAX_BYTES,
  missing: 7800,
  tooLarge: 7802,
  path: '/api/users/me/upload_banner',
  removePath: '/api/users/me/remove_banner',
  reply: { schema: bannerUploadResultSchema, mapping: bannerUploadMapping },
};

export const createUploadCalls: Area<UploadCalls> = (context) => {
  const { post, fail } = areaTools(context);

  const upload = async <T>(kind: UploadKind<T>, file: Blob | null | undefined, options: CallOptions) => {
    if (!(file instanceof Blob) || file.size === 0) throw fail(kind.missing, kind.field, options);
    if (file.size > kind.maxBytes) throw fail(kind.tooLarge, kind.field, options);
    const form = new FormData();
    form.append(kind.field, file);
    return post(kind.path, { body: form, ...kind.reply }, options);
  };

  const remove = async (kind: UploadKind<unknown>, options: CallOptions) => {
    await post(kind.removePath, { mapping: kind.reply.mapping }, options);
  };

  return {
    uploadAvatar: (file, options = {}) => upload(AVATAR, file, options),
    removeAvatar: (options = {}) => remove(AVATAR, options),
    uploadBanner: (file, options = {}) => upload(BANNER, file, options),
    removeBanner: (options = {}) => remove(BANNER, options),
  };
};
