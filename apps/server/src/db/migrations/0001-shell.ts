import { sql, type Kysely } from 'kysely';

// Migrations take Kysely<unknown>: they must not depend on today's row types.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('consumers')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('consumer_secret', 'text', (c) => c.notNull())
    .addColumn('art_source_url', 'text')
    .addColumn('static_url', 'text')
    .addColumn('captcha_platform', 'text', (c) => c.notNull().defaultTo('google'))
    .addColumn('recaptcha_site_key', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('akamai_license_key', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('drm_fairplay_url', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('drm_playready_url', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('drm_widevine_url', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('portal_id', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('age_gate_age', 'integer', (c) => c.notNull().defaultTo(13))
    .addColumn('age_gate_block_timeout', 'integer', (c) => c.notNull().defaultTo(86400))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('shop_destinations')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('experiments')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('enabled', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('is_public', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('experiments').execute();
  await db.schema.dropTable('shop_destinations').execute();
  await db.schema.dropTable('consumers').execute();
}
