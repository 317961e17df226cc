import type { Kysely } from 'kysely';
import type { Database } from './schema';
/**
 * Rows the product cannot start without: the `www` consumer (with its own random consumer
 * secret), the shop destinations the web app links to and the experiments it asks for.
 * Idempotent: existing rows (possibly edited by an operator) are left as they are.
 */
export declare function seedDefaults(db: Kysely<Database>): Promise<void>;
