import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../../db/schema';
import type { PremiumIdempotencyKeysTable } from '../premium.schema';

export type StoredKey = Selectable<PremiumIdempotencyKeysTable>;

/** premium_idempotency_keys: one row per (member, key). */
export class IdempotencyRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Inserts the unfinished key row; false when the key already has one (someone else's claim). */
  async claim(userId: string, key: string, requestHash: string, now: Date): Promise<boolean> {
    const inserted = await this.db
      .insertInto('premium_idempotency_keys')
      .values({ user_id: userId, idempotency_key: key, request_hash: requestHash, created_at: now })
      .onConflict((oc) => oc.columns(['user_id', 'idempotency_key']).doNothing())
      .returning('idempotency_key')
      .executeTakeFirst();
    return inserted !== undefined;
  }

  async find(userId: string, key: string): Promise<StoredKey | undefined> {
    return this.db
      .selectFrom('premium_idempotency_keys')
      .selectAll()
      .where('user_id', '=', userId)
      .where('idempotency_key', '=', key)
      .executeTakeFirst();
  }

  async finish(userId: string, key: string, status: number, reply: unknown): Promise<void> {
    await this.db
      .updateTable('premium_idempotency_keys')
      .set({ status_code: status, reply: JSON.stringify(reply) })
      .where('user_id', '=', userId)
      .where('idempotency_key', '=', key)
      .execute();
  }

  async release(userId: string, key: string): Promise<void> {
    await this.db
      .deleteFrom('premium_idempotency_keys')
      .where('user_id', '=', userId)
      .where('idempotency_key', '=', key)
      .where('status_code', 'is', null)
      .execute();
  }

  /** Deletes an expired row, only the one that was read (a fresh claim made since is kept). */
  async deleteStale(userId: string, key: string, createdAt: Date): Promise<void> {
    await this.db
      .deleteFrom('premium_idempotency_keys')
      .where('user_id', '=', userId)
      .where('idempotency_key', '=', key)
      .where('created_at', '=', createdAt)
      .execute();
  }
}
