import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import { PremiumMailService, type PremiumMailDeps } from './premium-mail.service';

/** The premium mails, each sent once per subscription and occasion. */
export function createPremiumMail(db: Kysely<Database>, deps: PremiumMailDeps) {
  return { premiumMail: new PremiumMailService(db, deps) };
}
