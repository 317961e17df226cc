import type { Migration } from 'kysely';
import * as m0001 from './0001-shell';
import * as m0002 from './0002-accounts';

/**
 * Migrations listed in order. A static list (not a folder scan) so that the same set runs
 * under tsx, vitest and a bundle alike. Names sort in the order they must run.
 */
export const migrations: Record<string, Migration> = {
  '0001-shell': m0001,
  '0002-accounts': m0002,
};
