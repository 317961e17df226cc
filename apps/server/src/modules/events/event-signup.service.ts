import type { Kysely } from 'kysely';
import type { MemberEvent, Page } from '@fanverse/contract';
import type { Database } from '../../db/schema';
import type { PageRequest } from '../catalogue/page';
import type { PremiumStateOf } from '../claims/premium-state';
import type { SessionContext } from '../auth/session.service';

/**
 * Members' events (issue 24): upcoming events, sign-up and cancel, the events a member holds.
 * Groundwork: the methods are built in the member-events part.
 */
export class EventSignupService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly premiumStateOf: PremiumStateOf,
    private readonly now: () => Date,
  ) {}

  /** GET /api/events/1/events: upcoming events, soonest first; `signed_up` for a member. */
  list(_viewer: SessionContext | null, _page: PageRequest, _url: string): Promise<Page<MemberEvent>> {
    throw new Error('not built yet');
  }

  /** GET /api/events/1/events/{eventUuid}. */
  get(_viewer: SessionContext | null, _eventUuid: string): Promise<MemberEvent> {
    throw new Error('not built yet');
  }

  /** POST …/signup: idempotent; the entry, and premium perks for a premium member. */
  signUp(_viewer: SessionContext, _eventUuid: string): Promise<MemberEvent> {
    throw new Error('not built yet');
  }

  /** DELETE …/signup. */
  cancel(_viewer: SessionContext, _eventUuid: string): Promise<MemberEvent> {
    throw new Error('not built yet');
  }

  /** GET /api/events/1/mine. */
  mine(_viewer: SessionContext, _page: PageRequest, _url: string): Promise<Page<MemberEvent>> {
    throw new Error('not built yet');
  }
}
