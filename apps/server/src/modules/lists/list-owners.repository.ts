import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** The few account fields lists need: whose guid is it, and may they make public lists. */
export interface ListOwner {
  id: string;
  guid: string;
  email_verified: boolean;
}

/** Reads accounts' users table (never writes it). */
export class ListOwnersRepository {
  constructor(private readonly db: Kysely<Database>) {}

  byGuid(guid: string): Promise<ListOwner | undefined> {
    return this.db
      .selectFrom('users')
      .select(['id', 'guid', 'email_verified'])
      .where('guid', '=', guid)
      .executeTakeFirst();
  }

  byId(id: string): Promise<ListOwner | undefined> {
    return this.db
      .selectFrom('users')
      .select(['id', 'guid', 'email_verified'])
      .where('id', '=', id)
      .executeTakeFirst();
  }
}
