import type { Kysely } from 'kysely';
import type { Experiment } from '@fanverse/contract';
import type { Database } from '../../db/schema';
export declare class ExperimentsRepository {
  private readonly db;
  constructor(db: Kysely<Database>);
  findByName(name: string): Promise<Experiment | undefined>;
  listPublic(): Promise<Experiment[]>;
}
