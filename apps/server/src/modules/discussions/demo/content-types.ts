import type { DiscussedContentType } from '@fanverse/contract';
import type { DemoMemberKey } from './demo-members';

/**
 * The shapes of the demo community's hand-written content (all invented). Posts are plain text
 * in the language their author writes in; times are given relative to the day the demo is
 * generated, so the boards look alive whenever that is.
 */

export interface DemoReplyDef {
  by: DemoMemberKey;
  text: string;
  /** Hours after the post before it (the opening post for the first reply). */
  after: number;
}

export interface DemoThreadDef {
  /** Stable within its board: the thread's uuid is derived from the board and this key. */
  key: string;
  by: DemoMemberKey;
  title: string;
  text: string;
  /** Started this many days before the generation day (at `hour` UTC). */
  daysAgo: number;
  hour: number;
  replies: DemoReplyDef[];
  /** Locked by the staff member (`marisol_mod`). */
  locked?: boolean;
}

/** A board by what it belongs to: a series or comic series by its slug, or a general board. */
export type DemoBoardRef = { kind: DiscussedContentType; slug: string } | { kind: 'general'; slug: string };

export interface DemoBoardDef {
  board: DemoBoardRef;
  threads: DemoThreadDef[];
}

export interface DemoReviewDef {
  by: DemoMemberKey;
  rating: 1 | 2 | 3 | 4 | 5;
  subject?: string;
  comment?: string;
  daysAgo: number;
}

export interface DemoRatingsDef {
  type: DiscussedContentType;
  slug: string;
  reviews: DemoReviewDef[];
}
