import crypto from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { DiscussedContentType } from '@fanverse/contract';
import type { Database } from '../../db/schema';
import type { CheckedReview } from './review-validation';
import './reviews.schema';

/** A series or comic series: what a review belongs to. */
export interface ReviewedContent {
  type: DiscussedContentType;
  uuid: string;
}

/** A review with its author, as the mapper wants it. */
export interface ReviewRow {
  uuid: string;
  user_id: string;
  content_type: DiscussedContentType;
  content_uuid: string;
  rating: number;
  subject: string;
  comment: string;
  created_at: Date;
  updated_at: Date;
  author_guid: string;
  author_username: string;
  author_avatar_path: string | null;
}

export interface RatingCounts {
  avg: number;
  count: number;
  /** Ratings per star, 1 to 5. */
  byStar: Map<number, number>;
}

/** What a review write did: the row after it, or why there is none. */
export type ReviewWrite =
  { kind: 'ok'; uuid: string } | { kind: 'no-content' } | { kind: 'conflict' } | { kind: 'none' };

type Db = Kysely<Database> | Transaction<Database>;

/** A bare rating is not a review to read: only those with a subject or a comment. */
const WRITTEN = sql<boolean>`(r.subject <> '' or r.comment <> '')`;

/** The one review a member may have of a title (the unique key's columns), as a filter. */
function reviewOf(content: ReviewedContent, userId: string) {
  return { content_type: content.type, content_uuid: content.uuid, user_id: userId };
}

/** A write's answer from the row it returned: `ok` with the uuid, else `missing`. */
function written(row: { uuid: string } | undefined, missing: 'conflict' | 'none'): ReviewWrite {
  return row ? { kind: 'ok', uuid: row.uuid } : { kind: missing };
}

/**
 * Kysely queries over `reviews`, and a series' `avg_rating` and `fan_count`, which every review
 * write recomputes in its own transaction (see `write`).
 */
export class ReviewsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Whether the series or comic series exists. */
  async contentExists(content: ReviewedContent, db: Db = this.db): Promise<boolean> {
    const row =
      content.type === 'series'
        ? await db.selectFrom('series').select('id').where('uuid', '=', content.uuid).executeTakeFirst()
        : await db
            .selectFrom('comic_series')
            .select('id')
            .where('uuid', '=', content.uuid)
            .executeTakeFirst();
    return row !== undefined;
  }

  private ofContent(db: Db, content: ReviewedContent) {
    return db
      .selectFrom('reviews as r')
      .where('r.content_type', '=', content.type)
      .where('r.content_uuid', '=', content.uuid);
  }

  private withAuthor(db: Db, content: ReviewedContent) {
    return this.ofContent(db, content)
      .innerJoin('users as u', 'u.id', 'r.user_id')
      .select([
        'r.uuid',
        'r.user_id',
        'r.content_type',
        'r.content_uuid',
        'r.rating',
        'r.subject',
        'r.comment',
        'r.created_at',
        'r.updated_at',
        'u.guid as author_guid',
        'u.username as author_username',
        'u.avatar_path as author_avatar_path',
      ]);
  }

  async countWritten(content: ReviewedContent): Promise<number> {
    const row = await this.ofContent(this.db, content)
      .where(WRITTEN)
      .select(sql<string>`count(*)`.as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** A page of written reviews, newest update first (the uuid breaks ties so pages never overlap). */
  pageWritten(content: ReviewedContent, limit: number, offset: number): Promise<ReviewRow[]> {
    return this.withAuthor(this.db, content)
      .where(WRITTEN)
      .orderBy('r.updated_at', 'desc')
      .orderBy('r.uuid', 'desc')
      .limit(limit)
      .offset(offset)
      .execute();
  }

  /** The member's review of the title, if any. */
  mine(content: ReviewedContent, userId: string, db: Db = this.db): Promise<ReviewRow | undefined> {
    return this.withAuthor(db, content).where('r.user_id', '=', userId).executeTakeFirst();
  }

  /** Average (two decimals, 0 when none), how many rated, and how many gave each star. */
  async counts(content: ReviewedContent): Promise<RatingCounts> {
    const rows = await this.ofContent(this.db, content)
      .select(['r.rating', sql<string>`count(*)`.as('n')])
      .groupBy('r.rating')
      .execute();
    const byStar = new Map(rows.map((row) => [Number(row.rating), Number(row.n)]));
    let count = 0;
    let sum = 0;
    for (const [star, n] of byStar) {
      count += n;
      sum += star * n;
    }
    // Integers summed exactly, then rounded once: the same figure as round(avg(rating), 2).
    const avg = count === 0 ? 0 : Math.round((sum * 100) / count) / 100;
    return { avg, count, byStar };
  }

  /**
   * One review write (create, edit or delete) and, for a series, its `avg_rating` and
   * `fan_count`, in one transaction:
   *
   * 1. `select … for update` on the series row: every review write of that series queues here.
   * 2. The review write itself.
   * 3. `update series set avg_rating = (select round(avg(rating), 2) …), fan_count = (select
   *    count(*) …)`, recomputed from all of its reviews.
   *
   * Why this is exact in READ COMMITTED: each statement there reads a fresh snapshot taken when
   * the statement starts. A writer gets past step 1 only after the previous writer of the same
   * series has committed (its row lock is held to commit), so step 3's snapshot, taken after that,
   * includes every earlier review plus its own. Without the lock, two writers could each compute
   * the average from a snapshot missing the other's uncommitted review, and the last to commit
   * would store a figure that leaves one out. Recomputing (rather than `n = n + 1`) also keeps an
   * edit's changed rating exact. Comic series have no such columns: their summary is counted
   * from `reviews` when asked. The update of `series` leaves the catalogue version alone (see
   * migrations/reviews-0001-tables.ts): cached series replies show new figures within
   * CATALOGUE_CACHE_SECONDS.
   */
  write(
    content: ReviewedContent,
    change: (trx: Transaction<Database>) => Promise<ReviewWrite>,
  ): Promise<ReviewWrite> {
    return this.db.transaction().execute(async (trx) => {
      if (content.type === 'series') {
        const locked = await trx
          .selectFrom('series')
          .select('id')
          .where('uuid', '=', content.uuid)
          .forUpdate()
          .executeTakeFirst();
        if (!locked) return { kind: 'no-content' };
      } else if (!(await this.contentExists(content, trx))) {
        return { kind: 'no-content' };
      }
      const result = await change(trx);
      // Nothing written, nothing to recompute (and no catalogue version to move).
      if (result.kind === 'ok' && content.type === 'series') {
        await sql`update series set
            avg_rating = coalesce((select round(avg(rating)::numeric, 2) from reviews
              where content_type = 'series' and content_uuid = ${content.uuid}), 0),
            fan_count = (select count(*) from reviews
              where content_type = 'series' and content_uuid = ${content.uuid})
          where uuid = ${content.uuid}`.execute(trx);
      }
      return result;
    });
  }

  /** Inserts the member's review; `conflict` when they already have one (the unique key decides). */
  async insert(
    trx: Transaction<Database>,
    content: ReviewedContent,
    userId: string,
    review: CheckedReview,
  ): Promise<ReviewWrite> {
    const row = await trx
      .insertInto('reviews')
      .values({ uuid: crypto.randomUUID(), ...reviewOf(content, userId), ...review })
      .onConflict((c) => c.columns(['user_id', 'content_type', 'content_uuid']).doNothing())
      .returning('uuid')
      .executeTakeFirst();
    return written(row, 'conflict');
  }

  /** Replaces the member's review; `none` when they have none. */
  async update(
    trx: Transaction<Database>,
    content: ReviewedContent,
    userId: string,
    review: CheckedReview,
  ): Promise<ReviewWrite> {
    const row = await trx
      .updateTable('reviews')
      .set({ ...review, updated_at: new Date() })
      .where((eb) => eb.and(reviewOf(content, userId)))
      .returning('uuid')
      .executeTakeFirst();
    return written(row, 'none');
  }

  /** Deletes the member's review; `none` when they have none. */
  async delete(trx: Transaction<Database>, content: ReviewedContent, userId: string): Promise<ReviewWrite> {
    const row = await trx
      .deleteFrom('reviews')
      .where((eb) => eb.and(reviewOf(content, userId)))
      .returning('uuid')
      .executeTakeFirst();
    return written(row, 'none');
  }
}
