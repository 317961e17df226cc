import { AVATAR_MAX_BYTES, BANNER_MAX_BYTES, MIB } from '@fanverse/contract';

export type ImageKind = 'avatar' | 'banner';

/** The formats the server decodes (it re-encodes everything to webp). */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'] as const;

export const IMAGE_RULES = {
  avatar: { maxBytes: AVATAR_MAX_BYTES, invalid: 7700, tooLarge: 7702 },
  banner: { maxBytes: BANNER_MAX_BYTES, invalid: 7800, tooLarge: 7802 },
} as const;

/** "5 MB", in whole mebibytes as the server counts them. */
export function maxSizeLabel(kind: ImageKind): string {
  return `${Math.round(IMAGE_RULES[kind].maxBytes / MIB)} MB`;
}

/**
 * Checks a chosen file before it is previewed or sent: an image type the server decodes (7700 /
 * 7800) and not over the size limit (7702 / 7802). The server checks the content again.
 */
export function imageProblem(
  file: Pick<File, 'type' | 'size'>,
  kind: ImageKind,
): 7700 | 7702 | 7800 | 7802 | null {
  const rules = IMAGE_RULES[kind];
  if (file.size === 0 || !(IMAGE_TYPES as readonly string[]).includes(file.type)) return rules.invalid;
  if (file.size > rules.maxBytes) return rules.tooLarge;
  return null;
}
