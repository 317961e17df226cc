import type { ColumnType, Generated } from 'kysely';

/** Row types of the parental tables (migrations/parental-0001-viewer-controls.ts). */
export interface ViewerControlsTable {
  user_id: string;
  country: Generated<string>;
  tv_rating: Generated<string>;
  age_rating: Generated<string>;
  pin_hash: string;
  failed_pins: Generated<number>;
  pin_locks: Generated<number>;
  pin_locked_until: Date | null;
  version: Generated<number>;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

declare module '../../db/schema' {
  interface Database {
    viewer_controls: ViewerControlsTable;
  }
}
