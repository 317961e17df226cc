import { toApiError, type RightsOptions, type RightsToken } from '@fanverse/client';
import { PurchaseCode, type PreviewGrant } from '@fanverse/contract';
import { getStorage, readJson, removeItem, writeItem } from '../../lib/storage';

/**
 * Premium previews' tokens, kept per item in sessionStorage for the token's life: the player and
 * the reader send the item's token with their rights call (`?preview_token=`) while it lives, so
 * reloading the page or reopening the item keeps the preview. The server decides (3051 when a
 * token is not live); this only remembers which token to send.
 */
export type PreviewContentType = 'episode' | 'book';

const keyOf = (type: PreviewContentType, uuid: string) => `fv.preview.${type}.${uuid}`;
const session = () => getStorage('session');

interface StoredPreview {
  token: string;
  expiresAt: string;
}

function isStored(value: unknown): value is StoredPreview {
  const item = value as Partial<StoredPreview> | null;
  return typeof item?.token === 'string' && typeof item.expiresAt === 'string';
}

export function savePreviewToken(grant: PreviewGrant): void {
  const type = grant.content_type === 'book' ? 'book' : 'episode';
  const stored: StoredPreview = { token: grant.preview_token, expiresAt: grant.expires_at };
  writeItem(keyOf(type, grant.content_uuid), JSON.stringify(stored), session());
}

/** The item's live preview token, or null (an expired one is forgotten). */
export function previewTokenOf(type: PreviewContentType, uuid: string, now = Date.now()): string | null {
  const stored = readJson(keyOf(type, uuid), session());
  if (!isStored(stored)) return null;
  const expires = Date.parse(stored.expiresAt);
  if (!Number.isFinite(expires) || expires <= now) {
    forgetPreviewToken(type, uuid);
    return null;
  }
  return stored.token;
}

export function forgetPreviewToken(type: PreviewContentType, uuid: string): void {
  removeItem(keyOf(type, uuid), session());
}

/**
 * The rights call with the item's preview token, when there is one. A token the server no longer
 * honours (3051: expired early, revoked) is forgotten and rights are asked for without it, so a
 * stale token shows the wall rather than an error.
 */
export async function rightsWithPreview(
  type: PreviewContentType | 'clip',
  uuid: string,
  ask: (options: RightsOptions) => Promise<RightsToken>,
  options: RightsOptions = {},
): Promise<RightsToken> {
  const token = type === 'clip' ? null : previewTokenOf(type, uuid);
  if (!token) return ask(options);
  try {
    return await ask({ ...options, previewToken: token });
  } catch (error) {
    const invalid = toApiError(error).errors.some((item) => item.code === PurchaseCode.PREVIEW_TOKEN_INVALID);
    if (!invalid || type === 'clip') throw error;
    forgetPreviewToken(type, uuid);
    return ask(options);
  }
}
