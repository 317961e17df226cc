import { Kysely } from 'kysely';
import type { Database } from './schema';
export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: 'pglite' | 'postgres';
  ping(): Promise<boolean>;
  close(): Promise<void>;
}
export type DatabaseTarget =
  | {
      kind: 'postgres';
      url: string;
      poolSize?: number;
    }
  | {
      kind: 'pglite';
      dataDir: string | null;
    };
/** The one place that chooses between embedded PGlite and a real PostgreSQL. Same SQL on both. */
export declare function openDatabase(target: DatabaseTarget): DatabaseHandle;
export declare function databaseTargetFromConfig(config: {
  DATABASE_URL?: string;
  DATA_DIR: string;
}): DatabaseTarget;
