import type { Kysely } from 'kysely';
import type { EventItem, EventItemChange, EventUserDetails, FanEvent, Page } from '@fanverse/contract';
import type { Database } from '../../db/schema';
import type { SessionContext } from '../auth/session.service';
import type { PageRequest } from '../catalogue/page';
import type { PremiumStateOf } from '../claims/premium-state';

export interface CheckinEventsQuery extends PageRequest {
  upcoming?: boolean;
  from?: string;
  to?: string;
  q?: string;
}

export interface EventItemsQuery extends PageRequest {
  q?: string;
  status?: string;
}

export interface EventItemUpdate {
  status?: string;
  note?: string;
  moddate?: string;
  nonce?: string;
}

/**
 * The check-in desk's calls (catalogue spec §7 "Check-in"; issue 24). Who may call is the
 * routes' business (CheckinAdmins). Groundwork: built in the check-in part.
 */
export class CheckinService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly premiumStateOf: PremiumStateOf,
    private readonly now: () => Date,
  ) {}

  events(_query: CheckinEventsQuery, _url: string): Promise<Page<FanEvent>> {
    throw new Error('not built yet');
  }

  memberEvents(_guid: string, _page: PageRequest, _url: string): Promise<Page<FanEvent>> {
    throw new Error('not built yet');
  }

  memberItems(_guid: string, _eventUuid: string, _page: PageRequest, _url: string): Promise<Page<EventItem>> {
    throw new Error('not built yet');
  }

  eventItems(_eventUuid: string, _query: EventItemsQuery, _url: string): Promise<Page<EventItem>> {
    throw new Error('not built yet');
  }

  userDetails(_guid: string): Promise<EventUserDetails> {
    throw new Error('not built yet');
  }

  update(
    _actor: SessionContext,
    _guid: string,
    _eventUuid: string,
    _id: string,
    _body: EventItemUpdate,
  ): Promise<EventItem> {
    throw new Error('not built yet');
  }

  changes(_eventUuid: string, _id: string): Promise<EventItemChange[]> {
    throw new Error('not built yet');
  }
}
