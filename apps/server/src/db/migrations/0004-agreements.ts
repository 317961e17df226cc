import { sql, type Kysely } from 'kysely';

// Legal agreements (terms, privacy) as dated revisions, and which user accepted which revision.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('agreement_revisions')
    // The wire's `revision_id`.
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('content_type', 'text', (c) => c.notNull().check(sql`content_type in ('terms', 'privacy')`))
    // Null for the general agreement; a name (e.g. 'comics') for a flavored one.
    .addColumn('flavor', 'text')
    .addColumn('date_revised', 'date', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    // Spanish text; English is shown when null.
    .addColumn('text_es', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // "The latest revision of this type and flavor" is the question asked on every read.
  await sql`create index agreement_revisions_latest on agreement_revisions
    (content_type, coalesce(flavor, ''), date_revised desc, id desc)`.execute(db);

  await db.schema
    .createTable('agreement_acceptances')
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('revision_id', 'integer', (c) =>
      c.notNull().references('agreement_revisions.id').onDelete('cascade'),
    )
    .addColumn('accepted_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('agreement_acceptances_user_revision', ['user_id', 'revision_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('agreement_acceptances').execute();
  await db.schema.dropTable('agreement_revisions').execute();
}
