import { PurchaseCode, type AccessDecision, type VisitorType } from '@fanverse/contract';
import { AppError } from '../../errors/app-error';

/**
 * Access to one item that does not come from the subscription: the member owns it (EST: bought,
 * redeemed with a code, granted by staff) or holds a preview token for it (a monthly preview
 * credit). The purchases module answers it (purchases/ownership/content-access.ts); playback's
 * and comics' rights read it, so `can_watch` / `can_read` are true for owned and previewed items
 * whatever the subscription (the item's region, status and schedule still apply).
 */
export type ContentAccess = 'owned' | 'preview' | null;

export interface ContentAccessQuery {
  userId: string;
  /** The rights call's content type (`episode`, `clip`, `book`). */
  contentType: string;
  contentUuid: string;
  /** The rights call's `preview_token`; an invalid one throws 400 code 3051. */
  previewToken?: string;
}

export type ContentAccessOf = (query: ContentAccessQuery) => Promise<ContentAccess>;

/** Nothing owned, no previews: the default where the purchases module is not wired (unit tests). */
export const NO_CONTENT_ACCESS: ContentAccessOf = async () => null;

/** 400 code 3051: a preview token that is not a live preview of this item by this member. */
export function previewTokenInvalid(): AppError {
  return AppError.badRequest(
    PurchaseCode.PREVIEW_TOKEN_INVALID,
    'Invalid preview token: it has expired, or it is not for this item or this member.',
    'preview_token',
  );
}

/** Decides access for a visitor type and plan (an episode's or a book's rules, bound to its item). */
export type DecideAs = (visitor: VisitorType, plan: string | null) => AccessDecision;

/**
 * What an owned or previewed item lets through: the item's rules decided as a premium member,
 * with plan limits lifted. Owning an item is not a plan, so a plan-limited schedule entry or a
 * book's `exclusive_to_plans` / `available_plans` must not refuse it; region, status, the schedule's
 * windows and denials still apply. A refusal naming a plan is decided again as a member of that
 * plan (a few times: a book may name a plan in its schedule and another in its plan lists; if no
 * one plan satisfies both, the refusal stands).
 */
export function decideWithContentAccess(decideAs: DecideAs, plan: string | null): AccessDecision {
  let decision = decideAs('premium', plan);
  const tried = new Set<string | null>([plan]);
  while (!decision.allowed && decision.prompt === 'premium' && decision.plan && !tried.has(decision.plan)) {
    tried.add(decision.plan);
    decision = decideAs('premium', decision.plan);
  }
  return decision;
}
