import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../../config/config';
import type { Database } from '../../db/schema';
import { ServerSecretsRepository } from '../auth/server-secrets.repository';
import type { SessionService } from '../auth/session.service';
import { SigningKeys } from '../auth/signing-key';
import type { PremiumStateOf } from '../claims/premium-state';
import { CheckinAdmins } from './checkin-admins';
import { CheckinService } from './checkin.service';
import { EventSignupService } from './event-signup.service';
import { MemberCards } from './member-cards';

export interface EventsDeps {
  sessions: SessionService;
  premiumStateOf: PremiumStateOf;
  log: FastifyBaseLogger;
}

export interface EventsOverrides {
  /** The clock of sign-up windows, card rotation and moddates (tests travel in time). */
  now?: () => Date;
  /** Replaces premium's state (tests make a member premium without a subscription). */
  premiumStateOf?: PremiumStateOf;
}

/** Events members sign up for, member cards, and the check-in desk's calls (issue 24). */
export function createEventsServices(
  db: Kysely<Database>,
  config: AppConfig,
  deps: EventsDeps,
  overrides: EventsOverrides = {},
) {
  const now = overrides.now ?? (() => new Date());
  const premiumStateOf = overrides.premiumStateOf ?? deps.premiumStateOf;
  const keys = new SigningKeys(new ServerSecretsRepository(db), config.JWT_SECRET);
  return {
    sessions: deps.sessions,
    // CHECKIN_ADMIN_EMAILS: a listed, verified account becomes a desk on its first call.
    admins: new CheckinAdmins(db, config.CHECKIN_ADMIN_EMAILS),
    cards: new MemberCards(db, keys, now),
    signups: new EventSignupService(db, premiumStateOf, now),
    checkin: new CheckinService(db, premiumStateOf, now),
  };
}
export type EventsServices = ReturnType<typeof createEventsServices>;
