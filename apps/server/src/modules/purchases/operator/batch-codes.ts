import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import { BATCH_CODE_ALPHABET } from '@fanverse/contract';
import type { Database } from '../../../db/schema';

/** Rows per insert: well under the parameter limits of PostgreSQL and PGlite. */
const CHUNK = 1000;

/** One batch code: `PREFIX-XXXX-XXXX-XXXX` (no prefix: `XXXX-XXXX-XXXX`), crypto-random. */
export function batchCode(prefix: string | undefined): string {
  const groups = Array.from({ length: 3 }, () =>
    Array.from({ length: 4 }, () => BATCH_CODE_ALPHABET[crypto.randomInt(BATCH_CODE_ALPHABET.length)]).join(
      '',
    ),
  );
  return [...(prefix ? [prefix] : []), ...groups].join('-');
}

/**
 * Inserts `count` new single-use codes (max_redemptions 1) of a batch in `trx`. Codes are random,
 * so one may already exist (in this batch or any other): each chunk is inserted with ON CONFLICT
 * DO NOTHING and the batch is topped up until `count` went in; the primary key on `code` is what
 * guarantees no duplicates. Answers the codes inserted, in order.
 */
export async function insertBatchCodes(
  trx: Kysely<Database>,
  batch: { id: string; campaignUuid: string; count: number; prefix?: string; at: Date },
): Promise<string[]> {
  const inserted: string[] = [];
  while (inserted.length < batch.count) {
    const wanted = Math.min(CHUNK, batch.count - inserted.length);
    const codes = new Set<string>();
    while (codes.size < wanted) codes.add(batchCode(batch.prefix));
    const rows = await trx
      .insertInto('est_codes')
      .values(
        [...codes].map((code) => ({
          code,
          campaign_uuid: batch.campaignUuid,
          batch_id: batch.id,
          max_redemptions: 1,
          created_at: batch.at,
        })),
      )
      .onConflict((oc) => oc.column('code').doNothing())
      .returning('code')
      .execute();
    inserted.push(...rows.map((r) => r.code));
  }
  return inserted;
}
