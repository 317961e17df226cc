import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import type { Clock } from '../premium-clock';
import { IdempotencyService } from './idempotency.service';

export function createIdempotencyServices(db: Kysely<Database>, deps: { now: Clock }) {
  return { idempotency: new IdempotencyService(db, deps) };
}
