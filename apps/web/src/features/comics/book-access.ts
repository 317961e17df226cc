import type { AccessContext } from '@fanverse/client';
import {
  decideBookAccess,
  type AccessDecision,
  type BookAccessFields,
  type VisitorType,
} from '@fanverse/contract';

/**
 * What the book page shows a visitor: the contract's book rule, the one the server's book rights
 * sign. Display only: the reader asks the server's rights before any page is sent.
 */
export function bookAccess(
  book: BookAccessFields,
  visitor: VisitorType,
  context: AccessContext = {},
): AccessDecision {
  return decideBookAccess(book, {
    visitor,
    plan: context.plan ?? null,
    country: context.country,
    now: context.now,
  });
}
