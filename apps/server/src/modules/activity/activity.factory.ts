import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { PrivateReplyCache } from '../../http/member-cache/private-reply-cache';
import type { SessionService } from '../auth/session.service';
import type { PremiumStateOf } from '../claims/premium-state';
import { ContentRatings } from '../parental/content-ratings';
import type { ParentalGuard } from '../parental/parental-guard';
import { headerValue } from '../playback/route-helpers';
import { viewerCountry } from '../playback/viewer';
import { createFeedServices } from './feed/feed.factory';
import { createHistoryServices } from './history/history.factory';
import { createLikesServices } from './likes/likes.factory';

export interface ActivityDeps {
  sessions: SessionService;
  /** The caller's parental limits (issue 23): what the feed, the history and likes leave out or lock. */
  parental: Pick<ParentalGuard, 'limitsOf'>;
  /** Whether a member is premium today (what they may still see in the feed and the history). */
  premiumStateOf: PremiumStateOf;
  /** The country of a viewer the geo header does not place (config DEFAULT_COUNTRY). */
  defaultCountry: string;
  /** The trusted geo header (config GEO_COUNTRY_HEADER) that places a viewer, as playback reads it. */
  geoHeader: string;
  /** Member-private replies kept in memory (the feed: docs/member-cache.md). */
  replies: PrivateReplyCache;
}

/** The activity model's three parts: history and marks, the consume-next feed, likes. */
export function createActivityServices(db: Kysely<Database>, deps: ActivityDeps) {
  const ratings = new ContentRatings(db);
  return {
    sessions: deps.sessions,
    replies: deps.replies,
    /** The caller's parental limits (memoised per request by the guard). */
    limitsOf: (request: FastifyRequest) => deps.parental.limitsOf(request),
    /** The caller's country, by the rights services' rule (viewer.ts): what walls and regions see. */
    viewerCountryOf: (request: FastifyRequest) =>
      viewerCountry(headerValue(request.headers[deps.geoHeader]), deps.defaultCountry),
    ...createHistoryServices(db, deps, ratings),
    ...createFeedServices(db, deps, ratings),
    ...createLikesServices(db, deps, ratings),
  };
}
export type ActivityServices = ReturnType<typeof createActivityServices>;
