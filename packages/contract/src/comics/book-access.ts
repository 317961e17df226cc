import { decideAccess, type AccessDecision, type AccessInput, type VisitorType } from '../catalogue/access';
import type { ComicBook } from './comic-entities';

/** What of a book decides who may read it (wire fields; the server passes its row's). */
export type BookAccessFields = Pick<
  ComicBook,
  'wall_type' | 'wall_expires' | 'program_schedule' | 'exclusive_to_plans' | 'available_plans'
>;

/**
 * Who may read a comic book (catalogue spec §4), the one rule the server's book rights sign and
 * the book page displays: the book's wall (type 0 premium, 1 registration, until `wall_expires`),
 * region and program schedule through `decideAccess`, exactly as for video (a book has no video
 * status: it counts as approved). Then the plans: `exclusive_to_plans` admits only premium members
 * on one of them, and when premium is what the book needs, non-empty `available_plans` name the
 * plans whose members may read it.
 */
export function decideBookAccess(
  book: BookAccessFields,
  input: Omit<AccessInput, 'video' | 'schedule'>,
): AccessDecision {
  const as = (visitor: VisitorType, plan: string | null | undefined) =>
    decideAccess({
      ...input,
      visitor,
      plan,
      video:
        book.wall_type === null
          ? undefined
          : {
              requires_premium_code: false,
              status: 'approved',
              wall_restriction: null,
              wall_type: book.wall_type,
              wall_expires: book.wall_expires,
            },
      schedule: book.program_schedule,
    });
  const plan = input.plan ?? null;
  const decision = as(input.visitor, plan);
  if (!decision.allowed) return decision;
  if (book.exclusive_to_plans.length > 0) {
    if (input.visitor !== 'premium' || !plan || !book.exclusive_to_plans.includes(plan)) {
      return { allowed: false, prompt: 'premium', plan: book.exclusive_to_plans[0]! };
    }
    return decision;
  }
  // Whether premium was what let the visitor in: a registered visitor would have been refused
  // with the premium prompt. Only then do `available_plans` apply.
  if (input.visitor === 'premium' && book.available_plans.length > 0) {
    const asRegistered = as('registered', null);
    const neededPremium = !asRegistered.allowed && asRegistered.prompt === 'premium';
    if (neededPremium && (!plan || !book.available_plans.includes(plan))) {
      return { allowed: false, prompt: 'premium', plan: book.available_plans[0]! };
    }
  }
  return decision;
}
