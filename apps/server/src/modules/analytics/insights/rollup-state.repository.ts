import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/schema';

/**
 * The rollup's sources, each with its watermark in insights_rollup_state: the last id rolled up
 * (event logs) or the newest creation time seen in epoch milliseconds (recounted sources).
 * `pass` is no source: its rolled_up_at is when a pass last brought everything up to date
 * (what every insights reply says as `rolled_up_at`).
 */
export const ROLLUP_SOURCES = [
  'analytics_events',
  'video_events',
  'comic_events',
  'users',
  'subscriptions',
  'experiment_assignments',
  'pass',
] as const;
export type RollupSource = (typeof ROLLUP_SOURCES)[number];

/** Watermarks read and moved inside the rollup's locked transaction. */
export class RollupStateRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** The source's watermark ('0' before its first pass) and whether it has one yet. */
  async watermark(source: RollupSource): Promise<{ lastId: string; seen: boolean }> {
    const row = await this.db
      .selectFrom('insights_rollup_state')
      .select(['last_id', 'rolled_up_at'])
      .where('source', '=', source)
      .executeTakeFirst();
    return { lastId: String(row?.last_id ?? '0'), seen: row?.rolled_up_at != null };
  }

  /** Moves the source's watermark (same transaction as the aggregates it covers). */
  async advance(source: RollupSource, lastId: string | number): Promise<void> {
    await this.db
      .insertInto('insights_rollup_state')
      .values({ source, last_id: String(lastId), rolled_up_at: sql<Date>`now()` })
      .onConflict((c) =>
        c.column('source').doUpdateSet({ last_id: String(lastId), rolled_up_at: sql<Date>`now()` }),
      )
      .execute();
  }

  /** When a pass last finished (null: never). */
  async rolledUpAt(): Promise<Date | null> {
    const row = await this.db
      .selectFrom('insights_rollup_state')
      .select('rolled_up_at')
      .where('source', '=', 'pass')
      .executeTakeFirst();
    return row?.rolled_up_at ?? null;
  }
}
