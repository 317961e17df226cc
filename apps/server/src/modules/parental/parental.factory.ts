import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../../config/config';
import type { Database } from '../../db/schema';
import { ServerSecretsRepository } from '../auth/server-secrets.repository';
import type { SessionService } from '../auth/session.service';
import { SigningKeys } from '../auth/signing-key';
import { ParentalGuard } from './parental-guard';
import { UnlockTokens } from './unlock-tokens';
import { ViewerControlsRepository } from './viewer-controls.repository';

export interface ParentalDeps {
  sessions: SessionService;
  log: FastifyBaseLogger;
}

/** Parental controls (issue 23): the guard every content module asks, and the viewer-pin calls. */
export function createParentalServices(db: Kysely<Database>, config: AppConfig, deps: ParentalDeps) {
  const controls = new ViewerControlsRepository(db);
  const unlocks = new UnlockTokens(new SigningKeys(new ServerSecretsRepository(db), config.JWT_SECRET));
  return {
    sessions: deps.sessions,
    controls,
    unlocks,
    guard: new ParentalGuard(deps.sessions, controls, unlocks),
  };
}
export type ParentalServices = ReturnType<typeof createParentalServices>;
