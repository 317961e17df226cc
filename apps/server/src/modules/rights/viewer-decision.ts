import type { AccessDecision, VisitorType } from '@fanverse/contract';
import { NOT_PREMIUM, type PremiumStateOf } from '../claims/premium-state';
import type { ContentLimits } from '../parental/content-limits';
import {
  decideWithContentAccess,
  previewTokenInvalid,
  type ContentAccessOf,
  type DecideAs,
} from './content-access';

/** What deciding for a viewer looks up: their premium state, and what they own or preview. */
export interface ViewerLookups {
  premiumStateOf: PremiumStateOf;
  contentAccessOf: ContentAccessOf;
}

/** The decision for an item above the viewer's parental limits: the pin prompt, before any wall. */
const PARENTAL_DENIAL: AccessDecision = { allowed: false, prompt: 'parental' };

/**
 * One item's decision for a viewer (and the visitor type it was decided for), the same for
 * episodes and clips (playback) and books (comics). First the viewer's parental limits (issue 23):
 * an item above them, or unrated under any limit, is denied `parental` whatever else would let it
 * through, so its rights token never lets it be played or read (manifests, stream keys and page
 * downloads follow the token). Then the visitor type from the session and premium state, the
 * item's rules, and — only for a premium refusal of a signed-in member, since region and status
 * cannot be lifted — owning or previewing it decided again without plan limits. A stale preview
 * token of a member who may see the item anyway is not an error. A preview token without a
 * session: 400 code 3051 (a preview belongs to a member; there is nobody it could be checked
 * against).
 */
export async function decideForViewer(
  lookups: ViewerLookups,
  viewer: { user: { userId: string } | null; limits: ContentLimits },
  item: {
    contentType: string;
    contentUuid: string;
    rules: DecideAs;
    /** Whether the item is within these limits (its rating, or its series', on its ladder). */
    allowedUnder: (limits: ContentLimits) => boolean;
  },
  previewToken: string | undefined,
): Promise<{ decision: AccessDecision; visitor: VisitorType }> {
  if (previewToken !== undefined && !viewer.user) throw previewTokenInvalid();
  const premium = viewer.user ? await lookups.premiumStateOf(viewer.user.userId) : NOT_PREMIUM;
  const visitor: VisitorType = !viewer.user ? 'anonymous' : premium.isPremium ? 'premium' : 'registered';
  // Owning or previewing an item does not lift a parental limit: only the pin does (the guard).
  if (!item.allowedUnder(viewer.limits)) return { decision: PARENTAL_DENIAL, visitor };
  const decision = item.rules(visitor, premium.plan);
  if (decision.allowed || decision.prompt !== 'premium' || !viewer.user) return { decision, visitor };
  const access = await lookups.contentAccessOf({
    userId: viewer.user.userId,
    contentType: item.contentType,
    contentUuid: item.contentUuid,
    previewToken,
  });
  return { decision: access ? decideWithContentAccess(item.rules, premium.plan) : decision, visitor };
}
