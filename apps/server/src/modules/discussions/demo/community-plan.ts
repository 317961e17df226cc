import type { DiscussedContentType } from '@fanverse/contract';
import { DAY_MS, utcDay } from '../../demo/calendar';
import { demoUuid } from '../../demo/demo-ids';
import { COMICS_THREADS } from './content-comics-threads';
import { GENERAL_THREADS } from './content-general-threads';
import { DEMO_REVIEWS } from './content-reviews';
import { SERIES_THREADS } from './content-series-threads';
import type { DemoBoardRef } from './content-types';
import { DEMO_MEMBERS, demoMemberEmail, type DemoMemberKey } from './demo-members';

const HOUR_MS = 3_600_000;

export interface PlannedMember {
  key: DemoMemberKey;
  id: string;
  guid: string;
  username: string;
  email: string;
  is_staff: boolean;
}

export interface PlannedReply {
  uuid: string;
  author: DemoMemberKey;
  body: string;
  created_at: Date;
}

export interface PlannedThread {
  uuid: string;
  board: DemoBoardRef;
  author: DemoMemberKey;
  title: string;
  body: string;
  created_at: Date;
  /** The latest reply's time, or the thread's own without replies. */
  last_activity_at: Date;
  is_locked: boolean;
  replies: PlannedReply[];
}

export interface PlannedReview {
  uuid: string;
  content_type: DiscussedContentType;
  /** The title's slug; its uuid is looked up in the catalogue when writing. */
  slug: string;
  author: DemoMemberKey;
  rating: number;
  subject: string;
  comment: string;
  created_at: Date;
}

export interface CommunityPlan {
  members: PlannedMember[];
  threads: PlannedThread[];
  reviews: PlannedReview[];
}

/** `series:ember-harbor`, `comicseries:gearwood-rangers`, `general:lounge`. */
export function boardKey(board: DemoBoardRef): string {
  return `${board.kind}:${board.slug}`;
}

/**
 * Ids are derived from names (demo-ids.ts) and times from the generation day, so a second run
 * plans the very same rows: the writer's `on conflict do nothing` then changes nothing. A
 * member's `guid` (32 hex characters, like registration's) is derived apart from the row id.
 */
export function planDemoCommunity(now: Date): CommunityPlan {
  const day = utcDay(now);
  const at = (daysAgo: number, hour: number) => new Date(day - daysAgo * DAY_MS + hour * HOUR_MS);

  const members = DEMO_MEMBERS.map((m) => ({
    key: m.key,
    id: demoUuid(`demo-member:${m.username}`),
    guid: demoUuid(`demo-member-guid:${m.username}`).replaceAll('-', ''),
    username: m.username,
    email: demoMemberEmail(m.username),
    is_staff: m.staff,
  }));

  const threads = [...SERIES_THREADS, ...COMICS_THREADS, ...GENERAL_THREADS].flatMap(
    ({ board, threads: defs }) =>
      defs.map((def): PlannedThread => {
        const name = `discussion-thread:${boardKey(board)}:${def.key}`;
        const created = at(def.daysAgo, def.hour);
        let time = created.getTime();
        const replies = def.replies.map((reply, index) => {
          time += reply.after * HOUR_MS;
          return {
            uuid: demoUuid(`${name}:reply:${index}`),
            author: reply.by,
            body: reply.text,
            created_at: new Date(time),
          };
        });
        return {
          uuid: demoUuid(name),
          board,
          author: def.by,
          title: def.title,
          body: def.text,
          created_at: created,
          last_activity_at: new Date(time),
          is_locked: def.locked === true,
          replies,
        };
      }),
  );

  const reviews = DEMO_REVIEWS.flatMap(({ type, slug, reviews: defs }) =>
    defs.map((def): PlannedReview => ({
      uuid: demoUuid(`review:${type}:${slug}:${def.by}`),
      content_type: type,
      slug,
      author: def.by,
      rating: def.rating,
      subject: def.subject ?? '',
      comment: def.comment ?? '',
      created_at: at(def.daysAgo, 12),
    })),
  );

  return { members, threads, reviews };
}
