import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export class ServerSecretsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * The stored value of a named secret, storing `candidate` first if there is none yet. When two
   * instances race on first use, the first insert wins and both read the same value back.
   */
  async getOrCreate(name: string, candidate: string): Promise<string> {
    await this.db
      .insertInto('server_secrets')
      .values({ name, value: candidate })
      .onConflict((c) => c.column('name').doNothing())
      .execute();
    const row = await this.db
      .selectFrom('server_secrets')
      .select('value')
      .where('name', '=', name)
      .executeTakeFirstOrThrow();
    return row.value;
  }
}
