import type { MemberCard, MemberEvent, Page } from '@fanverse/contract';
import type { CallOptions } from '../area/area-context';

/**
 * `client.events`: fan events a member signs up for, and their member card (issue 24; the
 * product's calls, contract events/event-calls.ts). Failures are the product's codes 7751 and
 * 7754–7758: EVENT_FULL → 7754, SIGNUP_CLOSED → 7755, NOT_SIGNED_UP → 7756, ALREADY_CHECKED_IN
 * → 7758, NOT_FOUND (or any 404) → 7751; an unknown API path keeps 5001. All rethrow and store
 * nothing (`src/mappings/event-mappings.ts`). Client check (before any request): a missing or
 * blank event uuid → 7751 (field `eventUuid`), as an unknown one is. Path parts are escaped.
 *
 * - `list({ page })`        GET /api/events/1/events — upcoming events (anyone; `signed_up` for a member)
 * - `get(eventUuid)`        GET /api/events/1/events/{eventUuid}
 * - `signUp(eventUuid)`     POST /api/events/1/events/{eventUuid}/signup (idempotent)
 * - `cancel(eventUuid)`     DELETE /api/events/1/events/{eventUuid}/signup
 * - `mine({ page })`        GET /api/events/1/mine — the member's events
 * - `card()`                GET /api/events/1/card — the member card's current token
 * - `rotateCard()`          POST /api/events/1/card/rotate
 */
export interface EventsCalls {
  list(query?: { page?: number; pageSize?: number }, options?: CallOptions): Promise<Page<MemberEvent>>;
  get(eventUuid: string, options?: CallOptions): Promise<MemberEvent>;
  signUp(eventUuid: string, options?: CallOptions): Promise<MemberEvent>;
  cancel(eventUuid: string, options?: CallOptions): Promise<MemberEvent>;
  mine(query?: { page?: number; pageSize?: number }, options?: CallOptions): Promise<Page<MemberEvent>>;
  card(options?: CallOptions): Promise<MemberCard>;
  rotateCard(options?: CallOptions): Promise<MemberCard>;
}
