import { sql, type Kysely } from 'kysely';

/**
 * experiment_assignments.inherited_from: on a member's row that took the browser's variant when
 * they signed in (`p:<persistentUserId>`), the browser's subject. The two rows are one person
 * and one exposure: the rollup counts the browser's row and credits the member's conversions to
 * it (docs/experiments.md "Exposures").
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table experiment_assignments add column inherited_from text`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table experiment_assignments drop column inherited_from`.execute(db);
}
