import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { AgreementsRepository } from './agreements.repository';
import { AgreementsService } from './agreements.service';

export function createAgreementsService(db: Kysely<Database>): AgreementsService {
  return new AgreementsService(new AgreementsRepository(db));
}
