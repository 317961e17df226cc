import type { ContentAccessOf } from '../../rights/content-access';
import type { PreviewService } from '../previews/preview.service';
import type { OwnershipService } from './ownership.service';
import { notBuilt } from '../not-built';

/**
 * Rights' view of purchases: `owned` when the member owns the episode or book, else `preview`
 * when `previewToken` is a live preview of this item by this member (an invalid, expired or
 * another's token: 400 code 3051), else null.
 */
export function createContentAccessOf(parts: {
  ownership: OwnershipService;
  previews: PreviewService;
}): ContentAccessOf {
  void parts;
  return async () => notBuilt('contentAccessOf');
}
