import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** The comics module's services (filled in by the comics issue's server work). */
export function createComicsServices(db: Kysely<Database>) {
  return { db };
}
export type ComicsServices = ReturnType<typeof createComicsServices>;
