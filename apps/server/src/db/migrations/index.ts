import type { Migration } from 'kysely';
import * as m0001 from './0001-shell';
import * as m0002 from './0002-accounts';
import * as m0003 from './0003-mail-outbox';
import * as m0004 from './0004-agreements';
import * as m0005 from './0005-catalogue';
import * as m0006 from './0006-episode-counts';
import * as m0007 from './0007-catalogue-version';
import * as m0008 from './0008-playback';

/**
 * Migrations listed in order. A static list (not a folder scan) so that the same set runs
 * under tsx, vitest and a bundle alike. Names sort in the order they must run.
 */
export const migrations: Record<string, Migration> = {
  '0001-shell': m0001,
  '0002-accounts': m0002,
  '0003-mail-outbox': m0003,
  '0004-agreements': m0004,
  '0005-catalogue': m0005,
  '0006-episode-counts': m0006,
  '0007-catalogue-version': m0007,
  '0008-playback': m0008,
};
