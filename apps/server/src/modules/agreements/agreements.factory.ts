import type { Kysely } from 'kysely';
import type { AppConfig } from '../../config/config';
import type { Database } from '../../db/schema';
import type { SessionService } from '../auth/session.service';
import { AgreementsRepository } from './agreements.repository';
import { AgreementsService } from './agreements.service';

/**
 * The terms and privacy policy, with the sessions their routes read and whether the
 * development revise route exists (outside production only).
 */
export function createAgreementsServices(
  db: Kysely<Database>,
  config: Pick<AppConfig, 'NODE_ENV'>,
  deps: { sessions: SessionService },
) {
  return {
    agreements: new AgreementsService(new AgreementsRepository(db)),
    sessions: deps.sessions,
    nodeEnv: config.NODE_ENV,
  };
}
export type AgreementsServices = ReturnType<typeof createAgreementsServices>;
