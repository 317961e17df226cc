import type { Migration } from 'kysely';
/**
 * Migrations listed in order. A static list (not a folder scan) so that the same set runs
 * under tsx, vitest and a bundle alike. Names sort in the order they must run.
 */
export declare const migrations: Record<string, Migration>;
