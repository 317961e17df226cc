import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** The quiz's row as read: metadata and translations are unchecked jsonb (editors write them). */
export interface QuizRow {
  uuid: string;
  slug: string;
  metadata: unknown;
  translations: unknown;
}

export interface NewQuizRow {
  uuid: string;
  slug: string;
  asset_key: string;
  description: string;
  metadata: Record<string, unknown>;
  translations: Record<string, Record<string, string>>;
}

export interface QuizArtRow {
  asset_type: string;
  asset_key: string;
  spec: Record<string, unknown>;
}

/**
 * The quiz lives in the jsonbags table (one row per quiz, by slug): product content the
 * catalogue's editors already know how to change and translate, and whose writes move the
 * catalogue version that drops cached replies.
 */
export class QuizRepository {
  constructor(private readonly db: Kysely<Database>) {}

  findBySlug(slug: string): Promise<QuizRow | undefined> {
    return this.db
      .selectFrom('jsonbags')
      .select(['uuid', 'slug', 'metadata', 'translations'])
      .where('slug', '=', slug)
      .executeTakeFirst();
  }

  /** Adds the row unless one with its slug exists: an editor's version is never overwritten. */
  async insertIfAbsent(row: NewQuizRow): Promise<boolean> {
    const result = await this.db
      .insertInto('jsonbags')
      .values({
        ...row,
        // jsonb is written as JSON text (see schema-catalogue.ts).
        metadata: JSON.stringify(row.metadata),
        translations: JSON.stringify(row.translations),
      })
      .onConflict((c) => c.column('slug').doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
  }

  /** Adds art specs that do not exist yet; existing ones (perhaps redrawn by an editor) stay. */
  async insertArtIfAbsent(rows: readonly QuizArtRow[]): Promise<void> {
    if (rows.length === 0) return;
    await this.db
      .insertInto('art_assets')
      .values(rows.map((row) => ({ ...row, spec: JSON.stringify(row.spec) })))
      .onConflict((c) => c.columns(['asset_type', 'asset_key']).doNothing())
      .execute();
  }
}
