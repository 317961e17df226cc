import { type DatabaseHandle } from '../../src/db/database';
/**
 * An isolated, migrated database for one test file: PGlite in memory by default, or a fresh
 * database on the PostgreSQL server named by TEST_DATABASE_URL (dropped again on close).
 */
export declare function createTestDatabase(): Promise<DatabaseHandle>;
