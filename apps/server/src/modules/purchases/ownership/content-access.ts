import type { PurchaseModel } from '@fanverse/contract';
import type { ContentAccessOf } from '../../rights/content-access';
import type { PreviewService } from '../previews/preview.service';
import type { OwnershipService } from './ownership.service';

/** The rights call's content types that can be owned (a clip never is). */
const OWNABLE: Record<string, PurchaseModel | undefined> = { episode: 'episode', book: 'book' };

/**
 * Rights' view of purchases: `owned` when the member owns the episode or book, else `preview`
 * when `previewToken` is a live preview of this item by this member (an invalid, expired or
 * another's token: 400 code 3051), else null. Ownership is asked first: a member who owns the
 * item watches it whatever token the page still carries, so a stale one is not an error then.
 */
export function createContentAccessOf(parts: {
  ownership: OwnershipService;
  previews: PreviewService;
}): ContentAccessOf {
  return async ({ userId, contentType, contentUuid, previewToken }) => {
    const model = OWNABLE[contentType];
    if (model && (await parts.ownership.sourceOf(userId, model, contentUuid)) !== null) return 'owned';
    if (previewToken === undefined) return null;
    await parts.previews.verify(userId, contentType, contentUuid, previewToken);
    return 'preview';
  };
}
