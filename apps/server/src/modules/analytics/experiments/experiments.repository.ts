import type { Kysely } from 'kysely';
import type { Experiment } from '@fanverse/contract';
import type { Database } from '../../../db/schema';

export class ExperimentsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  findByName(name: string): Promise<Experiment | undefined> {
    return this.db
      .selectFrom('experiments')
      .select(['name', 'enabled', 'is_public'])
      .where('name', '=', name)
      .executeTakeFirst();
  }

  listPublic(): Promise<Experiment[]> {
    return this.db
      .selectFrom('experiments')
      .select(['name', 'enabled', 'is_public'])
      .where('is_public', '=', true)
      .orderBy('name')
      .execute();
  }
}
